import Foundation
import HolidayKit  // as an app imports them: the public API only
import HolidayKitICalendar
import Testing

/// An .ics file's occurrences in a window, as an app reads them: each with
/// its start as a `Date` and its form, its end, its alarms and its UID.
struct ICalendarOccurrencesWindowTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin")!

  /// A calendar of `lines`, CRLF-terminated.
  static func calendar(_ lines: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
  }

  /// Midnight of `text` (2026-10-10) in `zone`.
  static func midnight(_ text: String, in zone: TimeZone = .shanghai) -> Date {
    CivilDate(iso8601: text)!.start(in: zone)
  }

  /// Every occurrence, from 1970 to 2100.
  static func all(_ file: ICalendarOccurrences, in zone: TimeZone = .shanghai) -> [ICalendarOccurrence] {
    file.occurrences(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 4_102_444_800), in: zone)
  }

  @Test func theWindowHoldsItsStartAndNotItsEnd() throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar([
        "BEGIN:VEVENT", "UID:d", "DTSTART;TZID=Asia/Shanghai:20261010T000000", "RRULE:FREQ=DAILY;COUNT=5", "SUMMARY:x",
        "END:VEVENT",
      ]))
    let window = file.occurrences(from: Self.midnight("2026-10-11"), to: Self.midnight("2026-10-13"), in: Self.berlin)
    #expect(window.map(\.wallClockStart.date.iso8601) == ["2026-10-11", "2026-10-12"])
    #expect(file.occurrences(from: Self.midnight("2026-10-13"), to: Self.midnight("2026-10-13"), in: .shanghai).isEmpty)
    #expect(file.occurrences(from: Self.midnight("2026-10-14"), to: Self.midnight("2026-10-11"), in: .shanghai).isEmpty)
    #expect(file.count == 5)
  }

  /// An all-day event's end is the next midnight on the wall clock: 25
  /// hours on the day Berlin's clocks go back, never 86 400 seconds added.
  @Test func anAllDayEventEndsAtTheNextMidnightOfTheZoneAskedIn() throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar(["BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261025", "SUMMARY:x", "END:VEVENT"]))
    let day = try #require(Self.all(file, in: Self.berlin).first)
    #expect(day.form == .allDay)
    #expect(day.start == Self.midnight("2026-10-25", in: Self.berlin))
    #expect(day.end == Self.midnight("2026-10-26", in: Self.berlin))
    #expect(day.end.timeIntervalSince(day.start) == 25 * 3600)
    #expect(day.duration == ICalendarDuration(seconds: 86_400))
  }

  @Test func aFloatingTimeIsOnTheWallClockOfTheZoneAskedIn() throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar([
        "BEGIN:VEVENT", "UID:f", "DTSTART:20261010T090000", "DURATION:PT1H", "SUMMARY:x", "BEGIN:VALARM",
        "TRIGGER:-PT5M", "END:VALARM", "END:VEVENT",
      ]))
    let shanghai = try #require(Self.all(file).first)
    let berlin = try #require(Self.all(file, in: Self.berlin).first)
    #expect(shanghai.form == .floating && berlin.form == .floating)
    #expect(shanghai.wallClockStart == berlin.wallClockStart)
    #expect(shanghai.start == Date(timeIntervalSince1970: 1_791_594_000))  // 01:00Z
    #expect(berlin.start.timeIntervalSince(shanghai.start) == 6 * 3600)
    #expect(berlin.alarms == [berlin.start.addingTimeInterval(-300)])
    #expect(berlin.end == berlin.start.addingTimeInterval(3600))
  }

  /// Starts in UTC and in a named zone are one instant in every zone; a
  /// TZID that is a Windows or Thunderbird name gives its IANA zone.
  @Test(arguments: [
    ("DTSTART:20261010T010000Z", ICalendarOccurrence.Form.utc, "2026-10-10T01:00:00"),
    ("DTSTART;TZID=Asia/Shanghai:20261010T090000", .zoned(timeZoneIdentifier: "Asia/Shanghai"), "2026-10-10T09:00:00"),
    (
      "DTSTART;TZID=China Standard Time:20261010T090000", .zoned(timeZoneIdentifier: "Asia/Shanghai"),
      "2026-10-10T09:00:00"
    ),
    (
      "DTSTART;TZID=/mozilla.org/20050126_1/Asia/Shanghai:20261010T090000",
      .zoned(timeZoneIdentifier: "Asia/Shanghai"), "2026-10-10T09:00:00"
    ),
  ])
  func anInstantIsTheSameInEveryZone(start: String, form: ICalendarOccurrence.Form, wallClock: String) throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar(["BEGIN:VEVENT", "UID:i", start, "SUMMARY:x", "END:VEVENT"]))
    for zone in [TimeZone.shanghai, Self.berlin] {
      let occurrence = try #require(Self.all(file, in: zone).first)
      #expect(occurrence.form == form)
      #expect(occurrence.wallClockStart == LocalDateTime(parsing: wallClock))
      #expect(occurrence.start == Date(timeIntervalSince1970: 1_791_594_000))
      #expect(occurrence.end == occurrence.start)
    }
  }

  /// The recurrence set and its exceptions, as the reader applies them
  /// for diff: RRULE plus RDATE less EXDATE, an override that moves one
  /// occurrence and one that cancels another.
  @Test func rulesDatesAndOverridesApply() throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar([
        "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=Asia/Shanghai:20261005T093000", "RRULE:FREQ=DAILY;COUNT=4",
        "RDATE;TZID=Asia/Shanghai:20261010T093000", "EXDATE;TZID=Asia/Shanghai:20261006T093000", "SUMMARY:S",
        "LOCATION:Room 1", "END:VEVENT",
        "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;TZID=Asia/Shanghai:20261007T093000",
        "DTSTART;TZID=Asia/Shanghai:20261007T140000", "SUMMARY:S moved", "END:VEVENT",
        "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;TZID=Asia/Shanghai:20261008T093000",
        "DTSTART;TZID=Asia/Shanghai:20261008T093000", "STATUS:CANCELLED", "END:VEVENT",
      ]))
    let all = Self.all(file)
    #expect(all.map(\.wallClockStart.iso8601) == ["2026-10-05T09:30:00", "2026-10-07T14:00:00", "2026-10-10T09:30:00"])
    #expect(all.map(\.title) == ["S", "S moved", "S"])
    #expect(all.map(\.location) == ["Room 1", nil, "Room 1"])
    #expect(all.allSatisfy { $0.uid == "s" })
  }

  /// Alarms: before or after the start, from the end (`RELATED=END`), or
  /// at an instant; sorted by when they go off.
  @Test func alarmsAreTheDatesTheyGoOff() throws {
    let file = try ICalendarOccurrences(
      reading: Self.calendar([
        "BEGIN:VEVENT", "UID:a", "DTSTART:20261010T010000Z", "DTEND:20261010T020000Z", "SUMMARY:x",
        "BEGIN:VALARM", "TRIGGER;RELATED=END:-PT10M", "END:VALARM",
        "BEGIN:VALARM", "TRIGGER;VALUE=DATE-TIME:20261009T230000Z", "END:VALARM",
        "BEGIN:VALARM", "TRIGGER:-PT15M", "END:VALARM", "END:VEVENT",
      ]))
    let occurrence = try #require(Self.all(file).first)
    let start = occurrence.start
    #expect(occurrence.duration == .hours(1))
    #expect(occurrence.end == start.addingTimeInterval(3600))
    #expect(occurrence.alarms == [-7200, -900, 3000].map { start.addingTimeInterval(TimeInterval($0)) })
  }

  /// Reading bytes is reading their text: a byte order mark is skipped,
  /// and bytes that are not UTF-8 are refused at their line.
  @Test func dataIsReadAsItsUTF8Text() throws {
    let text = Self.calendar(["BEGIN:VEVENT", "UID:u", "DTSTART;VALUE=DATE:20261010", "SUMMARY:上班", "END:VEVENT"])
    let fromText = Self.all(try ICalendarOccurrences(reading: text))
    let fromData = Self.all(try ICalendarOccurrences(reading: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)))
    #expect(fromData == fromText)
    #expect(fromData.map(\.title) == ["上班"])
    var broken = Data(text.utf8)
    broken[try #require(broken.firstIndex(of: 0xE4))] = 0xFF  // the first byte of 上
    do {
      _ = try ICalendarOccurrences(reading: broken, source: "work.ics")
      Issue.record("read")
    } catch {
      #expect(error.cause == .notUTF8)
      #expect(error.line == 6)
      #expect(error.localizedDescription.hasPrefix("work.ics:6: expected UTF-8 text, got the bytes FF B8 8A E7 "))
      #expect(error.description(in: .chinese).hasPrefix("work.ics:6: 不是 UTF-8 文本"))
    }
  }

  /// One answer, every path: a reminder's occurrences as the library gives
  /// them, and as the window reads them back from the calendar the library
  /// writes, one event per day or one recurring event: the same starts,
  /// ends, titles and alarms, across the changes of the clocks.
  @Test(arguments: [
    ("Asia/Shanghai", Reminder(title: "上班", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])),
    (
      "Europe/Berlin",
      Reminder(
        title: "Clock in", time: TimeOfDay(hour: 1, minute: 30)!, duration: .hours(3),
        alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)])
    ),
    (
      "America/New_York",
      Reminder(title: "Stand-up", time: TimeOfDay(hour: 1, minute: 30)!, alarms: [.before(.hours(1))])
    ),
    (
      "Europe/Berlin",
      Reminder.allDay(
        title: "明天补班", alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)],
        selection: DaySelection(onlyMakeUpDays: true))
    ),
  ])
  func theWindowReadsBackWhatTheLibraryMade(zoneName: String, reminder: Reminder) throws {
    let zone = try #require(TimeZone(ianaName: zoneName))
    let china = try WorkdayCalendar.china()
    let first = try #require(CivilDate(year: 2026, month: 1, day: 1))
    let last = try #require(CivilDate(year: 2026, month: 12, day: 31))
    let made = try china.occurrences(of: reminder, from: first, through: last, timeZone: zone).map {
      "\($0.start) \($0.end) \($0.title) \($0.alarmDates)"
    }
    #expect(made.count > 5)
    for style in [CalendarStyle.expanded, .compact] {
      let text = try china.iCalendarText(
        of: [reminder], from: first, through: last, timeZone: zone, options: CalendarFeedOptions(style: style))
      let window = try ICalendarOccurrences(reading: text).occurrences(
        from: first.start(in: zone), to: try #require(last.adding(days: 1)).start(in: zone), in: zone)
      #expect(window.map { "\($0.start) \($0.end) \($0.title) \($0.alarms)" } == made, "\(style)")
    }
  }
}
