/// A rule's occurrences laid over the official calendar, one at a time:
/// occurrences on days that are not working days are dropped, kept or
/// moved (keeping their time of day) by a ``DaySelection/DayOffPolicy``,
/// and make-up workdays can be added at a given time. The same meaning as
/// ``WorkdayCalendar/schedule(_:from:through:)``, for timed and unbounded
/// series.
///
/// Moving a day to the next (or previous) working day never reorders days,
/// so the result stays in order; occurrences that land on the same moment
/// are given once.
package struct WorkdayAdjustedOccurrences<Base: IteratorProtocol<LocalDateTime>> {
  private var base: Base
  private let calendar: WorkdayCalendar
  private let policy: DaySelection.DayOffPolicy
  private var makeUpMoments: [LocalDateTime]
  private var makeUpIndex = 0
  private let to: LocalDateTime?
  /// Past this year the regular week repeats what came before.
  private let lastRelevantYear: Int
  /// Occurrences of the current day, sorted, waiting to be given out.
  private var pending: [LocalDateTime] = []
  /// A base occurrence read ahead, belonging after the pending day.
  private var carry: LocalDateTime?
  private var last: LocalDateTime?
  private var baseFinished = false
  /// Base occurrences dropped in a row so far.
  private var droppedInARow = 0

  /// Whether the occurrences ended because the base kept giving days that
  /// are not working days (beyond ``maximumDroppedInARow`` of them, or 400
  /// years, over which the calendar repeats): a rule that may never match
  /// a working day again, as with a weekend-only rule and `skip`.
  package private(set) var stoppedEarly = false

  /// How many dropped occurrences in a row end the search.
  package static var maximumDroppedInARow: Int { 10_000_000 }

  /// Adjusts `base`, whose occurrences start at `start`.
  ///
  /// - Parameters:
  ///   - base: The occurrences to adjust.
  ///   - start: The first occurrence.
  ///   - calendar: The working days.
  ///   - policy: What happens to an occurrence on a day that is not a working day.
  ///   - makeUpTime: The time of day of added make-up workdays, or nil to
  ///     add none (midnight for all-day series).
  ///   - from: Added make-up days start here (default: `start`).
  ///   - to: Added make-up days end here; without it they end with the
  ///     base's last occurrence.
  package init(
    _ base: Base, start: LocalDateTime, calendar: WorkdayCalendar, policy: DaySelection.DayOffPolicy,
    makeUpTime: TimeOfDay?, from: LocalDateTime? = nil, to: LocalDateTime? = nil
  ) {
    self.base = base
    self.calendar = calendar
    self.policy = policy
    self.to = to
    lastRelevantYear = max(start.date.year, calendar.holidays.coveredYears.last ?? start.date.year) + 400
    let first = max(from ?? start, start)
    makeUpMoments =
      makeUpTime.map { time in
        calendar.makeUpWorkdays().map { LocalDateTime(date: $0.date, time: time) }.filter { moment in
          moment >= first && (to.map { moment <= $0 } ?? true)
        }
      } ?? []
  }

  /// The next occurrence, or nil after the last.
  ///
  /// - Throws: ``CoverageError`` for an occurrence on a day no official
  ///   data covers (unless the calendar assumes the regular week).
  package mutating func next() throws -> LocalDateTime? {
    while true {
      if let candidate = try nextMerged() {
        if let last, candidate <= last { continue }
        last = candidate
        return candidate
      }
      return nil
    }
  }

  /// The smaller of the next adjusted occurrence and the next make-up moment.
  private mutating func nextMerged() throws -> LocalDateTime? {
    let occurrence = try peekAdjusted()
    let makeUp = makeUpIndex < makeUpMoments.count ? makeUpMoments[makeUpIndex] : nil
    switch (occurrence, makeUp) {
    case (let moment?, let extra?) where extra < moment:
      makeUpIndex += 1
      return extra
    case (let moment?, _):
      pending.removeFirst()
      return moment
    case (nil, let extra?):
      // Past the base's end, make-up days continue only up to `to` or the
      // base's last occurrence.
      if to == nil, let last, extra > last { return nil }
      makeUpIndex += 1
      return extra
    case (nil, nil):
      return nil
    }
  }

  /// The next adjusted occurrence without taking it.
  private mutating func peekAdjusted() throws -> LocalDateTime? {
    while pending.isEmpty, !baseFinished || carry != nil {
      try fillPending()
    }
    return pending.first
  }

  /// Reads base occurrences until every one landing on the next adjusted
  /// day is known (an occurrence moved back onto a day can arrive after
  /// that day's own), stopping at the first that belongs to a later day.
  private mutating func fillPending() throws {
    var batch: [LocalDateTime] = []
    var day: CivilDate?
    while let moment = carry ?? base.next() {
      carry = nil
      let target = try adjustedDay(moment.date)
      if let day, moment.date > day, policy != .previousWorkday || target == moment.date || target == nil {
        carry = moment
        pending = batch.sorted()
        return
      }
      guard let target else {
        droppedInARow += 1
        if droppedInARow > Self.maximumDroppedInARow || moment.date.year > lastRelevantYear {
          stoppedEarly = true
          break
        }
        continue
      }
      droppedInARow = 0
      if let day, target != day {
        carry = moment
        pending = batch.sorted()
        return
      }
      day = target
      batch.append(LocalDateTime(date: target, time: moment.time))
    }
    baseFinished = true
    pending = batch.sorted()
  }

  /// The day an occurrence on `day` lands on, or nil when it is dropped.
  private func adjustedDay(_ day: CivilDate) throws -> CivilDate? {
    if try calendar.isWorkingDay(day) { return day }
    switch policy {
    case .skip: return nil
    case .keep: return day
    case .nextWorkday: return try calendar.nextWorkingDay(after: day)
    case .previousWorkday: return try calendar.previousWorkingDay(before: day)
    }
  }
}
