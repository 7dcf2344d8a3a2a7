import Foundation
import Testing

@testable import HolidayKit

struct ReminderCalendarTests {
  @Test func holdsEveryReminderEventsInOrder() throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded())
    let clockIn = Reminder(identifier: "clock-in", title: "Clock in", time: TimeOfDay(hour: 8, minute: 50))
    let makeUp = Reminder(
      identifier: "make-up", title: "明天补班", time: nil, selection: DaySelection(onlyMakeUpDays: true))
    let both = try ReminderCalendar(
      reminders: [clockIn, makeUp], calendar: calendar, timeZone: TimeZone(identifier: "Asia/Shanghai")!,
      from: CivilDate(year: 2026, month: 10, day: 1)!, through: CivilDate(year: 2026, month: 10, day: 31)!, style: .expanded)
    let events = Array(both.events)
    // October 2026: 22 weekdays, 5 of them in National Day, and Saturday 10-10.
    #expect(events.filter { $0.summary == "Clock in" }.count == 18)
    #expect(events.filter { $0.summary == "明天补班" }.map(\.start) == [.date(CivilDate(year: 2026, month: 10, day: 10)!)])
    #expect(events.map(\.summary).firstIndex(of: "明天补班") == 18, "reminder by reminder")
    #expect(both.isTimed)
    let allDay = try ReminderCalendar(
      reminders: [makeUp], calendar: calendar, timeZone: TimeZone(identifier: "UTC")!,
      from: CivilDate(year: 2026, month: 1, day: 1)!, through: CivilDate(year: 2026, month: 12, day: 31)!, style: .compact)
    #expect(!allDay.isTimed)
  }
}
