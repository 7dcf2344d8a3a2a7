#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One reminder laid over the working days for a range: its scheduled
/// days and the maker of each day's event. What a reminder's occurrences
/// and its calendar's events are both made from.
package struct ReminderSchedule {
  /// The maker of each day's event.
  package let events: ReminderEvents
  /// The days the reminder falls on.
  package let days: ScheduledDays

  /// Schedules `reminder` from `start` through `end`, its times in
  /// `timeZone` (`identity`: see ``ReminderEvents/init(reminder:calendar:timeZone:calendarIdentity:uidDomain:)``).
  ///
  /// - Throws: ``ReminderError/missingDay(_:timeZone:)`` for a timed
  ///   reminder's day that the zone's clocks skip; what scheduling throws.
  package init(
    reminder: Reminder, calendar: WorkdayCalendar, timeZone: Zone, from start: CivilDate,
    through end: CivilDate, identity: String = ""
  ) throws {
    // A group's half day off takes out a reminder starting in that half.
    let scheduling = calendar.forReminder(at: reminder.time)
    events = ReminderEvents(
      reminder: reminder, calendar: scheduling, timeZone: timeZone, calendarIdentity: identity)
    if case .workdays = reminder.selection.base {
      // Working days are counted as working days, the half day among
      // them (the 6th working day stays the 6th); the day whose half off
      // holds the reminder's start is then left out alone.
      let counted = try calendar.schedule(reminder.selection, from: start, through: end)
      days = ScheduledDays(
        rule: counted.rule, ruleDays: counted.ruleDays,
        days: counted.days.filter { scheduling.workingDayIfKnown($0) != false })
    } else {
      days = try scheduling.schedule(reminder.selection, from: start, through: end)
    }
    if let day = events.firstMissingDay(in: days) {
      throw ReminderError.missingDay(day, timeZone: timeZone.identifier)
    }
  }
}
