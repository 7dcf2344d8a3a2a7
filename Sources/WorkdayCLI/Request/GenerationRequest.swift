import HolidayKit
import HolidayKitICalendar

/// Everything `generate` (and `sync`) is asked for, the same value whether
/// the command line or a configuration file asks: where the days come
/// from, the range, and each calendar with its reminders. ``generate()``
/// runs it.
struct GenerationRequest {
  /// The holiday data, work week, groups, zone, language and range.
  var settings: RequestSettings
  /// The calendars, in order.
  var calendars: [CalendarRequest]
  /// Where the request came from.
  var origin: RequestSettings.Origin
  /// DTSTAMP (``DocumentTimestamp``).
  var timestamp: LocalDateTime
  /// Whether two calendars whose events would share UIDs are refused
  /// (`sync` refuses two calendars of one name itself).
  var refusesSharedUIDs = false
  /// The run's reads and checks: the configuration read into it, the
  /// data the job reads, and the inputs the outputs may not replace.
  var files: FileSession

  /// How the request's messages name its fields.
  var spelling: Warning.RequestSpelling {
    switch origin {
    case .commandLine: .commandLine
    case .configuration: .configuration
    }
  }

  /// A reminder's problem on the command line: the option named, and the
  /// choice a mistyped value was meant to be.
  static func usageError(_ problem: ReminderRequest.Problem) -> UsageError {
    UsageError(message: problem.message(naming: \.optionName) + suggestion(for: problem))
  }

  /// The choice a mistyped `--on-day-off` or `--only` was meant to be
  /// (`; did you mean 'skip'?`), else empty.
  private static func suggestion(for problem: ReminderRequest.Problem) -> String {
    switch problem {
    case .invalid(.onDayOff, let value, _):
      Suggestion.didYouMean(value, among: DaySelection.DayOffPolicy.allCases.map(\.rawValue))
    case .invalid(.only, let value, _) where value.contains("off") || value.contains("holiday"):
      "; the days off are a calendar of their own: workday-ics holidays"
    case .invalid(.only, let value, _):
      Suggestion.didYouMean(value, among: ["make-up-days"])
    default: ""
    }
  }

  /// A reminder the job could not build (``HolidayKitICalendar/ReminderRequestProblem``),
  /// in the words of who asked for it: on the command line the option
  /// named (``usageError(_:)``), in a configuration the reminder's JSON path.
  func error(_ problem: ReminderRequestProblem) -> any Error {
    switch origin {
    case .commandLine:
      Self.usageError(problem.problem)
    case .configuration(_, let source):
      Configuration.problem(
        problem.problem, at: "\(calendars[problem.calendar].path).reminders[\(problem.reminder)]",
        ConfigurationReader(source: source))
    }
  }
}
