import Foundation
import HolidayKit

/// `workday-ics generate`: an .ics calendar of a reminder on every real
/// working day (or the days of another rule), with alarms.
enum GenerateCommand {
  static let specs =
    QueryOptions.specs + CalendarOptions.specs + [
      OptionSpec(name: "--title", takesValue: true),
      OptionSpec(name: "--location", takesValue: true),
      OptionSpec(name: "--description", takesValue: true),
      OptionSpec(name: "--url", takesValue: true),
      OptionSpec(name: "--id", takesValue: true),
      OptionSpec(name: "--time", takesValue: true),
      OptionSpec(name: "--duration", takesValue: true),
      OptionSpec(name: "--all-day", takesValue: false),
      OptionSpec(name: "--rule", takesValue: true),
      OptionSpec(name: "--rule-start", takesValue: true),
      OptionSpec(name: "--on-day-off", takesValue: true),
      OptionSpec(name: "--add-make-up-days", takesValue: false),
      OptionSpec(name: "--no-make-up-days", takesValue: false),
      OptionSpec(name: "--only", takesValue: true),
      OptionSpec(name: "--alarm", takesValue: true),
      OptionSpec(name: "--no-alarm", takesValue: false),
      OptionSpec(name: "--style", takesValue: true),
    ]

  static func run(_ arguments: Arguments) throws -> Int32 {
    _ = try arguments.operands("generate", atMost: 0)
    let options = try QueryOptions(arguments)
    let output = try CalendarOptions(arguments, options: options)
    let title = try text(arguments.value("--title") ?? "上班", for: "--title")
    let identifier = arguments.value("--id") ?? Reminder.identifier(forTitle: title)
    guard Reminder.isValidIdentifier(identifier) else {
      throw UsageError(message: "invalid --id '\(identifier)': expected 1 to 64 letters, digits, '-', '_' or '.'")
    }
    let allDay = arguments.has("--all-day")
    var time: TimeOfDay? = nil
    if !allDay {
      let text = arguments.value("--time") ?? "09:00"
      guard let value = TimeOfDay(parsing: text) else {
        throw UsageError(message: "invalid --time '\(text)': expected HH:MM such as 08:50")
      }
      time = value
    } else if arguments.has("--time") {
      throw UsageError(message: "--time and --all-day cannot be used together")
    }
    var duration = ICalendarDuration(seconds: 1800)
    if let text = arguments.value("--duration") {
      guard let value = ICalendarDuration(parsing: text), value.seconds > 0 else {
        throw UsageError(message: "invalid --duration '\(text)': expected a length such as 10m, 1h or 1h30m")
      }
      duration = value
    }
    var alarms: [AlarmTrigger] = []
    if !arguments.has("--no-alarm") {
      let texts = arguments.values("--alarm")
      for text in texts.isEmpty ? [allDay ? "-1d 21:00" : "10m"] : texts {
        guard let trigger = AlarmTrigger(parsing: text) else {
          throw UsageError(
            message: "invalid --alarm '\(text)': expected a time before the start such as 10m, 1h or 1d, 0 for the start, or a day and time such as '-1d 21:00'")
        }
        alarms.append(trigger)
      }
    } else if arguments.has("--alarm") {
      throw UsageError(message: "--alarm and --no-alarm cannot be used together")
    }
    let calendar = try options.calendar()
    let (start, end) = try output.range(calendar: calendar)
    var selection = DaySelection()
    if let text = arguments.value("--rule") {
      let rule: RecurrenceRule
      do {
        rule = try RecurrenceRule(parsing: text)
      } catch let error as RecurrenceRuleError {
        throw InputError(message: "--rule: \(error)")
      }
      guard !rule.needsTimeOfDay else {
        throw InputError(
          message: "--rule: generate takes a rule of whole days (DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND); set the time with --time")
      }
      let ruleStart = try arguments.value("--rule-start").map { try options.date($0, for: "--rule-start") } ?? start
      selection = DaySelection(base: .rule(rule, start: ruleStart))
    } else if arguments.has("--rule-start") {
      throw UsageError(message: "--rule-start needs --rule")
    }
    if let text = arguments.value("--on-day-off") {
      guard let policy = DaySelection.DayOffPolicy(rawValue: text) else {
        throw UsageError(
          message: "invalid --on-day-off '\(text)': expected one of "
            + DaySelection.DayOffPolicy.allCases.map(\.rawValue).joined(separator: ", "))
      }
      selection.dayOffPolicy = policy
    }
    if arguments.has("--add-make-up-days") { selection.addsMakeUpDays = true }
    if arguments.has("--no-make-up-days") { selection.addsMakeUpDays = false }
    if let text = arguments.value("--only") {
      guard text == "make-up-days" else {
        throw UsageError(message: "invalid --only '\(text)': expected make-up-days")
      }
      selection.onlyMakeUpDays = true
    }
    let style = try output.style(arguments.value("--style"))
    let reminder = Reminder(
      identifier: identifier, title: title, location: try arguments.value("--location").map { try text($0, for: "--location") },
      notes: try arguments.value("--description").map { try text($0, for: "--description") },
      url: try arguments.value("--url").map(url), time: time, duration: duration, alarms: alarms, selection: selection)
    let days = try calendar.schedule(selection, from: start, through: end)
    var document = try output.document(timeZone: options.timeZone, from: start, through: end, defaultName: title)
    document.description = CalendarDescription.text(calendar: calendar, from: start, through: end)
    let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: options.timeZone)
    output.warn(calendar: calendar, from: start, through: end, options: options)
    try OutputFile.write(to: output.path) { stream in
      document.write(events: events.events(for: days, style: style), includesTimeZone: !allDay, to: &stream)
    }
    return 0
  }

  /// A TEXT value from an option, without control characters.
  static func text(_ value: String, for option: String) throws(UsageError) -> String {
    do {
      try TextValue.validate(value)
    } catch {
      throw UsageError(message: "invalid \(option): \(error)")
    }
    return value
  }

  /// A URI from `--url`: a scheme, a colon, and no spaces or control characters.
  static func url(_ value: String) throws(UsageError) -> String {
    let scheme = value.prefix { $0 != ":" }
    guard scheme.count < value.count, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
      value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    else {
      throw UsageError(message: "invalid --url '\(value)': expected an absolute URI such as https://example.com/")
    }
    return value
  }
}
