import Foundation
import Testing

@testable import WorkdayCLI

/// A zone abbreviation (CST, which is US Central Time to the system and
/// China Standard Time to a Chinese user) is refused with the zone meant,
/// in the same words from the command line and from a configuration.
struct ZoneAbbreviationTests {
  @Test(
    arguments: [
      (
        "CST",
        "an abbreviation, not an IANA zone name; for China Standard Time use Asia/Shanghai, for US Central Time America/Chicago"
      ),
      ("EST", "an abbreviation, not an IANA zone name; did you mean America/New_York?"),
    ])
  func isRefusedAlikeOnTheCommandLineAndInAConfiguration(name: String, problem: String) throws {
    let folder = try Tool.temporaryFolder()
    let commandLine = try runInProcess(
      ["generate", "--from", "2026-03-02", "--to", "2026-03-06", "--time-zone", name], in: folder)
    #expect(commandLine.status == 2)
    #expect(commandLine.stderr.hasPrefix("workday-ics: invalid time zone '\(name)': \(problem)\n"))
    let reminders = #""calendars": [{"reminders": [{"time": "09:00"}]"#
    for (file, text, path) in [
      ("top.json", #"{"timeZone": "\#(name)", \#(reminders)}]}"#, "timeZone"),
      (
        "entry.json", #"{"calendars": [{"timeZone": "\#(name)", "reminders": [{"time": "09:00"}]}]}"#,
        "calendars[0].timeZone"
      ),
    ] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(file))
      let configured = try runInProcess(["generate", "--config", file], in: folder)
      #expect(configured.status == 2)
      #expect(configured.stdout == "")
      #expect(configured.stderr == "workday-ics: \(file): \(path): \"\(name)\" is \(problem)\n")
    }
  }

  /// With a bad zone and a bad year, every command that takes both names
  /// the zone first, update included.
  @Test(arguments: ["update", "list", "count", "generate"])
  func theZoneIsNamedBeforeTheYear(command: String) throws {
    let result = try runInProcess(
      [command, "--time-zone", "CST", "--year", "twenty"], in: try Tool.temporaryFolder())
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("workday-ics: invalid time zone 'CST': "), "\(result.stderr)")
  }
}
