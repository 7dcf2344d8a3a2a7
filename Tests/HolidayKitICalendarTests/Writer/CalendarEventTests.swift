import Foundation
import HolidayKit
import HolidayKitICalendar
import TestSupport
import Testing

/// An app's own events, each with its own title per day, written as one
/// calendar with the public API alone: not only `Reminder`s, each day may
/// have a title of its own, and the calendar is named as the app says,
/// not after its first event.
struct CalendarEventTests {
  static func unfolded(_ text: String) -> String { text.replacingOccurrences(of: "\r\n ", with: "") }

  @Test func eachDayHasItsOwnTitleAndTheCalendarItsName() throws {
    let events = [
      CalendarEvent(
        title: "Early shift", day: day("2026-10-08"), time: TimeOfDay(hour: 7, minute: 0)!, duration: .hours(8),
        alarms: [.before(.minutes(30))]),
      CalendarEvent(title: "Late shift", day: day("2026-10-09"), time: TimeOfDay(hour: 14, minute: 0)!),
      CalendarEvent(
        title: "Inventory", day: day("2026-10-10"), time: nil,
        alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)], notes: "Bring gloves"),
    ]
    let text = Self.unfolded(try CalendarEvent.iCalendarText(of: events, calendarName: "Shifts"))
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
    let lines = text.components(separatedBy: "\r\n")
    #expect(
      lines.filter { $0.hasPrefix("X-WR-CALNAME:") || $0.hasPrefix("BEGIN:VTIMEZONE") } == [
        "X-WR-CALNAME:Shifts", "BEGIN:VTIMEZONE",
      ])
    #expect(
      Array(lines.drop { $0 != "BEGIN:VEVENT" }) == [
        "BEGIN:VEVENT", "UID:20261008-early-shift@workday-ics", "DTSTAMP:20261008T000000Z",
        "DTSTART;TZID=Asia/Shanghai:20261008T070000", "DTEND;TZID=Asia/Shanghai:20261008T150000",
        "SUMMARY:Early shift", "TRANSP:TRANSPARENT", "BEGIN:VALARM", "ACTION:DISPLAY",
        "DESCRIPTION:Early shift (30 minutes before)", "TRIGGER:-PT30M", "END:VALARM", "END:VEVENT", "BEGIN:VEVENT",
        "UID:20261009-late-shift@workday-ics", "DTSTAMP:20261008T000000Z",
        "DTSTART;TZID=Asia/Shanghai:20261009T140000", "DTEND;TZID=Asia/Shanghai:20261009T143000",
        "SUMMARY:Late shift", "TRANSP:TRANSPARENT", "END:VEVENT", "BEGIN:VEVENT",
        "UID:20261010-inventory@workday-ics", "DTSTAMP:20261008T000000Z", "DTSTART;VALUE=DATE:20261010",
        "DTEND;VALUE=DATE:20261011", "SUMMARY:Inventory", "DESCRIPTION:Bring gloves", "TRANSP:TRANSPARENT",
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Inventory (21:00 the day before)", "TRIGGER:-PT3H",
        "END:VALARM", "END:VEVENT", "END:VCALENDAR", "",
      ])
    #expect(!text.contains("make-up"), "no workday notes on an app's own events")
    let again = try CalendarEvent.iCalendarText(of: events, calendarName: "Shifts")
    #expect(Self.unfolded(again) == text, "the same events give the same text")
  }

  @Test func anAlarmAtATimeOfDayIsExactAcrossAClockChange() throws {
    // Berlin's clocks go forward in the night to 2026-03-29: 21:00 the
    // evening before a 09:00 event is 11 hours before it, not 12.
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let event = CalendarEvent(
      title: "Stand-up", day: day("2026-03-29"), time: TimeOfDay(hour: 9, minute: 0)!,
      alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)])
    let text = try CalendarEvent.iCalendarText(of: [event], calendarName: "Team", timeZone: berlin)
    #expect(text.components(separatedBy: "\r\n").filter { $0.hasPrefix("TRIGGER") } == ["TRIGGER:-PT11H"])
  }

  @Test func whatNoCalendarCanHoldIsRefused() throws {
    let nine = TimeOfDay(hour: 9, minute: 0)!
    let twice = [
      CalendarEvent(title: "Shift", day: day("2026-10-08"), time: nine),
      CalendarEvent(title: "shift", day: day("2026-10-08"), time: TimeOfDay(hour: 14, minute: 0)!),
    ]
    #expect(throws: ReminderError.duplicateIdentifier("shift")) {
      try CalendarEvent.iCalendarText(of: twice, calendarName: "x")
    }
    var apart = twice
    apart[1].identifier = "shift-late"
    #expect(
      try CalendarEvent.iCalendarText(of: apart, calendarName: "x").components(separatedBy: "\r\n").filter {
        $0.hasPrefix("UID:")
      } == ["UID:20261008-shift@workday-ics", "UID:20261008-shift-late@workday-ics"])
    let backwards = CalendarEvent(
      title: "x", day: day("2026-10-08"), time: nine, duration: ICalendarDuration(seconds: -60))
    #expect(throws: ReminderError.invalidDuration(seconds: -60)) {
      try CalendarEvent.iCalendarText(of: [backwards], calendarName: "x")
    }
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    let skipped = CalendarEvent(title: "x", day: day("2011-12-30"), time: nine)
    #expect(throws: ReminderError.missingDay(day("2011-12-30"), timeZone: "Pacific/Apia")) {
      try CalendarEvent.iCalendarText(of: [skipped], calendarName: "x", timeZone: apia)
    }
  }
}
