import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics generate`: an .ics calendar of a reminder on every real
/// working day (or the days of another rule), with alarms.
struct GenerateCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("generate", atMost: 0)
    let generation = try Generation.run(try generationRequest(arguments, checkingOutputs: true, files: run.files))
    for warning in generation.warnings { run.warn(warning) }
    try GeneratedCalendar.write(generation.calendars)
    return 0
  }

  /// What the options ask for: the configuration's calendars with
  /// `--config` (``ConfiguredGeneration``), else the one calendar of one
  /// reminder the command line describes.
  ///
  /// - Parameter checkingOutputs: whether a configuration's outputs are
  ///   checked and calendars whose events would share UIDs refused (not
  ///   for `sync`, which writes no files and refuses them itself).
  /// - Parameter files: the run's reads and checks (``FileSession``).
  static func generationRequest(_ arguments: Arguments, checkingOutputs: Bool, files: FileSession) throws
    -> GenerationRequest
  {
    if let path = arguments.value(.config) {
      return try ConfiguredGeneration.request(
        arguments, configuration: path, checkingOutputs: checkingOutputs, files: files)
    }
    let settings = try RequestSettings.of(arguments, in: files.context, range: .withDefault)
    var calendar = try CalendarRequest(arguments)
    calendar.reminders = [try self.request(arguments, language: settings.language)]
    return GenerationRequest(
      settings: settings, calendars: [calendar], origin: .commandLine,
      timestamp: try DocumentTimestamp.current(in: files.context), files: files)
  }

  /// The reminder's fields as given on the command line, with the
  /// request's `language` (only when asked: a calendar file never
  /// follows the locale).
  static func request(_ arguments: Arguments, language: Language?) throws -> ReminderRequest {
    var request = ReminderRequest()
    request.title = arguments.value(.title)
    request.location = arguments.value(.location)
    request.description = arguments.value(.description)
    request.url = arguments.value(.url)
    request.id = arguments.value(.id)
    request.time = arguments.value(.time)
    request.duration = arguments.value(.duration)
    request.allDay = arguments.has(.allDay)
    request.busy = arguments.has(.busy)
    request.language = language
    if arguments.has(.noMakeUpMark) { request.markMakeUpDays = false }
    if arguments.has(.noAlarm) {
      if arguments.has(.alarm) {
        throw UsageError(message: "\(Option.alarm) and \(Option.noAlarm) cannot be used together")
      }
      request.alarms = []
    } else if arguments.has(.alarm) {
      request.alarms = arguments.values(.alarm)
    }
    request.rule = arguments.value(.rule)
    // A fixed date, as --week-anchor: a rule counts its weeks (or every
    // n-th working day) from it, and `today` would move them with each run.
    request.ruleStart = try arguments.value(.ruleStart).map { text throws(UsageError) in
      guard let day = CivilDate(iso8601: text) else {
        throw UsageError(
          message:
            "invalid \(Option.ruleStart) '\(VisibleText.excerpt(text))': expected a fixed date such as 2026-01-06 (the rule counts from it, so a day that moves with each run, such as today, cannot be one)"
        )
      }
      return day
    }
    request.onDayOff = arguments.value(.onDayOff)
    if arguments.has(.addMakeUpDays) {
      if arguments.has(.noMakeUpDays) {
        throw UsageError(message: "\(Option.addMakeUpDays) and \(Option.noMakeUpDays) cannot be used together")
      }
      request.addMakeUpDays = true
    } else if arguments.has(.noMakeUpDays) {
      if arguments.has(.only) {
        throw UsageError(
          message:
            "\(Option.only) and \(Option.noMakeUpDays) cannot be used together: \(Option.only) make-up-days is the make-up workdays alone"
        )
      }
      request.addMakeUpDays = false
    }
    request.only = arguments.value(.only)
    if let text = arguments.value(.workdayOfMonth) {
      guard let values = WorkdaySelector.positions(parsing: text) else {
        throw UsageError(
          message:
            "invalid \(Option.workdayOfMonth) '\(text)': expected positions such as 1 (the first working day), -1 (the last) or 1,-1"
        )
      }
      request.workdayOfMonth = values
    }
    if let text = arguments.value(.everyNthWorkday) {
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else {
        throw UsageError(
          message: "invalid \(Option.everyNthWorkday) '\(text)': expected a number of working days such as 3")
      }
      request.everyNthWorkday = value
    }
    request.beforeDaysOff = arguments.has(.beforeDaysOff)
    request.afterDaysOff = arguments.has(.afterDaysOff)
    return request
  }
}
