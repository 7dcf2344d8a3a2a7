import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct TimeZoneComponentYearlyRuleTests {
  typealias Rule = TimeZoneComponent.YearlyRule

  @Test(arguments: [
    (Rule(month: 3, week: 2, weekday: .sunday), 2026, "2026-03-08"),  // New York's start of DST
    (Rule(month: 11, week: 1, weekday: .sunday), 2026, "2026-11-01"),
    (Rule(month: 3, week: -1, weekday: .sunday), 2026, "2026-03-29"),  // Europe's
    (Rule(month: 10, week: -1, weekday: .sunday), 2027, "2027-10-31"),  // on the 31st itself
    (Rule(month: 2, week: -1, weekday: .saturday), 2024, "2024-02-24"),
    (Rule(month: 2, week: 4, weekday: .thursday), 2024, "2024-02-22"),
    (Rule(month: 10, week: 1, weekday: .sunday), 2025, "2025-10-05"),  // Lord Howe's
  ])
  func findsTheDayOfAYear(rule: Rule, year: Int, day: String) {
    #expect(rule.day(inYear: year)?.iso8601 == day)
  }

  /// The last week first: a rule read from a few years' changes is most
  /// often "the last Sunday"; a fifth week is never a rule of its own, since
  /// not every month has one.
  @Test(arguments: [
    ("2026-03-22", ["FREQ=YEARLY;BYMONTH=3;BYDAY=4SU"]),
    ("2026-03-29", ["FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"]),
    ("2026-03-25", ["FREQ=YEARLY;BYMONTH=3;BYDAY=-1WE", "FREQ=YEARLY;BYMONTH=3;BYDAY=4WE"]),
    ("2026-03-08", ["FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"]),
  ])
  func offersEveryRuleGivingADay(day: String, rules: [String]) throws {
    let date = try #require(CivilDate(iso8601: day))
    #expect(Rule.rules(giving: date).map(\.rfc5545Text) == rules)
    for rule in Rule.rules(giving: date) { #expect(rule.day(inYear: date.year) == date) }
  }

  @Test func anEndIsWrittenInUTC() {
    let until = LocalDateTime(date: CivilDate(year: 2006, month: 4, day: 2)!, time: TimeOfDay(hour: 7, minute: 0)!)
    #expect(
      Rule(month: 4, week: 1, weekday: .sunday, until: until).rfc5545Text
        == "FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z")
  }
}
