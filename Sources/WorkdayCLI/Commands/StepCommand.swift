import HolidayKit

/// `workday-ics next [DATE]`, `previous [DATE]` and `add DATE N`: the
/// working day a number of working days away.
struct StepCommand: Command {
  /// `next`, `previous` or `add`.
  let name: String

  var usage: String { name == "add" ? "[OPTION]... DATE N" : "[OPTION]... [DATE]" }
  var brief: String { name == "add" ? "add DATE N" : "\(name) [DATE]" }
  var operandNames: [String] { name == "add" ? ["the date", "the number of working days"] : ["the date"] }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the day printed"), .usageOrNoData, .notWritten("the answer")] }
  var summary: String {
    switch name {
    case "next": "the first working day after DATE (default today)"
    case "previous": "the last working day before DATE (default today)"
    default: "the date N working days after DATE (before if N < 0)"
    }
  }
  var about: String {
    switch name {
    case "next": "Print the first working day after DATE (default: today in \(Option.timeZone))."
    case "previous": "Print the last working day before DATE (default: today in \(Option.timeZone))."
    default:
      """
      Print the date N working days after DATE, counting from the day after it;
      N < 0 counts back (write 'add -- DATE -N' or just 'add DATE -N'); N = 0
      prints DATE itself.
      """
    }
  }
  var optionGroups: [OptionGroup] { [OptionGroup(nil, [.json]), Commands.sharedGroup] }

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings(arguments, in: run)
    let date: CivilDate
    let count: Int
    let operand: String?
    if name == "add" {
      let operands = try arguments.operands(name, atMost: 2)
      guard operands.count == 2 else {
        throw UsageError(message: "add: expected a date and a number of working days, such as 'add 2026-09-30 3'")
      }
      operand = operands[0]
      date = try request.date(operands[0], for: name, in: run.context)
      guard let value = Int(operands[1]) else {
        throw UsageError(
          message: "invalid number of working days '\(operands[1])': expected an integer such as 3 or -2")
      }
      count = value
    } else {
      let operands = try arguments.operands(name, atMost: 1)
      operand = operands.first
      date =
        try operands.first.map { try request.date($0, for: name, in: run.context) } ?? request.today(in: run.context)
      count = name == "next" ? 1 : -1
    }
    let calendar = try request.calendar(session: run.files)
    let result = try calendar.adding(workingDays: count, to: date)
    let day = try calendar.day(result)
    for warning in try Warning.aboutData(calendar: calendar, from: date, through: result, session: run.files) {
      run.warn(warning)
    }
    if RequestSettings.countsFromToday(operand), let elsewhere = request.todayElsewhere(in: run.context) {
      run.warn(elsewhere)
    }
    run.terminal.print(
      arguments.has(.json)
        ? DayReport.json(day, groupsAsked: request.asksForGroups).jsonText
        : DayReport.line(day, in: run.console.language))
    return 0
  }
}
