import Foundation
import Testing

@testable import HolidayKit

struct DaySetTests {
  private static func day(_ text: String) -> CivilDate { CivilDate(iso8601: text)! }

  /// Inserting in any order, inside or outside the first span, gives the
  /// members in date order, once each, as a sorted Set would.
  @Test(arguments: [
    (("2026-01-05", "2026-01-09"), ["2026-01-07", "2026-01-05", "2026-01-07"]),
    (("2026-01-05", "2026-01-09"), ["2026-01-01", "2026-01-20", "2026-01-06"]),
    (("2026-01-05", "2026-01-04"), ["2025-12-31", "2026-03-01"]),
    (("2026-01-05", "2026-01-09"), []),
  ])
  func membersComeOutInDateOrder(span: (String, String), inserted: [String]) {
    var set = DaySet(from: Self.day(span.0), through: Self.day(span.1))
    for text in inserted { set.insert(Self.day(text)) }
    let expected = Set(inserted.map(Self.day)).sorted()
    #expect(set.days == expected)
    for offset in -40...80 {
      let probe = Self.day("2026-01-01").adding(days: offset)!
      #expect(set.contains(probe) == expected.contains(probe))
    }
  }

  @Test func aSetOfGivenDaysHoldsExactlyThem() {
    let days = ["2024-02-29", "2024-01-01", "2024-12-31"].map(Self.day)
    let set = DaySet(days)
    #expect(set.days == days.sorted())
    #expect(!set.contains(Self.day("2024-03-01")))
    #expect(!set.contains(Self.day("2023-12-31")))
    #expect(DaySet([]).days.isEmpty)
    #expect(!DaySet([]).contains(Self.day("2024-01-01")))
  }
}
