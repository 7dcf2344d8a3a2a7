import HolidayKit

/// `workday-ics next [DATE]`, `previous [DATE]` and `add DATE N`: the
/// working day a number of working days away.
struct StepCommand {
  /// `next`, `previous` or `add`.
  let name: String

  static func run(_ name: String, _ arguments: Arguments, in run: Run) throws -> Int32 {
    let options = try QueryOptions(arguments, in: run.context)
    let date: CivilDate
    let count: Int
    let operand: String?
    if name == "add" {
      let operands = try arguments.operands(name, atMost: 2)
      guard operands.count == 2 else {
        throw UsageError(message: "add: expected a date and a number of working days, such as 'add 2026-09-30 3'")
      }
      operand = operands[0]
      date = try options.date(operands[0], for: name)
      guard let value = Int(operands[1]) else {
        throw UsageError(
          message: "invalid number of working days '\(operands[1])': expected an integer such as 3 or -2")
      }
      count = value
    } else {
      let operands = try arguments.operands(name, atMost: 1)
      operand = operands.first
      date = try operands.first.map { try options.date($0, for: name) } ?? options.today()
      count = name == "next" ? 1 : -1
    }
    let calendar = try options.calendar(session: run.files)
    let result = try calendar.adding(workingDays: count, to: date)
    let day = try calendar.day(result)
    for warning in try Warning.aboutData(calendar: calendar, from: date, through: result, session: run.files) {
      run.warn(warning)
    }
    if QueryOptions.countsFromToday(operand), let elsewhere = options.todayElsewhere() { run.warn(elsewhere) }
    run.terminal.print(
      arguments.has(.json)
        ? DayReport.json(day, groupsAsked: !options.groups.groups.isEmpty).jsonText
        : DayReport.line(day, in: options.language))
    return 0
  }
}
