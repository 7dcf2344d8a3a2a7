import Foundation
import Testing

@testable import HolidayKit

struct ICalendarOccurrencesTests {
  private static func calendar(_ events: String...) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:test"] + events + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
  }

  private static func starts(_ text: String) throws -> [String] {
    try ICalendarOccurrences.read(text, source: "test.ics").map(\.start)
  }

  @Test func readsEveryKindOfStart() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261010", "SUMMARY:补班", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Asia/Shanghai:20261012T085000", "SUMMARY:上班", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART:20261013T010000Z", "SUMMARY:UTC", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART:20261014T090000", "SUMMARY:floating", "END:VEVENT")
    let occurrences = try ICalendarOccurrences.read(text, source: "test.ics")
    #expect(
      occurrences.map(\.description) == [
        "2026-10-10 补班", "2026-10-12T08:50:00 上班", "2026-10-13T01:00:00Z UTC", "2026-10-14T09:00:00 floating",
      ])
  }

  @Test func expandsRulesWithExceptionsAndExtraDates() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=America/New_York:20260305T090000",
      "RRULE:FREQ=DAILY;UNTIL=20260310T130000Z", "EXDATE;TZID=America/New_York:20260307T090000,20260308T090000",
      "RDATE;TZID=America/New_York:20260320T090000", "SUMMARY:Stand-up",
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:x", "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT")
    #expect(
      try Self.starts(text) == [
        "2026-03-05T09:00:00", "2026-03-06T09:00:00", "2026-03-09T09:00:00", "2026-03-10T09:00:00",
        "2026-03-20T09:00:00",
      ])
  }

  @Test func unfoldsAndUnescapes() throws {
    let text = Self.calendar("BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20261010", "SUMMARY:a\\, b\\;", "  c\\nd", "END:VEVENT")
    #expect(try ICalendarOccurrences.read(text, source: "t").map(\.summary) == ["a, b; c\nd"])
  }

  /// Found by fuzzing: a value that starts with a combining mark makes one
  /// character with the colon before it, and a folded line one character
  /// with its leading space; both must still read as written.
  @Test(arguments: ["\u{737}", "\u{301}x", String(repeating: "e\u{301}", count: 60)])
  func valuesStartingWithCombiningMarksReadBack(summary: String) throws {
    let day = CivilDate(year: 2026, month: 10, day: 10)!
    let event = Event(uid: "x", start: .date(day), end: .date(day.next!), summary: summary)
    let document = ICalendarDocument(timeZone: TimeZone(identifier: "UTC")!, years: 2026...2026, timestamp: LocalDateTime(date: day, time: .midnight))
    let occurrences = try ICalendarOccurrences.read(document.text(events: [event], includesTimeZone: false), source: "t")
    #expect(occurrences.map(\.summary) == [summary])
  }

  @Test func ignoresTimeZoneDefinitions() throws {
    let text = Self.calendar(
      "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:19910915T020000", "TZOFFSETFROM:+0900",
      "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE")
    #expect(try Self.starts(text) == [])
  }

  @Test func followsAnUnboundedRuleForTwentyYears() throws {
    let text = Self.calendar("BEGIN:VEVENT", "UID:y", "DTSTART;VALUE=DATE:20260101", "RRULE:FREQ=YEARLY", "END:VEVENT")
    let starts = try Self.starts(text)
    #expect(starts.count == 20)
    #expect(starts.last == "2045-01-01")
  }

  @Test(arguments: [
    ("hello", "test.ics:1: not an iCalendar file: expected BEGIN:VCALENDAR"),
    (calendar("BEGIN:VEVENT", "UID:x", "END:VEVENT"), "test.ics:4: a VEVENT has no DTSTART"),
    (calendar("BEGIN:VEVENT", "DTSTART:2026-10-10", "END:VEVENT"), "test.ics:5: DTSTART: expected a date-time such as 20261010T090000, got 2026-10-10"),
    (calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261310", "END:VEVENT"), "test.ics:5: DTSTART: expected a date such as 20261010, got 20261310"),
    (calendar("BEGIN:VEVENT", "DTSTART;TZID=Mars/Base:20261010T090000", "END:VEVENT"), "test.ics:5: DTSTART: unknown time zone Mars/Base"),
    (calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261010", "RRULE:FREQ=SOMETIMES", "END:VEVENT"), "test.ics:6: RRULE: invalid FREQ value 'SOMETIMES': expected one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY"),
    (calendar("BEGIN:VEVENT", "no colon here", "END:VEVENT"), "test.ics:5: expected NAME:VALUE, got no colon here"),
  ])
  func rejectsWithTheLine(text: String, message: String) {
    #expect(throws: ICalendarOccurrences.ReadError.self) { try ICalendarOccurrences.read(text, source: "test.ics") }
    do {
      _ = try ICalendarOccurrences.read(text, source: "test.ics")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func changesListRemovedAndAddedInDateOrder() {
    let old = [("2026-10-08", "上班"), ("2026-10-09", "上班"), ("2026-10-12", "上班")].map(ICalendarOccurrences.Occurrence.init)
    let new = [("2026-10-08", "上班"), ("2026-10-12", "上班"), ("2026-10-17", "上班")].map(ICalendarOccurrences.Occurrence.init)
    let changes = CalendarChanges(from: old, to: new)
    #expect(changes.lines == ["- 2026-10-09 上班", "+ 2026-10-17 上班"])
    #expect(!changes.isEmpty)
    #expect(CalendarChanges(from: old, to: old).isEmpty)
  }
}
