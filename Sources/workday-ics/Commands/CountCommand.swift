import HolidayKit

/// `workday-ics count --from DATE --to DATE`: the number of working days.
enum CountCommand {
  static let specs =
    QueryOptions.specs + [
      OptionSpec(name: "--from", takesValue: true),
      OptionSpec(name: "--to", takesValue: true),
      OptionSpec(name: "--json", takesValue: false),
    ]

  static func run(_ arguments: Arguments) throws -> Int32 {
    let options = try QueryOptions(arguments)
    _ = try arguments.operands("count", atMost: 0)
    let (start, end) = try RangeOptions.range(arguments, options: options, command: "count")
    let calendar = try options.calendar()
    let count = try calendar.workingDayCount(from: start, through: end)
    options.warn(calendar: calendar, from: start, through: end)
    if arguments.has("--json") {
      Terminal.print(
        JSONValue.object([
          ("from", .string(start.iso8601)), ("to", .string(end.iso8601)),
          ("workingDays", .number(String(count))),
        ]).jsonText)
    } else {
      Terminal.print(String(count))
    }
    return 0
  }
}
