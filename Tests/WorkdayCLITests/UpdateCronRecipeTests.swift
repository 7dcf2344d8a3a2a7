import Foundation
import Testing

/// The cron recipe of `serving.md` (beside the man page), run as cron runs it: whatever failed the day
/// before, the calendar equals the data after the next run.
@Suite(.needs("curl", "python3")) struct UpdateCronRecipeTests {
  /// The recipe's command line, from the page's `update` section.
  static let recipe: String? = {
    let page = Documents.guide("serving.md")
    let lines = page.split(separator: "\n")
    guard let comment = lines.firstIndex(where: { $0.hasPrefix("# crontab: every day at 06:00, fetch new notices") })
    else { return nil }
    return lines[comment + 1].split(separator: " ", maxSplits: 5).last.map(String.init)
  }()

  /// The notice arrives; `update` takes it but `generate` fails (a full
  /// disk). From then on `update` says "unchanged" (1) every day, and the
  /// recipe must still bring the 2027 events into the calendar.
  /// A server of 2026 and of `year2027`, an empty data folder, and the
  /// recipe's line fetching from that server into that folder and writing
  /// the calendar beside it.
  static func setUp(serving year2027: String) throws -> (
    server: LoopbackServer, output: String, environment: [String: String], line: String
  ) {
    let command = try #require(Self.recipe)
    #expect(command.hasPrefix("workday-ics update -q"), "\(command)")
    let server = try LoopbackServer()
    try server.serve("2026.json", UpdateCommandTests.builtIn2026)
    try server.serve("2027.json", year2027)
    let folder = try Tool.temporaryFolder()
    let output = folder.appendingPathComponent("workdays.ics").path
    let line =
      command
      .replacingOccurrences(of: "workday-ics update -q", with: "workday-ics update -q --source \(server.base)")
      .replacingOccurrences(of: "/var/www/cal/workdays.ics", with: output)
    return (server, output, ["WORKDAY_ICS_DATA": folder.appendingPathComponent("data").path], line)
  }

  @Test func theCalendarCatchesUpAfterAFailedGenerate() throws {
    let (server, output, environment, line) = try Self.setUp(serving: UpdateCommandTests.published2027)
    // The day before the notice: a calendar through 2026.
    #expect(try runInProcess(["generate", "-q", "--from", "2026-01-01", "-o", output]).status == 0)
    let dayBefore = try Data(contentsOf: URL(fileURLWithPath: output))
    // The notice's day: the data is taken, the calendar not written.
    #expect(try runInProcess(["update", "-q", "--source", server.base], environment: environment).status == 0)
    var failing = environment
    failing["WORKDAY_ICS_TEST_FAIL"] = "write"
    #expect(
      try runInProcess(["generate", "-q", "--from", "2026-01-01", "-o", output], environment: failing).status == 4)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == dayBefore, "the calendar still ends with 2026")
    // The next day's cron run.
    let result = try Tool.runShell(line, environment: environment)
    #expect(result.status == 0, "\(line): \(result.stderr)")
    let calendar = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
    // The 2027 events are in, from Monday 01-04 (01-01 is a day off).
    Golden.expect(
      Golden.excerpt(of: calendar, from: "20261230", through: "20270105"),
      matches: "cron/caught-up-turn-of-the-year.ics")
    // And a run with nothing new writes nothing.
    let before = try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as? Int
    #expect(try Tool.runShell(line, environment: environment).status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as? Int == before)
  }

  /// The data folder holds a copy citing one notice; upstream's next copy
  /// cites a second notice that moves the make-up Saturday 2027-02-20 to
  /// Sunday 2027-02-21. The recipe takes it and publishes the moved day.
  @Test func aCorrectionThatMovesADayIsPublished() throws {
    let (server, output, environment, line) = try Self.setUp(serving: UpdateCommandTests.firstNotice2027)
    #expect(try Tool.runShell(line, environment: environment).status == 0)
    var calendar = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
    // The first notice's make-up day, Saturday 2027-02-20.
    Golden.expect(
      Golden.excerpt(of: calendar, from: "20270218", through: "20270222"), matches: "cron/first-notice-february.ics")
    // The correction arrives.
    try server.serve("2027.json", UpdateCommandTests.secondNotice2027)
    let update = try runInProcess(["update", "-q", "--source", server.base, "--dry-run"], environment: environment)
    #expect(update.status == 0, "taken: \(update.stderr)")
    let result = try Tool.runShell(line, environment: environment)
    #expect(result.status == 0, "\(line): \(result.stderr)")
    #expect(result.stderr == "")
    calendar = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
    // The make-up day moved to Sunday 2027-02-21, the Saturday off again.
    Golden.expect(
      Golden.excerpt(of: calendar, from: "20270218", through: "20270222"), matches: "cron/corrected-february.ics")
  }
}
