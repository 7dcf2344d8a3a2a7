import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The calendar-level properties of a calendar of reminders
/// (``CalendarGeneration``), made in one place.
package enum CalendarDocument {
  /// A document over `start`…`end` in `timeZone`, its description saying
  /// where the days come from (`subject`: working days or the official
  /// arrangement), with its name, colour and refresh interval.
  package static func make(
    timeZone: Zone, calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, name: String,
    color: CalendarColor?, refresh: ICalendarDuration?, subject: String, timestamp: LocalDateTime
  ) -> ICalendarDocument {
    var document = ICalendarDocument(timeZone: timeZone, years: start.year...end.year, timestamp: timestamp)
    document.description = CalendarDescription.text(calendar: calendar, subject: subject)
    document.name = name
    document.color = color
    document.refreshInterval = refresh
    return document
  }
}
