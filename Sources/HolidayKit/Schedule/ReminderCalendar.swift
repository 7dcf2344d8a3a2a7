#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several reminders laid over the official calendar and scheduled for one
/// range: the events of one calendar file, made as they are written.
public struct ReminderCalendar {
  private let parts: [(events: ReminderEvents, days: ScheduledDays)]
  /// How the events are written.
  public let style: CalendarStyle
  /// Whether any reminder has a time of day (the file then needs a VTIMEZONE).
  public let isTimed: Bool

  /// Schedules `reminders` from `start` through `end`, their times in `timeZone`.
  ///
  /// - Throws: ``CoverageError`` for a day of the range no official data
  ///   covers (unless `calendar` assumes the regular week).
  public init(
    reminders: [Reminder], calendar: WorkdayCalendar, timeZone: TimeZone, from start: CivilDate,
    through end: CivilDate, style: CalendarStyle
  ) throws {
    parts = try reminders.map { reminder in
      (
        ReminderEvents(reminder: reminder, calendar: calendar, timeZone: timeZone),
        try calendar.schedule(reminder.selection, from: start, through: end)
      )
    }
    self.style = style
    isTimed = reminders.contains { $0.time != nil }
  }

  /// The events, reminder by reminder, each reminder's in date order.
  public var events: some Sequence<Event> {
    let style = style
    return parts.lazy.flatMap { $0.events.events(for: $0.days, style: style) }
  }
}
