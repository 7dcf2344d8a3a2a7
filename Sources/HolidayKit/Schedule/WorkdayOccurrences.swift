/// The workday policy: a base's occurrences laid over the official
/// calendar, one at a time, each saying why it is there.
///
/// This is the product's central formula, and its only implementation.
/// An occurrence on a working day stays; one on a day that is not a working
/// day is dropped, kept, or moved to the next or previous working day
/// (keeping its time of day), as a ``DaySelection/DayOffPolicy`` says; and
/// make-up workdays can be added at a time of day. In RFC 5545 §3.8.5
/// terms the result is the recurrence set with official days off playing
/// EXDATE and make-up workdays playing RDATE, the policy deciding what
/// becomes of an excluded day.
///
/// Nothing is moved out of the window, or added outside it: a day whose
/// next (or previous) working day lies past `to` (or before `from`) is
/// dropped. The base's own occurrences are the caller's to bound.
///
/// ``WorkdayCalendar/schedule(_:from:through:)`` writes its days from this
/// (whole days at midnight, the window being its range), and so does
/// `workday-ics expand` (timed, possibly without end). Where the base is a
/// rule, it is the occurrences of a ``RecurrenceSet``, the package's one
/// recurrence set (a reminder's rule or weekly work week; `expand`'s rule
/// with its extra and excluded dates): this type only lays them over the
/// official calendar, moving, keeping or dropping each and adding make-up
/// workdays, which no set can do, as where a day goes depends on the
/// calendar.
///
/// - Occurrences come in increasing order, and occurrences that land on the
///   same moment are given once (with the reason that comes first in
///   ``WorkdayOccurrence/Reason``).
/// - Moving to the next (or previous) working day never reorders days; an
///   occurrence moved back onto a day is given with that day's own, since
///   the base is read ahead until no later occurrence can land on it.
/// - A base that keeps giving days that are dropped ends the occurrences
///   after ``maximumDroppedInARow`` of them, or past 400 years beyond the
///   data (over which the calendar repeats), and says so in
///   ``stoppedEarly``.
package struct WorkdayOccurrences<Base: IteratorProtocol<LocalDateTime>> {
  private var base: Base
  private let calendar: WorkdayCalendar
  private let policy: DaySelection.DayOffPolicy
  /// The time of day the occurrences start at, nil for whole days: a
  /// group's half day off holding it is a day off for them.
  private let startTime: TimeOfDay?
  /// The reason of a base occurrence on a working day.
  private let ownReason: WorkdayOccurrence.Reason
  private let from: LocalDateTime
  private let to: LocalDateTime?
  private let makeUpMoments: [LocalDateTime]
  private var makeUpIndex = 0
  /// Past this year the regular week repeats what came before.
  private let lastRelevantYear: Int
  /// The occurrences landing on the next day, sorted, waiting to be given
  /// out from `pendingIndex` on.
  private var pending: [WorkdayOccurrence] = []
  private var pendingIndex = 0
  /// A base occurrence read ahead, belonging after the pending day.
  private var carry: LocalDateTime?
  private var baseFinished = false
  /// The moment last given.
  private var last: LocalDateTime?
  /// Base occurrences dropped in a row so far.
  private var droppedInARow = 0

  /// Whether the occurrences ended because the base kept giving days that
  /// are dropped (beyond ``maximumDroppedInARow`` of them, or 400 years):
  /// a rule that may never meet a working day again, as a weekend-only
  /// rule with `skip`.
  package private(set) var stoppedEarly = false

  /// How many dropped occurrences in a row end the search.
  package static var maximumDroppedInARow: Int { 10_000_000 }

  /// Lays `base` over `calendar`.
  ///
  /// - Parameters:
  ///   - base: The occurrences, in increasing order: a rule's, a work
  ///     week's days, or working days a selector picked.
  ///   - calendar: The working days.
  ///   - policy: What becomes of an occurrence on a day that is not a
  ///     working day.
  ///   - picksWorkingDays: Whether the base's days are working days picked
  ///     by a ``WorkdaySelector`` rather than a rule's.
  ///   - startTime: The time of day the occurrences start at, nil for
  ///     whole days: a group's half day off that holds it is a day off
  ///     (``WorkdayCalendar/workingDayIfKnown(_:at:)``).
  ///   - makeUpTime: The time of day of added make-up workdays, or nil to
  ///     add none (midnight for whole days).
  ///   - from: The window's first moment: nothing is moved before it, and
  ///     make-up workdays are added from it on.
  ///   - to: The window's last moment: nothing is moved past it, and
  ///     make-up workdays are added up to it; without it, nothing stops a
  ///     move, and make-up workdays end with the last occurrence.
  package init(
    _ base: Base, calendar: WorkdayCalendar, policy: DaySelection.DayOffPolicy, picksWorkingDays: Bool = false,
    startingAt startTime: TimeOfDay? = nil, makeUpTime: TimeOfDay?, from: LocalDateTime, to: LocalDateTime?
  ) {
    self.base = base
    self.calendar = calendar
    self.policy = policy
    self.startTime = startTime
    ownReason = picksWorkingDays ? .pickedWorkday : .ruleDay
    self.from = from
    self.to = to
    lastRelevantYear = max(from.date.year, calendar.holidays.coveredYears.last ?? from.date.year) + 400
    makeUpMoments =
      makeUpTime.map { time in
        calendar.makeUpWorkdays(from: from.date, through: to?.date).map { LocalDateTime(date: $0.date, time: time) }
          .filter { moment in moment >= from && to.map { moment <= $0 } ?? true }
      } ?? []
  }

  /// The next occurrence, or nil after the last.
  ///
  /// - Throws: ``CoverageError`` for an occurrence, or a day a move walks
  ///   over, that no official data covers (unless the calendar assumes the
  ///   regular week).
  package mutating func next() throws -> WorkdayOccurrence? {
    while let candidate = try nextMerged() {
      if let last, candidate.moment <= last { continue }
      last = candidate.moment
      return candidate
    }
    return nil
  }

  /// The earlier of the next placed base occurrence and the next make-up
  /// workday (the base's first when both fall on the same moment).
  private mutating func nextMerged() throws -> WorkdayOccurrence? {
    let occurrence = try peekPlaced()
    let makeUp = makeUpIndex < makeUpMoments.count ? makeUpMoments[makeUpIndex] : nil
    switch (occurrence, makeUp) {
    case (let occurrence?, let extra?) where extra < occurrence.moment:
      makeUpIndex += 1
      return WorkdayOccurrence(moment: extra, reason: .makeUpWorkday)
    case (let occurrence?, _):
      pendingIndex += 1
      return occurrence
    case (nil, let extra?):
      // Past the base's end, make-up workdays continue only up to `to`, or
      // up to the last occurrence given.
      if to == nil, let last, extra > last { return nil }
      makeUpIndex += 1
      return WorkdayOccurrence(moment: extra, reason: .makeUpWorkday)
    case (nil, nil):
      return nil
    }
  }

  /// The next placed base occurrence, without taking it.
  private mutating func peekPlaced() throws -> WorkdayOccurrence? {
    while pendingIndex == pending.count, !baseFinished {
      try fillPending()
    }
    return pendingIndex < pending.count ? pending[pendingIndex] : nil
  }

  /// Reads base occurrences until every one landing on the next day that
  /// has any is known, stopping at the first that belongs to a later day.
  ///
  /// An occurrence moved back (previous-workday) can land on a day after
  /// that day's own occurrences were read; one on a later day that stays
  /// where it is, or is dropped, shows that none will follow.
  private mutating func fillPending() throws {
    pending.removeAll(keepingCapacity: true)
    pendingIndex = 0
    var day: CivilDate?
    while let moment = carry ?? base.next() {
      carry = nil
      // Only a move back lands before its own day: under any other policy
      // a later day's occurrence shows the pending day complete without
      // being placed (its day may be one no data covers, an error that
      // must not take the pending day with it).
      if let day, moment.date > day, policy != .previousWorkday {
        carry = moment
        break
      }
      let placed = try place(moment)
      let movedBack = placed.map { $0.date < moment.date } ?? false
      if let day, moment.date > day, !movedBack {
        carry = moment
        break
      }
      // A moved occurrence must land in the window. (Its day still counts
      // above: others may land later that day, inside the window.)
      guard let placed, placed.moment == moment || isInWindow(placed.moment) else {
        droppedInARow += 1
        if droppedInARow > Self.maximumDroppedInARow || moment.date.year > lastRelevantYear {
          stoppedEarly = true
          baseFinished = true
          break
        }
        continue
      }
      droppedInARow = 0
      if let day, placed.date != day {
        carry = moment
        break
      }
      day = placed.date
      pending.append(placed)
    }
    if carry == nil { baseFinished = true }
    if pending.count > 1 { pending.sort { ($0.moment, $0.reason) < ($1.moment, $1.reason) } }
  }

  /// Where a base occurrence lands and why, or nil when it is dropped; a
  /// moved one may land outside the window by its time of day.
  private func place(_ moment: LocalDateTime) throws -> WorkdayOccurrence? {
    let day = moment.date
    if try calendar.isWorkingDay(day, at: startTime) { return WorkdayOccurrence(moment: moment, reason: ownReason) }
    switch policy {
    case .skip:
      return nil
    case .keep:
      return WorkdayOccurrence(moment: moment, reason: .dayOffKept)
    case .nextWorkday, .previousWorkday:
      guard let target = try workingDay(movingFrom: day, forward: policy == .nextWorkday) else { return nil }
      return WorkdayOccurrence(moment: LocalDateTime(date: target, time: moment.time), reason: .moved(from: day))
    }
  }

  /// Whether `moment` lies in the window.
  private func isInWindow(_ moment: LocalDateTime) -> Bool {
    moment >= from && to.map { moment <= $0 } ?? true
  }

  /// The first working day after `day` (before it, unless `forward`), or
  /// nil when the search leaves the window first.
  ///
  /// - Throws: ``CoverageError`` for a day on the way that no official data
  ///   covers, or when the search leaves the supported dates.
  private func workingDay(movingFrom day: CivilDate, forward: Bool) throws -> CivilDate? {
    var candidate = day
    while true {
      guard let next = candidate.adding(days: forward ? 1 : -1) else { throw CoverageError.outsideSupportedDates }
      guard next >= from.date, to.map({ next <= $0.date }) ?? true else { return nil }
      if try calendar.isWorkingDay(next, at: startTime) { return next }
      candidate = next
    }
  }
}
