/// What `workday-ics expand` answers for a recurrence set: its
/// occurrences in a window, as RFC 5545 gives them, or laid over a working
/// calendar (days off kept, skipped or moved by a policy, make-up workdays
/// added from the start on), with the facts the answer rests on: where the
/// data ended it, whether the start is a working day, and the days off
/// dropped because their previous working day lies before the start.
///
/// The start is the first occurrence (RFC 5545): nothing is moved before
/// it, and make-up days are added from it on. A timed set's days are those
/// of a reminder at its time: a group's half day off that holds the time
/// is a day off, as in a generated calendar.
package struct RuleExpansion {
  /// An occurrence as answered: its moment and, when the policy moved it
  /// off a day off, the day it was moved from.
  package typealias Occurrence = (moment: LocalDateTime, movedFrom: CivilDate?)

  private var plain: RecurrenceSetSequence.Iterator?
  private var adjusted: WorkdayOccurrences<RecurrenceSetSequence.Iterator>?
  /// The last day of the data, where occurrences laid over the calendar
  /// stop when the window has no end; nil when the window ends them, or
  /// for the set's own occurrences.
  package private(set) var dataEnd: CivilDate?
  /// Whether the start is a working day (nil: the set's own occurrences,
  /// or a day without data).
  package private(set) var startIsWorkingDay: Bool?
  /// Days off of the window that the previous-working-day policy would
  /// move before the start, where nothing moves: they are dropped.
  package private(set) var movedBeforeStart: [(day: CivilDate, to: CivilDate)] = []

  /// The set's own occurrences in `window`, as RFC 5545 gives them.
  package init(_ set: RecurrenceSet, window: RecurrenceWindow) {
    plain = set.occurrences(window: window).makeIterator()
  }

  /// The set's occurrences in `window` laid over `calendar`: a day off is
  /// kept, skipped or moved by `policy`, and with `addsMakeUpDays` each
  /// make-up workday from the start on is added at the start's time. A
  /// window without an end ends where the data does (``dataEnd``), unless
  /// the calendar assumes the regular week or the window starts past the
  /// data, where the first day is the error about the missing year.
  package init(
    _ set: RecurrenceSet, window: RecurrenceWindow, calendar: WorkdayCalendar,
    policy: DaySelection.DayOffPolicy, addsMakeUpDays: Bool
  ) {
    let time = set.timeZone == nil ? nil : set.start.time
    let from = max(window.from ?? set.start, set.start)
    var window = window
    if window.to == nil, !calendar.assumesRegularWeek, let end = calendar.lastDayOfData(from: from.date),
      from.date <= end
    {
      window.to = LocalDateTime(date: end, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59))
      dataEnd = end
    }
    adjusted = WorkdayOccurrences(
      set.occurrences(window: window).makeIterator(), calendar: calendar, policy: policy, startingAt: time,
      makeUpTime: addsMakeUpDays ? set.start.time : nil, from: from, to: window.to)
    startIsWorkingDay = calendar.workingDayIfKnown(set.start.date, at: time)
    if policy == .previousWorkday {
      movedBeforeStart = Self.movedBeforeStart(of: set, calendar: calendar, at: time, window: window)
    }
  }

  /// The next occurrence, in order.
  ///
  /// - Throws: ``CoverageError`` for a day laid over the calendar that
  ///   no data answers.
  package mutating func next() throws -> Occurrence? {
    guard adjusted != nil else { return plain?.next().map { ($0, nil) } }
    guard let occurrence = try adjusted?.next() else { return nil }
    guard case .moved(let day) = occurrence.reason else { return (occurrence.moment, nil) }
    return (occurrence.moment, day)
  }

  /// Whether the calendar stopped the occurrences early: no working day in
  /// the next 400 years or 10 000 000 occurrences.
  package var stoppedEarly: Bool { adjusted?.stoppedEarly ?? false }

  /// The set's occurrences in the window that are days off whose previous
  /// working day lies before the set's start (only days off within a
  /// break of the start can be).
  private static func movedBeforeStart(
    of set: RecurrenceSet, calendar: WorkdayCalendar, at time: TimeOfDay?, window: RecurrenceWindow
  ) -> [(day: CivilDate, to: CivilDate)] {
    guard let near = set.start.date.adding(days: 31) else { return [] }
    let end = LocalDateTime(date: near, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59))
    let nearStart = RecurrenceWindow(from: max(window.from ?? set.start, set.start), to: min(window.to ?? end, end))
    var result: [(day: CivilDate, to: CivilDate)] = []
    for moment in set.occurrences(window: nearStart) where calendar.workingDayIfKnown(moment.date, at: time) == false {
      if let landing = calendar.workingDay(movingFrom: moment.date, forward: false, at: time), landing < set.start.date
      {
        result.append((moment.date, landing))
      }
    }
    return result
  }
}

extension RecurrenceSet {
  /// The set's first occurrence after the day `end`, if any.
  package func firstOccurrence(after end: CivilDate) -> LocalDateTime? {
    guard let next = end.next else { return nil }
    return occurrences(window: RecurrenceWindow(from: LocalDateTime(date: next, time: .midnight))).first { _ in true }
  }

  /// Whether the start is itself a day of the rules (or one of the extra
  /// dates): RFC 5545 makes a start that is not the first occurrence all
  /// the same, and a reminder's `ruleStart` does not.
  package var startIsAnOccurrence: Bool {
    guard !rules.isEmpty, !extraDates.contains(start) else { return true }
    var rulesAlone = self
    rulesAlone.includesStart = false
    rulesAlone.extraDates = []
    rulesAlone.excludedDates = []
    return rulesAlone.occurrences(window: RecurrenceWindow(from: start, to: start)).first { _ in true } == start
  }
}
