#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The front door's answer that is events: a reminder's occurrences as an
/// app hands them to EventKit or notifications (HolidayKitICalendar writes
/// the same events as .ics text).
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
    try occurrences(of: reminder, from: start, through: end, timeZone: timeZone, marksTitles: true)
  }

  /// ``occurrences(of:from:through:timeZone:)``, whose titles say that a
  /// day rests on no notice (` (暂定)`) only when `marksTitles`.
  func occurrences(
    of reminder: Reminder, from start: CivilDate, through end: CivilDate, timeZone: TimeZone, marksTitles: Bool
  ) throws -> [ReminderOccurrence] {
    try ReminderError.check([reminder])
    let schedule = try ReminderSchedule(
      reminder: reminder, calendar: self, timeZone: Zone(timeZone), from: start, through: end,
      marksTitles: marksTitles)
    return schedule.days.days.map { day in
      let event = schedule.events.event(on: day)
      return ReminderOccurrence(
        day: day, start: Self.moment(event.start, in: timeZone), end: Self.moment(event.end, in: timeZone),
        isAllDay: reminder.time == nil, title: event.summary, notes: event.description, uid: event.uid,
        alarmOffsets: event.alarms.map { TimeInterval($0.trigger.seconds) },
        isMakeUpWorkday: schedule.events.listedWorkingDay(on: day)?.isOfficialMakeUpWorkday == true,
        isProvisional: schedule.events.withoutNotice(on: day) != nil)
    }
  }

  private static func moment(_ time: Event.Time, in timeZone: TimeZone) -> Date {
    switch time {
    case .date(let day): day.start(in: timeZone)
    case .dateTime(let moment): moment.date(in: timeZone)
    case .utc(let moment): Date(timeIntervalSince1970: TimeInterval(moment.secondsSinceEpoch))
    }
  }
}
