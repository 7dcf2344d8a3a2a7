import Foundation
import Testing

@testable import HolidayKit

struct ZoneRulesTests {
  /// A change at the very first second of a year (UTC) belongs to that
  /// year: it was once lost between two, and a VTIMEZONE built from the
  /// years' changes left Madrid on local mean time after 1900.
  @Test(arguments: [("Europe/Madrid", 1901, -884, 0), ("Antarctica/Casey", 1969, 0, 28_800)])
  func keepsAChangeAtTheStartOfAYear(identifier: String, year: Int, before: Int, after: Int) throws {
    var rules = ZoneRules(try #require(TimeZone(identifier: identifier)))
    let start = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) * 86_400
    #expect(rules.transitions(inYear: year).first == ZoneRules.Transition(instant: start, offset: after))
    #expect(!rules.transitions(inYear: year - 1).contains { $0.instant == start })
    #expect(rules.offset(atInstant: start - 1) == before)
    #expect(rules.offset(atInstant: start) == after)
  }
}
