import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics holidays`: the official arrangement as an all-day calendar.
struct HolidaysCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("holidays", atMost: 0)
    let options = try QueryOptions(arguments, in: run.context)
    let output = try CalendarOptions(arguments, options: options)
    let calendar = try options.calendar(session: run.files)
    var (start, end): (CivilDate, CivilDate)
    // Without a range: from the first covered year to where the data ends.
    if output.years == nil, output.from == nil, output.to == nil, let first = calendar.holidays.coveredYears.first,
      let low = CivilDate(year: first, month: 1, day: 1), let high = calendar.lastDayOfData(from: low)
    {
      (start, end) = (low, high)
    } else {
      (start, end) = try output.range(calendar: calendar)
    }
    try calendar.checkCoverage(from: start, through: end)
    var document = calendar.holidaysDocument(
      from: start, through: end,
      options: CalendarFeedOptions(
        name: output.name, color: output.color, refreshInterval: output.refresh,
        timestamp: try DocumentTimestamp.current(in: run.context)))
    document.timeZone = try options.timeZone()
    let events = try calendar.holidaysEvents(from: start, through: end, name: output.name)
    if let last = events.last(where: { $0.start.date == CivilDate.latest }) {
      throw UsageError(
        message:
          "\(VisibleText.excerpt(last.summary)): an all-day event on \(CivilDate.latest) would end in year 10000, which iCalendar cannot write; end the range on \(CivilDate.latest.previous ?? CivilDate.latest)"
      )
    }
    for warning in try Warning.aboutCalendarData(calendar: calendar, from: start, through: end, session: run.files) {
      run.warn(warning)
    }
    try OutputFile.write(to: output.path, session: run.files) { stream in
      document.write(events: events, includesTimeZone: false) { stream.write(bytes: $0) }
    }
    return 0
  }
}
