import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one job behind `generate` and `generate --config` (and the
/// calendars `sync` keeps): reads the holiday layers, builds the working
/// calendar, the range, each calendar's reminders, events and document,
/// and says what may not be what was meant. Nothing is written: the
/// command writes ``Result/calendars`` and prints ``Result/warnings``.
enum Generation {
  /// What the job made.
  struct Result {
    /// The calendars, in the order asked.
    var calendars: [GeneratedCalendar]
    /// The warnings, in order: the data's, then each reminder's, then each
    /// calendar without events.
    var warnings: [Warning]
    /// The range's first day.
    var start: CivilDate
    /// The range's last day.
    var end: CivilDate
    /// The notices the data cites for each year of the range and the
    /// year after (whose notice may move the range's last days).
    var notices: [Int: [String]]
  }

  /// Runs `request`: everything is checked and scheduled before anything
  /// is written, so a mistake anywhere writes nothing.
  static func run(_ request: GenerationRequest) throws -> Result {
    let settings = request.settings
    let calendar = try settings.calendar(session: request.files)
    let (start, end) = try settings.range.bounds(calendar: calendar)
    var calendars: [GeneratedCalendar] = []
    var reminderWarnings: [Warning] = []
    var identities: [(identity: String, reminders: Set<String>)] = []
    for (index, entry) in request.calendars.enumerated() {
      let zone = try entry.timeZone ?? settings.zone()
      let reminders = try request.reminders(ofCalendar: index, rangeStart: start)
      for reminder in reminders { try CalendarRange.checkLastDay(end, of: reminder, in: zone) }
      let document = CalendarDocument.make(
        timeZone: zone, calendar: calendar, from: start, through: end,
        name: entry.name ?? reminders.first?.title ?? ReminderRequest.defaultTitle, color: entry.color,
        refresh: entry.refresh, subject: CalendarDescription.workingDays, timestamp: request.timestamp)
      // The identity is what the user named, as on the command line, never
      // the file's name: moving a calendar into a configuration, or
      // renaming its file, keeps its UIDs.
      let identity = CalendarIdentity.of(document, calendar: calendar)
      let identifiers = Set(reminders.map(\.identifier))
      if request.refusesSharedUIDs, case .configuration(let path, _) = request.origin,
        let earlier = identities.firstIndex(where: {
          $0.identity == identity && !$0.reminders.isDisjoint(with: identifiers)
        })
      {
        throw InputError(
          message:
            "\(VisibleText.excerpt(path, limit: 80)): calendars[\(index)]: has the name and work week of calendars[\(earlier)] and a reminder of the same id, so their events would share UIDs; give each calendar its own \"name\""
        )
      }
      identities.append((identity, identifiers))
      let events = try ReminderCalendar(
        reminders: reminders, calendar: calendar, timeZone: zone, from: start, through: end, style: entry.style,
        identity: identity)
      for (reminder, asked) in zip(reminders, entry.reminders) {
        if asked.addMakeUpDays == nil {  // else asked for, either way
          let missed = try calendar.makeUpWorkdays(missedBy: reminder.selection, from: start, through: end)
          if !missed.isEmpty {
            reminderWarnings.append(
              .missedMakeUpDays(title: reminder.title, days: missed, spelling: request.spelling))
          }
        }
        reminderWarnings += daysLeftOut(by: reminder, calendar: calendar, from: start, through: end)
        reminderWarnings += reminder.alarms.compactMap { trigger in
          trigger.caveat(forStartAt: reminder.time).map {
            .alarm(title: reminder.title, phrase: trigger.phrase, caveat: $0)
          }
        }
      }
      calendars.append(
        GeneratedCalendar(
          output: entry.output, reminders: reminders, events: events, document: document, files: request.files))
    }
    let empty = calendars.filter(\.events.isEmpty).map {
      Warning.emptyCalendar(path: $0.output, start: start, end: end)
    }
    return Result(
      calendars: calendars,
      warnings: try Warning.aboutCalendarData(calendar: calendar, from: start, through: end, session: request.files)
        + reminderWarnings + empty,
      start: start, end: end, notices: calendar.holidays.notices(ofYears: start.year...(end.year + 1)))
  }

  /// The days of the range `reminder` would give an event but the range's
  /// edges take away (``WorkdayCalendar/daysLeftOut(by:from:through:)``).
  private static func daysLeftOut(
    by reminder: Reminder, calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate
  ) -> [Warning] {
    var warnings: [Warning] = []
    var moved: [String] = []
    var beforeRuleStart: [String] = []
    var ruleStart: CivilDate?
    // The reminder's own days off: a group's half day off holding its start too.
    for leftOut in calendar.daysLeftOut(by: reminder.selection, from: start, through: end, at: reminder.time) {
      switch leftOut.reason {
      case .movedOutOfRange(let target?):
        moved.append("\(leftOut.day) would move to \(target), \(target < start ? "before" : "after") it")
      case .movedBeforeRuleStart(let target, let start):
        beforeRuleStart.append("\(leftOut.day) would move to \(target)")
        ruleStart = start
      case .movedOutOfRange(nil):
        moved.append("\(leftOut.day) would move past the official data")
      case .beforeUnpublishedDaysOff(let statutory):
        warnings.append(
          .beforeUnpublishedDaysOff(
            title: reminder.title, day: leftOut.day, holiday: statutory.holiday.name, date: statutory.date))
      }
    }
    if !moved.isEmpty {
      warnings.append(.daysMovedOutOfRange(title: reminder.title, moved: moved, start: start, end: end))
    }
    if let ruleStart {
      warnings.append(
        .daysMovedBeforeRuleStart(title: reminder.title, moved: beforeRuleStart, start: ruleStart.iso8601))
    }
    return warnings
  }
}
