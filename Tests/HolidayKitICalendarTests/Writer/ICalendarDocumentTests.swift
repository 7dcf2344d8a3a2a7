import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ICalendarDocumentTests {
  private static let shanghai = Zone(ianaName: "Asia/Shanghai")!
  private static let day = CivilDate(year: 2026, month: 10, day: 10)!

  private static func document() -> ICalendarDocument {
    var document = ICalendarDocument(
      timeZone: shanghai, years: 2026...2026,
      timestamp: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 1)!, time: TimeOfDay(hour: 0, minute: 0)!))
    document.name = "上班"
    return document
  }

  private static func event(summary: String = "上班", alarms: [Alarm] = []) -> Event {
    Event(
      uid: "20261010-clock-in@workday-ics",
      start: .dateTime(LocalDateTime(date: day, time: TimeOfDay(hour: 8, minute: 50)!)),
      end: .dateTime(LocalDateTime(date: day, time: TimeOfDay(hour: 9, minute: 20)!)), summary: summary,
      location: "Office; floor 3", description: "line one\nline two", url: "https://example.com/a,b", alarms: alarms)
  }

  @Test func aPlainCalendarFileCarriesNoITIPMethod() {
    // METHOD:PUBLISH would require ORGANIZER (RFC 5546), and libical rejects it without
    let lines = ContentLine.unfold(Self.document().text(events: [Self.event()], includesTimeZone: true))
    #expect(!lines.contains { $0.hasPrefix("METHOD") })
    #expect(
      Array(lines.prefix(4)) == [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//workday-ics//HolidayKit//EN", "CALSCALE:GREGORIAN",
      ])
  }

  @Test func writesAValidEventWithAlarmsAfterItsProperties() {
    let text = Self.document().text(
      events: [
        Self.event(alarms: [Alarm(trigger: ICalendarDuration(seconds: -600), description: "上班 (10 minutes before)")])
      ],
      includesTimeZone: true)
    let lines = ContentLine.unfold(text)
    let event = Array(lines.drop { $0 != "BEGIN:VEVENT" })
    #expect(
      event == [
        "BEGIN:VEVENT", "UID:20261010-clock-in@workday-ics", "DTSTAMP:20261101T000000Z",
        "DTSTART;TZID=Asia/Shanghai:20261010T085000", "DTEND;TZID=Asia/Shanghai:20261010T092000", "SUMMARY:上班",
        "LOCATION:Office\\; floor 3", "DESCRIPTION:line one\\nline two", "URL:https://example.com/a,b",
        "TRANSP:TRANSPARENT", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:上班 (10 minutes before)",
        "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT", "END:VCALENDAR",
      ])
    // The calendar's properties, then the zone the event's times name.
    #expect(
      Array(lines.prefix { $0 != "BEGIN:VEVENT" }) == [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//workday-ics//HolidayKit//EN", "CALSCALE:GREGORIAN", "NAME:上班",
        "X-WR-CALNAME:上班", "X-WR-TIMEZONE:Asia/Shanghai", "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD",
        "DTSTART:20250101T000000", "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE",
      ])
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
  }

  @Test func allDayEventsUseDateValuesAndNoTimeZone() {
    let event = Event(uid: "x@y", start: .date(Self.day), end: .date(Self.day.next!), summary: "补班")
    let lines = ContentLine.unfold(Self.document().text(events: [event], includesTimeZone: false))
    #expect(
      Array(lines.drop { $0 != "BEGIN:VEVENT" }) == [
        "BEGIN:VEVENT", "UID:x@y", "DTSTAMP:20261101T000000Z", "DTSTART;VALUE=DATE:20261010",
        "DTEND;VALUE=DATE:20261011", "SUMMARY:补班", "TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR",
      ])
    #expect(lines.filter { $0.hasPrefix("BEGIN:") } == ["BEGIN:VCALENDAR", "BEGIN:VEVENT"], "no time zone")
    #expect(!lines.contains { $0.contains("TZID") })
  }

  @Test(arguments: [
    "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:injected",
    "x\nBEGIN:VALARM\nTRIGGER:-PT1M",
    "a;b:c,d\\",
  ])
  func noTextCanAddALineOrAComponent(summary: String) {
    let lines = ContentLine.unfold(Self.document().text(events: [Self.event(summary: summary)], includesTimeZone: true))
    // One event and no alarm: the calendar's components are the zone's and the event.
    #expect(
      lines.filter { $0.hasPrefix("BEGIN:") } == [
        "BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "BEGIN:STANDARD", "BEGIN:VEVENT",
      ])
    #expect(
      lines.filter { $0.hasPrefix("SUMMARY:") }.map { TextValue.unescaped(String($0.dropFirst(8))) } == [
        summary.replacingOccurrences(of: "\r\n", with: "\n")
      ])
  }

  @Test(arguments: [CalendarStyle.expanded, .compact])
  func aReminderCalendarIsWrittenAsAnyOtherSequenceOfItsEvents(style: CalendarStyle) throws {
    let alarms: [AlarmTrigger] = [
      .before(ICalendarDuration(seconds: 600)), .atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!),
    ]
    let reminders = try ReminderCalendar(
      reminders: [Reminder(identifier: "clock-in", title: "上班", time: TimeOfDay(hour: 8, minute: 50), alarms: alarms)],
      calendar: WorkdayCalendar(holidays: HolidayCalendar.embedded()), timeZone: Self.shanghai,
      from: CivilDate(year: 2026, month: 1, day: 1)!, through: CivilDate(year: 2026, month: 12, day: 31)!, style: style)
    func bytes(_ write: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> [UInt8] {
      var bytes: [UInt8] = []
      write { bytes += $0 }
      return bytes
    }
    // The lazy sequence, and the same events gathered first.
    let concrete = bytes { Self.document().write(events: reminders.events, includesTimeZone: true, bytes: $0) }
    let generic = bytes { Self.document().write(events: Array(reminders.events), includesTimeZone: true, bytes: $0) }
    #expect(concrete == generic)
    let events = ContentLine.unfold(String(decoding: concrete, as: UTF8.self)).filter { $0 == "BEGIN:VEVENT" }
    #expect(events.count == (style == .expanded ? 248 : 1 + 6))  // compact: the series and 2026's six make-up days
  }

  /// UTC (which Foundation names "GMT") is written as RFC 5545 §3.3.5
  /// form #2: times with a `Z` suffix, no TZID and no VTIMEZONE.
  @Test(arguments: ["UTC", "Etc/UTC", "GMT"])
  func utcTimesEndInZWithoutTimeZone(identifier: String) throws {
    var document = Self.document()
    document.timeZone = try #require(Zone(ianaName: identifier))
    var event = Self.event()
    let excluded = LocalDateTime(date: Self.day.next!, time: TimeOfDay(hour: 8, minute: 50)!)
    var rule = try RecurrenceRule(frequency: .daily)
    rule.end = .until(
      .utc(LocalDateTime(date: CivilDate(year: 2026, month: 10, day: 20)!, time: TimeOfDay(hour: 8, minute: 50)!)))
    event.recurrence = Event.Recurrence(rule: rule, excluded: [.dateTime(excluded)])
    let lines = ContentLine.unfold(document.text(events: [event], includesTimeZone: true))
    #expect(lines.filter { $0.hasPrefix("X-WR-TIMEZONE") } == ["X-WR-TIMEZONE:UTC"])
    #expect(
      Array(lines.drop { $0 != "BEGIN:VEVENT" }) == [
        "BEGIN:VEVENT", "UID:20261010-clock-in@workday-ics", "DTSTAMP:20261101T000000Z", "DTSTART:20261010T085000Z",
        "DTEND:20261010T092000Z", "RRULE:FREQ=DAILY;UNTIL=20261020T085000Z", "EXDATE:20261011T085000Z", "SUMMARY:上班",
        "LOCATION:Office\\; floor 3", "DESCRIPTION:line one\\nline two", "URL:https://example.com/a,b",
        "TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR",
      ])
    #expect(!lines.contains { $0.contains("VTIMEZONE") || $0.contains("TZID") || $0.contains("GMT") })
  }

  @Test func sameInputsGiveTheSameBytes() {
    let events = (0..<50).map { offset in
      var event = Self.event(summary: String(repeating: "调休上班", count: offset % 7 + 1))
      event.uid = "\(offset)@workday-ics"
      return event
    }
    let first = Self.document().text(events: events, includesTimeZone: true)
    #expect(first == Self.document().text(events: events, includesTimeZone: true))
    for line in first.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
  }

  /// The writer checks what reaches it, whoever calls it: a URL with a
  /// line break cannot add a component.
  @Test func aURLCannotInjectALine() {
    var event = Self.event()
    event.url = "https://example.com/a\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:evil 上班"
    let lines = ContentLine.unfold(Self.document().text(events: [event], includesTimeZone: true))
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
    #expect(
      lines.contains(
        "URL:https://example.com/a%0D%0AEND:VEVENT%0D%0ABEGIN:VEVENT%0D%0ASUMMARY:evil%20%E4%B8%8A%E7%8F%AD"))
  }
}
