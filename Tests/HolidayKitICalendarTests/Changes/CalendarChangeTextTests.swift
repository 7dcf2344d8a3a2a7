import HolidayKit
import HolidayKitICalendar  // as an app imports it: the public API only
import TestSupport
import Testing

/// Comparing two calendars' text through the public API, as an app does
/// (and as the article "Comparing calendars" shows).
struct CalendarChangeTextTests {
  private static let china = try! WorkdayCalendar.china()
  private static let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)

  private static func october(_ calendar: WorkdayCalendar, _ reminder: Reminder = clockIn) throws -> String {
    try calendar.iCalendarText(of: [reminder], from: day("2026-10-01"), through: day("2026-10-31"))
  }

  @Test func aDayOfLeaveIsOneRemovedOccurrence() throws {
    let leave = try HolidayFile(
      source: "personal", year: 2026, papers: [],
      days: [HolidayEntry(date: day("2026-10-09"), name: "年假", isOffDay: true, source: "personal")])
    let changes = try CalendarChange.changes(
      from: Self.october(Self.china), to: Self.october(Self.china.overlaid(by: leave)))
    #expect(changes.map(\.description) == ["- 2026-10-09T08:50:00+08:00 Clock in"])
    #expect(changes.map(\.kind) == [.removed])
    #expect(
      changes.first?.start
        == .zoned(
          LocalDateTime(date: day("2026-10-09"), time: TimeOfDay(hour: 8, minute: 50)!), utcOffsetSeconds: 28_800))
    #expect(changes.first?.start.description == "2026-10-09T08:50:00+08:00")
    #expect(changes.first?.start.date == day("2026-10-09"))
    #expect(changes.first?.title == "Clock in")
  }

  @Test func theSameCalendarHasNoChangesAndAnotherLengthIsAChange() throws {
    let text = try Self.october(Self.china)
    #expect(try CalendarChange.changes(from: text, to: text).isEmpty)
    var longer = Self.clockIn
    longer.duration = .hours(1)
    let changes = try CalendarChange.changes(from: text, to: Self.october(Self.china, longer))
    #expect(changes.count == 18)
    #expect(
      changes.allSatisfy { $0.kind == .changed && $0.differences == [.duration(from: .minutes(30), to: .hours(1))] })
    #expect(changes.allSatisfy { $0.description.hasSuffix(": duration 30m → 1h") })
  }

  /// When a notice replaces the law's prediction, the events whose title
  /// only loses its "(暂定)" mark are told apart from those whose day moved.
  @Test func titleOnlyChangesCanBePickedOut() throws {
    let old = Self.calendar(
      ("a", "20261001", "国庆节 (暂定)", nil), ("b", "20261008", "补班 (暂定)", nil),
      ("c", "20261009", "上班", "TRIGGER:-PT10M"))
    let new = Self.calendar(
      ("a", "20261001", "国庆节", nil), ("b", "20261010", "补班", nil), ("c", "20261009", "上班", "TRIGGER:-PT15M"))
    let changes = try CalendarChange.changes(from: old, to: new)
    #expect(
      changes.map(\.description) == [
        "~ 2026-10-01 国庆节 (暂定): title \"国庆节 (暂定)\" → \"国庆节\"", "- 2026-10-08 补班 (暂定)",
        "~ 2026-10-09 上班: alarms 10m → 15m", "+ 2026-10-10 补班",
      ])
    let titleOnly = changes.filter { $0.differences.map(\.field) == [.title] }
    #expect(titleOnly.map(\.start) == [.day(day("2026-10-01"))])
    #expect(titleOnly.first?.differences == [.title(from: "国庆节 (暂定)", to: "国庆节")])
    #expect(changes.map(\.kind) == [.changed, .removed, .changed, .added])
    #expect(changes[2].differences == [.alarms(from: [.relative(.minutes(-10))], to: [.relative(.minutes(-15))])])
  }

  /// A calendar of all-day events, each (UID, day, title, alarm line or nil).
  private static func calendar(_ events: (String, String, String, String?)...) -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0"]
    for (uid, date, title, alarm) in events {
      lines += ["BEGIN:VEVENT", "UID:" + uid, "DTSTART;VALUE=DATE:" + date, "SUMMARY:" + title]
      if let alarm { lines += ["BEGIN:VALARM", "ACTION:DISPLAY", alarm, "END:VALARM"] }
      lines.append("END:VEVENT")
    }
    return (lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
  }

  @Test(arguments: [
    ("not a calendar", "old.ics:1: not an iCalendar file: expected BEGIN:VCALENDAR"),
    (
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      "old.ics:3: DTSTART: expected a date-time such as 20261010T090000, got 2026"
    ),
  ])
  func aCalendarThatCannotBeReadIsNamedWithItsLine(text: String, message: String) {
    #expect {
      try CalendarChange.changes(from: text, to: "")
    } throws: { error in
      (error as? ICalendarReadError)?.description.hasPrefix(message) == true
    }
  }
}
