#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The UTC offsets of an IANA time zone, read once from its ``Zone`` and
/// kept as a table of transitions per year, so that turning wall-clock
/// times into instants costs a table look-up rather than a search of the
/// zone's rules per occurrence.
///
/// Wall-clock and UTC times are both counted in seconds since
/// 1970-01-01T00:00:00 of their own clocks.
package struct ZoneRules {
  package let zone: Zone
  /// A change of offset: from `instant` (UTC) on, the offset is `offset`.
  package struct Transition: Equatable {
    package var instant: Int
    package var offset: Int
  }
  /// A year's offset just before its start and the transitions within it.
  private struct YearRules {
    var startOffset: Int
    var transitions: [Transition]
  }
  /// The years looked up so far, by year: `years[year - firstYear]`.
  /// (An array rather than a dictionary: a dictionary keyed by `Int` makes
  /// the runtime search every protocol conformance in the program once per
  /// process, which costs more than a whole year of events.)
  private var years: [YearRules?] = []
  private var firstYear = 0
  /// The year last asked about, as UTC instants [low, high), with its rules:
  /// consecutive occurrences nearly always fall in the same year.
  private var cachedLow = 0
  private var cachedHigh = 0
  private var cachedStartOffset = 0
  private var cachedTransitions: [Transition] = []

  package init(_ zone: Zone) { self.zone = zone }

  /// The rules of a Foundation `TimeZone` (see ``Zone/init(_:)``).
  package init(_ timeZone: TimeZone) { self.init(Zone(timeZone)) }

  private mutating func rules(forYear year: Int) -> YearRules {
    let clampedYear = min(max(year, 1), 9999)
    if let known = known(clampedYear) { return known }
    let start = CivilDate.daysSinceEpoch(year: clampedYear, month: 1, day: 1) * 86_400
    let end = CivilDate.daysSinceEpoch(year: clampedYear + 1, month: 1, day: 1) * 86_400
    // From the last second of the year before, so that a change at the
    // very start of the year (Europe/Madrid's at 1901-01-01T00:00:00Z) is
    // among the year's and not lost between two years.
    let startOffset = zone.offset(at: start - 1)
    var transitions: [Transition] = []
    var cursor = start - 1
    var previous = startOffset
    while let next = zone.nextTransition(after: cursor), next < end, next > cursor, transitions.count < 16 {
      let offset = zone.offset(at: next)
      if offset != previous {
        transitions.append(Transition(instant: next, offset: offset))
        previous = offset
      }
      cursor = next
    }
    let result = YearRules(startOffset: startOffset, transitions: transitions)
    remember(result, for: clampedYear)
    return result
  }

  private func known(_ year: Int) -> YearRules? {
    let index = year - firstYear
    return index >= 0 && index < years.count ? years[index] : nil
  }

  /// Keeps `rules` for `year` (from 1 to 9999), widening the table to it.
  private mutating func remember(_ rules: YearRules, for year: Int) {
    if years.isEmpty { firstYear = year }
    if year < firstYear {
      years.insert(contentsOf: repeatElement(nil, count: firstYear - year), at: 0)
      firstYear = year
    }
    let index = year - firstYear
    if index >= years.count { years.append(contentsOf: repeatElement(nil, count: index - years.count + 1)) }
    years[index] = rules
  }

  /// The changes of offset within `year`, as (UTC instant, offset after).
  package mutating func transitions(inYear year: Int) -> [Transition] {
    rules(forYear: year).transitions
  }

  /// The offset from UTC in seconds at a UTC instant.
  package mutating func offset(atInstant instant: Int) -> Int {
    if instant < cachedLow || instant >= cachedHigh {
      let day = instant >= 0 ? instant / 86_400 : -((-instant + 86_399) / 86_400)
      let year = CivilDate(daysSinceEpoch: day)?.year ?? (day < 0 ? 1 : 9999)
      let rules = rules(forYear: year)
      cachedLow = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) * 86_400
      cachedHigh = CivilDate.daysSinceEpoch(year: year + 1, month: 1, day: 1) * 86_400
      if year <= 1 { cachedLow = Int.min }
      if year >= 9999 { cachedHigh = Int.max }
      cachedStartOffset = rules.startOffset
      cachedTransitions = rules.transitions
    }
    var offset = cachedStartOffset
    for transition in cachedTransitions where transition.instant <= instant { offset = transition.offset }
    return offset
  }

  /// Whether every wall-clock time from `low` through `high`, and two
  /// days either side, lies in a year whose clocks do not change at all
  /// (every year of Asia/Shanghai; none of a zone with daylight saving
  /// time), so that each names exactly one instant, the time less the
  /// year's one offset. False across the start of a year, and in any year
  /// with a change, whether or not the change is near.
  package mutating func keepsOneOffset(from low: Int, through high: Int) -> Bool {
    if isSteady(from: low, through: high) { return true }
    _ = offset(atInstant: low)  // the rules of `low`'s year
    return isSteady(from: low, through: high)
  }

  /// Whether the year last asked about has no changes and holds the
  /// instants of the wall-clock times from two days before `low` through
  /// two days after `high` (an offset is less than a day).
  private func isSteady(from low: Int, through high: Int) -> Bool {
    cachedTransitions.isEmpty && low - 2 * 86_400 >= cachedLow && high + 2 * 86_400 < cachedHigh
  }

  /// The instant a wall-clock time names, as RFC 5545 §3.3.5 reads it: a
  /// time that occurs twice (when clocks go back) is the first; a time that
  /// does not occur (when clocks go forward) is read with the offset before
  /// the gap, so 02:30 in a one-hour gap is 03:30 after it.
  package mutating func instant(forWallClock wall: Int) -> Int {
    // Within a year without changes, two days from its ends: one offset.
    if isSteady(from: wall, through: wall) { return wall - cachedStartOffset }
    let before = offset(atInstant: wall - 86_400)
    let after = offset(atInstant: wall + 86_400)
    if before == after, offset(atInstant: wall - before) == before { return wall - before }
    // Near a change: the earlier of the readings that hold, else the gap.
    let first = wall - max(before, after)
    let second = wall - min(before, after)
    if offset(atInstant: first) == wall - first { return first }
    if offset(atInstant: second) == wall - second { return second }
    return wall - before
  }

  /// The wall-clock time at a UTC instant.
  package mutating func wallClock(atInstant instant: Int) -> Int {
    instant + offset(atInstant: instant)
  }
}
