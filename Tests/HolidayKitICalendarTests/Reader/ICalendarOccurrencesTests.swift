import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ICalendarOccurrencesTests {
  static func calendar(_ events: String...) -> String {
    calendar(lines: events)
  }

  static func calendar(lines: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:test"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
  }

  static func lines(_ text: String, limits: ICalendarOccurrences.Limits = .standard) throws -> [String] {
    try ICalendarOccurrences(reading: text, source: "test.ics", limits: limits).lines
  }

  /// The message `text` is refused with, or nil when it is read.
  static func message(_ text: String, limits: ICalendarOccurrences.Limits = .standard) -> String? {
    do {
      _ = try ICalendarOccurrences(reading: text, source: "test.ics", limits: limits)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsEveryKindOfStart() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261010", "SUMMARY:补班", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Asia/Shanghai:20261012T085000", "SUMMARY:上班", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART:20261013T010000Z", "SUMMARY:UTC", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART:20261014T090000", "SUMMARY:floating", "END:VEVENT",
      "BEGIN:VEVENT", "UID:e", "DTSTART;TZID=America/St_Johns:20261015T090000", "SUMMARY:half hour", "END:VEVENT")
    #expect(
      try Self.lines(text) == [
        "2026-10-10 补班", "2026-10-12T08:50:00+08:00 上班", "2026-10-13T01:00:00Z UTC", "2026-10-14T09:00:00 floating",
        "2026-10-15T09:00:00-02:30 half hour",
      ])
  }

  @Test func expandsRulesWithExceptionsAndExtraDates() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=America/New_York:20260305T090000",
      "RRULE:FREQ=DAILY;UNTIL=20260310T130000Z", "EXDATE;TZID=America/New_York:20260307T090000,20260308T090000",
      "RDATE;TZID=America/New_York:20260320T090000", "SUMMARY:Stand-up",
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:x", "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT")
    #expect(
      try Self.lines(text) == [
        "2026-03-05T09:00:00-05:00 Stand-up", "2026-03-06T09:00:00-05:00 Stand-up",
        "2026-03-09T09:00:00-04:00 Stand-up",
        "2026-03-10T09:00:00-04:00 Stand-up", "2026-03-20T09:00:00-04:00 Stand-up",
      ])
  }

  /// Every form of EXDATE RFC 5545 allows, on a daily event at 09:00 in
  /// Shanghai from 2026-10-05: each row excludes what `excluded` lists.
  @Test(arguments: [
    (["EXDATE:20261006T010000Z"], ["06"]),  // UTC, on a zoned start: the same instant
    (["EXDATE;TZID=Europe/Berlin:20261008T030000"], ["08"]),  // another zone, the same instant
    (["EXDATE;TZID=Europe/Berlin:20261008T090000"], []),  // another zone, another instant
    (["EXDATE:20261009T090000"], ["09"]),  // floating: in the event's zone
    (["EXDATE;VALUE=DATE:20261007"], ["07"]),  // a day: every occurrence on it
    (["EXDATE:20261007"], ["07"]),  // a day, without VALUE=DATE
    (["EXDATE:20261006T010000Z,20261007T010000Z"], ["06", "07"]),  // several values
    (["EXDATE:20261006T010000Z", "EXDATE;TZID=Asia/Shanghai:20261010T090000"], ["06", "10"]),  // several lines
    (["EXDATE:20261006T090000Z"], []),  // UTC 09:00 is 17:00 in Shanghai: nothing
  ])
  func everyExclusionForm(exclusions: [String], excluded: [String]) throws {
    let text = Self.calendar(
      lines: ["BEGIN:VEVENT", "UID:x", "DTSTART;TZID=Asia/Shanghai:20261005T090000", "RRULE:FREQ=DAILY;COUNT=6"]
        + exclusions + ["SUMMARY:上班", "END:VEVENT"])
    let expected = ["05", "06", "07", "08", "09", "10"].filter { !excluded.contains($0) }.map {
      "2026-10-\($0)T09:00:00+08:00 上班"
    }
    #expect(try Self.lines(text) == expected)
  }

  @Test func exclusionsOfAllDayEventsAreDays() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20261005", "RRULE:FREQ=DAILY;COUNT=3",
      "EXDATE;VALUE=DATE:20261006", "RDATE;VALUE=DATE:20261010,20261011", "SUMMARY:补班", "END:VEVENT")
    #expect(try Self.lines(text) == ["2026-10-05 补班", "2026-10-07 补班", "2026-10-10 补班", "2026-10-11 补班"])
  }

  @Test func extraDatesInEveryForm() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;TZID=Asia/Shanghai:20261005T090000",
      "RDATE:20261006T020000Z", "RDATE;VALUE=DATE:20261007", "RDATE;VALUE=PERIOD:20261008T010000Z/PT1H",
      "RDATE:20261009T100000", "SUMMARY:x", "END:VEVENT")
    #expect(
      try Self.lines(text) == [
        "2026-10-05T09:00:00+08:00 x", "2026-10-06T10:00:00+08:00 x", "2026-10-07T09:00:00+08:00 x",
        "2026-10-08T09:00:00+08:00 x", "2026-10-09T10:00:00+08:00 x",
      ])
  }

  /// An event with a RECURRENCE-ID replaces the occurrence it names (here
  /// moved to 14:00 and retitled), or cancels it; it may come first.
  /// An event's recurrence set is compared on instants: 01:30 on
  /// 2026-11-01 happens twice in New York, the rule's is the first pass,
  /// and an RDATE in UTC at the second pass is another occurrence; an
  /// EXDATE of the wall-clock time takes out the first.
  @Test func aRepeatedHourIsTwoOccurrencesOnTheSetsTimeline() throws {
    func event(_ exclusion: [String]) -> String {
      Self.calendar(
        lines: [
          "BEGIN:VEVENT", "UID:r", "DTSTART;TZID=America/New_York:20261101T013000", "RRULE:FREQ=DAILY;COUNT=2",
          "RDATE:20261101T063000Z",
        ] + exclusion + ["SUMMARY:x", "END:VEVENT"])
    }
    #expect(
      try Self.lines(event([])) == [
        "2026-11-01T01:30:00-04:00 x", "2026-11-01T01:30:00-05:00 x", "2026-11-02T01:30:00-05:00 x",
      ])
    #expect(
      try Self.lines(event(["EXDATE;TZID=America/New_York:20261101T013000"])) == [
        "2026-11-01T01:30:00-05:00 x", "2026-11-02T01:30:00-05:00 x",
      ])
  }

  @Test func overridesReplaceOrCancelTheOccurrenceTheyName() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:m", "RECURRENCE-ID;TZID=Asia/Shanghai:20261006T090000",
      "DTSTART;TZID=Asia/Shanghai:20261006T140000", "SUMMARY:moved", "END:VEVENT",
      "BEGIN:VEVENT", "UID:m", "DTSTART;TZID=Asia/Shanghai:20261005T090000", "RRULE:FREQ=DAILY;COUNT=4",
      "SUMMARY:meeting", "END:VEVENT",
      "BEGIN:VEVENT", "UID:m", "RECURRENCE-ID:20261007T010000Z", "DTSTART:20261007T010000Z", "STATUS:CANCELLED",
      "END:VEVENT",
      "BEGIN:VEVENT", "UID:other", "RECURRENCE-ID;TZID=Asia/Shanghai:20261008T090000",
      "DTSTART;TZID=Asia/Shanghai:20261008T100000", "SUMMARY:other series", "END:VEVENT")
    #expect(
      try Self.lines(text) == [
        "2026-10-05T09:00:00+08:00 meeting", "2026-10-06T14:00:00+08:00 moved", "2026-10-08T09:00:00+08:00 meeting",
        "2026-10-08T10:00:00+08:00 other series",
      ])
  }

  @Test func aCancelledEventShowsNothing() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20261010", "STATUS:CANCELLED", "SUMMARY:x", "END:VEVENT")
    #expect(try Self.lines(text) == [])
  }

  /// Title, place, length and alarms are read once per event.
  @Test func detailsAreReadOncePerEvent() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Asia/Shanghai:20261010T090000",
      "DTEND;TZID=Europe/Berlin:20261010T040000", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:上班", "LOCATION:Room\\, 1",
      "BEGIN:VALARM", "TRIGGER:-PT10M", "END:VALARM",
      "BEGIN:VALARM", "TRIGGER;RELATED=END:PT5M", "END:VALARM",
      "BEGIN:VALARM", "TRIGGER;VALUE=DATE-TIME:20261009T120000Z", "END:VALARM", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20261010", "SUMMARY:day", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART:20261010T090000Z", "DURATION:P1DT2H", "SUMMARY:long", "END:VEVENT")
    let read = try ICalendarOccurrences(reading: text, source: "t")
    let day = CivilDate(year: 2026, month: 10, day: 9)!
    #expect(
      read.details == [
        EventDetails(
          summary: "上班", location: "Room, 1", duration: ICalendarDuration(seconds: 3600),
          alarms: [
            .relative(ICalendarDuration(seconds: -600)), .relative(ICalendarDuration(seconds: 3900)),
            .absolute(day.daysSinceEpoch * 86_400 + 12 * 3600),
          ]),
        EventDetails(summary: "day", duration: ICalendarDuration(seconds: 86_400)),
        EventDetails(summary: "long", duration: ICalendarDuration(seconds: 93_600)),
      ])
    #expect(read.occurrences.count == 5)
    #expect(read.uids == ["a", "b", "c"])
  }

  @Test func unfoldsAndUnescapes() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20261010", "SUMMARY:a\\, b\\;", "  c\\nd", "END:VEVENT")
    #expect(try ICalendarOccurrences(reading: text, source: "t").details.map(\.summary) == ["a, b; c\nd"])
  }

  /// Parameters may be quoted, with `:` and `;` inside the quotes.
  @Test func readsQuotedParameters() throws {
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;X-NOTE=\"a:b;c\";TZID=\"Asia/Shanghai\":20261010T090000", "SUMMARY:x",
      "END:VEVENT")
    #expect(try Self.lines(text) == ["2026-10-10T09:00:00+08:00 x"])
  }

  /// Found by fuzzing: a value that starts with a combining mark makes one
  /// character with the colon before it, and a folded line one character
  /// with its leading space; both must still read as written.
  @Test(arguments: ["\u{737}", "\u{301}x", String(repeating: "e\u{301}", count: 60)])
  func valuesStartingWithCombiningMarksReadBack(summary: String) throws {
    let day = CivilDate(year: 2026, month: 10, day: 10)!
    let event = Event(uid: "x", start: .date(day), end: .date(day.next!), summary: summary)
    let document = ICalendarDocument(
      timeZone: Zone(ianaName: "UTC")!, years: 2026...2026, timestamp: LocalDateTime(date: day, time: .midnight))
    let read = try ICalendarOccurrences(reading: document.text(events: [event], includesTimeZone: false), source: "t")
    #expect(read.details.map(\.summary) == [summary])
  }

  @Test func skipsAByteOrderMarkAndReadsLFLines() throws {
    let text =
      "\u{FEFF}BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261010\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n"
    #expect(try Self.lines(text) == ["2026-10-10 x"])
  }

  @Test func ignoresTimeZoneDefinitions() throws {
    let text = Self.calendar(
      "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:19910915T020000", "TZOFFSETFROM:+0900",
      "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE")
    #expect(try Self.lines(text) == [])
  }

  @Test func followsAnUnboundedRuleForTwentyYears() throws {
    let text = Self.calendar("BEGIN:VEVENT", "UID:y", "DTSTART;VALUE=DATE:20260101", "RRULE:FREQ=YEARLY", "END:VEVENT")
    let lines = try Self.lines(text)
    #expect(lines.count == 20)
    #expect(lines.last == "2045-01-01 ")
  }

  @Test(arguments: [
    (
      calendar("BEGIN:VEVENT", "UID:x", "END:VEVENT"),
      "test.ics:4: a VEVENT has no DTSTART; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:2026-10-10", "END:VEVENT"),
      "test.ics:5: DTSTART: expected a date-time such as 20261010T090000, got 2026-10-10; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261310", "END:VEVENT"),
      "test.ics:5: DTSTART: expected a date such as 20261010, got 20261310; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART;TZID=Mars/Base:20261010T090000", "END:VEVENT"),
      "test.ics:5: DTSTART: unknown time zone Mars/Base: expected an IANA name such as Asia/Shanghai, one at the end of a TZID such as /mozilla.org/20050126_1/Asia/Shanghai, a Windows name such as China Standard Time, or a VTIMEZONE of the file that defines it; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261010", "RRULE:FREQ=SOMETIMES", "END:VEVENT"),
      "test.ics:6: RRULE: invalid FREQ value 'SOMETIMES': expected one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY; skipped the RRULE"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "no colon here", "END:VEVENT"),
      "test.ics:6: expected NAME:VALUE, got no colon here; skipped the line"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261010", "RRULE:FREQ=HOURLY;COUNT=2", "END:VEVENT"),
      "test.ics:6: RRULE: 'FREQ=HOURLY' needs a start with a time of day, such as 1997-09-02T09:00:00; skipped the RRULE"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "EXDATE;TZID=Mars/Base:20261010T090000", "END:VEVENT"),
      "test.ics:6: EXDATE: unknown time zone Mars/Base: expected an IANA name such as Asia/Shanghai, one at the end of a TZID such as /mozilla.org/20050126_1/Asia/Shanghai, a Windows name such as China Standard Time, or a VTIMEZONE of the file that defines it; skipped the date"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "RDATE:20261011T09", "END:VEVENT"),
      "test.ics:6: RDATE: expected a date-time such as 20261010T090000, got 20261011T09; skipped the date"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "RECURRENCE-ID:yesterday", "END:VEVENT"),
      "test.ics:6: RECURRENCE-ID: expected a date-time such as 20261010T090000, got yesterday; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "DTEND:soon", "END:VEVENT"),
      "test.ics:6: DTEND: expected a date-time such as 20261010T090000, got soon; skipped the DTEND"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "DURATION:1h", "END:VEVENT"),
      "test.ics:6: DURATION: expected a duration such as PT30M, PT1H or P1D, got 1h; skipped the DURATION"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "BEGIN:VALARM", "TRIGGER:-10M", "END:VALARM", "END:VEVENT"),
      "test.ics:7: TRIGGER: expected a duration such as -PT10M or a UTC time such as 20261010T010000Z, got -10M; skipped the alarm"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z"),
      "test.ics:6: END:VCALENDAR inside the VEVENT of line 4: expected END:VEVENT; skipped the VEVENT of line 4"
    ),
    (
      calendar("BEGIN:VEVENT", "DTSTART:20261010T090000Z", "BEGIN:VALARM", "END:VEVENT"),
      "test.ics:7: END:VEVENT inside the VEVENT of line 4: expected END:VALARM; skipped the missing END lines: the components are closed here"
    ),
    (
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261010T090000Z\r\n",
      "test.ics:2: a VEVENT that is never ended: expected END:VEVENT before the end of the file; skipped the VEVENT"
    ),
  ])
  func skipsWhatItCannotReadAndNamesTheLine(text: String, message: String) throws {
    let read = try ICalendarOccurrences(reading: text, source: "test.ics")
    #expect(read.skipped.map(\.description) == [message])
    #expect(read.skippedCount == 1)
  }

  /// A file that is not a calendar at all is still refused whole.
  @Test func aFileThatIsNotACalendarIsRefused() {
    #expect(Self.message("hello") == "test.ics:1: not an iCalendar file: expected BEGIN:VCALENDAR")
  }

  // MARK: Bounds

  /// The limit holds for the whole file: repeated events count each time,
  /// although their occurrences are the same.
  @Test func theOccurrenceLimitCountsEveryEventOfTheFile() {
    let event = ["BEGIN:VEVENT", "UID:x", "DTSTART:20260101T000000Z", "RRULE:FREQ=SECONDLY;COUNT=600", "END:VEVENT"]
    let limits = ICalendarOccurrences.Limits(occurrences: 1000, steps: 1_000_000)
    #expect(Self.message(Self.calendar(lines: event), limits: limits) == nil)
    #expect(
      Self.message(Self.calendar(lines: event + event), limits: limits)
        == "test.ics:12: more than 1000 occurrences in the file (the most one file may give)")
  }

  /// Every RRULE of an event counts: ten thousand unbounded SECONDLY rules
  /// stop at the limit, with one rule's walk in memory at a time.
  @Test func theOccurrenceLimitCountsEveryRuleOfAnEvent() {
    let text = Self.calendar(
      lines: ["BEGIN:VEVENT", "UID:x", "DTSTART:20260101T000000Z"]
        + Array(repeating: "RRULE:FREQ=SECONDLY", count: 10_000) + ["END:VEVENT"])
    #expect(
      Self.message(text, limits: ICalendarOccurrences.Limits(occurrences: 5000, steps: 1_000_000))
        == "test.ics:7: more than 5000 occurrences in the file (the most one file may give)")
  }

  /// A rule that can never match gives its start alone at once, from a
  /// day start and with COUNT too: two hundred of them take a few steps
  /// each, not a 400-year search each.
  @Test func rulesThatNeverMatchGiveTheStartAtOnce() throws {
    let events = (0..<200).map {
      [
        "BEGIN:VEVENT", "UID:x\($0)", "DTSTART;VALUE=DATE:20260101",
        "RRULE:FREQ=DAILY;COUNT=2;BYMONTH=2;BYMONTHDAY=30", "END:VEVENT",
      ]
    }
    let text = Self.calendar(lines: Array(events.joined()))
    let limits = ICalendarOccurrences.Limits(occurrences: 1000, steps: 200 * 28 * 29)
    let read = try ICalendarOccurrences(reading: text, source: "test.ics", limits: limits)
    #expect(read.occurrences.count == 200)
    #expect(Set(read.occurrences.map(\.start)) == [OccurrenceStart(seconds: 20_454 * 86_400, kind: .date)])
  }

  /// A rule that matches rarely costs steps, not occurrences: the steps of
  /// all rules are bounded together. A leap day that is a Monday comes
  /// every 28 years (2016, 2044, 2072): each event searches 56 years, two
  /// steps a day.
  @Test func theStepLimitBoundsRulesThatMatchRarely() {
    let event = [
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20160229",
      "RRULE:FREQ=DAILY;COUNT=3;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", "END:VEVENT",
    ]
    let limits = ICalendarOccurrences.Limits(occurrences: 1000, steps: 100_000)
    #expect(Self.message(Self.calendar(lines: event + event), limits: limits) == nil)
    #expect(
      Self.message(Self.calendar(lines: event + event + event), limits: limits)
        == "test.ics:17: RRULE: the file's rules take more than 100000 steps to expand (the most one file may take); a rule that matches rarely, such as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO (a leap day that is a Monday), takes a step for each day it searches"
    )
  }

  /// A huge title is held once, however often its event recurs.
  @Test func aLongTitleIsHeldOncePerEvent() throws {
    let title = String(repeating: "长", count: 300_000)
    let text = Self.calendar(
      "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20260101", "RRULE:FREQ=DAILY;COUNT=1000", "SUMMARY:" + title,
      "END:VEVENT")
    let read = try ICalendarOccurrences(reading: text, source: "t")
    #expect(read.occurrences.count == 1000)
    #expect(read.details.count == 1)
    #expect(read.details[0].summary == title)
    #expect(read.lines[0] == "2026-01-01 " + String(repeating: "长", count: 200) + "…")
  }

  /// The window shows each start as the reader's own lines do: the same
  /// wall clock, in the zone the start was written in (its offset at that
  /// instant, across Berlin's and New York's changes), UTC, floating or a day.
  @Test func theWindowShowsStartsAsTheLinesDo() throws {
    let text = Self.calendar(lines: [
      "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Europe/Berlin:20260325T093000", "RRULE:FREQ=DAILY;COUNT=6", "SUMMARY:b",
      "END:VEVENT", "BEGIN:VEVENT", "UID:n", "DTSTART;TZID=America/New_York:20261030T013000",
      "RRULE:FREQ=DAILY;COUNT=4", "SUMMARY:n", "END:VEVENT", "BEGIN:VEVENT", "UID:u", "DTSTART:20261010T010000Z",
      "SUMMARY:u", "END:VEVENT", "BEGIN:VEVENT", "UID:f", "DTSTART:20261010T090000", "SUMMARY:f", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:20261010", "SUMMARY:d", "END:VEVENT",
    ])
    let read = try ICalendarOccurrences(reading: text, source: "test.ics")
    var zones = read.zones
    var expected: [String] = []
    for occurrence in read.occurrences {
      let start = ICalendarOccurrences.start(of: occurrence, zones: &zones)
      expected.append("\(read.uids[Int(occurrence.uid)]) \(start)")
    }
    let window = read.occurrences(
      from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 4_102_444_800), in: .shanghai)
    let shown = window.map { occurrence -> String in
      let wall = occurrence.wallClockStart
      let start: CalendarChange.Start =
        switch occurrence.form {
        case .allDay: .day(wall.date)
        case .floating: .floating(wall)
        case .utc: .utc(wall)
        case .zoned:
          .zoned(wall, utcOffsetSeconds: wall.secondsSinceEpoch - Int(occurrence.start.timeIntervalSince1970))
        }
      return "\(occurrence.uid) \(start)"
    }
    #expect(shown.sorted() == expected.sorted())
    #expect(expected.contains("n 2026-11-01T01:30:00-04:00") && expected.contains("n 2026-11-02T01:30:00-05:00"))
  }
}
