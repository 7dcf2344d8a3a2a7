/// Which days a reminder falls on: a base rule laid over the official
/// calendar, with a policy for the rule's days that are not working days.
///
/// The days are (rule's days that are working days) ∪ (rule's days off,
/// moved or kept by ``dayOffPolicy``) ∪ (make-up workdays, when
/// ``addsMakeUpDays``): the RFC 5545 §3.8.5 recurrence set with official
/// days off playing EXDATE and make-up workdays playing RDATE.
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
    public static var choices: String { "one of " + allCases.map(\.rawValue).joinedText(separator: ", ") }
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
public struct ScheduledDays: Hashable, Sendable {
  /// The base rule, when the days come from one (nil for make-up days only).
  public var rule: RecurrenceRule?
  /// The rule's own days in the range, in order.
  public var ruleDays: [CivilDate]
  /// Rule days left out (EXDATE in a compact calendar), in order.
  public var removedDays: [CivilDate]
  /// Days that are not rule days (separate events in a compact calendar), in order.
  public var addedDays: [CivilDate]

  /// The final days: rule days minus removed plus added, in order.
  public var days: [CivilDate] {
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

extension WorkdayCalendar {
  /// The days of `selection` from `start` through `end`, both included.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range that no
  ///   official data covers (unless the calendar assumes the regular week),
  ///   and ``RecurrenceRuleError`` for a rule that needs a time of day.
  public func schedule(_ selection: DaySelection, from start: CivilDate, through end: CivilDate) throws -> ScheduledDays
  {
    // The coverage error for the first day without data; after it, the
    // calendar's own table answers every day of the range.
    for day in Self.days(from: start, through: end) { _ = try isWorkingDay(day) }
    func isWorking(_ day: CivilDate) -> Bool { workingDayIfKnown(day) == true }
    let makeUpDays = makeUpWorkdays(from: start, through: end).map(\.date)
    if selection.onlyMakeUpDays {
      return ScheduledDays(rule: nil, ruleDays: [], removedDays: [], addedDays: makeUpDays)
    }

    let rule: RecurrenceRule
    let anchor: CivilDate
    switch selection.base {
    case .workWeek where workWeek.isRotating:
      // No one rule carries a rotation: its working days, one by one.
      let regular = Self.days(from: start, through: end).filter { workWeek.contains($0) && isWorking($0) }
      let added = regular + (selection.addsMakeUpDays ? makeUpDays : [])
      return ScheduledDays(rule: nil, ruleDays: [], removedDays: [], addedDays: DaySet(added).days)
    case .workWeek:
      rule = RecurrenceRule(uncheckedFrequency: .weekly, weekdays: workWeek.days.map { .init(weekday: $0) })
      anchor = start
    case .rule(let given, let ruleStart):
      rule = given
      anchor = ruleStart
    case .workdays(let selector):
      // Already working days: no policy applies, and no rule can carry them.
      let picked =
        try days(selecting: selector, from: start, through: end) + (selection.addsMakeUpDays ? makeUpDays : [])
      return ScheduledDays(rule: nil, ruleDays: [], removedDays: [], addedDays: DaySet(picked).days)
    }
    let ruleDays = Array(try rule.dates(from: anchor, includesStart: false, fromDay: start, toDay: end))
    var removed: [CivilDate] = []
    var added: [CivilDate] = []
    let ruleSet = DaySet(ruleDays)
    for day in ruleDays where !isWorking(day) {
      switch selection.dayOffPolicy {
      case .keep: continue
      case .skip: removed.append(day)
      case .nextWorkday, .previousWorkday:
        removed.append(day)
        let step = selection.dayOffPolicy == .nextWorkday ? 1 : -1
        var candidate = day.adding(days: step)
        while let current = candidate, current >= start, current <= end, !isWorking(current) {
          candidate = current.adding(days: step)
        }
        if let target = candidate, target >= start, target <= end, isWorking(target) {
          added.append(target)
        }
      }
    }
    if selection.addsMakeUpDays { added += makeUpDays }
    let removedSet = DaySet(removed)
    // A day the rule already produces and keeps is not added again.
    let extra = DaySet(added).days.filter { !ruleSet.contains($0) || removedSet.contains($0) }
    // A removed rule day that comes back as a moved or make-up day stays a
    // rule day rather than being excluded and re-added.
    let restored = DaySet(extra.filter { removedSet.contains($0) })
    return ScheduledDays(
      rule: rule, ruleDays: ruleDays, removedDays: removed.filter { !restored.contains($0) },
      addedDays: extra.filter { !restored.contains($0) })
  }
}
