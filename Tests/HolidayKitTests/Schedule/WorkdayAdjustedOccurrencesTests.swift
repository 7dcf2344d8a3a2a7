import Foundation
import Testing

@testable import HolidayKit

struct WorkdayAdjustedOccurrencesTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static func adjusted(
    _ rule: String, start: String, to: String, policy: DaySelection.DayOffPolicy, makeUp: Bool = false,
    calendar: WorkdayCalendar = calendar
  ) throws -> (moments: [LocalDateTime], stoppedEarly: Bool) {
    let begin = LocalDateTime(parsing: start) ?? LocalDateTime(date: CivilDate(iso8601: start)!, time: .midnight)
    let end = LocalDateTime(date: CivilDate(iso8601: to)!, time: TimeOfDay(hour: 23, minute: 59, second: 59)!)
    var set = RecurrenceSet(start: begin, timeZone: TimeZone(identifier: "Asia/Shanghai"))
    set.rules = [try RecurrenceRule(parsing: rule)]
    let window = RecurrenceWindow(to: end)
    var iterator = WorkdayAdjustedOccurrences(
      set.occurrences(window: window).makeIterator(), start: begin, calendar: calendar, policy: policy,
      makeUpTime: makeUp ? begin.time : nil, to: end)
    var result: [LocalDateTime] = []
    while let moment = try iterator.next() { result.append(moment) }
    return (result, iterator.stoppedEarly)
  }

  /// For rules of whole days, the same days as the calendar schedule, which
  /// computes them over a whole range at once.
  @Test(arguments: [
    "FREQ=MONTHLY;BYMONTHDAY=1", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=SA",
    "FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=1,2,3,4,5,6,7,8",
  ])
  func agreesWithTheScheduleForDayRules(rule: String) throws {
    let start = CivilDate(iso8601: "2019-01-01")!
    let end = CivilDate(iso8601: "2026-12-31")!
    for policy in DaySelection.DayOffPolicy.allCases {
      for makeUp in [false, true] {
        let selection = DaySelection(
          base: .rule(try RecurrenceRule(parsing: rule), start: start), dayOffPolicy: policy, addsMakeUpDays: makeUp)
        var expected = try Self.calendar.schedule(selection, from: start, through: end).days
        // The schedule drops days moved out of its range; the stream keeps
        // a day moved back before the first one.
        // The stream's start is an occurrence (RFC 5545), so it starts on
        // the rule's first day.
        let first = try #require(
          try RecurrenceRule(parsing: rule).dates(from: start, includesStart: false).first { _ in true })
        let moments = try Self.adjusted(rule, start: first.iso8601, to: "2026-12-31", policy: policy, makeUp: makeUp)
          .moments
        // The stream adds make-up days from its start on, so only days from
        // there are compared when they are added.
        let from = makeUp ? first : start
        let days = moments.map(\.date).filter { $0 >= from && $0 <= end }
        if policy == .nextWorkday, let last = expected.last, last > end { expected.removeLast() }
        expected.removeAll { $0 < from }
        #expect(days.count == expected.count, "\(rule) \(policy) make-up days: \(makeUp)")
        #expect(
          Array(Set(days).symmetricDifference(expected).sorted().prefix(5)) == [],
          "\(rule) \(policy) make-up days: \(makeUp)")
      }
    }
  }

  @Test func timedOccurrencesKeepTheirTimeAndOrder() throws {
    // Every 12 hours through National Day 2024, moved back: everything from
    // 10-01 to 10-07 lands on 09-30 and is given once per time of day.
    let moments = try Self.adjusted(
      "FREQ=HOURLY;INTERVAL=12", start: "2024-09-30T09:00:00", to: "2024-10-08", policy: .previousWorkday
    ).moments.map(\.iso8601)
    #expect(moments == ["2024-09-30T09:00:00", "2024-09-30T21:00:00", "2024-10-08T09:00:00", "2024-10-08T21:00:00"])
  }

  @Test func makeUpDaysAreAddedAtTheStartTime() throws {
    let moments = try Self.adjusted(
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-09-14T08:50:00", to: "2026-09-21", policy: .skip, makeUp: true
    ).moments.map(\.iso8601)
    #expect(moments.contains("2026-09-20T08:50:00"))
    #expect(moments.count == 7)
  }

  @Test func aRuleThatNeverMeetsAWorkingDayEndsAndSaysSo() throws {
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    let result = try Self.adjusted(
      "FREQ=WEEKLY;BYDAY=SU", start: "2027-01-03", to: "9999-12-31", policy: .skip, calendar: assumed)
    #expect(result.moments.isEmpty)
    #expect(result.stoppedEarly)
  }

  @Test func aDayWithoutDataIsAnError() {
    #expect(throws: CoverageError.self) {
      try Self.adjusted("FREQ=DAILY", start: "2026-12-30", to: "2027-01-10", policy: .skip)
    }
  }
}
