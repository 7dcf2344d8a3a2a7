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
    let request = try RequestSettings.of(arguments, in: run.context, range: .withDefault)
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
      try CalendarRange.checkLastDay(
        end, title: last.summary, time: nil, duration: ICalendarDuration(seconds: 0), in: document.timeZone)
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
