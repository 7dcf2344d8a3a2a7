#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// How expansion works
// ===================
//
// A rule is expanded period by period, a period being one interval of its
// frequency: a year, a month, a week starting on WKST, a day, an hour, a
// minute or a second. Everything is counted in integers: days since
// 1970-01-01 and wall-clock seconds since 1970-01-01T00:00:00, never `Date`.
//
// For DAILY and coarser frequencies, each period's days are the days of the
// period that pass every day-level part (BYMONTH, BYWEEKNO, BYYEARDAY,
// BYMONTHDAY, BYDAY), and each day gets every time of BYHOUR × BYMINUTE ×
// BYSECOND. RFC 5545's table of "expand" and "limit" collapses into one
// idea: a part either names the days of a larger period (expand) or filters
// the period's own day (limit), and both are a test on each day of the
// period. Parts the rule leaves out are filled from the start (a YEARLY rule
// with no day parts recurs on the start's month and day).
//
// HOURLY, MINUTELY and SECONDLY rules are walked day by day instead: on each
// day that passes the day-level parts, the period starts that fall in it are
// found arithmetically (the start plus multiples of INTERVAL), filtered by
// BYHOUR, BYMINUTE and BYSECOND, and expanded by the finer parts.
//
// BYSETPOS then picks from each period's sorted candidates. The start always
// counts as the first occurrence (RFC 5545 §3.3.10: "The DTSTART property
// value always counts as the first occurrence"); candidates before it are
// dropped; COUNT, UNTIL (inclusive) and the window end the walk.
//
// Wall-clock times in a zone are turned into instants as RFC 5545 §3.3.5
// reads explicit times: the first of a repeated time, and a time in a gap
// shifted forward by the gap. An occurrence whose instant is not later than
// the previous one (an hourly rule crossing a gap) is dropped.
//
// A rule whose parts no day of any year can pass (BYMONTH=2;BYMONTHDAY=30),
// that leaves no time of day (BYSECOND=60 alone) or whose BYSETPOS is past
// any period's length is known before the walk (`ExpansionPlan.canEverMatch`)
// and gives its start alone. A DAILY walk passes over the days BYMONTH or
// BYMONTHDAY leave out without examining them, counting them all the same.
//
// Nothing loops forever: the walk stops at 9999-12-31, and a DAILY-or-coarser
// rule stops after a whole 400-year Gregorian cycle of empty periods (400
// years, 4 800 months, 20 871 weeks or 146 097 days), after which no period
// can ever match; with a window, the walk also stops at the first period
// that starts after the window's end. The iterator counts the days, periods
// and period starts it examines (`steps`), so that a caller expanding many
// rules can bound their work together.

/// A range of wall-clock times that an expansion is asked for; either end
/// may be open, both ends are included.
package struct RecurrenceWindow: Hashable, Sendable {
  /// The earliest occurrence wanted.
  package var from: LocalDateTime?
  /// The latest occurrence wanted; the walk stops after it.
  package var to: LocalDateTime?

  /// Creates a window.
  package init(from: LocalDateTime? = nil, to: LocalDateTime? = nil) {
    self.from = from
    self.to = to
  }

  /// A window of whole days, from the start of `from` to the end of `to`.
  package init(fromDay: CivilDate?, toDay: CivilDate?) {
    from = fromDay.map { LocalDateTime(date: $0, time: .midnight) }
    to = toDay.map { LocalDateTime(date: $0, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59)) }
  }

  /// Every time.
  package static let unbounded = RecurrenceWindow()
}

extension RecurrenceRule {
  /// The rule's occurrences from `start`, lazily, in increasing order: local
  /// wall-clock times in `timeZone` (floating when `nil`).
  ///
  ///     let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=3;BYDAY=-1FR")
  ///     let start = LocalDateTime(parsing: "1997-09-02T09:00:00")!
  ///     Array(rule.occurrences(from: start, timeZone: newYork))
  ///     // 1997-09-02T09:00:00 (the start), 1997-09-26T09:00:00, 1997-10-31T09:00:00
  ///
  /// - Parameters:
  ///   - start: The first occurrence (RFC 5545's DTSTART); the rule's missing
  ///     parts are taken from it.
  ///   - timeZone: The zone of the wall-clock times; `nil` for floating times.
  ///   - includesStart: Whether the start is itself an occurrence, as RFC
  ///     5545 says; when `false`, only times the rule generates count.
  ///   - window: The times wanted; the walk stops after its end.
  package func occurrences(
    from start: LocalDateTime, timeZone: Zone? = nil, includesStart: Bool = true,
    window: RecurrenceWindow = .unbounded
  ) -> RecurrenceSequence {
    RecurrenceSequence(rule: self, start: start, timeZone: timeZone, includesStart: includesStart, window: window)
  }

