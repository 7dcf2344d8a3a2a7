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
  /// The options that describe one reminder or its calendar, which a
  /// configuration file gives instead.
  static let reminderOptions = Option.reminderOptions

  static func run(_ arguments: Arguments) throws -> Int32 {
    _ = try arguments.operands("generate", atMost: 0)
    if let path = arguments.value(.config) { return try ConfiguredGeneration.run(arguments, configuration: path) }
    let (reminders, document, output, _) = try calendar(arguments)
    try output.write(reminders, in: document, to: output.path)
    return 0
  }

  /// The calendar the options describe, scheduled, with its document and
  /// the range options; the warnings about it are kept for stderr.
  static func calendar(_ arguments: Arguments) throws -> (
    ReminderCalendar, ICalendarDocument, CalendarOptions, Reminder
  ) {
    let options = try QueryOptions(arguments)
    let output = try CalendarOptions(arguments, options: options)
    let request = try self.request(arguments, options: options)
    let calendar = try options.calendar()
    let (start, end) = try output.range(calendar: calendar)
    let reminder: Reminder
    do {
      reminder = try request.reminder(rangeStart: start)
    } catch {
      throw UsageError(message: error.message(naming: \.optionName))
    }
    let zone = try options.timeZone()
    let document = try output.document(
      timeZone: zone, calendar: calendar, from: start, through: end, defaultName: reminder.title)
    let reminders = try ReminderCalendar(
      reminders: [reminder], calendar: calendar, timeZone: zone, from: start, through: end,
      style: try output.style(arguments.value(.style)),
      identity: CalendarOptions.identity(of: document, calendar: calendar))
    output.warn(calendar: calendar, from: start, through: end, options: options)
    try output.warnAboutMissedMakeUpDays(
      reminder, request: request, calendar: calendar, from: start, through: end, adding: "\(Option.addMakeUpDays)",
      leaving: "\(Option.noMakeUpDays)")
    output.warnAboutDaysLeftOut(reminder, calendar: calendar, from: start, through: end)
    output.warnAboutAlarms(reminder)
    output.warnIfEmpty(reminders, path: output.path, from: start, through: end)
    return (reminders, document, output, reminder)
  }

  /// The reminder's fields as given on the command line.
  static func request(_ arguments: Arguments, options: QueryOptions) throws -> ReminderRequest {
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
    request.language = options.chosenLanguage  // only when asked: a calendar file never follows the locale
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
