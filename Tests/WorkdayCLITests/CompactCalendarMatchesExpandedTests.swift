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

  /// Every event of a provisional year, series included, is tentative:
  /// 2026's series ends with the year, and 2027's (上班 (暂定), with
  /// STATUS:TENTATIVE) and its guessed make-up days (上班 (补班) (暂定))
  /// follow.
  @Test func theProvisionalYearsSeriesIsTentative() throws {
    let result = try runInProcess(["generate", "--provisional", "--year", "2026-2027", "--style", "compact", "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    Golden.expect(result.stdout, matches: "compact/provisional-2026-2027.ics")
  }

  /// A start in an hour the clocks repeat is written in UTC, in either
  /// style: khal and calcurse read a wall-clock time there as the later
  /// pass, RFC 5545 as the earlier.
  @Test(arguments: [
    (["--time-zone", "Europe/Berlin", "--time", "02:30"], "2026-10-25", "berlin"),  // DTSTART:20261025T003000Z
    (["--time-zone", "Africa/Cairo", "--time", "23:30"], "2026-10-29", "cairo"),  // DTSTART:20261029T203000Z
  ])
  func aStartInARepeatedHourIsWrittenInUTC(options: [String], day: String, place: String) throws {
    for style in ["expanded", "compact"] {
      let result = try runInProcess(
        ["generate", "--from", day, "--to", day, "--work-week", "MO-SU", "--style", style] + options)
      Golden.expect(result.stdout, matches: "compact/repeated-hour-\(place)-\(style).ics")
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
    // The gap day (DTSTART:20260329T013000Z) and the days within a week
    // of it are events of their own (20260322 to 20260403): libical's
    // iterator reads a series there an hour off. (2026-04-04..06 are days
    // off; the next series starts a week after the October change.)
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20260320", through: "20260408"), matches: "compact/berlin-gap-day.ics")
    #expect(
      lines.filter { $0.hasPrefix("UID:series-") } == [
        "UID:series-rfd2f083e-fa65f9b7@workday-ics", "UID:series-20260407-rfd2f083e-fa65f9b7@workday-ics",
        "UID:series-20261102-rfd2f083e-fa65f9b7@workday-ics",
      ])
    // The series that would hold the two clock-change days start outside
    // the excerpt, so their EXDATE lines are looked through here.
    #expect(!lines.contains { $0.hasPrefix("EXDATE") && ($0.contains("20260329") || $0.contains("20261025")) })
  }
}
