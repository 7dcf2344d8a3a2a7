import HolidayKit

extension CalendarGeneration {
  /// What ``CalendarGeneration/make(_:)`` is asked for: the working
  /// calendar already read, the range already decided, and each calendar
  /// with its reminders as asked, which `make` builds for the range.
  package struct Request {
    /// The working calendar every calendar's days come from.
    package var calendar: WorkdayCalendar
    /// The range's first day.
    package var start: CivilDate
    /// The range's last day.
    package var end: CivilDate
    /// The calendars, in order.
    package var calendars: [Calendar]
    /// DTSTAMP of every event.
    package var timestamp: LocalDateTime
    /// Whether two calendars whose events would share UIDs (the same
    /// name, work week and groups, and a reminder of the same identifier)
    /// are refused (``SharedCalendarIdentity``).
    package var refusesSharedUIDs: Bool

    /// A request for `calendars` over `start`…`end` of `calendar`.
    package init(
      calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, calendars: [Calendar],
      timestamp: LocalDateTime, refusesSharedUIDs: Bool = false
    ) {
      self.calendar = calendar
      self.start = start
      self.end = end
      self.calendars = calendars
      self.timestamp = timestamp
      self.refusesSharedUIDs = refusesSharedUIDs
    }

    /// One calendar to make: its reminders and its own properties.
    package struct Calendar {
      /// Its reminders as asked, in order, built for the range's start
      /// (``HolidayKit/ReminderRequest/reminder(rangeStart:)``). One whose
      /// request leaves the make-up workdays unsettled (no
      /// `addMakeUpDays`) is warned of those its rule leaves out
      /// (``CalendarWarning/missedMakeUpDays(title:days:)``).
      package var reminders: [ReminderRequest]
      /// NAME and X-WR-CALNAME (nil: the first reminder's title, else
      /// the default title).
      package var name: String?
      /// COLOR.
      package var color: CalendarColor?
      /// REFRESH-INTERVAL.
      package var refresh: ICalendarDuration?
      /// The zone of its times.
      package var timeZone: Zone
      /// Expanded or compact.
      package var style: CalendarStyle

      /// A calendar of `reminders` in `timeZone`.
      package init(
        reminders: [ReminderRequest], name: String? = nil, color: CalendarColor? = nil,
        refresh: ICalendarDuration? = nil, timeZone: Zone, style: CalendarStyle = .expanded
      ) {
        self.reminders = reminders
        self.name = name
        self.color = color
        self.refresh = refresh
        self.timeZone = timeZone
        self.style = style
      }
    }
  }
}
