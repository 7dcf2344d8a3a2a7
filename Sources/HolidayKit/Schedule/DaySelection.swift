/// Which days a reminder falls on: a base rule laid over the official
/// calendar, with a policy for the rule's days that are not working days.
///
/// The days are (rule's days that are working days) ∪ (rule's days off,
/// moved or kept by ``dayOffPolicy``) ∪ (make-up workdays, when
/// ``addsMakeUpDays``): the RFC 5545 §3.8.5 recurrence set with official
/// days off playing EXDATE and make-up workdays playing RDATE. The policy
/// applies to every base alike (a rotating week's days included; a
/// selector's days are working days already).
public struct DaySelection: Hashable, Sendable {
  /// The rule the days start from.
  public enum Base: Hashable, Sendable {
    /// Every regular working day of the calendar's work week.
    case workWeek
    /// A day-level recurrence rule, counted from `start` (its DTSTART,
    /// which fixes the phase of rules such as every other week).
    case rule(RecurrenceRule, start: CivilDate)
    /// Working days picked by counting working days, such as the last
    /// working day of each month.
    case workdays(WorkdaySelector)
  }

  /// What happens to a day of the rule that is not a working day.
  public enum DayOffPolicy: String, CaseIterable, Hashable, Sendable {
    /// Drop it.
    case skip
    /// Keep it anyway.
    case keep
    /// Move it to the first working day after it.
    case nextWorkday = "next-workday"
    /// Move it to the last working day before it.
    case previousWorkday = "previous-workday"

    /// What a policy's name may be, for messages: `one of skip, keep, …`.
    public static var choices: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
  }

  /// The rule the days start from.
  public var base: Base
  /// What happens to the rule's days that are not working days.
  public var dayOffPolicy: DayOffPolicy
  /// Whether make-up workdays are added.
  public var addsMakeUpDays: Bool
  /// Whether only make-up workdays are wanted, whatever the rule.
  public var onlyMakeUpDays: Bool

  /// Creates a selection; make-up workdays are added by default only to
  /// the plain work week, since no other rule says which weekday a make-up
  /// day stands in for.
  public init(
    base: Base = .workWeek, dayOffPolicy: DayOffPolicy = .skip, addsMakeUpDays: Bool? = nil,
    onlyMakeUpDays: Bool = false
  ) {
    self.base = base
    self.dayOffPolicy = dayOffPolicy
    self.addsMakeUpDays = addsMakeUpDays ?? (base == .workWeek)
    self.onlyMakeUpDays = onlyMakeUpDays
  }
}

/// The days of a ``DaySelection`` in a range, with how they came about, so
/// that a calendar can write them one event per day or as a recurring event
/// plus exceptions.
package struct ScheduledDays: Hashable, Sendable {
  /// The base rule, when the days come from one (nil for make-up days only).
  package var rule: RecurrenceRule?
  /// The rule's own days in the range, in order.
  package var ruleDays: [CivilDate]
  /// Rule days left out (EXDATE in a compact calendar), in order.
  package var removedDays: [CivilDate]
  /// Days that are not rule days (separate events in a compact calendar), in order.
  package var addedDays: [CivilDate]

  /// The final days: rule days minus removed plus added, in order.
  package var days: [CivilDate] {
    let removed = DaySet(removedDays)
    var days: [CivilDate] = []
    days.reserveCapacity(ruleDays.count + addedDays.count)
    var added = addedDays[...]
    for day in ruleDays where !removed.contains(day) {
      while let next = added.first, next < day {
        days.append(next)
        added.removeFirst()
      }
      days.append(day)
    }
    return days + added
  }
}

extension ScheduledDays {
  /// Writes `days`, the final days in order, against the rule's own days:
  /// the rule's days that are not final are removed (EXDATE), and the final
  /// days that are not the rule's are added (separate events). A rule day
  /// that is dropped and comes back, as a moved or make-up day, simply
  /// stays.
  package init(rule: RecurrenceRule?, ruleDays: [CivilDate], days: [CivilDate]) {
    let final = DaySet(days)
    let own = DaySet(ruleDays)
    self.init(
      rule: rule, ruleDays: ruleDays, removedDays: ruleDays.filter { !final.contains($0) },
      addedDays: days.filter { !own.contains($0) })
  }
}

