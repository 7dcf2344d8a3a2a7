import HolidayKit

/// What tells a calendar apart from others a person may import beside it,
/// for its UIDs.
package enum CalendarIdentity {
  /// A reminders calendar's identity: what the user named, its name and
  /// its work week, the same from the command line and from a
  /// configuration; never a file's name. Times, alarms and notes are left
  /// out, so that changing them updates events in place. (The empty last
  /// line keeps the UIDs of calendars written before the file's name was
  /// left out.) The groups whose days it leaves out (`--group`) count
  /// too, as the work week does.
  package static func of(_ document: ICalendarDocument, calendar: WorkdayCalendar) -> String {
    ([document.name ?? "", calendar.workWeek.description, ""] + HolidayEvents.groupsLine(of: calendar)).joined(
      separator: "\n")
  }
}
