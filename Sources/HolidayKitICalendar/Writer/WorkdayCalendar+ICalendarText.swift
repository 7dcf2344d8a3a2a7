import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The front door's answer that is a calendar file: the .ics text of
/// reminders (their occurrences, without RFC 5545, are HolidayKit's
/// `HolidayKit.WorkdayCalendar.occurrences(of:in:timeZone:)`).
extension WorkdayCalendar {
  /// The .ics text of `reminders` in `year`, one event per day, in
  /// `timeZone`: the events `workday-ics generate` writes, with the
  /// timestamps of ``iCalendarText(of:from:through:timeZone:options:)``.
  ///
  /// `options` name, colour and style the calendar as
  /// ``iCalendarText(of:from:through:timeZone:options:)`` says.
  ///
  /// - Throws: `CoverageError` when no notice covers the year;
  ///   `ReminderError` for identifiers that are invalid or shared.
  public func iCalendarText(
    of reminders: [Reminder], in year: Int, timeZone: TimeZone = .shanghai,
    options: CalendarFeedOptions = CalendarFeedOptions()
  ) throws -> String {
    let (first, last) = try Self.bounds(of: year)
    return try iCalendarText(of: reminders, from: first, through: last, timeZone: timeZone, options: options)
  }

  /// The .ics text of `reminders` from `start` through `end`, one event
  /// per day, in `timeZone`. The calendar is named after the first
  /// reminder's title and describes the data it rests on; UIDs are those
  /// of `ReminderOccurrence/uid`; the timestamps are midnight of `start`
  /// (UTC), so that the same input gives the same bytes. `options` give
  /// another name, a colour, a refresh interval, another timestamp, or
  /// one recurring event per reminder (``CalendarStyle/compact``) instead
  /// of one event per day:
  ///
  ///     let options = CalendarFeedOptions(name: "上班", color: CalendarColor(parsing: "teal"), style: .compact)
  ///     let ics = try china.iCalendarText(of: [clockIn], from: first, through: last, options: options)
  ///
  /// - Throws: `CoverageError` for the first day of the range no notice
  ///   covers; `ReminderError` for identifiers that are invalid or
  ///   shared (two reminders titled "Clock in" and "clock in"), or a day
  ///   the zone's clocks skip.
  public func iCalendarText(
    of reminders: [Reminder], from start: CivilDate, through end: CivilDate, timeZone: TimeZone = .shanghai,
    options: CalendarFeedOptions = CalendarFeedOptions()
  ) throws -> String {
    let calendar = try ReminderCalendar(
      reminders: reminders, calendar: self, timeZone: Zone(timeZone), from: start, through: end, style: options.style)
    var document = ICalendarDocument(
      timeZone: Zone(timeZone), years: start.year...max(start.year, end.year),
      timestamp: options.timestamp ?? LocalDateTime(date: start, time: .midnight))
    document.name = options.name ?? reminders.first?.title
    document.color = options.color
    document.refreshInterval = options.refreshInterval
    document.description = CalendarDescription.text(calendar: self)
    return document.text(events: calendar.events, includesTimeZone: calendar.includesTimeZone)
  }
}
