import HolidayKit
import Testing

@testable import WorkdayCLI

/// The request's settings as the command line and a configuration fill
/// them, merged field by field with the command line winning.
struct RequestSettingsTests {
  private static func day(_ text: String) -> CivilDate { CivilDate(iso8601: text)! }
  private static let today = day("2026-11-23")
  private static let file = CalendarRange.Origin.configuration(path: "ft.json", source: "ft.json")

  private static func range(_ years: ClosedRange<Int>?, _ from: String?, _ to: String?, origin: CalendarRange.Origin)
    -> CalendarRange
  {
    CalendarRange(years: years, from: from.map(day), to: to.map(day), today: today, origin: origin)
  }

  /// (command line, configuration) → (years, from, to).
  @Test(
    arguments: [
      // Nothing on the command line: the file's range.
      ((nil, nil, nil), (nil, "2026-03-01", "2026-03-31"), (nil, "2026-03-01", "2026-03-31")),
      // One end on the command line: the other end is the file's.
      ((nil, "2026-03-15", nil), (nil, "2026-03-01", "2026-03-31"), (nil, "2026-03-15", "2026-03-31")),
      ((nil, nil, "2026-04-30"), (nil, "2026-03-01", "2026-03-31"), (nil, "2026-03-01", "2026-04-30")),
      // A file's year counts as its first and last day.
      ((nil, "2026-12-01", nil), (2026...2026, nil, nil), (nil, "2026-12-01", "2026-12-31")),
      // --year replaces the whole range.
      ((2027...2027, nil, nil), (nil, "2026-03-01", "2026-03-31"), (2027...2027, nil, nil)),
      // Both ends given: the command line's range whole.
      ((nil, "2026-05-01", "2026-05-31"), (2026...2027, nil, nil), (nil, "2026-05-01", "2026-05-31")),
    ]
      as [(
        (ClosedRange<Int>?, String?, String?), (ClosedRange<Int>?, String?, String?),
        (ClosedRange<Int>?, String?, String?)
      )])
  func theCommandLineWinsEndByEnd(
    commandLine: (ClosedRange<Int>?, String?, String?), configuration: (ClosedRange<Int>?, String?, String?),
    expected: (ClosedRange<Int>?, String?, String?)
  ) {
    let mine = Self.range(commandLine.0, commandLine.1, commandLine.2, origin: .commandLine)
    let base = Self.range(configuration.0, configuration.1, configuration.2, origin: Self.file)
    let merged = mine.merged(over: base)
    #expect(merged.years == expected.0)
    #expect(merged.from == expected.1.map(Self.day))
    #expect(merged.to == expected.2.map(Self.day))
    #expect(merged.today == Self.today)
  }

  @Test func eachEndKeepsWhoGaveIt() {
    let merged = Self.range(nil, nil, "2026-04-30", origin: .commandLine)
      .merged(over: Self.range(nil, "2026-03-01", "2026-03-31", origin: Self.file))
    #expect(merged.fromOrigin == Self.file)
    #expect(merged.toOrigin == .commandLine)
  }

  @Test func otherFieldsTheCommandLineGivesWinAndDataFilesAreLaidInOrder() throws {
    var commandLine = RequestSettings(range: Self.range(nil, nil, nil, origin: .commandLine))
    commandLine.holidays = ["cli.json"]
    commandLine.groups = [.women]
    var file = RequestSettings(range: Self.range(nil, nil, nil, origin: Self.file))
    file.holidays = ["file.json"]
    file.groups = [.youth]
    file.halfDay = .morning
    file.workWeek = WorkWeek(parsing: "MO-SA")
    file.assumesRegularWeek = true
    let merged = try commandLine.merged(over: file, source: "ft.json")
    #expect(merged.holidays == ["file.json", "cli.json"])
    #expect(merged.groups == [.women])
    #expect(merged.halfDay == .morning)
    #expect(merged.workWeek == WorkWeek(parsing: "MO-SA"))
    #expect(merged.assumesRegularWeek == true)
  }

  /// The command line's filler of `command` over `words`, in a run whose
  /// console read the same options, as every command's run does.
  private static func fill(
    _ command: any Command, _ words: [String], range: RequestSettings.RangeUse = .none
  ) throws -> RequestSettings {
    let arguments = try Arguments(words, accepting: command.options)
    let run = Run(context: RunContext(environment: Tool.environment(adding: [:])))
    run.console = Console(arguments, in: run.context)
    return try RequestSettings(arguments, in: run, range: range)
  }

  /// `update`'s years are the request's: one by one, gaps allowed, in
  /// order; by default this year and the next of the request's today
  /// (pinned to 2026-11-23); years no date has are left out.
  @Test(arguments: [
    (["--year", "2025", "--year", "2020"], [2020, 2025]),
    (["--year", "2026-2028", "--year", "2027"], [2026, 2027, 2028]),
    ([], [2026, 2027]), (["--year", "2027"], [2027]),
  ])
  func updateTakesItsYearsOneByOneFromTheRequest(words: [String], years: [Int]) throws {
    let request = try Self.fill(UpdateCommand(), words, range: .separateYears)
    #expect(request.separateYears == years)
    #expect(request.range.years == nil)
  }

  /// The one reading of `--year` for `update` says its limit and refuses
  /// what is not a year, in the words every command uses.
  @Test(arguments: [
    (["--year", "1900-2099"], "--year: at most 100 years at a time"),
    (["--year", "2020-2069", "--year", "2070-2120"], "--year: at most 100 years at a time"),
    (["--year", "x"], "invalid --year 'x': expected a year such as 2026 or a range such as 2026-2027"),
  ])
  func updateYearsAreRefusedByTheRequest(words: [String], message: String) throws {
    #expect(throws: UsageError(message: message)) { try Self.fill(UpdateCommand(), words, range: .separateYears) }
  }

  /// `--lang` is read once, by the console; the request's language is
  /// that reading, and a value that is not a language is the request's
  /// mistake, named where the request reads its fields (after
  /// `--work-week`), in the locale's language.
  @Test func theRequestsLanguageIsTheConsolesReading() throws {
    #expect(try Self.fill(CheckCommand(), ["--lang", "ZH"]).language == .chinese)
    #expect(try Self.fill(CheckCommand(), []).language == nil)
    #expect(throws: UsageError(message: "invalid --lang 'fr': expected en or zh")) {
      try Self.fill(CheckCommand(), ["--lang", "fr"])
    }
    let arguments = try Arguments(["--lang", "zh"], accepting: CheckCommand().options)
    let run = Run(context: RunContext(environment: Tool.environment(adding: [:])))
    #expect(try RequestSettings(arguments, in: run).language == nil, "the run's console read no --lang")
    let both = try runInProcess(["check", "--work-week", "XX", "--lang", "fr"])
    #expect(both.stderr.hasPrefix("workday-ics: invalid --work-week 'XX'"), "\(both.stderr)")
    #expect(both.stderr.hasSuffix("Try 'workday-ics check --help' for more information.\n"))
  }
}
