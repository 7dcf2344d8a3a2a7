import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

/// The generation job makes every calendar of a request and returns what
/// may not be what was meant as values, in order.
struct CalendarGenerationTests {
  private static let shanghai = Zone(ianaName: "Asia/Shanghai")!

  private static func day(_ text: String) -> CivilDate { CivilDate(iso8601: text)! }

  /// `Clock in` at 09:00 on weekdays by a rule, moved to the next working
  /// day when one is a day off, with an alarm at 08:00 the day after.
  private static func clockIn(rangeStart: CivilDate, title: String = "Clock in") throws -> Reminder {
    var request = ReminderRequest()
    request.title = title
    request.rule = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
    request.ruleStart = day("2026-01-05")
    request.onDayOff = "next-workday"
    request.alarms = ["+1d 08:00"]
    return try request.reminder(rangeStart: rangeStart)
  }

  private static func make(
    from start: String, through end: String, _ calendars: [CalendarGeneration.Request.Calendar],
    refusesSharedUIDs: Bool = false
  ) throws -> CalendarGeneration.Result {
    try CalendarGeneration.make(
      CalendarGeneration.Request(
        calendar: WorkdayCalendar(holidays: try HolidayCalendar.embedded()), from: day(start), through: day(end),
        calendars: calendars, timestamp: LocalDateTime(date: day("2026-01-01"), time: .midnight),
        refusesSharedUIDs: refusesSharedUIDs))
  }

  @Test func aReminderWarnsOfTheMakeUpDaysItsRuleMissesUnlessItsRequestSettledThem() throws {
    let reminder = try Self.clockIn(rangeStart: Self.day("2026-09-01"))
    let unasked = try Self.make(
      from: "2026-09-01", through: "2026-12-31",
      [.init(reminders: [(reminder, settlesMakeUpDays: false)], timeZone: Self.shanghai)])
    let alarm = CalendarWarning.alarm(
      title: "Clock in", phrase: "08:00 the day after", caveat: "rings after the event starts (at 09:00)")
    #expect(
      unasked.warnings == [
        .missedMakeUpDays(title: "Clock in", days: [Self.day("2026-09-20"), Self.day("2026-10-10")]), alarm,
      ])
    let asked = try Self.make(
      from: "2026-09-01", through: "2026-12-31",
      [.init(reminders: [(reminder, settlesMakeUpDays: true)], timeZone: Self.shanghai)])
    #expect(asked.warnings == [alarm])
    #expect(asked.calendars.count == 1 && !asked.calendars[0].events.isEmpty)
    #expect(asked.calendars[0].document.name == "Clock in", "named after the first reminder by default")
    // The range's years and the year after, whose notice may move its last days.
    #expect(asked.notices == (try HolidayCalendar.embedded()).notices(ofYears: 2026...2027))
    #expect(asked.notices[2026]?.isEmpty == false)
  }

  @Test func daysTheRangesEdgesTakeAwayAreWarnedOfAsTheDaysLeftOut() throws {
    let reminder = try Self.clockIn(rangeStart: Self.day("2026-09-01"))
    let result = try Self.make(
      from: "2026-09-01", through: "2026-10-05",
      [.init(reminders: [(reminder, settlesMakeUpDays: true)], timeZone: Self.shanghai)])
    let moved = result.warnings.compactMap { warning -> [DayLeftOut]? in
      guard case .daysMovedOutOfRange("Clock in", let days) = warning else { return nil }
      return days
    }
    #expect(
      moved == [
        [Self.day("2026-10-01"), Self.day("2026-10-02"), Self.day("2026-10-05")].map {
          DayLeftOut(day: $0, reason: .movedOutOfRange(to: Self.day("2026-10-08")))
        }
      ], "\(result.warnings)")
  }

  @Test func aCalendarWithoutEventsIsNamedByItsPlaceInTheRequest() throws {
    let makeUpDays = Reminder(
      identifier: "make-up", title: "补班", time: nil, selection: DaySelection(onlyMakeUpDays: true))
    let result = try Self.make(
      from: "2026-11-01", through: "2026-11-30",
      [
        .init(reminders: [(try Self.clockIn(rangeStart: Self.day("2026-11-01")), true)], timeZone: Self.shanghai),
        .init(reminders: [(makeUpDays, true)], timeZone: Self.shanghai),
      ])
    #expect(result.warnings.last == .emptyCalendar(index: 1))
    #expect(result.calendars[1].events.isEmpty)
  }

  @Test func twoCalendarsWhoseEventsWouldShareUIDsAreRefusedWhenAsked() throws {
    let reminder = try Self.clockIn(rangeStart: Self.day("2026-11-01"))
    let twice: [CalendarGeneration.Request.Calendar] = [
      .init(reminders: [(reminder, true)], timeZone: Self.shanghai),
      .init(reminders: [(reminder, true)], timeZone: Self.shanghai, style: .compact),
    ]
    #expect(throws: SharedCalendarIdentity(calendar: 1, earlier: 0)) {
      try Self.make(from: "2026-11-01", through: "2026-11-30", twice, refusesSharedUIDs: true)
    }
    #expect(try Self.make(from: "2026-11-01", through: "2026-11-30", twice).calendars.count == 2)
    var named = twice
    named[1].name = "Other"
    #expect(
      try Self.make(from: "2026-11-01", through: "2026-11-30", named, refusesSharedUIDs: true).calendars.count == 2)
  }
}
