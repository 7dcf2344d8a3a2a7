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
  /// `timeZone` (`identity`, `marksTitles`: see
  /// ``ReminderEvents/init(reminder:calendar:timeZone:calendarIdentity:uidDomain:marksTitles:)``).
  ///
  /// - Throws: ``ReminderError/missingDay(_:timeZone:)`` for a timed
  ///   reminder's day that the zone's clocks skip; what scheduling throws.
  package init(
    reminder: Reminder, calendar: WorkdayCalendar, timeZone: Zone, from start: CivilDate,
    through end: CivilDate, identity: String = "", marksTitles: Bool = true
  ) throws {
    events = ReminderEvents(
      reminder: reminder, calendar: calendar, timeZone: timeZone, calendarIdentity: identity, marksTitles: marksTitles)
    // A group's half day off is off for a reminder starting in that half.
    if case .workdays = reminder.selection.base {
      // Working days are counted as working days, the half day among
      // them (the 6th working day stays the 6th); the day whose half off
      // holds the reminder's start is then left out alone.
      let counted = try calendar.schedule(reminder.selection, from: start, through: end)
      days = ScheduledDays(
        rule: counted.rule, ruleDays: counted.ruleDays,
        days: counted.days.filter { calendar.workingDayIfKnown($0, at: reminder.time) != false })
    } else {
      days = try calendar.schedule(reminder.selection, from: start, through: end, at: reminder.time)
    }
    if let day = events.firstMissingDay(in: days) {
      throw ReminderError.missingDay(day, timeZone: timeZone.identifier)
    }
  }
}
