import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

/// What calendars from other writers hold, read as a phone reads them: a
/// time zone the file defines, Outlook's overrides, ranges, several rules,
/// a part that cannot be read, and repeats in the Chinese calendar.
struct CalendarsInTheWildTests {
  static func read(_ lines: [String]) throws -> ICalendarOccurrences {
    try ICalendarOccurrences(reading: ICalendarOccurrencesTests.calendar(lines: lines), source: "wild.ics")
  }

  static func lines(_ lines: [String]) throws -> [String] {
    try read(lines).lines
  }

  // MARK: A time zone the file defines

  static let brasilia = [
    "BEGIN:VTIMEZONE", "TZID:(UTC-03:00) Brasília", "BEGIN:STANDARD", "DTSTART:16010101T000000",
    "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD", "END:VTIMEZONE",
  ]

  /// Exchange's names and Lotus Notes' are read from the file's VTIMEZONE.
  @Test func aZoneTheFileDefinesIsRead() throws {
    let event = [
      "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=\"(UTC-03:00) Brasília\":20261010T090000", "SUMMARY:Reunião", "END:VEVENT",
    ]
    #expect(try Self.lines(Self.brasilia + event) == ["2026-10-10T09:00:00-03:00 Reunião"])
    // The VTIMEZONE may come after the event that names it.
    #expect(try Self.lines(event + Self.brasilia) == ["2026-10-10T09:00:00-03:00 Reunião"])
  }

