/// A day of a range that a selection would give an event, were it not for
/// the range's edges: what a calendar leaves out without a word unless it
/// is said (``WorkdayCalendar/daysLeftOut(by:from:through:)``).
package struct DayLeftOut: Hashable, Sendable {
  /// Why a day is left out.
  package enum Reason: Hashable, Sendable {
    /// A day off of the rule's, moved by the policy to the working day
    /// `to`, which lies outside the range (nil: past the official data).
    case movedOutOfRange(to: CivilDate?)
    /// A day off of the rule's, moved by the policy to the working day
    /// `to`, which lies before the rule's start `start`: nothing moves
    /// before a rule's start, so no range can keep it.
    case movedBeforeRuleStart(to: CivilDate, start: CivilDate)
    /// The working day before days off that no notice covers yet, but the
    /// law names: the statutory day that follows it.
    case beforeUnpublishedDaysOff(StatutoryDay)
  }

  /// The day in the range.
  package var day: CivilDate
  /// Why it has no event.
  package var reason: Reason

  /// `day`, left out for `reason`.
  package init(day: CivilDate, reason: Reason) {
    self.day = day
    self.reason = reason
  }
}

extension WorkdayCalendar {
  /// How far a move to the next or previous working day is followed
  /// outside the range: longer than any break.
  private static var longestMove: Int { 31 }

  /// The days of the range that `selection` would give an event but the
  /// range's edges take away: a day off the policy moves across an edge
  /// (`--on-day-off next-workday` on 2026-10-01 with a range ending
  /// 2026-10-05), and, for the working day before days off, the last
  /// working day of the range when the days off after it are the law's
  /// but no notice covers them yet (2026-12-31 before 元旦 2027).
  ///
  /// A reminder starting at `time` (nil: all day) has a group's half day
  /// off holding it as a day off (``workingDayIfKnown(_:at:)``).
  ///
  /// Answers only what it can tell: days no data covers inside the range
  /// are the business of ``schedule(_:from:through:at:)``, which throws.
  package func daysLeftOut(
    by selection: DaySelection, from start: CivilDate, through end: CivilDate, at time: TimeOfDay? = nil
  ) -> [DayLeftOut] {
    guard start <= end, !selection.onlyMakeUpDays else { return [] }
    switch (selection.base, selection.dayOffPolicy) {
    case (.workdays(.beforeDaysOff), _):
      return beforeUnpublishedDaysOff(through: end).map { [$0] } ?? []
    case (.workdays, _), (_, .skip), (_, .keep):
      return []
    case (_, let policy):
      guard let base = try? baseDays(of: selection, from: start, through: end) else { return [] }
      let forward = policy == .nextWorkday
      var ruleStart: CivilDate?
      if case .rule(_, let anchor) = selection.base { ruleStart = anchor }
      var result: [DayLeftOut] = []
      for day in base.days where workingDayIfKnown(day, at: time) == false {
        let landing = workingDay(movingFrom: day, forward: forward, at: time)
        if let landing, let ruleStart, landing < ruleStart {
          result.append(DayLeftOut(day: day, reason: .movedBeforeRuleStart(to: landing, start: ruleStart)))
          continue
        }
        if let landing, landing >= start, landing <= end { continue }
        result.append(DayLeftOut(day: day, reason: .movedOutOfRange(to: landing)))
      }
      return result
    }
  }

  /// The working day a move from the day off `day` lands on (the next
  /// one, or the previous one unless `forward`), followed outside any
  /// range; nil when no data answers on the way or the move is longer
  /// than any break. A day whose group half day off holds `time` is
  /// no working day to land on (``workingDayIfKnown(_:at:)``).
  package func workingDay(movingFrom day: CivilDate, forward: Bool, at time: TimeOfDay? = nil) -> CivilDate? {
    var target = day
    for _ in 0..<Self.longestMove {
      guard let next = target.adding(days: forward ? 1 : -1), let working = workingDayIfKnown(next, at: time) else {
        return nil
      }
      target = next
      if working { return next }
    }
    return nil
  }

  /// The range's last working day when the days after `end` have no data
  /// and the law puts a statutory day within a week of it: the working day
  /// before those days off, which no notice can confirm yet.
  private func beforeUnpublishedDaysOff(through end: CivilDate) -> DayLeftOut? {
    guard let after = end.next, workingDayIfKnown(after) == nil,
      let law = HolidayLaw.inForce(on: after),
      let statutory = try? law.statutoryDays(in: after.year) + law.statutoryDays(in: after.year + 1),
      let first = statutory.sorted().first(where: { $0.date >= after }),
      let limit = end.adding(days: 7), first.date <= limit
    else { return nil }
    var day = end
    for _ in 0..<Self.longestMove {
      guard let working = workingDayIfKnown(day) else { return nil }
      if working { return DayLeftOut(day: day, reason: .beforeUnpublishedDaysOff(first)) }
      guard let previous = day.previous else { return nil }
      day = previous
    }
    return nil
  }
}
