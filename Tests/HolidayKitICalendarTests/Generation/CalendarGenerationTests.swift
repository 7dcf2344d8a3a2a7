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
  /// day when one is a day off, with an alarm at 08:00 the day after; the
  /// make-up workdays settled (left out, as the rule's are by default)
  /// when `settlesMakeUpDays`.
  private static func clockIn(title: String = "Clock in", settlesMakeUpDays: Bool = true) -> ReminderRequest {
    var request = ReminderRequest()
    request.title = title
    request.rule = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
    request.ruleStart = day("2026-01-05")
    request.onDayOff = "next-workday"
    request.alarms = ["+1d 08:00"]
    if settlesMakeUpDays { request.addMakeUpDays = false }
    return request
  }

  private static func make(
    from start: String, through end: String, _ calendars: [CalendarGeneration.Request.Calendar],
    refusesSharedUIDs: Bool = false, assumesRegularWeek: Bool = false
  ) throws -> CalendarGeneration.Result {
    try CalendarGeneration.make(
      CalendarGeneration.Request(
        calendar: WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: assumesRegularWeek),
        from: day(start), through: day(end), calendars: calendars,
        timestamp: LocalDateTime(date: day("2026-01-01"), time: .midnight), refusesSharedUIDs: refusesSharedUIDs))
  }

  @Test func aReminderWarnsOfTheMakeUpDaysItsRuleMissesUnlessItsRequestSettledThem() throws {
    let unasked = try Self.make(
      from: "2026-09-01", through: "2026-12-31",
      [.init(reminders: [Self.clockIn(settlesMakeUpDays: false)], timeZone: Self.shanghai)])
    let alarm = CalendarWarning.alarm(
      title: "Clock in", phrase: "08:00 the day after", caveat: "rings after the event starts (at 09:00)")
    #expect(
      unasked.warnings == [
        .missedMakeUpDays(title: "Clock in", days: [Self.day("2026-09-20"), Self.day("2026-10-10")]), alarm,
      ])
    let asked = try Self.make(
      from: "2026-09-01", through: "2026-12-31", [.init(reminders: [Self.clockIn()], timeZone: Self.shanghai)])
    #expect(asked.warnings == [alarm])
    #expect(asked.calendars.count == 1 && !asked.calendars[0].events.isEmpty)
    #expect(asked.calendars[0].document.name == "Clock in", "named after the first reminder by default")
    // The reminders are built for the range's start.
    #expect(asked.calendars[0].reminders == [try Self.clockIn().reminder(rangeStart: Self.day("2026-09-01"))])
    // The range's years and the year after, whose notice may move its last days.
    #expect(asked.notices == (try HolidayCalendar.embedded()).notices(ofYears: 2026...2027))
    #expect(asked.notices[2026]?.isEmpty == false)
  }

  @Test func daysTheRangesEdgesTakeAwayAreWarnedOfAsTheDaysLeftOut() throws {
    let result = try Self.make(
      from: "2026-09-01", through: "2026-10-05", [.init(reminders: [Self.clockIn()], timeZone: Self.shanghai)])
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
    var makeUpDays = ReminderRequest()
    makeUpDays.title = "补班"
    makeUpDays.only = "make-up-days"
    makeUpDays.allDay = true
    let result = try Self.make(
      from: "2026-11-01", through: "2026-11-30",
      [
        .init(reminders: [Self.clockIn()], timeZone: Self.shanghai),
        .init(reminders: [makeUpDays], timeZone: Self.shanghai),
      ])
    #expect(result.warnings.last == .emptyCalendar(index: 1))
    #expect(result.calendars[1].events.isEmpty)
  }

  @Test func twoCalendarsWhoseEventsWouldShareUIDsAreRefusedWhenAsked() throws {
    let twice: [CalendarGeneration.Request.Calendar] = [
      .init(reminders: [Self.clockIn()], timeZone: Self.shanghai),
      .init(reminders: [Self.clockIn()], timeZone: Self.shanghai, style: .compact),
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

  /// A reminder that is not one comes back as a value naming its calendar
  /// and its place there, with the problem, before anything is scheduled
  /// or refused: a later calendar's mistake is the error given.
  @Test func aReminderThatIsNotOneIsNamedByItsCalendarAndPlace() throws {
    var late = ReminderRequest()
    late.title = "Late"
    late.time = "25:00"
    let problem = #expect(throws: ReminderRequest.Problem.self) {
      try late.reminder(rangeStart: Self.day("2026-11-01"))
    }
    let calendars: [CalendarGeneration.Request.Calendar] = [
      .init(reminders: [Self.clockIn()], timeZone: Self.shanghai),
      .init(reminders: [Self.clockIn()], timeZone: Self.shanghai),
      .init(reminders: [Self.clockIn(title: "Lunch"), late], timeZone: Self.shanghai),
    ]
    #expect(throws: ReminderRequestProblem(calendar: 2, reminder: 1, problem: try #require(problem))) {
      try Self.make(from: "2026-11-01", through: "2026-11-30", calendars, refusesSharedUIDs: true)
    }
  }

  /// A range ending on 9999-12-31 is refused for a reminder whose event
  /// that day would end in year 10000, as a value saying which event and
  /// how (all day, at a time for a length, on the wall clock or only in
  /// UTC); one that ends that day is made.
  @Test(
    arguments: [
      ("all day", nil, nil, "Asia/Shanghai", false),
      ("23:30", "23:30", "1h", "Asia/Shanghai", false),
      ("22:00 in New York", "22:00", "1h", "America/New_York", true),
      ("09:00", "09:00", "30m", "Asia/Shanghai", nil),
      ("23:00 to midnight less a minute", "23:00", "59m", "Asia/Shanghai", nil),
    ] as [(String, String?, String?, String, Bool?)])
  func anEventEndingInYear10000IsRefusedAsAValue(
    title: String, time: String?, duration: String?, zone: String, onlyInUTC: Bool?
  ) throws {
    var reminder = ReminderRequest()
    reminder.title = title
    reminder.time = time
    reminder.allDay = time == nil
    reminder.duration = duration
    reminder.alarms = []
    let calendar = CalendarGeneration.Request.Calendar(
      reminders: [reminder], timeZone: try #require(Zone(ianaName: zone)))
    let make = { try Self.make(from: "9999-12-01", through: "9999-12-31", [calendar], assumesRegularWeek: true) }
    guard let onlyInUTC else {
      #expect(try make().calendars[0].events.isEmpty == false)
      return
    }
    let built = try reminder.reminder(rangeStart: Self.day("9999-12-01"))
    #expect(
      throws: EventEndsInYear10000(
        title: title, day: .latest, time: built.time, duration: built.duration, onlyInUTC: onlyInUTC)
    ) { try make() }
    // The same day earlier in the range is no last day: the range ending the day before is made.
    #expect(
      try Self.make(from: "9999-12-01", through: "9999-12-30", [calendar], assumesRegularWeek: true).calendars.count
        == 1)
  }
}
