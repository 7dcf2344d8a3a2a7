import HolidayKit

/// `workday-ics check [DATE]`: is DATE a working day? Exit 0 yes, 1 no.
struct CheckCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let options = try QueryOptions(arguments)
    let operands = try arguments.operands("check", atMost: 1)
    let date = try operands.first.map { try options.date($0, for: "check") } ?? options.today()
    let (calendar, official) = try options.calendars(session: run.files)
    let kind = try calendar.kind(of: date)
    for warning in Warning.aboutData(calendar: calendar, from: date, through: date) {
      run.warn(warning)
    }
    let details = DayDetails.of(
      from: date, through: date, calendar: calendar, official: official, groups: options.groups)[date]
    run.terminal.print(
      arguments.has(.json)
        ? DayReport.json(date, kind, details).jsonText : DayReport.sentence(date, kind, details, in: options.language))
    return kind.isWorkingDay ? 0 : 1
  }
}
