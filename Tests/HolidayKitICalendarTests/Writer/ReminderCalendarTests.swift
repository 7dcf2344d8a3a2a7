import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ReminderCalendarTests {
  @Test func holdsEveryReminderEventsInOrder() throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded())
    let clockIn = Reminder(identifier: "clock-in", title: "Clock in", time: TimeOfDay(hour: 8, minute: 50))
    let makeUp = Reminder(
      identifier: "make-up", title: "明天补班", time: nil, selection: DaySelection(onlyMakeUpDays: true))
    let both = try ReminderCalendar(
      reminders: [clockIn, makeUp], calendar: calendar, timeZone: Zone(ianaName: "Asia/Shanghai")!,
      from: CivilDate(year: 2026, month: 10, day: 1)!, through: CivilDate(year: 2026, month: 10, day: 31)!,
      style: .expanded)
    let events = Array(both.events)
    // October 2026: 22 weekdays, 5 of them in National Day, and Saturday 10-10.
    #expect(events.filter { $0.summary == "Clock in" }.count == 17)
    #expect(events.filter { $0.summary == "Clock in (make-up workday)" }.count == 1, "marked by default")
    #expect(events.filter { $0.summary == "明天补班" }.map(\.start) == [.date(CivilDate(year: 2026, month: 10, day: 10)!)])
    #expect(events.map(\.summary).firstIndex(of: "明天补班") == 18, "reminder by reminder")
    #expect(both.isTimed)
    let allDay = try ReminderCalendar(
      reminders: [makeUp], calendar: calendar, timeZone: Zone(ianaName: "UTC")!,
      from: CivilDate(year: 2026, month: 1, day: 1)!, through: CivilDate(year: 2026, month: 12, day: 31)!,
      style: .compact)
    #expect(!allDay.isTimed)
  }

  /// Samoa skipped 2011-12-30 when it moved across the date line: an
  /// event at 09:00 that day would land on the 31st's 09:00.
  @Test(
    arguments: [
      ("Pacific/Apia", "2011-12-28", "2012-01-02", "09:00", "2011-12-30"),
      ("Pacific/Apia", "2011-12-28", "2011-12-29", "09:00", nil),
      ("America/New_York", "2026-03-01", "2026-03-31", "02:30", nil),  // an hour's gap moves the time, not the day
      ("Asia/Shanghai", "2026-01-01", "2026-12-31", "00:00", nil),
    ] as [(String, String, String, String, String?)])
  func aDayTheClocksSkipIsRefusedForTimedReminders(
    zone: String, from: String, to: String, time: String, missing: String?
  ) throws {
    let calendar = WorkdayCalendar(
      holidays: try HolidayCalendar.embedded(), workWeek: try #require(WorkWeek(parsing: "MO-SU")),
      assumesRegularWeek: true)
    let timed = Reminder(identifier: "r", title: "r", time: TimeOfDay(parsing: time))
    func make(_ reminder: Reminder) throws -> ReminderCalendar {
      try ReminderCalendar(
        reminders: [reminder], calendar: calendar, timeZone: try #require(Zone(ianaName: zone)),
        from: try #require(CivilDate(iso8601: from)), through: try #require(CivilDate(iso8601: to)), style: .expanded)
    }
    if let missing {
      #expect(throws: ReminderError.missingDay(try #require(CivilDate(iso8601: missing)), timeZone: zone)) {
        try make(timed)
      }
    } else {
      _ = try make(timed)
    }
    _ = try make(Reminder(identifier: "r", title: "r", time: nil))  // dates exist everywhere
  }
}
