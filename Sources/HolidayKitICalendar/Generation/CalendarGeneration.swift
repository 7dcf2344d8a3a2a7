import HolidayKit

/// The one job behind `generate` and `generate --config` (and the
/// calendars `sync` keeps): over one range of one working calendar, each
/// calendar's events and document, and what may not be what was meant,
/// as ``CalendarWarning`` values. Nothing is read, written or printed:
/// the caller reads the data and decides the range
/// (``CalendarGeneration/Request``), then writes the documents and says
/// the warnings and the errors in its own words.
package enum CalendarGeneration {
  /// Makes every calendar of `request`: everything is checked and
  /// scheduled before anything is returned, so a mistake in any calendar
  /// gives no calendar at all.
  ///
  /// The warnings come in order: each calendar's reminders' (make-up
  /// workdays the rule leaves out unasked, days the range's edges take
  /// away, alarms unlikely to be what was meant), then each calendar
  /// without events.
  ///
  /// - Throws: ``ReminderRequestProblem`` for the first reminder of the
  ///   request that is not one, naming its calendar and place;
  ///   ``EventEndsInYear10000`` for the first reminder whose event on
  ///   the range's last day, 9999-12-31, would end in year 10000 (both
  ///   before anything is scheduled); ``SharedCalendarIdentity`` when
  ///   the request refuses calendars whose events would share UIDs and
  ///   two would;
  ///   `ReminderError` or `CoverageError` from scheduling a calendar's
  ///   events (``ReminderCalendar/init(reminders:calendar:timeZone:from:through:style:identity:)``).
  package static func make(_ request: Request) throws -> Result {
    let (calendar, start, end) = (request.calendar, request.start, request.end)
    // Every calendar's reminders are built and checked before any is
    // scheduled, so that a mistake in a later one is the error given.
    var built: [[Reminder]] = []
    for (index, entry) in request.calendars.enumerated() {
      var reminders: [Reminder] = []
      for (place, asked) in entry.reminders.enumerated() {
        do {
          reminders.append(try asked.reminder(rangeStart: start))
        } catch {
          throw ReminderRequestProblem(calendar: index, reminder: place, problem: error)
        }
      }
      for reminder in reminders {
        try EventEndsInYear10000.check(
          rangeEnd: end, title: reminder.title, time: reminder.time, duration: reminder.duration, in: entry.timeZone)
      }
      built.append(reminders)
    }
    var made: [Result.Calendar] = []
    var warnings: [CalendarWarning] = []
    var identities: [(identity: String, reminders: Set<String>)] = []
    for (index, (entry, reminders)) in zip(request.calendars, built).enumerated() {
      let document = CalendarDocument.make(
        timeZone: entry.timeZone, calendar: calendar, from: start, through: end,
        name: entry.name ?? reminders.first?.title ?? ReminderRequest.defaultTitle, color: entry.color,
        refresh: entry.refresh, subject: CalendarDescription.workingDays, timestamp: request.timestamp)
      // The identity is what the user named, never the file's name:
      // moving a calendar into a configuration, or renaming its file,
      // keeps its UIDs.
      let identity = CalendarIdentity.of(document, calendar: calendar)
      let identifiers = Set(reminders.map(\.identifier))
      if request.refusesSharedUIDs,
        let earlier = identities.firstIndex(where: {
          $0.identity == identity && !$0.reminders.isDisjoint(with: identifiers)
        })
      {
        throw SharedCalendarIdentity(calendar: index, earlier: earlier)
      }
      identities.append((identity, identifiers))
      let events = try ReminderCalendar(
        reminders: reminders, calendar: calendar, timeZone: entry.timeZone, from: start, through: end,
        style: entry.style, identity: identity)
      for (reminder, asked) in zip(reminders, entry.reminders) {
        if asked.addMakeUpDays == nil {
          let missed = try calendar.makeUpWorkdays(missedBy: reminder.selection, from: start, through: end)
          if !missed.isEmpty { warnings.append(.missedMakeUpDays(title: reminder.title, days: missed)) }
        }
        warnings += daysLeftOut(by: reminder, calendar: calendar, from: start, through: end)
        warnings += reminder.alarms.compactMap { trigger in
          trigger.caveat(forStartAt: reminder.time).map {
            .alarm(title: reminder.title, phrase: trigger.phrase, caveat: $0)
          }
        }
      }
      made.append(Result.Calendar(reminders: reminders, events: events, document: document))
    }
    warnings += made.indices.filter { made[$0].events.isEmpty }.map { .emptyCalendar(index: $0) }
    return Result(
      calendars: made, warnings: warnings, notices: calendar.holidays.notices(ofYears: start.year...(end.year + 1)))
  }

  /// The days of the range `reminder` would give an event but the range's
  /// edges take away (``HolidayKit/WorkdayCalendar/daysLeftOut(by:from:through:at:)``),
  /// in order: each day before days off no notice covers yet, then the
  /// days moved out of the range, then those moved before the rule's start.
  private static func daysLeftOut(
    by reminder: Reminder, calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate
  ) -> [CalendarWarning] {
    var warnings: [CalendarWarning] = []
    var moved: [DayLeftOut] = []
    var beforeRuleStart: [DayLeftOut] = []
    var ruleStart: CivilDate?
    // The reminder's own days off: a group's half day off holding its start too.
    for leftOut in calendar.daysLeftOut(by: reminder.selection, from: start, through: end, at: reminder.time) {
      switch leftOut.reason {
      case .movedOutOfRange:
        moved.append(leftOut)
      case .movedBeforeRuleStart(_, let start):
        beforeRuleStart.append(leftOut)
        ruleStart = start
      case .beforeUnpublishedDaysOff(let statutory):
        warnings.append(.beforeUnpublishedDaysOff(title: reminder.title, day: leftOut.day, before: statutory))
      }
    }
    if !moved.isEmpty { warnings.append(.daysMovedOutOfRange(title: reminder.title, days: moved)) }
    if let ruleStart {
      warnings.append(.daysMovedBeforeRuleStart(title: reminder.title, days: beforeRuleStart, ruleStart: ruleStart))
    }
    return warnings
  }
}
