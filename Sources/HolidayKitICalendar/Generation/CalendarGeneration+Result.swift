import HolidayKit

extension CalendarGeneration {
  /// What ``CalendarGeneration/make(_:)`` made.
  package struct Result {
    /// The calendars, in the order asked.
    package var calendars: [Calendar]
    /// What may not be what was meant, in order (see
    /// ``CalendarGeneration/make(_:)``).
    package var warnings: [CalendarWarning]
    /// The notices the data cites for each year of the range and the
    /// year after (whose notice may move the range's last days).
    package var notices: [Int: [String]]

    /// One calendar made: its events and its calendar-level properties.
    package struct Calendar {
      /// Its reminders, built for the range, in the order asked.
      package var reminders: [Reminder]
      /// Its events, scheduled.
      package var events: ReminderCalendar
      /// The calendar-level properties, the timestamp included.
      package var document: ICalendarDocument
    }
  }
}
