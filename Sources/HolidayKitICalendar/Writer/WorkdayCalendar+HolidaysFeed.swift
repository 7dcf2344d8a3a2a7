import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The days-off calendar as a feed: the official arrangement as all-day
/// events, the file `workday-ics holidays` writes.
extension WorkdayCalendar {
  /// The days-off calendar of `year` as .ics text: one all-day event per
  /// run of days off with one name and one standing in law
  /// (`国庆节 (法定)`, `国庆节 (调休)`, `国庆节 (周末)`), one per make-up
  /// workday (`补班 (国庆节)`), a leave or company day under its own name;
  /// the bytes `workday-ics holidays --year YEAR` writes with the same
  /// calendar and options.
  ///
  ///     let ics = try WorkdayCalendar.china().holidaysICalendarText(in: 2026)
  ///
  /// - Throws: `CoverageError` when no data covers the year (unless the
  ///   calendar assumes the regular week).
  public func holidaysICalendarText(in year: Int, options: CalendarFeedOptions = CalendarFeedOptions()) throws
    -> String
  {
    let (first, last) = try Self.bounds(of: year)
    return try holidaysICalendarText(from: first, through: last, options: options)
  }

  /// The days-off calendar from `start` through `end` as .ics text; see
  /// ``holidaysICalendarText(in:options:)``. A run of days off that
  /// crosses an end of the range is cut there. Each event's UID is its
  /// first day and kind (`20261001-off@workday-ics`), joined for any but
  /// the default calendar by a hash of what tells it apart (the name
  /// given, the overlays' sources, the groups, the work week), so that a
  /// newer notice updates events in place.
  ///
  /// - Throws: `CoverageError` for the first day of the range no data
  ///   covers.
  public func holidaysICalendarText(
    from start: CivilDate, through end: CivilDate, options: CalendarFeedOptions = CalendarFeedOptions()
  ) throws -> String {
    try checkCoverage(from: start, through: end)
    let events = try holidaysEvents(from: start, through: end, name: options.name)
    return holidaysDocument(from: start, through: end, options: options).text(events: events, includesTimeZone: false)
  }

  /// The days-off calendar's events from `start` through `end`, their UIDs
  /// joined by what tells a calendar called `name` apart (see
  /// ``holidaysICalendarText(from:through:options:)``): what the feed and
  /// `workday-ics holidays` both write.
  package func holidaysEvents(from start: CivilDate, through end: CivilDate, name: String?) throws -> [Event] {
    let overlays = holidays.ownOverlaySources
    return HolidayEvents.events(
      of: try days(from: start, through: end),
      identity: HolidayEvents.identity(name: name, overlays: overlays, calendar: self))
  }

  /// The calendar-level properties of the days-off calendar from `start`
  /// through `end`: its name (`中国法定节假日 Holidays of China` unless
  /// given), what its days rest on, its colour, refresh interval and
  /// timestamp (1970-01-01T00:00:00Z unless given).
  package func holidaysDocument(
    from start: CivilDate, through end: CivilDate, options: CalendarFeedOptions
  ) -> ICalendarDocument {
    let epoch = LocalDateTime(date: CivilDate(year: 1970, month: 1, day: 1) ?? .earliest, time: .midnight)
    var document = ICalendarDocument(
      timeZone: Zone(.shanghai), years: start.year...max(start.year, end.year), timestamp: options.timestamp ?? epoch)
    document.description = CalendarDescription.text(calendar: self, subject: CalendarDescription.officialDays)
    document.name = options.name ?? HolidayEvents.defaultName
    document.color = options.color
    document.refreshInterval = options.refreshInterval
    return document
  }
}
