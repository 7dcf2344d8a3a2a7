import HolidayKit

/// The command line's filler of a reminder (`generate`, `sync`).
extension ReminderRequest {
  /// The reminder's fields as given on the command line, with the
  /// request's `language` (only when asked: a calendar file never
  /// follows the locale).
  init(_ arguments: Arguments, language: Language?) throws {
    self.init()
    title = arguments.value(.title)
    location = arguments.value(.location)
    description = arguments.value(.description)
    url = arguments.value(.url)
    id = arguments.value(.id)
    time = arguments.value(.time)
    duration = arguments.value(.duration)
    allDay = arguments.has(.allDay)
    busy = arguments.has(.busy)
    self.language = language
    if arguments.has(.noMakeUpMark) { markMakeUpDays = false }
    if arguments.has(.noAlarm) {
      if arguments.has(.alarm) {
        throw UsageError(message: "\(Option.alarm) and \(Option.noAlarm) cannot be used together")
      }
      alarms = []
    } else if arguments.has(.alarm) {
      alarms = arguments.values(.alarm)
    }
    rule = arguments.value(.rule)
    // A fixed date, as --week-anchor: a rule counts its weeks (or every
    // n-th working day) from it, and `today` would move them with each run.
    ruleStart = try arguments.value(.ruleStart).map { text throws(UsageError) in
      guard let day = CivilDate(iso8601: text) else {
        throw UsageError(
          message:
            "invalid \(Option.ruleStart) '\(VisibleText.excerpt(text))': expected a fixed date such as 2026-01-06 (the rule counts from it, so a day that moves with each run, such as today, cannot be one)"
        )
      }
      return day
    }
    onDayOff = arguments.value(.onDayOff)
    if arguments.has(.addMakeUpDays) {
      if arguments.has(.noMakeUpDays) {
        throw UsageError(message: "\(Option.addMakeUpDays) and \(Option.noMakeUpDays) cannot be used together")
      }
      addMakeUpDays = true
    } else if arguments.has(.noMakeUpDays) {
      if arguments.has(.only) {
        throw UsageError(
          message:
            "\(Option.only) and \(Option.noMakeUpDays) cannot be used together: \(Option.only) make-up-days is the make-up workdays alone"
        )
      }
      addMakeUpDays = false
    }
    only = arguments.value(.only)
    if let text = arguments.value(.workdayOfMonth) {
      guard let values = WorkdaySelector.positions(parsing: text) else {
        throw UsageError(
          message:
            "invalid \(Option.workdayOfMonth) '\(text)': expected positions such as 1 (the first working day), -1 (the last) or 1,-1"
        )
      }
      workdayOfMonth = values
    }
    if let text = arguments.value(.everyNthWorkday) {
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else {
        throw UsageError(
          message: "invalid \(Option.everyNthWorkday) '\(text)': expected a number of working days such as 3")
      }
      everyNthWorkday = value
    }
    beforeDaysOff = arguments.has(.beforeDaysOff)
    afterDaysOff = arguments.has(.afterDaysOff)
  }
}
