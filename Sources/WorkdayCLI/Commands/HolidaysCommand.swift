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
    let covered = calendar.holidays.coveredYears
    var (start, end): (CivilDate, CivilDate)
    if output.years == nil, output.from == nil, output.to == nil, let first = covered.first, let last = covered.last,
      let low = CivilDate(year: first, month: 1, day: 1), let high = CivilDate(year: last, month: 12, day: 31)
    {
      (start, end) = (low, high)
    } else {
      (start, end) = try output.range(calendar: calendar)
    }
    try calendar.checkCoverage(from: start, through: end)
    let document = CalendarDocument.make(
      timeZone: try options.timeZone(), calendar: calendar, from: start, through: end,
      name: output.name ?? "中国法定节假日 Holidays of China", color: output.color, refresh: output.refresh,
      subject: CalendarDescription.officialDays, timestamp: try DocumentTimestamp.current(in: run.context))
    let events = HolidayEvents.events(
      of: try calendar.listingHalfDaysOff().days(from: start, through: end),
      identity: identity(name: output.name, overlays: options.overlayPaths, calendar: calendar))
    for warning in Warning.aboutCalendarData(calendar: calendar, from: start, through: end) {
      run.warn(warning)
    }
    try OutputFile.write(to: output.path, session: run.files) { stream in
      document.write(events: events, includesTimeZone: false) { stream.write(bytes: $0) }
    }
    return 0
  }

  /// What tells this holidays calendar apart from others imported beside
  /// it, for its UIDs: the name given, the overlays' file names, the
  /// groups and the work week, each only when it is not the default; empty
  /// for the default calendar, whose UIDs are the day and kind alone.
  static func identity(name: String?, overlays: [String], calendar: WorkdayCalendar) -> String {
    let overlayNames = overlays.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    let groups = CalendarIdentity.groupsLine(of: calendar)
    guard name != nil || !overlayNames.isEmpty || !groups.isEmpty || calendar.workWeek != .mondayToFriday else {
      return ""
    }
    return ([name ?? "", calendar.workWeek.description] + overlayNames + groups).joined(separator: "\n")
  }
}
