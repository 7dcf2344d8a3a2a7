import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// UIDs come from what the user named, the same on every path; calendars
/// imported side by side never share one; an overlay's day has no legal
/// standing in the holidays calendar (a client that meets one UID twice
/// keeps one event, and a changed UID shows a user a new event).
struct EventUIDTests {
  private static func lines(_ text: String) -> [String] { ContentLine.unfold(text) }
  private static func uids(_ text: String) -> [String] { lines(text).filter { $0.hasPrefix("UID:") } }

  /// The same reminder from the command line and from a one-calendar
  /// configuration, whatever the configuration's output is called.
  @Test(arguments: [
    (
      #"{"output": "work.ics", "reminders": [{"title": "Clock in", "time": "08:50"}]}"#,
      ["--title", "Clock in", "--time", "08:50"]
    ),
    (
      #"{"output": "x/y.ics", "name": "Team", "style": "compact", "reminders": [{"title": "Stand-up", "time": "10:00", "rule": "FREQ=WEEKLY;BYDAY=MO,WE", "ruleStart": "2026-10-05"}]}"#,
      [
        "--title", "Stand-up", "--time", "10:00", "--rule", "FREQ=WEEKLY;BYDAY=MO,WE", "--rule-start", "2026-10-05",
        "--calendar-name", "Team", "--style", "compact",
      ]
    ),
  ])
  func theCommandLineAndAConfigurationGiveTheSameUIDs(calendar: String, options: [String]) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
    try Data(#"{"from": "2026-10-01", "to": "2026-10-31", "calendars": [\#(calendar)]}"#.utf8)
      .write(to: folder.appendingPathComponent("c.json"))
    let configured = try runInProcess(["generate", "--config", "c.json", "-o", "-"], in: folder)
    let direct = try runInProcess(["generate", "--from", "2026-10-01", "--to", "2026-10-31"] + options, in: folder)
    #expect(configured.status == 0 && direct.status == 0, "\(configured.stderr)")
    #expect(!Self.uids(direct.stdout).isEmpty)
    #expect(Self.uids(configured.stdout) == Self.uids(direct.stdout))
  }

  /// Holidays calendars told apart by a name, an overlay or a work week
  /// share no UID; the default one keeps its day-and-kind UIDs.
  @Test func holidaysCalendarsShareNoUIDs() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"year": 2026, "papers": [], "days": [{"name": "团建", "date": "2026-10-09", "isOffDay": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("co.json"))
    let variants = [
      [], ["--calendar-name", "Official"], ["--calendar-name", "Team", "--overlay", "co.json"],
      ["--overlay", "co.json"],
      ["--work-week", "MO-SA"],
    ]
    var seen: [Set<String>] = []
    for options in variants {
      let result = try runInProcess(["holidays", "--year", "2026"] + options, in: folder)
      #expect(result.status == 0, "\(options): \(result.stderr)")
      let uids = Set(Self.uids(result.stdout))
      for earlier in seen { #expect(uids.isDisjoint(with: earlier), "\(options)") }
      seen.append(uids)
      let again = try runInProcess(["holidays", "--year", "2026"] + options, in: folder)
      #expect(Set(Self.uids(again.stdout)) == uids, "stable across regenerations")
    }
    let official = try runInProcess(["holidays", "--year", "2026"], in: folder)
    #expect(Self.uids(official.stdout).first == "UID:20260101-off@workday-ics")
  }

  /// Leave from an overlay is not an official day off in the holidays
  /// calendar, as `list` says.
  @Test func anOverlaysDayHasNoLegalStanding() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("leave.json"))
    let result = try runInProcess(["holidays", "--year", "2026", "--overlay", "leave.json"], in: folder)
    // 国庆节 (法定) from 10-01, then 年假 on 10-09: no 法定, 调休 or "official day off" there.
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20261001", through: "20261009"),
      matches: "holidays/overlay-leave-after-national-day.ics")
    let list = try runInProcess(
      ["list", "--from", "2026-10-09", "--to", "2026-10-09", "--overlay", "leave.json"], in: folder)
    #expect(!list.stdout.contains("调休") && !list.stdout.contains("swapped"))
  }

  /// Equal alarms are refused however they are spelled: what counts is
  /// when each rings.
  @Test(arguments: [
    (["--time", "09:00", "--alarm", "1h", "--alarm", "08:00"], "'08:00' rings when '1h' does"),
    (["--time", "09:00", "--alarm", "1h", "--alarm", "60m"], "'60m' rings when '1h' does"),
    (["--time", "09:00", "--alarm", "-1d 21:00", "--alarm", "12h"], "'12h' rings when '-1d 21:00' does"),
    (["--all-day", "--alarm", "-1d 21:00", "--alarm", "3h"], "'3h' rings when '-1d 21:00' does"),
  ])
  func equalAlarmsAreRefusedHoweverSpelled(options: [String], message: String) throws {
    let result = try runInProcess(["generate", "--year", "2026"] + options)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("workday-ics: invalid --alarm: \(message); give each alarm once\n"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  /// Alarms that ring at one moment only on a day of a clock change ring
  /// once that day.
  @Test func alarmsThatMeetOnAClockChangeRingOnce() throws {
    let result = try runInProcess([
      "generate", "--from", "2026-03-26", "--to", "2026-03-30", "--time-zone", "Asia/Jerusalem", "--alarm", "-1d 21:00",
      "--alarm", "11h",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let events = result.stdout.components(separatedBy: "BEGIN:VEVENT").dropFirst()
    let friday = events.first { $0.contains("20260327T090000") } ?? ""
    #expect(Self.lines(friday).filter { $0 == "TRIGGER:-PT11H" }.count == 1, "\(friday)")
    Golden.expect(result.stdout, matches: "generate/alarms-meeting-on-a-clock-change.ics")
  }
}
