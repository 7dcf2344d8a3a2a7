import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

/// `generate` and `generate --config` build one request and run one job
/// (``GenerationRequest/generate()``), which returns its warnings as values.
struct GenerationTests {
  /// A reminder with a warning of each kind a reminder can have: a rule
  /// that leaves out make-up days, a day off moved out of the range, and
  /// an alarm after the start; the range ends where the data ends.
  static let commandLine = [
    "generate", "--from", "2026-09-01", "--to", "2026-12-31", "--rule", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    "--rule-start", "2026-01-05", "--on-day-off", "next-workday", "--alarm", "+1d 08:00", "--title", "Clock in",
  ]
  static let configuration = #"""
    {"from": "2026-09-01", "to": "2026-12-31", "calendars": [{"reminders": [
      {"title": "Clock in", "rule": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "ruleStart": "2026-01-05",
       "onDayOff": "next-workday", "alarms": ["+1d 08:00"]}]}]}
    """#

  private static func request(_ words: [String], in folder: URL? = nil) throws -> GenerationRequest {
    let arguments = try Arguments(Array(words.dropFirst()), accepting: GenerateCommand().options)
    return try GenerationRequest(
      arguments, checkingOutputs: true,
      in: Run(context: RunContext(environment: Tool.environment(adding: [:]), directory: folder?.path)))
  }

  /// The command line's options and a configuration's keys that say the
  /// same fill one request value alike, field by field.
  @Test func theCommandLineAndAConfigurationFillOneValue() throws {
    let folder = try Tool.temporaryFolder()
    try Data(
      #"""
      {"year": 2026, "workWeek": "MO-SA/MO-FR", "weekAnchor": "2026-01-05", "timeZone": "Asia/Tokyo",
       "groups": ["women"], "halfDay": "morning", "provisional": true, "assumeRegularWeek": true,
       "calendars": [{"reminders": [{"time": "09:00"}]}]}
      """#.utf8
    ).write(to: folder.appendingPathComponent("c.json"))
    let configured = try Self.request(["generate", "--config", "c.json"], in: folder).settings
    let given = try Self.request(
      [
        "generate", "--year", "2026", "--work-week", "MO-SA/MO-FR", "--week-anchor", "2026-01-05", "--time-zone",
        "Asia/Tokyo", "--group", "women", "--half-day", "morning", "--provisional", "--assume-regular-week",
        "--time", "09:00",
      ], in: folder
    ).settings
    #expect(configured.workWeek == given.workWeek && given.workWeek != nil)
    #expect(configured.timeZone == given.timeZone && given.timeZone?.identifier == "Asia/Tokyo")
    #expect(configured.groups == given.groups && configured.halfDay == given.halfDay)
    #expect(configured.provisional == given.provisional && configured.assumesRegularWeek == given.assumesRegularWeek)
    #expect(configured.range.years == given.range.years && configured.range.today == given.range.today)
    #expect(configured.usesBuiltInData == given.usesBuiltInData && configured.holidays == given.holidays)
  }

  @Test func theJobReturnsItsWarningsAsValues() throws {
    let request = try Self.request(Self.commandLine)
    let result = try request.generate()
    #expect(result.made.calendars.count == 1 && request.calendars.map(\.output) == [nil])
    let kinds = result.warnings.map { warning -> String in
      switch warning {
      case .calendarEndsWithTheData, .calendarRunsIntoProvisionalYear, .assumedYears, .provisionalYear,
        .unsettledDecember, .olderCopyUnused, .noDataFolder:
        "data"
      case .calendar(.missedMakeUpDays, let spelling, _, _, _): "missed \(spelling)"
      case .calendar(.daysMovedOutOfRange, _, _, _, _), .calendar(.daysMovedBeforeRuleStart, _, _, _, _),
        .calendar(.beforeUnpublishedDaysOff, _, _, _, _), .expandMovedBeforeStart:
        "moved"
      case .calendar(.alarm, _, _, _, _): "alarm"
      case .calendar(.emptyCalendar, _, _, _, _): "empty"
      case .narrowTerminal, .lunarYearsOutOfRange: "cal"
      case .todayElsewhere: "today"
      case .occurrencesEndWithTheData: "expand"
      }
    }
    #expect(kinds.filter { $0 != "data" } == ["missed commandLine", "alarm"], "\(result.warnings)")
    #expect(kinds.first == "data", "the data's warnings come first")
  }

  @Test func theCommandLineAndAConfigurationWarnAlikeInOneOrder() throws {
    let folder = try Tool.temporaryFolder()
    try Data(Self.configuration.utf8).write(to: folder.appendingPathComponent("reminders.json"))
    let fromCommandLine = try runInProcess(Self.commandLine)
    let fromConfiguration = try runInProcess(["generate", "--config", "reminders.json"], in: folder)
    #expect(fromCommandLine.status == 0 && fromConfiguration.status == 0)
    #expect(fromCommandLine.stdoutBytes == fromConfiguration.stdoutBytes)
    let spelled = fromConfiguration.stderr.replacingOccurrences(
      of: #""addMakeUpDays": true, or leave them out with "addMakeUpDays": false"#,
      with: "--add-make-up-days, or leave them out with --no-make-up-days")
    #expect(fromCommandLine.stderr.split(separator: "\n").count >= 3, "\(fromCommandLine.stderr)")
    #expect(spelled == fromCommandLine.stderr)
  }
}
