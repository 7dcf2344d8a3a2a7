import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

struct ConfiguredGenerationTests {
  static let configuration = """
    {
      "year": 2026,
      "overlays": ["leave.json"],
      "calendars": [
        {"output": "work.ics", "name": "Work", "color": "teal",
         "reminders": [
           {"title": "Clock in", "time": "08:50", "alarms": ["10m"]},
           {"title": "Month-end report", "time": "16:00", "workdayOfMonth": -1},
           {"title": "明天补班", "only": "make-up-days", "allDay": true, "alarms": ["-1d 21:00"]}
         ]},
        {"output": "out/eve.ics", "style": "compact",
         "reminders": [{"title": "Leave early", "time": "17:00", "beforeDaysOff": true, "alarms": []}]}
      ]
    }
    """

  private static func folder() throws -> URL {
    let folder = try Tool.temporaryFolder()
    try Data(configuration.utf8).write(to: folder.appendingPathComponent("reminders.json"))
    try Data(#"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("leave.json"))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    return folder
  }

  /// How many events each reminder has, by title (a make-up workday's
  /// " (补班)" or " (make-up workday)" mark left out).
  private static func summaries(_ url: URL) throws -> [String: Int] {
    let lines = ContentLine.unfold(try String(contentsOf: url, encoding: .utf8))
    return lines.filter { $0.hasPrefix("SUMMARY:") }.reduce(into: [:]) { counts, line in
      var title = String(line.dropFirst(8))
      for mark in [" (补班)", " (make-up workday)"] where title.hasSuffix(mark) {
        title = String(title.dropLast(mark.count))
      }
      counts[title, default: 0] += 1
    }
  }

  @Test func writesEveryCalendarRelativeToTheConfigurationFile() throws {
    let folder = try Self.folder()
    // Run from elsewhere: paths in the file are relative to the file.
    let result = try runInProcess(["generate", "--config", folder.appendingPathComponent("reminders.json").path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    let work = try Self.summaries(folder.appendingPathComponent("work.ics"))
    let workdays = try runInProcess([
      "count", "--from", "2026-01-01", "--to", "2026-12-31", "--overlay",
      folder.appendingPathComponent("leave.json").path,
    ])
    #expect(work["Clock in"].map(String.init) == workdays.stdout.trimmingCharacters(in: .newlines))
    #expect(work["Month-end report"] == 12)
    #expect(work["明天补班"] == 6)
    let text = try String(contentsOf: folder.appendingPathComponent("work.ics"), encoding: .utf8)
    // The calendar's name, Work; February's last working day is Saturday the 28th.
    Golden.expect(
      Golden.excerpt(of: text, from: "20260226", through: "20260302"), matches: "configured/work-february.ics")
    // No Clock in on the overlay's day off, 10-09.
    Golden.expect(
      Golden.excerpt(of: text, from: "20261008", through: "20261012"), matches: "configured/work-october.ics")
    // Six official holidays, and the day of leave makes 10-08 a seventh eve.
    #expect(try Self.summaries(folder.appendingPathComponent("out/eve.ics")) == ["Leave early": 7])
  }

  /// A configuration read from a stream (`--config <(make-config)`'s
  /// /dev/fd/63, a named pipe elsewhere, standard input) has its paths
  /// relative to the current folder, as `-` does: not under /dev/fd.
  @Test(arguments: [
    "workday-ics generate --config /dev/fd/3 3<reminders.json",
    "workday-ics generate --config /proc/self/fd/0 <reminders.json",
    "workday-ics generate --config /dev/stdin <reminders.json",
    "mkfifo pipes/config; cat reminders.json >pipes/config & workday-ics generate --config pipes/config",
  ])
  func aConfigurationFromAStreamIsRelativeToTheCurrentFolder(command: String) throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("pipes"), withIntermediateDirectories: true)
    let result = try Tool.runShell(command, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.summaries(folder.appendingPathComponent("out/eve.ics")) == ["Leave early": 7])
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("work.ics").path))
  }

  @Test func aMistakeAnywhereWritesNothing() throws {
    let folder = try Self.folder()
    let broken = Self.configuration.replacingOccurrences(
      of: #""beforeDaysOff": true"#, with: #""beforeDaysOff": "yes""#)
    let file = folder.appendingPathComponent("reminders.json")
    try Data(broken.utf8).write(to: file)
    try Data("old".utf8).write(to: folder.appendingPathComponent("work.ics"))
    let result = try runInProcess(["generate", "--config", file.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(file.path): calendars[1].reminders[0].beforeDaysOff: expected true or false, got \"yes\"\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("work.ics"), encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/eve.ics").path))
  }

  @Test func rangeOptionsOverrideTheFileAndReminderOptionsAreRefused() throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("reminders.json").path
    #expect(try runInProcess(["generate", "--config", file, "--from", "2026-10-01", "--to", "2026-10-31"]).status == 0)
    let work = try Self.summaries(folder.appendingPathComponent("work.ics"))
    #expect(work["Month-end report"] == 1)
    let refused = try runInProcess(["generate", "--config", file, "--time", "09:00"])
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("workday-ics: --time cannot be used with --config"))
    let several = try runInProcess(["generate", "--config", file, "-o", "x.ics"])
    #expect(several.status == 2)
    #expect(try runInProcess(["generate", "--config", folder.appendingPathComponent("missing.json").path]).status == 2)
  }

  /// The first and last day of the events `generate` printed.
  private static func span(_ result: Tool.Result) -> (first: String?, last: String?) {
    let days = ContentLine.unfold(result.stdout).filter { $0.hasPrefix("DTSTART;") }.compactMap {
      $0.split(separator: ":").last.map { String($0.prefix(8)) }
    }
    return (days.first, days.last)
  }

  @Test func oneEndOfTheFilesRangeOverriddenKeepsTheOther() throws {
    let folder = try Tool.temporaryFolder()
    try Data(
      #"{"from": "2026-03-01", "to": "2026-03-31", "calendars": [{"reminders": [{"title": "上班", "time": "09:00"}]}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("ft.json"))
    let generate = ["generate", "--config", "ft.json", "-q"]
    let from = try runInProcess(generate + ["--from", "2026-03-15"], in: folder)
    #expect(from.status == 0, "\(from.stderr)")
    #expect(Self.span(from) == ("20260316", "20260331"), "the file's \"to\" kept")
    let to = try runInProcess(generate + ["--to", "2026-04-30"], in: folder)
    #expect(to.status == 0, "\(to.stderr)")
    #expect(Self.span(to) == ("20260302", "20260430"), "the file's \"from\" kept")
    let whole = try runInProcess(["generate", "--from", "2026-03-01", "--to", "2026-04-30", "-q"], in: folder)
    #expect(to.stdoutBytes == whole.stdoutBytes)
    let after = try runInProcess(generate + ["--from", "2026-04-01"], in: folder)
    #expect(after.stderr.hasPrefix("workday-ics: --from 2026-04-01 is after \"to\" 2026-03-31 of ft.json\n"))
    #expect(after.status == 2)
  }

  @Test func aFilesYearWithOneEndOverriddenIsNamedAsTheYear() throws {
    let folder = try Tool.temporaryFolder()
    try Data(#"{"year": 2026, "calendars": [{"reminders": [{"title": "上班", "time": "09:00"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("y.json"))
    let generate = ["generate", "--config", "y.json", "-q"]
    let from = try runInProcess(generate + ["--from", "2026-12-01"], in: folder)
    #expect(Self.span(from) == ("20261201", "20261231"))
    let after = try runInProcess(generate + ["--from", "2027-01-04"], in: folder)
    #expect(after.stderr.hasPrefix("workday-ics: --from 2027-01-04 is after \"year\" 2026-12-31 of y.json\n"))
  }

  /// A missing year's message says what was asked of the data in the
  /// same words whether the command line or the configuration asked it:
  /// only the given files (`"builtinData": false`), a provisional year.
  @Test(
    arguments: [
      (
        #""builtinData": false, "holidays": ["2026.json"], "year": 2027"#,
        ["--no-builtin-data", "--holidays", "2026.json", "--year", "2027"]
      ),
      (#""provisional": true, "year": 2029"#, ["--provisional", "--year", "2029"]),
    ])
  func aMissingYearIsExplainedAlikeFromAConfiguration(keys: String, options: [String]) throws {
    let folder = try Tool.temporaryFolder()
    try Data(#"{"year": 2026, "papers": [], "days": [{"name": "元旦", "date": "2026-01-01", "isOffDay": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("2026.json"))
    try Data(#"{\#(keys), "calendars": [{"reminders": [{"time": "09:00"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("c.json"))
    let configured = try runInProcess(["generate", "--config", "c.json"], in: folder)
    let commandLine = try runInProcess(["generate"] + options, in: folder)
    #expect(configured.status == 2)
    #expect(commandLine.status == 2)
    #expect(configured.stderr == commandLine.stderr)
  }

  @Test func aMissingSecondFolderWritesNeitherFile() throws {
    let folder = try Self.folder()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
    try Data("old".utf8).write(to: folder.appendingPathComponent("work.ics"))
    let result = try runInProcess(["generate", "--config", folder.appendingPathComponent("reminders.json").path])
    #expect(result.status == 4)
    #expect(
      result.stderr.contains("cannot write '\(folder.path)/out/eve.ics': No such file or directory"), "\(result.stderr)"
    )
    #expect(try String(contentsOf: folder.appendingPathComponent("work.ics"), encoding: .utf8) == "old")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["leave.json", "reminders.json", "work.ics"], "no temporary file is left")
  }

  @Test(arguments: [
    (
      #"[{"output": "-", "reminders": [{}]}]"#,
      #"calendars[0].output: "-" is not a file here; leave "output" out (and give no other calendar) to write to standard output"#
    ),
    (
      #"[{"output": "same.ics", "reminders": [{}]}, {"output": "./same.ics", "reminders": [{"title": "b"}]}]"#,
      #"calendars[1].output: "./same.ics" is also the output of calendars[0]; each calendar needs its own file"#
    ),
    (
      #"[{"output": "a/../reminders.json", "reminders": [{}]}]"#,
      #"calendars[0].output: "a/../reminders.json" is the configuration file itself"#
    ),
    (
      #"[{"reminders": [{}]}, {"output": "b.ics", "reminders": [{"title": "b"}]}]"#,
      #"calendars[0]: missing key "output": with several calendars each needs its own file"#
    ),
  ])
  func outputsThatWouldLoseSomethingAreRefused(calendars: String, message: String) throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("reminders.json")
    let text = #"{"year": 2026, "calendars": "# + calendars + "}"
    try Data(text.utf8).write(to: file)
    let result = try runInProcess(["generate", "--config", file.path])
    #expect(result.status == 2)
    #expect(result.stderr == "workday-ics: \(file.path): \(message)\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["reminders.json"])
  }

  /// Two calendars that would share UIDs (the same name, work week and a
  /// reminder id) are refused: the file's name is no part of the identity.
  @Test func twoCalendarsWithTheSameReminderDoNotShareUIDs() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("reminders.json")
    let unnamed =
      #"{"from": "2026-10-01", "to": "2026-10-31", "calendars": [{"output": "a.ics", "reminders": [{"title": "Clock in", "time": "08:50"}]}, {"output": "b.ics", "reminders": [{"title": "Clock in", "time": "09:30"}]}]}"#
    try Data(unnamed.utf8).write(to: file)
    let refused = try runInProcess(["generate", "--config", file.path])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("calendars[1]: has the name and work week of calendars[0]"), "\(refused.stderr)")
    let named = unnamed.replacingOccurrences(of: #"{"output": "b.ics","#, with: #"{"output": "b.ics", "name": "Late","#)
    try Data(named.utf8).write(to: file)
    #expect(try runInProcess(["generate", "--config", file.path]).status == 0)
    func uids(_ name: String) throws -> Set<String> {
      Set(
        ContentLine.unfold(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).filter {
          $0.hasPrefix("UID:")
        })
    }
    #expect(try uids("a.ics").count == 18)
    #expect(try uids("a.ics").isDisjoint(with: try uids("b.ics")))
  }

  /// Every calendar-wide option has its key: `provisional` and
  /// `builtinData` write what `--provisional` and `--no-builtin-data` write.
  @Test(arguments: [
    (#""provisional": true"#, ["--provisional"], "2027-01-01", "2027-01-31"),
    (
      #""builtinData": false, "holidays": ["h.json"]"#, ["--no-builtin-data", "--holidays", "h.json"], "2020-01-01",
      "2020-01-31"
    ),
  ])
  func aCalendarWideOptionHasItsKey(key: String, options: [String], from: String, to: String) throws {
    let folder = try Tool.temporaryFolder()
    try Data(Tool.holidayFile("2020.json").utf8).write(to: folder.appendingPathComponent("h.json"))
    let configuration = """
      {"from": "\(from)", "to": "\(to)", \(key), "calendars": [{"reminders": [{"title": "Clock in", "time": "08:50"}]}]}
      """
    try Data(configuration.utf8).write(to: folder.appendingPathComponent("c.json"))
    let fromFile = try runInProcess(["generate", "--config", "c.json"], in: folder)
    let fromCommandLine = try runInProcess(
      ["generate", "--from", from, "--to", to, "--title", "Clock in", "--time", "08:50"] + options, in: folder)
    #expect(fromFile.status == 0, "\(fromFile.stderr)")
    #expect(fromFile.stdoutBytes == fromCommandLine.stdoutBytes)
    #expect(fromFile.stderr == fromCommandLine.stderr)
    // The command line asks for it over a file that does not.
    let plain =
      #"{"from": "\#(from)", "to": "\#(to)", "calendars": [{"reminders": [{"title": "Clock in", "time": "08:50"}]}]}"#
    try Data(plain.utf8).write(to: folder.appendingPathComponent("plain.json"))
    let both = try runInProcess(["generate", "--config", "plain.json"] + options, in: folder)
    #expect(both.stdoutBytes == fromCommandLine.stdoutBytes)
  }
}