extension WorkdayCalendar {
  /// The days of `selection` from `start` through `end`, both included.
  ///
  /// The days are the base's own days in the range laid over the calendar
  /// by the one workday policy, which moves days off within the range
  /// only. When the base is a rule (the plain work week is one), they are
  /// written against the rule's own days in the range, so that a calendar
  /// can carry them as the rule, its exceptions and its additions.
  ///
  /// A reminder starting at `time` (nil: all day) has a group's half day
  /// off holding it as a day off (``workingDayIfKnown(_:at:)``).
  ///
  /// - Throws: ``CoverageError`` for the first day of the range that no
  ///   official data covers (unless the calendar assumes the regular week),
  ///   and ``RecurrenceRuleError`` for a rule that needs a time of day.
  package func schedule(
    _ selection: DaySelection, from start: CivilDate, through end: CivilDate, at time: TimeOfDay? = nil
  ) throws -> ScheduledDays {
    let base = try baseDays(of: selection, from: start, through: end)
    var occurrences = self.occurrences(of: base.days, selection: selection, from: start, through: end, at: time)
    var days: [CivilDate] = []
    days.reserveCapacity(base.days.count)
    while let occurrence = try occurrences.next() { days.append(occurrence.date) }
    return ScheduledDays(rule: base.rule, ruleDays: base.rule == nil ? [] : base.days, days: days)
  }

  /// The occurrences of `selection` from `start` through `end`, whole days
  /// at midnight, each with why it is there, given lazily.
  ///
  /// Days off are moved within the range only: a day whose next working
  /// day lies past `end` is dropped, and so is one whose previous working
  /// day lies before `start`.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range that no
  ///   official data covers (unless the calendar assumes the regular week),
  ///   and ``RecurrenceRuleError`` for a rule that needs a time of day.
  package func workdayOccurrences(of selection: DaySelection, from start: CivilDate, through end: CivilDate) throws
    -> WorkdayOccurrences<some IteratorProtocol<LocalDateTime>>
  {
    occurrences(
      of: try baseDays(of: selection, from: start, through: end).days, selection: selection, from: start, through: end)
  }

  /// The base's own days of `selection` in the range, and the rule that
  /// writes them in a compact calendar (nil when no rule can: a rotating
  /// week, working days picked by a selector, make-up workdays only).
  ///
  /// - Throws: ``CoverageError`` for the first day of the range that no
  ///   official data covers, before anything else; after it, the calendar
  ///   answers every day of the range.
  func baseDays(of selection: DaySelection, from start: CivilDate, through end: CivilDate) throws -> (
    rule: RecurrenceRule?, days: [CivilDate]
  ) {
    try checkCoverage(from: start, through: end)
    if selection.onlyMakeUpDays { return (nil, []) }
    switch selection.base {
    case .workWeek where workWeek.isRotating:
      return (nil, Self.days(from: start, through: end).filter { workWeek.contains($0) })
    case .workWeek:
      let rule = RecurrenceRule(uncheckedFrequency: .weekly, weekdays: workWeek.days.map { .init(weekday: $0) })
      return (rule, Self.days(of: rule, anchoredOn: start, from: start, through: end))
    case .rule(let rule, let anchor):
      if let part = rule.timeOfDayPart {
        throw RecurrenceRuleError.notAllowed(
          part: part,
          reason:
            "a reminder's days come from \(RecurrenceRule.wholeDaysDescription); its time of day is the reminder's time"
        )
      }
      return (rule, Self.days(of: rule, anchoredOn: anchor, from: start, through: end))
    case .workdays(let selector):
      return (nil, try days(selecting: selector, from: start, through: end))
    }
  }

  /// The days of `rule` from `start` through `end`: the occurrences of
  /// the recurrence set it makes with `anchor` (whose missing parts the
  /// rule takes, and which is not a day of its own unless the rule falls
  /// on it), before the policy lays them over the calendar.
  private static func days(
    of rule: RecurrenceRule, anchoredOn anchor: CivilDate, from start: CivilDate, through end: CivilDate
  ) -> [CivilDate] {
    var set = RecurrenceSet(start: LocalDateTime(date: anchor, time: .midnight))
    set.includesStart = false
    set.rules = [rule]
    return set.occurrences(window: RecurrenceWindow(fromDay: start, toDay: end)).map(\.date)
  }

  /// `days`, the base's own, laid over the calendar as `selection` says,
  /// within the range, for a reminder starting at `time` (nil: all day).
  private func occurrences(
    of days: [CivilDate], selection: DaySelection, from start: CivilDate, through end: CivilDate,
    at time: TimeOfDay? = nil
  ) -> WorkdayOccurrences<some IteratorProtocol<LocalDateTime>> {
    var picksWorkingDays = false
    if case .workdays = selection.base { picksWorkingDays = true }
    // A rule's start is its first possible day (RFC 5545's DTSTART), as
    // `expand` has it: no day is moved before it, nor a make-up day added.
    var first = start
    if case .rule(_, let anchor) = selection.base, anchor > start { first = anchor }
    return WorkdayOccurrences(
      days.lazy.map { LocalDateTime(date: $0, time: .midnight) }.makeIterator(), calendar: self,
      policy: selection.dayOffPolicy, picksWorkingDays: picksWorkingDays, startingAt: time,
      makeUpTime: selection.addsMakeUpDays || selection.onlyMakeUpDays ? .midnight : nil,
      from: LocalDateTime(date: first, time: .midnight), to: LocalDateTime(date: end, time: .midnight))
  }
}
