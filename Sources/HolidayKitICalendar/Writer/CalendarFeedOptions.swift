import HolidayKit

/// How a calendar file presents itself to the app that imports or
/// subscribes to it: its name, colour, how often to refetch it, how its
/// events are written, and the timestamp of every event, as
/// `workday-ics`'s `--name`, `--color`, `--refresh` and `--style` set them.
///
///     var options = CalendarFeedOptions(name: "放假 Days off", refreshInterval: .hours(24))
///     options.color = CalendarColor(parsing: "teal")
///     let ics = try china.holidaysICalendarText(in: 2026, options: options)
public struct CalendarFeedOptions: Hashable, Sendable {
  /// The calendar's name (X-WR-CALNAME and RFC 7986 NAME); nil for the
  /// call's own (`中国法定节假日 Holidays of China` for the days off, the
  /// first reminder's title for reminders).
  public var name: String?
  /// The colour (RFC 7986 COLOR and Apple's X-APPLE-CALENDAR-COLOR); nil
  /// for none, which leaves the choice to the app.
  public var color: CalendarColor?
  /// How often a subscriber should fetch the calendar again
  /// (REFRESH-INTERVAL and X-PUBLISHED-TTL); nil for none.
  public var refreshInterval: ICalendarDuration?
  /// How a reminder's days are written: one event per day, or one
  /// recurring event with exceptions. The days-off calendar is written
  /// one event per run of days whatever the style.
  public var style: CalendarStyle
  /// DTSTAMP of every event, in UTC; nil for a fixed stamp, so that the
  /// same input gives the same bytes: 1970-01-01T00:00:00Z for the days
  /// off (as `workday-ics holidays` writes without `SOURCE_DATE_EPOCH`),
  /// midnight of the first day for reminders.
  public var timestamp: LocalDateTime?

  /// Options with the given values; the defaults are the command line's.
  public init(
    name: String? = nil, color: CalendarColor? = nil, refreshInterval: ICalendarDuration? = nil,
    style: CalendarStyle = .expanded, timestamp: LocalDateTime? = nil
  ) {
    self.name = name
    self.color = color
    self.refreshInterval = refreshInterval
    self.style = style
    self.timestamp = timestamp
  }
}
