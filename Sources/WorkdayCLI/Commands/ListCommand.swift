import HolidayKit

/// `workday-ics list --from DATE --to DATE [--only KIND]`: one day per line.
struct ListCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let options = try QueryOptions(arguments)
    _ = try arguments.operands("list", atMost: 0)
    let (start, end) = try RangeOptions.range(arguments, options: options, command: "list")
    var filter = DayFilter.all
    if let text = arguments.value(.only) {
      guard let value = DayFilter(rawValue: text) else {
        throw UsageError(
          message: "invalid \(Option.only) '\(text)': expected one of "
            + DayFilter.allCases.map(\.rawValue).joined(separator: ", "))
      }
      filter = value
    }
    let (calendar, official) = try options.calendars(session: run.files)
    let days = try calendar.days(from: start, through: end, matching: filter)
    for warning in Warning.aboutData(calendar: calendar, from: start, through: end) {
      run.warn(warning)
    }
    let details = DayDetails.of(
      from: start, through: end, calendar: calendar, official: official, groups: options.groups)
    if arguments.has(.json) {
      run.terminal.print(JSONValue.array(days.map { DayReport.json($0.date, $0.kind, details[$0.date]) }).jsonText)
    } else {
      var text = ""
      for day in days { text += DayReport.line(day.date, day.kind, details[day.date], in: options.language) + "\n" }
      run.terminal.write(text)
    }
    return 0
  }
}

/// `--from DATE --to DATE`, both required, inclusive.
enum RangeOptions {
  static func range(
    _ arguments: Arguments, options: QueryOptions, command: String
  ) throws -> (CivilDate, CivilDate) {
    guard let from = arguments.value(.from), let to = arguments.value(.to) else {
      throw UsageError(message: "\(command): \(Option.from) DATE and \(Option.to) DATE are required")
    }
    let start = try options.date(from, for: "\(Option.from)")
    let end = try options.date(to, for: "\(Option.to)")
    guard start <= end else {
      throw UsageError(message: "\(command): \(Option.from) \(start) is after \(Option.to) \(end)")
    }
    return (start, end)
  }
}
