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
    // A count over days no notice covers says so, as every answer does.
    let provisional = calendar.holidays.provisionalYears.contains { $0 >= start.year && $0 <= end.year }
    let assumed = calendar.assumesRegularWeek && !calendar.uncoveredYears(from: start, through: end).isEmpty
    if arguments.has("--json") {
      Terminal.print(
        JSONValue.object([
          ("from", .string(start.iso8601)), ("to", .string(end.iso8601)),
          ("workingDays", .number(String(count))), ("provisional", .bool(provisional || assumed)),
        ]).jsonText)
    } else {
      var marks: [String] = []
      if provisional { marks.append(options.language == .chinese ? "[暂定]" : "[provisional]") }
      if assumed { marks.append(DayReport.assumedMark(in: options.language)) }
      Terminal.print(([String(count)] + marks).joinedText(separator: " "))
    }
    return 0
  }
}
