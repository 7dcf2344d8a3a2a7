import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

/// What `diff` reports: instants compared, details matched, a stable order.
struct CalendarChangesTests {
  static func read(_ lines: String...) throws -> ICalendarOccurrences {
    try ICalendarOccurrences(reading: ICalendarOccurrencesTests.calendar(lines: lines), source: "t")
  }

  static func event(_ uid: String, _ start: String, _ summary: String, _ more: String...) -> [String] {
    ["BEGIN:VEVENT", "UID:" + uid, start, "SUMMARY:" + summary] + more + ["END:VEVENT"]
  }

  static func changes(_ old: [String], _ new: [String]) throws -> [String] {
    let calendars = try [old, new].map {
      try ICalendarOccurrences(reading: ICalendarOccurrencesTests.calendar(lines: $0), source: "t")
    }
    return CalendarChanges(from: calendars[0], to: calendars[1]).lines
  }

  /// 09:00 in Shanghai and 09:00 in Berlin are different instants; 01:00Z
  /// and 09:00 in Shanghai are the same.
  @Test func startsAreComparedAsInstants() throws {
    let shanghai = Self.event("a", "DTSTART;TZID=Asia/Shanghai:20261009T090000", "上班")
    let berlin = Self.event("a", "DTSTART;TZID=Europe/Berlin:20261009T090000", "上班")
    let utc = Self.event("a", "DTSTART:20261009T010000Z", "上班")
    #expect(
      try Self.changes(shanghai, berlin) == [
        "- 2026-10-09T09:00:00+08:00 上班", "+ 2026-10-09T09:00:00+02:00 上班",
      ])
    #expect(try Self.changes(shanghai, utc) == [])
    #expect(try Self.changes(utc, shanghai) == [])
  }

  /// Days, floating times and instants are different kinds of start.
  @Test func allDayFloatingAndZonedStartsDiffer() throws {
    let day = Self.event("a", "DTSTART;VALUE=DATE:20261009", "x")
    let floating = Self.event("a", "DTSTART:20261009T000000", "x")
    let utc = Self.event("a", "DTSTART:20261009T000000Z", "x")
    #expect(try Self.changes(day, floating) == ["- 2026-10-09 x", "+ 2026-10-09T00:00:00 x"])
    #expect(try Self.changes(floating, utc) == ["- 2026-10-09T00:00:00 x", "+ 2026-10-09T00:00:00Z x"])
  }

  /// Within a day, removed lines come before added ones whatever their
  /// starts: a timed event made all-day reads `-` then `+`, and the
  /// next day's lines follow.
  @Test func aDaysRemovedLinesComeBeforeItsAddedOnes() throws {
    let timed =
      Self.event("t1", "DTSTART;TZID=Asia/Shanghai:20261201T090000", "上班")
      + Self.event("t2", "DTSTART;TZID=Asia/Shanghai:20261202T090000", "上班")
    let allDay =
      Self.event("d1", "DTSTART;VALUE=DATE:20261201", "上班")
      + Self.event("d2", "DTSTART;VALUE=DATE:20261202", "上班")
    #expect(
      try Self.changes(timed, allDay) == [
        "- 2026-12-01T09:00:00+08:00 上班", "+ 2026-12-01 上班",
        "- 2026-12-02T09:00:00+08:00 上班", "+ 2026-12-02 上班",
      ])
    #expect(
      try Self.changes(allDay, timed) == [
        "- 2026-12-01 上班", "+ 2026-12-01T09:00:00+08:00 上班",
        "- 2026-12-02 上班", "+ 2026-12-02T09:00:00+08:00 上班",
      ])
  }

  /// The same event (UID) at the same start with other details is one
  /// `~` line saying what changed, in a fixed order.
  @Test func changedDetailsAreOneLine() throws {
    let old = Self.event(
      "a", "DTSTART;TZID=Asia/Shanghai:20261009T090000", "上班", "DURATION:PT30M", "LOCATION:A",
      "BEGIN:VALARM", "TRIGGER:-PT10M", "END:VALARM")
    let new = Self.event(
      "a", "DTSTART;TZID=Asia/Shanghai:20261009T090000", "打卡", "DTEND;TZID=Asia/Shanghai:20261009T100000",
      "BEGIN:VALARM", "TRIGGER:-PT15M", "END:VALARM", "BEGIN:VALARM", "TRIGGER:-PT1H", "END:VALARM")
    #expect(
      try Self.changes(old, new) == [
        "~ 2026-10-09T09:00:00+08:00 上班: title \"上班\" → \"打卡\"; location \"A\" → none; duration 30m → 1h; alarms 10m → 1h, 15m"
      ])
    let noAlarm = Self.event("a", "DTSTART;TZID=Asia/Shanghai:20261009T090000", "上班", "DURATION:PT30M", "LOCATION:A")
    #expect(try Self.changes(old, noAlarm) == ["~ 2026-10-09T09:00:00+08:00 上班: alarms 10m → none"])
  }

  /// Matching is by what an occurrence shows: other UIDs with the same
  /// details are the same occurrence (an expanded and a compact calendar),
  /// and other UIDs with other details are removed and added.
  @Test func occurrencesMatchByDetailsThenByUID() throws {
    let expanded =
      Self.event("d1", "DTSTART;VALUE=DATE:20261009", "x") + Self.event("d2", "DTSTART;VALUE=DATE:20261010", "x")
    let compact = Self.event("series", "DTSTART;VALUE=DATE:20261009", "x", "RRULE:FREQ=DAILY;COUNT=2")
    #expect(try Self.changes(expanded, compact) == [])
    let renamed = Self.event("other", "DTSTART;VALUE=DATE:20261009", "y")
    #expect(
      try Self.changes(Self.event("d1", "DTSTART;VALUE=DATE:20261009", "x"), renamed) == [
        "- 2026-10-09 x", "+ 2026-10-09 y",
      ])
  }

  /// Two identical events (of two UIDs) are two occurrences: removing one
  /// is a change. One UID written twice is one event, as a phone keeps it.
  @Test func calendarsAreMultisets() throws {
    let one = Self.event("a", "DTSTART;VALUE=DATE:20261009", "x")
    let other = Self.event("b", "DTSTART;VALUE=DATE:20261009", "x")
    #expect(try Self.changes(one + other, one) == ["- 2026-10-09 x"])
    #expect(try Self.changes(one + one, one) == [])
  }

  /// By start; at one start removed, changed, added; then by UID.
  @Test func changesComeInAStableOrder() throws {
    let old = [
      Self.event("b", "DTSTART;VALUE=DATE:20261010", "b"), Self.event("a", "DTSTART;VALUE=DATE:20261010", "a"),
      Self.event("c", "DTSTART;VALUE=DATE:20261010", "c"), Self.event("z", "DTSTART;VALUE=DATE:20261012", "z"),
    ]
    let new = [
      Self.event("c", "DTSTART;VALUE=DATE:20261010", "c", "LOCATION:here"),
      Self.event("e", "DTSTART;VALUE=DATE:20261010", "e"), Self.event("d", "DTSTART;VALUE=DATE:20261010", "d"),
      Self.event("y", "DTSTART;VALUE=DATE:20261009", "y"),
    ]
    let expected = [
      "+ 2026-10-09 y", "- 2026-10-10 a", "- 2026-10-10 b", "~ 2026-10-10 c: location none → \"here\"",
      "+ 2026-10-10 d", "+ 2026-10-10 e", "- 2026-10-12 z",
    ]
    #expect(try Self.changes(old.flatMap { $0 }, new.flatMap { $0 }) == expected)
    // The order of events in the files does not matter.
    #expect(try Self.changes(old.reversed().flatMap { $0 }, new.reversed().flatMap { $0 }) == expected)
  }

  @Test func emptyAndStreamedChangesAgree() throws {
    let old = try Self.read("BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261009", "END:VEVENT")
    let new = try Self.read()
    #expect(CalendarChanges(from: old, to: old).isEmpty)
    #expect(!CalendarChanges(from: old, to: new).isEmpty)
    var seen: [CalendarChange] = []
    CalendarChanges(from: old, to: new).forEach { seen.append($0) }
    #expect(seen == [CalendarChange(kind: .removed, start: .day(CivilDate(year: 2026, month: 10, day: 9)!), title: "")])
  }
}
