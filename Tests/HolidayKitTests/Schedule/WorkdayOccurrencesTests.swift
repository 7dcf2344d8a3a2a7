import Foundation
import Testing

@testable import HolidayKit

struct WorkdayOccurrencesTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  /// The occurrences of `rule` from `start` through the end of `to`, in
  /// Shanghai; the window starts at `from` (default: `start`).
  private static func adjusted(
    _ rule: String, start: String, from: String? = nil, to: String, policy: DaySelection.DayOffPolicy,
    makeUp: Bool = false, calendar: WorkdayCalendar = calendar
  ) throws -> (occurrences: [WorkdayOccurrence], stoppedEarly: Bool) {
    func moment(_ text: String) -> LocalDateTime {
      LocalDateTime(parsing: text) ?? LocalDateTime(date: CivilDate(iso8601: text)!, time: .midnight)
    }
    let begin = moment(start)
    let end = LocalDateTime(date: CivilDate(iso8601: to)!, time: TimeOfDay(hour: 23, minute: 59, second: 59)!)
    var set = RecurrenceSet(start: begin, timeZone: Zone(ianaName: "Asia/Shanghai"))
    set.rules = [try RecurrenceRule(parsing: rule)]
    let window = RecurrenceWindow(to: end)
    var iterator = WorkdayOccurrences(
      set.occurrences(window: window).makeIterator(), calendar: calendar, policy: policy,
      makeUpTime: makeUp ? begin.time : nil, from: from.map(moment) ?? begin, to: end)
    var result: [WorkdayOccurrence] = []
    while let occurrence = try iterator.next() { result.append(occurrence) }
    return (result, iterator.stoppedEarly)
  }

  private static func moments(
    _ rule: String, start: String, to: String, policy: DaySelection.DayOffPolicy, makeUp: Bool = false,
    calendar: WorkdayCalendar = calendar
  ) throws -> [String] {
    try adjusted(rule, start: start, to: to, policy: policy, makeUp: makeUp, calendar: calendar).occurrences.map(
      \.moment.iso8601)
  }

  /// A reason as the tables write it.
  private static func describe(_ reason: WorkdayOccurrence.Reason) -> String {
    switch reason {
    case .ruleDay: "rule"
    case .pickedWorkday: "picked"
    case .dayOffKept: "kept"
    case .moved(let day): "moved from \(day)"
    case .makeUpWorkday: "make-up"
    }
  }

  /// A timed series over the same window gives the same days as the
  /// calendar schedule of whole days (which writes its days from a series
  /// of midnights), whatever the policy.
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
        let expected = try Self.calendar.schedule(selection, from: start, through: end).days
        // The series' start is an occurrence (RFC 5545), so it starts on
        // the rule's first day, at 09:00; its window starts with the range.
        let first = try #require(
          try RecurrenceRule(parsing: rule).dates(from: start, includesStart: false).first { _ in true })
        let occurrences = try Self.adjusted(
          rule, start: first.iso8601 + "T09:00:00", from: start.iso8601, to: end.iso8601, policy: policy,
          makeUp: makeUp
        ).occurrences
        #expect(occurrences.allSatisfy { $0.moment.time == TimeOfDay(hour: 9, minute: 0) })
        let days = occurrences.map(\.date)
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
    let moments = try Self.moments(
      "FREQ=HOURLY;INTERVAL=12", start: "2024-09-30T09:00:00", to: "2024-10-08", policy: .previousWorkday)
    #expect(moments == ["2024-09-30T09:00:00", "2024-09-30T21:00:00", "2024-10-08T09:00:00", "2024-10-08T21:00:00"])
  }

  /// Every 5 hours through National Day 2024, moved back: 10-01 to 10-07
  /// bring every hour of the day to 09-30, read after 09-30's own
  /// occurrences and given among them in order; where a moved one meets
  /// the day's own, the day's own is given.
  @Test func occurrencesMovedBackArriveAfterTheDaysOwnAndAreGivenInOrder() throws {
    let occurrences = try Self.adjusted(
      "FREQ=HOURLY;INTERVAL=5", start: "2024-09-30T09:00:00", from: "2024-09-30", to: "2024-10-08",
      policy: .previousWorkday
    ).occurrences
    let september30 = occurrences.filter { $0.date == CivilDate(iso8601: "2024-09-30") }
    #expect(september30.map(\.moment.time.hour) == Array(0...23))
    let reasons = Dictionary(uniqueKeysWithValues: september30.map { ($0.moment.time.hour, Self.describe($0.reason)) })
    #expect(reasons[9] == "rule")
    #expect(reasons[14] == "rule")
    #expect(reasons[19] == "rule")
    #expect(reasons[0] == "moved from 2024-10-01")
    #expect(reasons[1] == "moved from 2024-10-02")
    #expect(reasons[4] == "moved from 2024-10-05")
    #expect(occurrences.map(\.moment) == occurrences.map(\.moment).sorted())
    #expect(
      occurrences.dropFirst(24).allSatisfy { $0.date == CivilDate(iso8601: "2024-10-08") && $0.reason == .ruleDay })
    // With the window starting at the series' start, nothing is moved
    // before 09:00, while moves later that day stay.
    let fromTheStart = try Self.adjusted(
      "FREQ=HOURLY;INTERVAL=5", start: "2024-09-30T09:00:00", to: "2024-10-08", policy: .previousWorkday
    ).occurrences
    #expect(fromTheStart.prefix { $0.date == september30[0].date }.map(\.moment.time.hour) == Array(9...23))
  }

  /// Nothing is moved out of the window: 10-01 to 10-05 would move past
  /// `to` (to 10-08), and 10-01 to 10-07 before `from` (to 09-30). The
  /// Saturday 09-28 moves onto the make-up Sunday 09-29, where the rule's
  /// own occurrence is given instead.
  @Test(arguments: [
    (
      "2024-09-28T09:00:00", "2024-10-05", DaySelection.DayOffPolicy.nextWorkday,
      ["2024-09-29 rule", "2024-09-30 rule"]
    ),
    ("2024-10-01T09:00:00", "2024-10-09", .previousWorkday, ["2024-10-08 rule", "2024-10-09 rule"]),
  ])
  func nothingIsMovedOutOfTheWindow(start: String, to: String, policy: DaySelection.DayOffPolicy, expected: [String])
    throws
  {
    let occurrences = try Self.adjusted("FREQ=DAILY", start: start, to: to, policy: policy).occurrences
    #expect(occurrences.map { "\($0.date) \(Self.describe($0.reason))" } == expected)
  }

  @Test func makeUpDaysAreAddedAtTheStartTime() throws {
    let occurrences = try Self.adjusted(
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-09-14T08:50:00", to: "2026-09-21", policy: .skip, makeUp: true
    ).occurrences
    #expect(occurrences.count == 7)
    #expect(
      occurrences.contains(
        WorkdayOccurrence(moment: LocalDateTime(parsing: "2026-09-20T08:50:00")!, reason: .makeUpWorkday)))
  }

  @Test func aRuleThatNeverMeetsAWorkingDayEndsAndSaysSo() throws {
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    let result = try Self.adjusted(
      "FREQ=WEEKLY;BYDAY=SU", start: "2027-01-03", to: "9999-12-31", policy: .skip, calendar: assumed)
    #expect(result.occurrences.isEmpty)
    #expect(result.stoppedEarly)
  }

  @Test func aDayWithoutDataIsAnError() {
    #expect(throws: CoverageError.self) {
      try Self.adjusted("FREQ=DAILY", start: "2026-12-30", to: "2027-01-10", policy: .skip)
    }
  }

  // MARK: Why each day is there, for every base and policy

  /// A selection over a range, and each day it gives with why.
  struct ReasonCase: Sendable, CustomTestStringConvertible {
    var id: String
    var selection: DaySelection
    var from: String
    var to: String
    var expected: [String]
    var testDescription: String { id }
  }

  private static let fridays = try! RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=FR")
  private static let start = CivilDate(iso8601: "2026-01-01")!

  /// 2026: 中秋 takes Friday 09-25 to Sunday 09-27 off, 国庆 Thursday 10-01
  /// to Wednesday 10-07; Sunday 09-20 and Saturday 10-10 are make-up
  /// workdays.
  static let reasonCases = [
    ReasonCase(
      id: "Fridays, skip", selection: DaySelection(base: .rule(fridays, start: start)), from: "2026-09-14",
      to: "2026-10-11", expected: ["2026-09-18 rule", "2026-10-09 rule"]),
    ReasonCase(
      id: "Fridays, keep", selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .keep),
      from: "2026-09-14", to: "2026-10-11",
      expected: ["2026-09-18 rule", "2026-09-25 kept", "2026-10-02 kept", "2026-10-09 rule"]),
    ReasonCase(
      id: "Fridays, next working day",
      selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .nextWorkday),
      from: "2026-09-14", to: "2026-10-11",
      expected: [
        "2026-09-18 rule", "2026-09-28 moved from 2026-09-25", "2026-10-08 moved from 2026-10-02", "2026-10-09 rule",
      ]),
    ReasonCase(
      id: "Fridays, previous working day",
      selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .previousWorkday), from: "2026-09-14",
      to: "2026-10-11",
      expected: [
        "2026-09-18 rule", "2026-09-24 moved from 2026-09-25", "2026-09-30 moved from 2026-10-02", "2026-10-09 rule",
      ]),
    ReasonCase(
      id: "Fridays, next working day, make-up days",
      selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .nextWorkday, addsMakeUpDays: true),
      from: "2026-09-14", to: "2026-10-11",
      expected: [
        "2026-09-18 rule", "2026-09-20 make-up", "2026-09-28 moved from 2026-09-25", "2026-10-08 moved from 2026-10-02",
        "2026-10-09 rule", "2026-10-10 make-up",
      ]),
    // Friday 02-20 of the Spring Festival (02-15 to 02-23 off) moves back
    // onto Saturday 02-14, a make-up workday: it says it was moved.
    ReasonCase(
      id: "Fridays, previous working day onto a make-up day",
      selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .previousWorkday, addsMakeUpDays: true),
      from: "2026-02-09", to: "2026-02-22", expected: ["2026-02-13 rule", "2026-02-14 moved from 2026-02-20"]),
    // New Year's Friday 01-02 has no working day before it in the range.
    ReasonCase(
      id: "Fridays, previous working day before the range",
      selection: DaySelection(base: .rule(fridays, start: start), dayOffPolicy: .previousWorkday), from: "2026-01-01",
      to: "2026-01-10", expected: ["2026-01-09 rule"]),
    ReasonCase(
      id: "the work week", selection: DaySelection(), from: "2026-09-18", to: "2026-09-28",
      expected: [
        "2026-09-18 rule", "2026-09-20 make-up", "2026-09-21 rule", "2026-09-22 rule", "2026-09-23 rule",
        "2026-09-24 rule", "2026-09-28 rule",
      ]),
    // The six-day week of 09-07 works Saturday 09-12; that of 09-21 would
    // work Saturday 09-26, a day off of 中秋.
    ReasonCase(
      id: "大小周 from 2026-09-07", selection: DaySelection(), from: "2026-09-12", to: "2026-09-28",
      expected: [
        "2026-09-12 rule", "2026-09-14 rule", "2026-09-15 rule", "2026-09-16 rule", "2026-09-17 rule",
        "2026-09-18 rule", "2026-09-20 make-up", "2026-09-21 rule", "2026-09-22 rule", "2026-09-23 rule",
        "2026-09-24 rule", "2026-09-28 rule",
      ]),
    ReasonCase(
      id: "大小周 from 2026-09-07, keep", selection: DaySelection(dayOffPolicy: .keep), from: "2026-09-19",
      to: "2026-09-28",
      expected: [
        "2026-09-20 make-up", "2026-09-21 rule", "2026-09-22 rule", "2026-09-23 rule", "2026-09-24 rule",
        "2026-09-25 kept", "2026-09-26 kept", "2026-09-28 rule",
      ]),
    ReasonCase(
      id: "the last working day of the month",
      selection: DaySelection(base: .workdays(.positionsInMonth([-1]))), from: "2026-09-01", to: "2026-10-31",
      expected: ["2026-09-30 picked", "2026-10-30 picked"]),
    ReasonCase(
      id: "the working day before days off",
      selection: DaySelection(base: .workdays(.beforeDaysOff), addsMakeUpDays: true),
      from: "2026-09-01", to: "2026-10-31",
      expected: ["2026-09-20 make-up", "2026-09-24 picked", "2026-09-30 picked", "2026-10-10 make-up"]),
    ReasonCase(
      id: "make-up days only", selection: DaySelection(base: .rule(fridays, start: start), onlyMakeUpDays: true),
      from: "2026-01-01", to: "2026-12-31",
      expected: [
        "2026-01-04 make-up", "2026-02-14 make-up", "2026-02-28 make-up", "2026-05-09 make-up", "2026-09-20 make-up",
        "2026-10-10 make-up",
      ]),
  ]

  /// 大小周: a six-day week from Monday 2026-09-07, then a five-day one.
  private static let bigSmallWeek = WorkdayCalendar(
    holidays: try! HolidayCalendar.embedded(),
    workWeek: WorkWeek(parsing: "MO-SA/MO-FR", anchor: CivilDate(iso8601: "2026-09-07"))!)

  @Test(arguments: reasonCases)
  func eachDaySaysWhyItIsThere(_ row: ReasonCase) throws {
    let calendar = row.id.hasPrefix("大小周") ? Self.bigSmallWeek : Self.calendar
    let from = CivilDate(iso8601: row.from)!
    let to = CivilDate(iso8601: row.to)!
    var occurrences = try calendar.workdayOccurrences(of: row.selection, from: from, through: to)
    var given: [String] = []
    while let occurrence = try occurrences.next() {
      #expect(occurrence.moment.time == .midnight)
      given.append("\(occurrence.date) \(Self.describe(occurrence.reason))")
    }
    #expect(given == row.expected)
    // The schedule has the same days, written against the rule's own.
    let scheduled = try calendar.schedule(row.selection, from: from, through: to)
    #expect(scheduled.days.map(\.description) == row.expected.map { String($0.prefix(10)) })
  }
}
