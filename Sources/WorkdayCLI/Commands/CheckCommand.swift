import HolidayKit

/// `workday-ics check [DATE]`: is DATE a working day? Exit 0 yes, 1 no.
struct CheckCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings.of(arguments, in: run.context)
    let operands = try arguments.operands("check", atMost: 1)
    let date =
      try operands.first.map { try request.date($0, for: "check", in: run.context) } ?? request.today(in: run.context)
    let calendar = try request.calendar(session: run.files)
    let day = try calendar.day(date)
    for warning in try Warning.aboutData(calendar: calendar, from: date, through: date, session: run.files) {
      run.warn(warning)
    }
    if RequestSettings.countsFromToday(operands.first), let elsewhere = request.todayElsewhere(in: run.context) {
      run.warn(elsewhere)
    }
    run.terminal.print(
      arguments.has(.json)
        ? DayReport.json(day, groupsAsked: request.asksForGroups).jsonText
        : DayReport.sentence(day, in: run.console.language))
    return day.isWorkingDay ? 0 : 1
  }
}
