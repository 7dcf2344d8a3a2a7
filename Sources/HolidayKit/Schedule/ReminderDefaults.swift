/// What a reminder is when a person leaves a field out, in one place: the
/// command line's options and a configuration's keys
/// (``ReminderRequest``), and the library's JSON form of a ``Reminder``.
package enum ReminderDefaults {
  /// The title: 上班 (at work).
  package static let title = "上班"
  /// The start of a timed reminder: 09:00.
  package static let time = "09:00"
  /// The length of a timed event: 30 minutes.
  package static let duration = ICalendarDuration(seconds: 1800)

  /// The alarms of a reminder a person asks for without saying: 10
  /// minutes before a timed event; 21:00 the evening before an all-day one.
  package static func alarms(allDay: Bool) -> [String] {
    [allDay ? "-1d 21:00" : "10m"]
  }

  /// Whether a make-up workday's event says so in its title: yes, unless
  /// every day of the selection is one (`only: make-up-days`).
  package static func marksMakeUpDays(_ selection: DaySelection) -> Bool {
    !selection.onlyMakeUpDays
  }
}
