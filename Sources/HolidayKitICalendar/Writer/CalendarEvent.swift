import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One event of a calendar an app writes itself: its own title on its own
/// day, at a time or all day, with alarms. ``iCalendarText(of:calendarName:timeZone:)``
/// writes a list of them as one .ics calendar, with the same writer (and
/// the same care: escaping, folding, time zones, alarms exact across
/// daylight-saving changes) as the reminders' calendars.
///
/// For a reminder on every working day use `Reminder` and
/// `WorkdayCalendar.iCalendarText(of:in:timeZone:)`; use events when each
/// day needs a title of its own:
///
///     let china = try WorkdayCalendar.china()
///     let shifts = try china.workingDays(in: 2026).enumerated().map { index, day in
///       CalendarEvent(title: index % 2 == 0 ? "Early shift" : "Late shift", day: day,
///                     time: TimeOfDay(hour: index % 2 == 0 ? 7 : 14, minute: 0)!, alarms: [.before(.minutes(30))])
///     }
///     let ics = try CalendarEvent.iCalendarText(of: shifts, calendarName: "Shifts")
///
/// This is the writer's public face: the writer's own events and
/// documents stay inside the library, and each `CalendarEvent` is made
/// into the event written exactly as a reminder's day is (HolidayKit works
/// out its UID, its start and end on the zone's clock, or in UTC where the
/// clocks skip or repeat that time, and each alarm's exact offset; this
/// library writes it, with the zone's VTIMEZONE when an event has a time).
///
/// Each event's UID is its day and its ``identifier``
/// (`20261008-early-shift@workday-ics`), so the same event keeps its UID
/// when the calendar is written again and a calendar app updates it in
/// place.
public struct CalendarEvent: Hashable, Sendable {
  /// The title (SUMMARY).
  public var title: String
  /// The day.
  public var day: CivilDate
  /// The start time; `nil` for an all-day event.
  public var time: TimeOfDay?
  /// The length of a timed event: 0 to 1000 days.
  public var duration: ICalendarDuration
  /// The alarms; an all-day event's count from its day's midnight.
  public var alarms: [AlarmTrigger]
  /// Notes (DESCRIPTION).
  public var notes: String?
  /// Where (LOCATION).
  public var location: String?
  /// A link (URL).
  public var url: String?
  /// The part of the UID after the day (see `Reminder.isValidIdentifier(_:)`);
  /// derived from the title unless given.
  public var identifier: String
  /// Whether the event shows as busy time rather than free.
  public var isBusy: Bool

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - title: What the event says.
  ///   - day: Its day.
  ///   - time: Its start, or `nil` for an all-day event.
  ///   - duration: How long a timed event lasts.
  ///   - alarms: When the alarms go off.
  ///   - notes: Notes.
  ///   - location: Where, if anywhere.
  ///   - url: A link.
  ///   - identifier: What names the event in its UID, with the day; by
  ///     default `Reminder.identifier(forTitle:)` of the title. Two
  ///     events of a day need different ones.
  ///   - isBusy: Whether the event shows as busy time.
  public init(
    title: String, day: CivilDate, time: TimeOfDay?, duration: ICalendarDuration = .minutes(30),
    alarms: [AlarmTrigger] = [], notes: String? = nil, location: String? = nil, url: String? = nil,
    identifier: String? = nil, isBusy: Bool = false
  ) {
    self.title = title
    self.day = day
    self.time = time
    self.duration = duration
    self.alarms = alarms
    self.notes = notes
    self.location = location
    self.url = url
    self.identifier = identifier ?? Reminder.identifier(forTitle: title)
    self.isBusy = isBusy
  }

  /// The .ics text of `events`, in the order given, as a calendar named
  /// `calendarName`, with times in `timeZone` (Asia/Shanghai by default).
  /// The same events give the same bytes: every event's timestamp is
  /// midnight (UTC) of the earliest day.
  ///
  /// - Throws: `ReminderError.duplicateIdentifier(_:)` for two events
  ///   of one day with the same identifier (their UIDs would clash);
  ///   `ReminderError.invalidIdentifier(_:)`,
  ///   `ReminderError.invalidDuration(seconds:)` or
  ///   `ReminderError.invalidAlarm(_:)` for an event no calendar can
  ///   hold; `ReminderError.missingDay(_:timeZone:)` for a timed event
  ///   on a day the zone's clocks skip.
  public static func iCalendarText(
    of events: [CalendarEvent], calendarName: String, timeZone: TimeZone = .shanghai
  ) throws -> String {
    // No data, nothing assumed: an app's own events are its own, unmarked.
    let noDays = WorkdayCalendar(holidays: HolidayCalendar())
    var uids: Set<String> = []
    var written: [Event] = []
    written.reserveCapacity(events.count)
    for event in events {
      let reminder = Reminder(
        identifier: event.identifier, title: event.title, location: event.location, notes: event.notes, url: event.url,
        time: event.time, duration: event.duration, alarms: event.alarms, isBusy: event.isBusy,
        marksMakeUpDays: false)
      try ReminderError.check([reminder])
      let maker = ReminderEvents(reminder: reminder, calendar: noDays, timeZone: Zone(timeZone))
      if let missing = maker.firstMissingDay(in: ScheduledDays(rule: nil, ruleDays: [], days: [event.day])) {
        throw ReminderError.missingDay(missing, timeZone: timeZone.identifier)
      }
      let made = maker.event(on: event.day)
      guard uids.insert(made.uid).inserted else { throw ReminderError.duplicateIdentifier(event.identifier) }
      written.append(made)
    }
    let days = events.map(\.day)
    let first = days.min() ?? CivilDate.earliest
    var document = ICalendarDocument(
      timeZone: Zone(timeZone), years: first.year...max(first.year, days.max()?.year ?? first.year),
      timestamp: LocalDateTime(date: first, time: .midnight))
    document.name = calendarName
    return document.text(events: written, includesTimeZone: events.contains { $0.time != nil })
  }
}
