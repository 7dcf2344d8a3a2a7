import HolidayKit

/// `workday-ics check [DATE]`: is DATE a working day? Exit 0 yes, 1 no.
struct CheckCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let options = try QueryOptions(arguments, in: run.context)
    let operands = try arguments.operands("check", atMost: 1)
    let date = try operands.first.map { try options.date($0, for: "check") } ?? options.today()
    let calendar = try options.calendar(session: run.files)
    let day = try calendar.day(date)
    for warning in try Warning.aboutData(calendar: calendar, from: date, through: date, session: run.files) {
      run.warn(warning)
    }
    if QueryOptions.countsFromToday(operands.first), let elsewhere = options.todayElsewhere() { run.warn(elsewhere) }
    run.terminal.print(
      arguments.has(.json)
        ? DayReport.json(day, groupsAsked: !options.groups.groups.isEmpty).jsonText
        : DayReport.sentence(day, in: options.language))
    return day.isWorkingDay ? 0 : 1
  }
}