  /// The rule's occurrences from a date start, for all-day series.
  ///
  /// - Throws: ``RecurrenceRuleError/needsDateTimeStart(_:)`` for a rule
  ///   that works below days, such as `FREQ=HOURLY` or `BYHOUR=9`.
  package func dates(
    from start: CivilDate, includesStart: Bool = true, fromDay: CivilDate? = nil, toDay: CivilDate? = nil
  ) throws -> RecurrenceDates {
    if let part = timeOfDayPart { throw RecurrenceRuleError.needsDateTimeStart(part) }
    let times = occurrences(
      from: LocalDateTime(date: start, time: .midnight), includesStart: includesStart,
      window: RecurrenceWindow(fromDay: fromDay, toDay: toDay))
    return RecurrenceDates(times: times.makeIterator())
  }
}

/// The days of an all-day rule, generated on demand.
package struct RecurrenceDates: Sequence, IteratorProtocol {
  var times: RecurrenceIterator

  /// The next day, or nil after the last.
  package mutating func next() -> CivilDate? { times.next()?.date }
}

/// The occurrences of a rule, generated on demand.
package struct RecurrenceSequence: Sequence, Sendable {
  let rule: RecurrenceRule
  let start: LocalDateTime
  let timeZone: Zone?
  let includesStart: Bool
  let window: RecurrenceWindow

  /// Starts a walk over the occurrences.
  package func makeIterator() -> RecurrenceIterator {
    RecurrenceIterator(sequence: self)
  }
}

