import TestSupport
import Testing

@testable import HolidayKit

struct DaySelectionTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static func days(
    _ rule: String, _ policy: DaySelection.DayOffPolicy, from: String, to: String, start: String? = nil
  ) throws -> [String] {
    let selection = DaySelection(
      base: .rule(try RecurrenceRule(parsing: rule), start: day(start ?? from)), dayOffPolicy: policy)
    return try calendar.schedule(selection, from: day(from), through: day(to)).days.map(\.description)
  }

  /// Nothing comes before a rule's start (RFC 5545's DTSTART), as
  /// `expand` has it: no make-up workday is added before it, and no day is
  /// moved before it, whatever the range.
  @Test func nothingComesBeforeTheRulesStart() throws {
    let monday = DaySelection(
      base: .rule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE,FR"), start: day("2026-03-02")),
      addsMakeUpDays: true)
    let early = try Self.calendar.schedule(monday, from: day("2026-01-01"), through: day("2026-03-04")).days
    #expect(early.map(\.description) == ["2026-03-02", "2026-03-04"], "no 01-04, 02-14, 02-28 make-up day")
    // Thursday 2026-10-01 is off: previous-workday would move it to
    // 09-30, before a start on 10-01, so it is dropped.
    #expect(
      try Self.days("FREQ=WEEKLY;BYDAY=TH", .previousWorkday, from: "2026-09-28", to: "2026-10-16", start: "2026-10-01")
        == ["2026-10-08", "2026-10-15"])
  }

  @Test func theWorkWeekGivesExactlyTheWorkingDays() throws {
    let start = day("2020-01-01")
    let end = day("2026-12-31")
    let scheduled = try Self.calendar.schedule(DaySelection(), from: start, through: end)
    #expect(scheduled.days == Array(try Self.calendar.days(from: start, through: end, matching: .workdays).map(\.date)))
    // 2020-02-03, a Monday the Spring Festival notice made a working day
    // again, stays in; 2026-10-10, a make-up Saturday, is added.
    #expect(scheduled.days.contains(day("2020-02-03")))
    #expect(scheduled.addedDays.contains(day("2026-10-10")))
    #expect(scheduled.removedDays.contains(day("2026-10-01")))
  }

  @Test func onlyMakeUpDaysGivesTheMakeUpWorkdays() throws {
    let start = day("2026-01-01")
    let end = day("2026-12-31")
    let scheduled = try Self.calendar.schedule(DaySelection(onlyMakeUpDays: true), from: start, through: end)
    #expect(
      scheduled.days == Array(try Self.calendar.days(from: start, through: end, matching: .makeUpDays).map(\.date)))
    #expect(!scheduled.days.isEmpty)
  }

  /// The first of each month around National Day 2024 (10-01 to 10-07 off,
  /// 09-29 Sunday and 10-12 Saturday make-up workdays).
  @Test(arguments: [
    (DaySelection.DayOffPolicy.skip, ["2024-08-01", "2024-11-01"]),
    (.keep, ["2024-08-01", "2024-09-01", "2024-10-01", "2024-11-01"]),
    (.nextWorkday, ["2024-08-01", "2024-09-02", "2024-10-08", "2024-11-01"]),
    (.previousWorkday, ["2024-08-01", "2024-08-30", "2024-09-30", "2024-11-01"]),
  ])
  func policiesAroundNationalDay2024(policy: DaySelection.DayOffPolicy, expected: [String]) throws {
    #expect(try Self.days("FREQ=MONTHLY;BYMONTHDAY=1", policy, from: "2024-08-01", to: "2024-11-30") == expected)
  }

  /// Every Saturday and the 1st of February 2020, in the extended Spring
  /// Festival (01-24 to 02-02 off, 02-03 an official working Monday).
  @Test(arguments: [
    (DaySelection.DayOffPolicy.skip, [String]()),
    (.nextWorkday, ["2020-02-03"]),
    (.previousWorkday, ["2020-01-23"]),
  ])
  func policiesInTheSpringFestivalOf2020(policy: DaySelection.DayOffPolicy, expected: [String]) throws {
    #expect(
      try Self.days("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=1", policy, from: "2020-01-20", to: "2020-02-10") == expected)
  }

  @Test func movedDaysThatCollideAreWrittenOnce() throws {
    // Every day of National Day week moves to 10-08: one event, not seven.
    let days = try Self.days("FREQ=DAILY", .nextWorkday, from: "2024-10-01", to: "2024-10-08")
    #expect(days == ["2024-10-08"])
  }

  @Test func aRuleDoesNotGetMakeUpDaysUnlessAsked() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE,FR")
    let start = day("2026-09-01")
    let end = day("2026-10-31")
    let plain = try Self.calendar.schedule(DaySelection(base: .rule(rule, start: start)), from: start, through: end)
    #expect(!plain.days.contains(day("2026-10-10")))
    let asked = try Self.calendar.schedule(
      DaySelection(base: .rule(rule, start: start), addsMakeUpDays: true), from: start, through: end)
    #expect(asked.days.contains(day("2026-10-10")))
  }

  @Test func everyOtherWeekKeepsItsPhaseFromTheRuleStart() throws {
    let days = try Self.days(
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", .skip, from: "2026-03-01", to: "2026-03-31", start: "2026-01-06")
    #expect(days == ["2026-03-03", "2026-03-17", "2026-03-31"])
  }

  @Test func anUncoveredYearIsAnError() {
    #expect(throws: CoverageError.self) {
      try Self.calendar.schedule(DaySelection(), from: day("2027-01-01"), through: day("2027-01-31"))
    }
  }
}
