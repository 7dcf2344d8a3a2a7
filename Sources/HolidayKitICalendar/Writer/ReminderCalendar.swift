import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several reminders laid over the official calendar and scheduled for one
/// range: the events of one calendar file, made as they are written.
package struct ReminderCalendar {
  private let parts: [ReminderSchedule]
  /// How the events are written.
  package let style: CalendarStyle
  /// Whether any reminder has a time of day (the file then needs a VTIMEZONE).
  package let isTimed: Bool

  /// Schedules `reminders` from `start` through `end`, their times in `timeZone`.
  ///
  /// - Parameters:
  ///   - reminders: The reminders, written in this order.
  ///   - calendar: The working days they are laid over.
  ///   - timeZone: The zone of their times.
  ///   - start: The first day of the range.
  ///   - end: The last day of the range.
  ///   - style: One event per day, or a recurring event with exceptions.
  ///   - identity: What tells this calendar apart from others, in every
  ///     UID (see ``ReminderEvents/init(reminder:calendar:timeZone:calendarIdentity:uidDomain:)``).
  /// - Throws: `ReminderError` for an identifier that is invalid or
  ///   used twice, and for a timed reminder's day that the zone's clocks
  ///   skip; `CoverageError` for a day of the range no official data
  ///   covers (unless `calendar` assumes the regular week).
  package init(
    reminders: [Reminder], calendar: WorkdayCalendar, timeZone: Zone, from start: CivilDate,
    through end: CivilDate, style: CalendarStyle, identity: String = ""
  ) throws {
    try ReminderError.check(reminders)
    parts = try reminders.map { reminder in
      try ReminderSchedule(
        reminder: reminder, calendar: calendar, timeZone: timeZone, from: start, through: end, identity: identity)
    }
    self.style = style
    isTimed = reminders.contains { $0.time != nil }
  }

  /// Whether no reminder has a day in the range: the calendar has no
  /// events.
  package var isEmpty: Bool {
    parts.allSatisfy { $0.days.addedDays.isEmpty && $0.days.removedDays.count == $0.days.ruleDays.count }
  }

  /// Whether the file carries its VTIMEZONE: when a reminder has a time
  /// of day, and when there are no events (RFC 5545 wants at least one
  /// component, and an empty calendar is still a valid file).
  package var includesTimeZone: Bool { isTimed || isEmpty }

  /// The events, reminder by reminder, each reminder's in date order.
  package var events: Events { Events(calendar: self) }

  /// The events of a ``ReminderCalendar``, each made when it is reached.
  package struct Events: Sequence, IteratorProtocol {
    private let calendar: ReminderCalendar
    private var part = 0
    private var current: ReminderEventSequence?

    init(calendar: ReminderCalendar) { self.calendar = calendar }

    /// The next event, or nil after the last.
    package mutating func next() -> Event? {
      while true {
        if let event = current?.next() { return event }
        guard part < calendar.parts.count else { return nil }
        let next = calendar.parts[part]
        current = next.events.events(for: next.days, style: calendar.style)
        part += 1
      }
    }
  }
}
