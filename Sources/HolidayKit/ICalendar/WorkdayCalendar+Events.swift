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
  ///     let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50), alarms: [.before(.minutes(10))])
  ///     for occurrence in try china.occurrences(of: clockIn, in: 2026) { print(occurrence.start) }
  ///
  /// - Throws: ``CoverageError`` when no notice covers the year.
  public func occurrences(of reminder: Reminder, in year: Int, timeZone: TimeZone = .shanghai) throws
    -> [ReminderOccurrence]
  {
    guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31)
    else {
      throw CoverageError.outsideSupportedDates
    }
    let days = try schedule(reminder.selection, from: first, through: last).days
    let events = ReminderEvents(reminder: reminder, calendar: self, timeZone: timeZone)
    let provisional = holidays.provisionalYears
    return days.map { day in
      let event = events.event(on: day)
      let start = Self.moment(event.start, in: timeZone)
      return ReminderOccurrence(
        day: day, start: start, end: Self.moment(event.end, in: timeZone), isAllDay: reminder.time == nil,
        title: event.summary, alarmOffsets: event.alarms.map { TimeInterval($0.trigger.seconds) },
        isMakeUpWorkday: makeUpWorkday(on: day) != nil, isProvisional: provisional.contains(day.year))
    }
  }

  /// The .ics text of `reminders` in `year`, one event per day, in
  /// `timeZone`: what `workday-ics generate` writes.
  ///
  /// - Throws: ``CoverageError`` when no notice covers the year.
  public func iCalendarText(of reminders: [Reminder], in year: Int, timeZone: TimeZone = .shanghai) throws -> String {
    guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31)
    else {
      throw CoverageError.outsideSupportedDates
    }
    let calendar = try ReminderCalendar(
      reminders: reminders, calendar: self, timeZone: timeZone, from: first, through: last, style: .expanded)
    var document = ICalendarDocument(
      timeZone: timeZone, years: year...year, timestamp: LocalDateTime(date: first, time: .midnight))
    document.name = reminders.first?.title
    document.description = CalendarDescription.text(calendar: self, from: first, through: last)
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
