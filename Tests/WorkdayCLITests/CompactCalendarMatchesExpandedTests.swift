import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// A compact calendar says what the expanded one says, day by day, as the
/// tool's own reader (`diff`) sees them: the provisional year's marks,
/// alarms at a time of day across clock changes, times in a gap or a
/// repeated hour (a client reads the compact one's rules, so a rule that
/// drifts from the days shows a user the wrong day).
struct CompactCalendarMatchesExpandedTests {
  private static let requests: [(name: String, arguments: [String])] = [
    ("a provisional year", ["--provisional", "--year", "2026-2027"]),
    (
      "Jerusalem, the day after the spring change",
      ["--year", "2026", "--time-zone", "Asia/Jerusalem", "--alarm", "-1d 21:00"]
    ),
    ("Cairo, both changes", ["--year", "2026", "--time-zone", "Africa/Cairo", "--alarm", "-1d 21:00"]),
    (
      "Berlin, a time in the gap and the repeated hour",
      ["--year", "2026", "--time-zone", "Europe/Berlin", "--time", "02:30", "--work-week", "MO-SU"]
    ),
    (
      "Cairo, a time in the repeated hour",
      ["--year", "2026", "--time-zone", "Africa/Cairo", "--time", "23:30", "--work-week", "MO-SU"]
    ),
  ]

  private static func lines(_ text: String) -> [String] { ContentLine.unfold(text) }

  @Test(arguments: requests)
  func compactReadsAsExpanded(name: String, arguments: [String]) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expanded = try runInProcess(["generate"] + arguments + ["-o", "expanded.ics"], in: folder)
    let compact = try runInProcess(["generate"] + arguments + ["--style", "compact", "-o", "compact.ics"], in: folder)
    #expect(expanded.status == 0 && compact.status == 0, "\(name): \(expanded.stderr) \(compact.stderr)")
    let diff = try runInProcess(["diff", "expanded.ics", "compact.ics"], in: folder)
    #expect(diff.status == 0, "\(name): \(diff.stdout)")
    #expect(diff.stdout.isEmpty)
  }

  /// Every event of a provisional year, series included, is tentative.
  @Test func theProvisionalYearsSeriesIsTentative() throws {
    let result = try runInProcess(["generate", "--provisional", "--year", "2026-2027", "--style", "compact"])
    let events = result.stdout.components(separatedBy: "BEGIN:VEVENT").dropFirst()
    let in2027 = events.filter { $0.contains(":2027") && !$0.contains("DTSTART;TZID=Asia/Shanghai:2026") }
    #expect(in2027.contains { $0.contains("RRULE:") }, "one series runs through 2027")
    for event in in2027 {
      #expect(event.contains("SUMMARY:上班 (暂定)") || event.contains("SUMMARY:上班 (补班) (暂定)"))
      #expect(event.contains("STATUS:TENTATIVE"))
    }
  }

  /// A start in an hour the clocks repeat is written in UTC, in either
  /// style: khal and calcurse read a wall-clock time there as the later
  /// pass, RFC 5545 as the earlier.
  @Test(arguments: [
    (["--time-zone", "Europe/Berlin", "--time", "02:30"], "2026-10-25", "DTSTART:20261025T003000Z"),
    (["--time-zone", "Africa/Cairo", "--time", "23:30"], "2026-10-29", "DTSTART:20261029T203000Z"),
  ])
  func aStartInARepeatedHourIsWrittenInUTC(options: [String], day: String, line: String) throws {
    for style in ["expanded", "compact"] {
      let result = try runInProcess(
        ["generate", "--from", day, "--to", day, "--work-week", "MO-SU", "--style", style] + options)
      let lines = Self.lines(result.stdout)
      #expect(lines.contains(line), "\(style): \(lines.filter { $0.hasPrefix("DT") })")
      #expect(lines.contains { $0.hasPrefix("DTEND:") && $0.hasSuffix("Z") })
    }
  }

  /// A start in a gap the clocks skip is written in UTC too, as its own
  /// event in compact style: sabre/vobject moves every later occurrence of
  /// a series that has one.
  @Test func aGapDayIsAnEventOfItsOwn() throws {
    let result = try runInProcess([
      "generate", "--year", "2026", "--time-zone", "Europe/Berlin", "--time", "02:30", "--work-week", "MO-SU",
      "--style",
      "compact",
    ])
    let lines = Self.lines(result.stdout)
    #expect(lines.contains("DTSTART:20260329T013000Z"))
    // The days within a week of it are events of their own too: libical's
    // iterator reads a series there an hour off. (2026-04-04..06 are days
    // off; the next series starts a week after the October change.)
    #expect(lines.contains("UID:20260330-rfd2f083e-fa65f9b7@workday-ics"))
    #expect(lines.contains("UID:20260322-rfd2f083e-fa65f9b7@workday-ics"))
    #expect(
      lines.filter { $0.hasPrefix("UID:series-") } == [
        "UID:series-rfd2f083e-fa65f9b7@workday-ics", "UID:series-20260407-rfd2f083e-fa65f9b7@workday-ics",
        "UID:series-20261102-rfd2f083e-fa65f9b7@workday-ics",
      ])
    #expect(!lines.contains { $0.hasPrefix("EXDATE") && ($0.contains("20260329") || $0.contains("20261025")) })
  }
}
