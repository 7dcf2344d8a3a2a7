import Foundation
import Testing

@testable import HolidayKit

struct YearRangeTests {
  @Test(arguments: [
    ("2026", 2026...2026), ("2026-2027", 2026...2027), ("0001-9999", 1...9999), ("2026-2026", 2026...2026),
  ])
  func parses(text: String, years: ClosedRange<Int>) {
    #expect(YearRange.parse(text) == years)
  }

  @Test(arguments: ["", "26", "2027-2026", "2026-", "-2026", "2026-2027-2028", "0000", "10000", "２０２６", "2026 "])
  func rejects(text: String) {
    #expect(YearRange.parse(text) == nil)
  }
}
