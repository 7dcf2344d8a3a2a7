import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The front door's answers that are events: a reminder's occurrences as
/// an app hands them to EventKit, and the .ics text of reminders.
extension WorkdayCalendar {
  /// The occurrences of `reminder` in `year`, as moments in `timeZone`
  /// (Asia/Shanghai by default), for EventKit or notifications.
  ///
  ///     let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])
  ///     for occurrence in try china.occurrences(of: clockIn, in: 2026) { print(occurrence.start) }
  ///
  /// A length or alarm that can never be right (an end before the start)
  /// throws; an alarm that is only unlikely to be meant (after the
  /// start) is made as asked, and ``Reminder/caveats`` says so: show it
  /// to the user.
  ///
  /// - Throws: ``CoverageError`` when no notice covers the year;
  ///   ``ReminderError`` for an invalid identifier, length or alarm, or a
  ///   day the zone's clocks skip.
  public func occurrences(of reminder: Reminder, in year: Int, timeZone: TimeZone = .shanghai) throws
    -> [ReminderOccurrence]
  {
    let (first, last) = try Self.bounds(of: year)
    return try occurrences(of: reminder, from: first, through: last, timeZone: timeZone)
  }

  /// The occurrences of `reminder` from `start` through `end` (both
  /// included), as moments in `timeZone`.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no notice
  ///   covers; ``ReminderError`` for an invalid identifier, length or
  ///   alarm, or a day the zone's clocks skip; ``RecurrenceRuleError`` for a rule finer than
  ///   whole days in the reminder's ``DaySelection``.
  public func occurrences(
    of reminder: Reminder, from start: CivilDate, through end: CivilDate, timeZone: TimeZone = .shanghai
  ) throws -> [ReminderOccurrence] {
    try ReminderError.check([reminder])
    let part = try ReminderCalendar.Part(
      reminder: reminder, calendar: self, timeZone: timeZone, from: start, through: end)
    return part.days.days.map { day in
      let event = part.events.event(on: day)
      return ReminderOccurrence(
        day: day, start: Self.moment(event.start, in: timeZone), end: Self.moment(event.end, in: timeZone),
        isAllDay: reminder.time == nil, title: event.summary, notes: event.description, uid: event.uid,
        alarmOffsets: event.alarms.map { TimeInterval($0.trigger.seconds) },
        isMakeUpWorkday: makeUpWorkday(on: day) != nil, isProvisional: event.isTentative || !holidays.covers(day))
    }
  }

  /// The .ics text of `reminders` in `year`, one event per day, in
  /// `timeZone`: what `workday-ics generate` writes (see
  /// ``iCalendarText(of:from:through:timeZone:)``).
  ///
  /// - Throws: ``CoverageError`` when no notice covers the year;
  ///   ``ReminderError`` for identifiers that are invalid or shared.
  public func iCalendarText(of reminders: [Reminder], in year: Int, timeZone: TimeZone = .shanghai) throws -> String {
    let (first, last) = try Self.bounds(of: year)
    return try iCalendarText(of: reminders, from: first, through: last, timeZone: timeZone)
  }

  /// The .ics text of `reminders` from `start` through `end`, one event
  /// per day, in `timeZone`. The calendar is named after the first
  /// reminder's title and describes the data it rests on; UIDs are those
  /// of ``ReminderOccurrence/uid``; the timestamps are midnight of `start`
  /// (UTC), so that the same input gives the same bytes.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no notice
  ///   covers; ``ReminderError`` for identifiers that are invalid or
  ///   shared (two reminders titled "Clock in" and "clock in"), or a day
  ///   the zone's clocks skip.
  public func iCalendarText(
    of reminders: [Reminder], from start: CivilDate, through end: CivilDate, timeZone: TimeZone = .shanghai
  ) throws -> String {
    let calendar = try ReminderCalendar(
      reminders: reminders, calendar: self, timeZone: timeZone, from: start, through: end, style: .expanded)
    var document = ICalendarDocument(
      timeZone: timeZone, years: start.year...max(start.year, end.year),
      timestamp: LocalDateTime(date: start, time: .midnight))
    document.name = reminders.first?.title
    document.description = CalendarDescription.text(calendar: self, from: start, through: end)
    return document.text(events: calendar.events, includesTimeZone: calendar.isTimed || calendar.isEmpty)
  }

  private static func moment(_ time: Event.Time, in timeZone: TimeZone) -> Date {
    switch time {
    case .date(let day): day.start(in: timeZone)
    case .dateTime(let moment): moment.date(in: timeZone)
    case .utc(let moment): Date(timeIntervalSince1970: TimeInterval(moment.secondsSinceEpoch))
    }
  }
}
