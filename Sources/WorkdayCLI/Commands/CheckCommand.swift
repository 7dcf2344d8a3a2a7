import HolidayKit

/// `workday-ics check [DATE]`: is DATE a working day? Exit 0 yes, 1 no.
struct CheckCommand: Command {
  var name: String { "check" }
  var usage: String { "[OPTION]... [DATE]" }
  var brief: String { "check [DATE]" }
  var summary: String { "is DATE (default today) a working day? exit 0 yes, 1 no" }
  var operandNames: [String] { ["the date"] }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "a working day"), ExitStatus(1, "a day off"), .usageOrNoData,
      .notWritten("the answer"),
    ]
  }
  var about: String {
    """
    Say whether DATE (default: today in \(Option.timeZone)) is a working day, as one
    line such as '2026-09-20 Sunday: working day (make-up workday, 国庆节)'.
    Exit status 0 for a working day and 1 for a day off (any other is an
    error, below), so that 'if workday-ics check; then ...; fi' works in
    cron.
    """
  }
  var optionGroups: [OptionGroup] {
    [OptionGroup(nil, [.json.explained("print a JSON object instead of a sentence")]), Commands.sharedGroup]
  }

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings(arguments, in: run)
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