/// A walk over a rule's occurrences.
package struct RecurrenceIterator: IteratorProtocol {
  private let plan: ExpansionPlan
  private var zone: ZoneRules?
  private let startWall: Int
  private let includesStart: Bool
  private let fromWall: Int?
  private let toWall: Int?
  private let untilLimit: UntilLimit
  private var remaining: Int  // occurrences still allowed by COUNT
  /// The instant of the occurrence last given (its wall-clock seconds
  /// without a zone): the point of a ``RecurrenceSet``'s timeline.
  package private(set) var lastInstant = Int.min
  private var startPending: Bool
  private var finished = false
  /// Whether the rule can produce nothing more (the start may still be due).
  private var exhausted = false
  /// The days, periods and period starts examined so far: a measure of the
  /// work the walk has done, which grows with the time searched even when
  /// nothing matches (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO` counts
  /// two a day for the 28 to 40 years between leap days that are Mondays).
  /// Lets a caller bound the work of many rules together, as `diff` does
  /// for a whole file.
  package private(set) var steps = 0

  private var candidates: [Int] = []
  private var candidateIndex = 0
  private var dayBuffer: [Int] = []
  /// Days of the weeks BYWEEKNO lists, reused from year to year.
  private var weekDays: [Int] = []

  // Period state for DAILY and coarser.
  private var periodIndex = 0  // periods since the start's period
  private var emptyPeriods = 0
  // Day state for HOURLY and finer.
  private var day = 0
  private var emptyDays = 0
  private var step = 0
  private var anchor = 0

  private enum UntilLimit {
    case none
    case wall(Int)
    case instant(Int)
    case day(Int)
  }

  init(sequence: RecurrenceSequence) {
    let rule = sequence.rule
    plan = ExpansionPlan(rule: rule, start: sequence.start)
    zone = sequence.timeZone.map { ZoneRules($0) }
    startWall = sequence.start.secondsSinceEpoch
    includesStart = sequence.includesStart
    startPending = sequence.includesStart
    fromWall = sequence.window.from?.secondsSinceEpoch
    toWall = sequence.window.to?.secondsSinceEpoch
    switch rule.end {
    case .never:
      untilLimit = .none
      remaining = Int.max
    case .afterOccurrences(let count):
      untilLimit = .none
      remaining = max(0, count)
    case .until(.date(let date)):
      untilLimit = .day(date.daysSinceEpoch)
      remaining = Int.max
    case .until(.floating(let moment)):
      untilLimit = .wall(moment.secondsSinceEpoch)
      remaining = Int.max
    case .until(.utc(let moment)):
      untilLimit = sequence.timeZone == nil ? .wall(moment.secondsSinceEpoch) : .instant(moment.secondsSinceEpoch)
      remaining = Int.max
    }
    let startDay = sequence.start.date.daysSinceEpoch
    if plan.frequency < .daily {
      let unit = plan.frequency == .hourly ? 3600 : plan.frequency == .minutely ? 60 : 1
      step = plan.interval * unit
      anchor = startWall - Self.floorMod(startWall, unit)
      day = startDay
      // With COUNT every occurrence from the start counts, so no skipping.
      var counts = false
      if case .afterOccurrences = rule.end { counts = true }
      if let fromWall, !counts {
        day = max(day, Self.floorDiv(fromWall, 86_400) - 1)
      }
      if !subDailyCanMatch() { exhausted = true }
    } else if case .afterOccurrences = rule.end {
    } else if let fromWall {
      periodIndex = max(
        0, periodsBefore(Self.floorDiv(fromWall, 86_400), startDay: startDay, start: sequence.start.date) - 1)
    }
    if !exhausted, !plan.canEverMatch(steps: &steps) { exhausted = true }
  }

  package static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
  static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }

  /// The number of whole periods between the start's period and the one
  /// holding `day`, divided by the interval.
  private func periodsBefore(_ day: Int, startDay: Int, start: CivilDate) -> Int {
    let target = CivilDate(daysSinceEpoch: day) ?? start
    let elapsed: Int
    switch plan.frequency {
    case .yearly: elapsed = target.year - start.year
    case .monthly: elapsed = (target.year - start.year) * 12 + target.month - start.month
    case .weekly: elapsed = Self.floorDiv(day - weekStartDay(of: startDay), 7)
    default: elapsed = day - startDay
    }
    return elapsed / plan.interval
  }

  private func weekStartDay(of day: Int) -> Int {
    day - (ExpansionPlan.weekday(day) - plan.weekStart + 7) % 7
  }

  /// Whether some time of day can ever be a period start for a sub-daily
  /// rule: period starts fall on the start's time plus multiples of
  /// gcd(step, one day) each day.
  private mutating func subDailyCanMatch() -> Bool {
    if plan.periodOffsets.isEmpty { return false }
    if plan.secondLimit == 0 { return false }
    var a = step
    var b = 86_400
    while b != 0 { (a, b) = (b, a % b) }
    let modulus = a
    let phase = Self.floorMod(anchor, modulus)
    let unit = plan.frequency == .hourly ? 3600 : plan.frequency == .minutely ? 60 : 1
    var time = 0
    while time < 86_400 {
      steps += 1
      if Self.floorMod(time, modulus) == phase, allowsPeriodStart(time) { return true }
      time += unit
    }
    return false
  }

  @inline(__always)
  private func allowsPeriodStart(_ time: Int) -> Bool {
    if let hours = plan.hourLimit, hours & (1 << UInt32(time / 3600)) == 0 { return false }
    if let minutes = plan.minuteLimit, minutes & (1 << UInt64(time / 60 % 60)) == 0 { return false }
    if let seconds = plan.secondLimit, seconds & (1 << UInt64(time % 60)) == 0 { return false }
    return true
  }

  /// The next occurrence as a wall-clock time.
  package mutating func next() -> LocalDateTime? {
    guard let wall = nextWallClock() else { return nil }
    return LocalDateTime(secondsSinceEpoch: wall)
  }

  /// The next occurrence as wall-clock seconds since 1970-01-01T00:00:00.
  package mutating func nextWallClock() -> Int? {
    while !finished {
      let candidate: Int
      if startPending {
        startPending = false
        candidate = startWall
      } else {
        if candidateIndex >= candidates.count {
          guard !exhausted else {
            finished = true
            return nil
          }
          candidates.removeAll(keepingCapacity: true)
          candidateIndex = 0
          if plan.frequency < .daily { fillSubDaily() } else { fillPeriod() }
          if candidates.isEmpty { continue }
        }
        candidate = candidates[candidateIndex]
        candidateIndex += 1
        if candidate < startWall || (includesStart && candidate == startWall) { continue }
      }
      var wall = candidate
      var instant = candidate
      // Optional chaining mutates the zone's cache in place, without a copy.
      if let resolved = zone?.instant(forWallClock: candidate) {
        instant = resolved
        wall = zone?.wallClock(atInstant: resolved) ?? candidate
      }
      guard instant > lastInstant else { continue }
      switch untilLimit {
      case .none: break
      case .wall(let limit): if wall > limit { finished = true }
      case .instant(let limit): if instant > limit { finished = true }
      case .day(let limit): if Self.floorDiv(wall, 86_400) > limit { finished = true }
      }
      if let toWall, wall > toWall { finished = true }
      if finished { return nil }
      lastInstant = instant
      remaining -= 1
      if remaining <= 0 { finished = true }
      if let fromWall, wall < fromWall { continue }
      return wall
    }
    return nil
  }

  /// Fills ``candidates`` with the next non-empty DAILY-or-coarser period.
  private mutating func fillPeriod() {
    let cycle: Int
    switch plan.frequency {
    case .yearly: cycle = 400
    case .monthly: cycle = 4800
    case .weekly: cycle = 20_871
    default: cycle = 146_097
    }
    let startDate = CivilDate(validDaysSinceEpoch: Self.floorDiv(startWall, 86_400))
    // Short periods are gathered a few hundred occurrences at a time, but
    // no more than COUNT still allows: a rule that matches rarely would
    // otherwise search centuries for occurrences it cannot give.
    let batch = plan.frequency == .daily || plan.frequency == .weekly ? max(1, min(256, remaining)) : 1
    while candidates.count < batch {
      guard emptyPeriods < cycle else {
        if !candidates.isEmpty { return }
        exhausted = true
        return
      }
      if plan.frequency == .daily, plan.monthMask != ExpansionPlan.everyMonth || plan.hasMonthDays {
        let skipped = periodsBeforeAPossibleDay(startDay: startDate.daysSinceEpoch, most: cycle - emptyPeriods)
        if skipped > 0 {
          // The steps, periods and empty periods the day-by-day walk counts.
          steps += 2 * skipped
          periodIndex += skipped
          emptyPeriods += skipped
          continue
        }
      }
      dayBuffer.removeAll(keepingCapacity: true)
      let (offset, overflow) = periodIndex.multipliedReportingOverflow(by: plan.interval)
      steps += 1
      guard !overflow, collectDays(periodOffset: offset, startDate: startDate) else {
        exhausted = true
        return
      }
      periodIndex += 1
      emptyPeriods += 1
      if dayBuffer.isEmpty { continue }
      let before = candidates.count
      let times = plan.timesOfDay
      if plan.setPositions.isEmpty {
        for day in dayBuffer {
          for time in times { candidates.append(day * 86_400 + time) }
        }
      } else {
        let total = dayBuffer.count * times.count
        var picks: [Int] = []
        for position in plan.setPositions {
          let index = position > 0 ? position - 1 : total + position
          if index >= 0, index < total { picks.append(index) }
        }
        for index in picks.sortedUnique() {
          candidates.append(dayBuffer[index / times.count] * 86_400 + times[index % times.count])
        }
      }
      if candidates.count > before { emptyPeriods = 0 }
    }
  }

  /// For a DAILY rule, how many periods from the current one on fall on
  /// days that BYMONTH or BYMONTHDAY leave out, up to the next day both
  /// allow or the next month (none when the current day is allowed),
  /// stopping at the window's end, at 9999 and after `most`: periods the
  /// walk can pass over without examining their days, as none of them can
  /// match. `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29` examines one day a year,
  /// though it counts a step for every day it searches.
  private func periodsBeforeAPossibleDay(startDay: Int, most: Int) -> Int {
    let (offset, o1) = periodIndex.multipliedReportingOverflow(by: plan.interval)
    let (first, o2) = startDay.addingReportingOverflow(offset)
    guard !o1, !o2, most > 0, CivilDate.supportedDays.contains(first) else { return 0 }
    let date = CivilDate(validDaysSinceEpoch: first)
    let monthLength = CivilDate.daysInMonth(year: date.year, month: date.month)
    var dayOfMonth = date.day
    if plan.monthMask & (1 << UInt16(date.month)) == 0 {
      dayOfMonth = monthLength + 1
    } else if plan.hasMonthDays {
      while dayOfMonth <= monthLength, !plan.passesMonthDays(dayOfMonth: dayOfMonth, monthLength: monthLength) {
        dayOfMonth += 1
      }
    }
    var end = first + dayOfMonth - date.day
    end = min(end, CivilDate.supportedDays.upperBound + 1)
    if let toWall { end = min(end, Self.floorDiv(toWall, 86_400) + 1) }
    guard end > first else { return 0 }
    return min((end - first + plan.interval - 1) / plan.interval, most)
  }

  /// Puts the matching days of the period `periodOffset` periods after the
  /// start's into ``dayBuffer``; false once the period is past 9999 or
  /// starts after the window's end.
  private mutating func collectDays(periodOffset: Int, startDate: CivilDate) -> Bool {
    switch plan.frequency {
    case .yearly:
      let (year, overflow) = startDate.year.addingReportingOverflow(periodOffset)
      guard !overflow, year <= 9999 else { return false }
      if let toWall, CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) > Self.floorDiv(toWall, 86_400) {
        return false
      }
      collectDays(ofYear: year, months: 1...12)
    case .monthly:
      let (monthIndex, overflow) = (startDate.year * 12 + startDate.month - 1).addingReportingOverflow(periodOffset)
      guard !overflow, monthIndex / 12 <= 9999 else { return false }
      let year = monthIndex / 12
      let month = monthIndex % 12 + 1
      if let toWall, CivilDate.daysSinceEpoch(year: year, month: month, day: 1) > Self.floorDiv(toWall, 86_400) {
        return false
      }
      collectDays(ofYear: year, months: month...month)
    default:
      let span = plan.frequency == .weekly ? 7 : 1
      let first0 = plan.frequency == .weekly ? weekStartDay(of: startDate.daysSinceEpoch) : startDate.daysSinceEpoch
      let (shift, o1) = periodOffset.multipliedReportingOverflow(by: span)
      let (first, o2) = first0.addingReportingOverflow(shift)
      guard !o1, !o2, first <= CivilDate.supportedDays.upperBound else { return false }
      // A period that starts after the window cannot hold a wanted day.
      if let toWall, first > Self.floorDiv(toWall, 86_400) { return false }
      steps += span
      if !plan.needsCalendarDate {
        for day in first..<(first + span) where CivilDate.supportedDays.contains(day) {
          if plan.matchesWeekdayOnly(day: day) { dayBuffer.append(day) }
        }
        return true
      }
      var weeks: (Int, Int, Int)?
      var weeksYear = Int.min
      for day in first..<(first + span) where CivilDate.supportedDays.contains(day) {
        let date = CivilDate(validDaysSinceEpoch: day)
        if plan.hasWeeks, weeksYear != date.year {
          weeksYear = date.year
          weeks = (
            plan.firstWeekStart(date.year - 1), plan.firstWeekStart(date.year), plan.firstWeekStart(date.year + 1)
          )
        }
        if matches(date, day: day, weeks: weeks) { dayBuffer.append(day) }
      }
    }
    return true
  }

  @inline(__always)
  private func matches(_ date: CivilDate, day: Int, weeks: (Int, Int, Int)?) -> Bool {
    let yearLength = CivilDate.daysInYear(date.year)
    let dayOfYear = day - CivilDate.daysSinceEpoch(year: date.year, month: 1, day: 1) + 1
    return plan.matches(
      day: day, year: date.year, month: date.month, dayOfMonth: date.day,
      monthLength: CivilDate.daysInMonth(year: date.year, month: date.month),
      dayOfYear: dayOfYear, yearLength: yearLength, weeks: weeks)
  }

  private mutating func collectDays(ofYear year: Int, months: ClosedRange<Int>) {
    let yearStart = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
    let yearLength = CivilDate.daysInYear(year)
    let weeks =
      plan.hasWeeks ? (plan.firstWeekStart(year - 1), plan.firstWeekStart(year), plan.firstWeekStart(year + 1)) : nil
    if let weeks, months == 1...12 {
      // BYWEEKNO: only days of the listed weeks can match, counted in the
      // week-numbering year they belong to (the previous, this or the next).
      weekDays.removeAll(keepingCapacity: true)
      let yearEnd = yearStart + yearLength
      func addWeek(startingOn start: Int) {
        var day = max(start, yearStart)
        while day < min(start + 7, yearEnd) {
          weekDays.append(day)
          day += 1
        }
      }
      var positive = plan.weeksFromStart
      while positive != 0 {
        let number = positive.trailingZeroBitCount
        positive &= positive - 1
        addWeek(startingOn: weeks.0 + (number - 1) * 7)
        addWeek(startingOn: weeks.1 + (number - 1) * 7)
        addWeek(startingOn: weeks.2 + (number - 1) * 7)
      }
      var negative = plan.weeksFromEnd
      while negative != 0 {
        let number = negative.trailingZeroBitCount
        negative &= negative - 1
        addWeek(startingOn: weeks.0 + ((weeks.1 - weeks.0) / 7 - number) * 7)
        addWeek(startingOn: weeks.1 + ((weeks.2 - weeks.1) / 7 - number) * 7)
      }
      weekDays.sort()
      steps += weekDays.count
      var previous = Int.min
      for day in weekDays where day != previous {
        previous = day
        let date = CivilDate(validDaysSinceEpoch: day)
        if plan.matches(
          day: day, year: year, month: date.month, dayOfMonth: date.day,
          monthLength: CivilDate.daysInMonth(year: year, month: date.month), dayOfYear: day - yearStart + 1,
          yearLength: yearLength, weeks: weeks)
        {
          dayBuffer.append(day)
        }
      }
      return
    }
    for month in months where plan.monthMask & (1 << UInt16(month)) != 0 {
      let monthStart = CivilDate.daysSinceEpoch(year: year, month: month, day: 1)
      let monthLength = CivilDate.daysInMonth(year: year, month: month)
      steps += monthLength
      for dayOfMonth in 1...monthLength {
        let day = monthStart + dayOfMonth - 1
        if plan.matches(
          day: day, year: year, month: month, dayOfMonth: dayOfMonth, monthLength: monthLength,
          dayOfYear: day - yearStart + 1, yearLength: yearLength, weeks: weeks)
        {
          dayBuffer.append(day)
        }
      }
    }
  }

  /// Fills ``candidates`` with the occurrences of the next day, for
  /// HOURLY, MINUTELY and SECONDLY rules.
  private mutating func fillSubDaily() {
    while candidates.isEmpty {
      if step >= 86_400 {
        // At most one period starts per day: jump to the day of the next one.
        let dayStart = day * 86_400
        let k = max(0, Self.floorDiv(dayStart - anchor + step - 1, step))
        let (periodStart, overflow) = k.multipliedReportingOverflow(by: step)
        guard !overflow else {
          exhausted = true
          return
        }
        day = Self.floorDiv(anchor + periodStart, 86_400)
      }
      guard day <= CivilDate.supportedDays.upperBound, emptyDays < 146_097 * 2 else {
        exhausted = true
        return
      }
      if let toWall, day * 86_400 > toWall {
        exhausted = true
        return
      }
      let date = CivilDate(validDaysSinceEpoch: max(day, CivilDate.supportedDays.lowerBound))
      steps += 1
      if matches(date, day: day, weeks: nil) {
        let dayStart = day * 86_400
        if let times = plan.periodStartTimes, times.count < 86_400 / step {
          steps += times.count
          for time in times {
            let periodStart = dayStart + time
            if periodStart >= anchor, Self.floorMod(periodStart - anchor, step) == 0 { appendPeriod(periodStart) }
          }
        } else {
          let k = max(0, Self.floorDiv(dayStart - anchor + step - 1, step))
          var periodStart = anchor + k * step
          while periodStart < dayStart + 86_400 {
            steps += 1
            if allowsPeriodStart(periodStart - dayStart) { appendPeriod(periodStart) }
            let (next, overflow) = periodStart.addingReportingOverflow(step)
            if overflow { break }
            periodStart = next
          }
        }
        emptyDays = candidates.isEmpty ? emptyDays + 1 : 0
      } else {
        emptyDays += 1
      }
      day += 1
    }
  }

  private mutating func appendPeriod(_ periodStart: Int) {
    for offset in plan.periodOffsets { candidates.append(periodStart + offset) }
  }
}
