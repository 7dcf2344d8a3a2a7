import HolidayKit

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

  /// The reminders of `calendars[index]` for a range starting at
  /// `rangeStart` (which fixes where rules without a start count from).
  ///
  /// - Throws: ``UsageError`` naming the option, or ``ConfigurationError``
  ///   naming the reminder's JSON path.
  func reminders(ofCalendar index: Int, rangeStart: CivilDate) throws -> [Reminder] {
    let entry = calendars[index]
    switch origin {
    case .commandLine:
      do {
        return try entry.reminders.map { request throws(ReminderRequest.Problem) in
          try request.reminder(rangeStart: rangeStart)
        }
      } catch {
        throw Self.usageError(error)
      }
    case .configuration(_, let source):
      return try Configuration.reminders(of: entry, rangeStart: rangeStart, source: source)
    }
  }
}
