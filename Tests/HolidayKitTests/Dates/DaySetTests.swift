import Foundation
import TestSupport
import Testing

@testable import HolidayKit

struct DaySetTests {

  /// Days given in any order, with repeats, come out in date order, once
  /// each, as a sorted Set would; membership agrees on and around the span.
  @Test(arguments: [
    ["2026-01-07", "2026-01-05", "2026-01-07"],
    ["2026-01-01", "2026-01-20", "2026-01-06"],
    ["2025-12-31", "2026-03-01"],
    ["2024-02-29", "2024-01-01", "2024-12-31"],
    ["2026-01-05"],
    [],
  ])
  func membersComeOutInDateOrder(given: [String]) {
    let set = DaySet(given.map(day))
    let expected = Set(given.map(day)).sorted()
    #expect(set.days == expected)
    for offset in -800...800 {
      let probe = day("2025-01-01").adding(days: offset)!
      #expect(set.contains(probe) == expected.contains(probe))
    }
  }
}