  /// Observances with rules: daylight time in summer, standard in winter,
  /// as the writer of this library emits them.
  @Test func aZoneWithDaylightTimeFollowsItsRules() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:GMT +0100 (Standard) / GMT +0200 (Daylight)",
      "BEGIN:DAYLIGHT", "DTSTART:19810329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
      "BEGIN:STANDARD", "DTSTART:19961027T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
    ]
    let event = [
      "BEGIN:VEVENT", "UID:n", "DTSTART;TZID=GMT +0100 (Standard) / GMT +0200 (Daylight):20260320T090000",
      "RRULE:FREQ=WEEKLY;COUNT=2", "SUMMARY:x", "END:VEVENT",
      "BEGIN:VEVENT", "UID:w", "DTSTART;TZID=GMT +0100 (Standard) / GMT +0200 (Daylight):20261101T090000",
      "SUMMARY:y", "END:VEVENT",
    ]
    #expect(
      try Self.lines(zone + event) == [
        "2026-03-20T09:00:00+01:00 x", "2026-03-27T09:00:00+01:00 x", "2026-11-01T09:00:00+01:00 y",
      ])
    let summer = event.map { $0.replacingOccurrences(of: "20260320", with: "20260327") }
    #expect(try Self.lines(zone + summer).prefix(2) == ["2026-03-27T09:00:00+01:00 x", "2026-04-03T09:00:00+02:00 x"])
  }

  /// A zone's rules are bounded too: an observance that changes the
  /// offset every second is skipped and named, and the zone is read from
  /// the others.
  @Test func aZoneThatChangesTooOftenIsSkippedAndNamed() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:custom_busy", "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0100", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:20000101T000000", "RRULE:FREQ=SECONDLY",
      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
    ]
    let event = ["BEGIN:VEVENT", "UID:z", "DTSTART;TZID=custom_busy:20261010T090000", "SUMMARY:x", "END:VEVENT"]
    let read = try Self.read(zone + event)
    #expect(read.lines == ["2026-10-10T09:00:00+01:00 x"])
    #expect(read.skipped.map(\.skippedPart) == ["the observance"])
    #expect(read.skipped.first?.line == 11)
  }

  /// An IANA name is read from the time zone database, whatever the
  /// file's VTIMEZONE says of it.
  @Test func anIANANameIsPreferredToTheFilesDefinition() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:16010101T000000",
      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
    ]
    let event = ["BEGIN:VEVENT", "UID:s", "DTSTART;TZID=Asia/Shanghai:20261010T090000", "SUMMARY:上班", "END:VEVENT"]
    #expect(try Self.lines(zone + event) == ["2026-10-10T09:00:00+08:00 上班"])
  }

  // MARK: Overrides

  /// Outlook names an occurrence of an all-day series by a time in a
  /// Windows zone, others by a UTC time: each is the day it names.
  @Test(arguments: [
    "RECURRENCE-ID;TZID=GMT Standard Time:20200416T000000", "RECURRENCE-ID:20200416T000000Z",
    "RECURRENCE-ID;VALUE=DATE:20200416",
  ])
  func anOverrideOfAnAllDaySeriesMatchesItsDay(recurrenceID: String) throws {
    let lines = [
      "BEGIN:VEVENT", "UID:o", "DTSTART;VALUE=DATE:20200415", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:day",
      "END:VEVENT", "BEGIN:VEVENT", "UID:o", recurrenceID, "DTSTART;VALUE=DATE:20200420", "SUMMARY:moved",
      "END:VEVENT",
    ]
    #expect(try Self.lines(lines) == ["2020-04-15 day", "2020-04-17 day", "2020-04-20 moved"])
  }

  /// `RANGE=THISANDFUTURE` moves this and every later occurrence by as
  /// much as it moves its own, and shows them as it shows itself; an
  /// override of one occurrence still wins.
  @Test func aRangeMovesEveryLaterOccurrence() throws {
    let lines = [
      "BEGIN:VEVENT", "UID:r", "DTSTART:20240901T120000Z", "DTEND:20240901T140000Z", "RRULE:FREQ=DAILY;COUNT=6",
      "SUMMARY:original", "END:VEVENT",
      "BEGIN:VEVENT", "UID:r", "RECURRENCE-ID;RANGE=THISANDFUTURE:20240903T120000Z", "DTSTART:20240903T090000Z",
      "DTEND:20240903T100000Z", "SUMMARY:moved", "END:VEVENT",
      "BEGIN:VEVENT", "UID:r", "RECURRENCE-ID:20240905T120000Z", "DTSTART:20240905T170000Z",
      "SUMMARY:once", "END:VEVENT",
    ]
    #expect(
      try Self.lines(lines) == [
        "2024-09-01T12:00:00Z original", "2024-09-02T12:00:00Z original", "2024-09-03T09:00:00Z moved",
        "2024-09-04T09:00:00Z moved", "2024-09-05T17:00:00Z once", "2024-09-06T09:00:00Z moved",
      ])
  }

  /// Two RRULEs (RFC 2445 allowed them) give the union of their days.
  @Test func severalRulesAreAUnion() throws {
    let lines = [
      "BEGIN:VEVENT", "UID:m", "DTSTART;TZID=Europe/London:20230112T100000", "RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=3",
      "RRULE:FREQ=MONTHLY;BYDAY=2MO;COUNT=2", "SUMMARY:x", "END:VEVENT",
    ]
    #expect(
      try Self.lines(lines) == [
        "2023-01-12T10:00:00+00:00 x", "2023-01-19T10:00:00+00:00 x", "2023-01-26T10:00:00+00:00 x",
        "2023-02-13T10:00:00+00:00 x",
      ])
  }

  // MARK: A part that cannot be read

  /// Each bad part is skipped and named with its line; the rest of the
  /// calendar is read.
  @Test(arguments: [
    ("RRULE:FREQ=WEEKLY;UNTL=20191023;BYDAY=TH", 7, "the RRULE"),
    ("RRULE:", 7, "the RRULE"),
    ("RRULE:FREQ=DAILY;COUNT=-1", 7, "the RRULE"),
    ("BEGIN:VALARM\r\nTRIGGER:2300\r\nEND:VALARM", 8, "the alarm"),
    ("DTEND:2026-10-10", 7, "the DTEND"),
  ])
  func aBadPropertyIsSkippedAndNamed(property: String, line: Int, part: String) throws {
    let read = try Self.read([
      "BEGIN:VEVENT", "UID:a", "DTSTART:20261010T090000Z", property, "SUMMARY:kept", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART:20261011T090000Z", "SUMMARY:other", "END:VEVENT",
    ])
    #expect(read.lines == ["2026-10-10T09:00:00Z kept", "2026-10-11T09:00:00Z other"])
    #expect(read.skipped.count == 1)
    #expect(read.skipped.first?.line == line)
    #expect(read.skipped.first?.skippedPart == part)
    #expect(read.skipped.first?.description.hasPrefix("wild.ics:\(line): ") == true)
  }

  /// An event without DTSTART, or with one that cannot be read, is
  /// skipped whole; the others are read.
  @Test(arguments: [("SUMMARY:no start", 4), ("DTSTART:tomorrow", 6)])
  func aBadEventIsSkippedAndNamed(property: String, line: Int) throws {
    let read = try Self.read([
      "BEGIN:VEVENT", "UID:a", property, "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART:20261011T090000Z", "SUMMARY:other", "END:VEVENT",
    ])
    #expect(read.lines == ["2026-10-11T09:00:00Z other"])
    #expect(read.skipped.map(\.line) == [line])
    #expect(read.skipped.first?.skippedPart == "the VEVENT of line 4")
  }

  /// The skipped parts listed are bounded; the count is not.
  @Test func manySkippedPartsAreCountedNotAllListed() throws {
    let bad = (0..<150).map { _ in "RRULE:FREQ=NEVER" }
    let read = try Self.read(["BEGIN:VEVENT", "UID:a", "DTSTART:20261010T090000Z"] + bad + ["END:VEVENT"])
    #expect(read.count == 1)
    #expect(read.skipped.count == ICalendarOccurrences.maximumSkippedShown)
    #expect(read.skippedCount == 150)
  }

  // MARK: The Chinese calendar

  /// Apple's Calendar stores a 农历 repeat as RSCALE=CHINESE: 中秋 (八月十五)
  /// every year, 初一 every lunar month (the leap 六月 of 2025 included).
  @Test func aRuleInTheChineseCalendarFollowsTheLunarDays() throws {
    let yearly = [
      "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20240917", "RRULE:RSCALE=CHINESE;FREQ=YEARLY;COUNT=3",
      "SUMMARY:中秋", "END:VEVENT",
    ]
    #expect(try Self.lines(yearly) == ["2024-09-17 中秋", "2025-10-06 中秋", "2026-09-25 中秋"])
    let monthly = [
      "BEGIN:VEVENT", "UID:m", "DTSTART;VALUE=DATE:20250625", "RRULE:RSCALE=CHINESE;FREQ=MONTHLY;COUNT=3",
      "SUMMARY:初一", "END:VEVENT",
    ]
    #expect(try Self.lines(monthly) == ["2025-06-25 初一", "2025-07-25 初一", "2025-08-23 初一"])
  }

  /// 腊月三十 (除夕 of lunar 2023, 2024-02-09) in a year whose 腊月 has 29
  /// days (lunar 2024's, which ends 2025-01-28): left out, or the day
  /// before or after, as SKIP says (RFC 7529).
  @Test(arguments: [("OMIT", nil), ("BACKWARD", "2025-01-28"), ("FORWARD", "2025-01-29")] as [(String, String?)])
  func aDayTheMonthLacksIsSkippedAsTheRuleSays(skip: String, expected: String?) throws {
    let lines = [
      "BEGIN:VEVENT", "UID:s", "DTSTART;VALUE=DATE:20240209", "RRULE:RSCALE=CHINESE;FREQ=YEARLY;COUNT=2;SKIP=\(skip)",
      "SUMMARY:除夕", "END:VEVENT",
    ]
    let read = try Self.lines(lines)
    #expect(read.first == "2024-02-09 除夕")
    #expect(read.count == 2)
    if let expected {
      #expect(read.last == "\(expected) 除夕")
    } else {
      #expect(read.last?.hasPrefix("2025") == false)
    }
  }

  /// Another calendar scale is skipped with a message that names RFC 7529.
  @Test func anotherScaleIsSkippedNamingTheRFC() throws {
    let read = try Self.read([
      "BEGIN:VEVENT", "UID:h", "DTSTART;VALUE=DATE:20261010", "RRULE:RSCALE=HEBREW;FREQ=YEARLY", "SUMMARY:x",
      "END:VEVENT",
    ])
    #expect(read.lines == ["2026-10-10 x"])
    #expect(read.skipped.first?.message.contains("RFC 7529") == true)
  }
}
