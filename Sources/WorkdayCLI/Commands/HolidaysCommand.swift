import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics holidays`: the official arrangement as an all-day calendar.
struct HolidaysCommand: Command {
  var name: String { "holidays" }
  var usage: String { "[OPTION]... [-o FILE]" }
  var brief: String { "holidays [-o FILE]" }
  var exitStatuses: [ExitStatus] {
    [ExitStatus(0, "the calendar written (or already the same)"), .usageOrNoData, .notWritten("the calendar")]
  }
  var summary: String { "the official days off and make-up workdays as .ics" }
  var about: String {
    """
    Write the official arrangement as an all-day calendar: one event per run of
    consecutive days off of one holiday and one standing in law, titled such as
    '国庆节 (法定)' (statutory), '清明节 (补假)' (owed for a holiday on a
    weekend), '国庆节 (调休)' (swapped with a make-up workday) or '国庆节 (周末)'
    (its weekend), and one per make-up workday, titled such as '补班 (国庆节)'.
    Default: from the first year with data to where the data ends (before a
    year without). The calendar is the same whatever \(Option.lang) and
    \(Option.timeZone) say: its titles are the notices' Chinese names and its
    events whole dates, the same in every zone (\(Option.lang) is the messages').
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .year.explained("a year or a range such as 2024-2026; repeatable"), .from, .to, .calendarName, .color,
          .refresh, .output,
        ]),
      Commands.sharedGroup,
    ]
  }

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("holidays", atMost: 0)
    let request = try RequestSettings(arguments, in: run, range: .withDefault)
    let output = try CalendarRequest(arguments)
    let calendar = try request.calendar(session: run.files)
    let (start, end) = try request.range.bounds(calendar: calendar, default: .coveredYears)
    try calendar.checkCoverage(from: start, through: end)
    var document = calendar.holidaysDocument(
      from: start, through: end,
      options: CalendarFeedOptions(
        name: output.name, color: output.color, refreshInterval: output.refresh,
        timestamp: try DocumentTimestamp.current(in: run.context)))
    document.timeZone = try request.zone()
    let events = try calendar.holidaysEvents(from: start, through: end, name: output.name)
    if let last = events.last(where: { $0.start.date == CivilDate.latest }) {
      try EventEndsInYear10000.check(
        rangeEnd: end, title: last.summary, time: nil, duration: ICalendarDuration(seconds: 0), in: document.timeZone)
    }
    for warning in try Warning.aboutCalendarData(calendar: calendar, from: start, through: end, session: run.files) {
      run.warn(warning)
    }
    try OutputFile.write(to: output.output, session: run.files) { stream in
      document.write(events: events, includesTimeZone: false) { stream.write(bytes: $0) }
    }
    return 0
  }
}
