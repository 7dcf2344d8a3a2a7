#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A recurrence set, as RFC 5545 §3.8.5 defines it: the start, every
/// occurrence of the rules (RRULE) and every extra date (RDATE), without
/// repeats, minus the excluded dates (EXDATE), which win over both.
///
///     var set = RecurrenceSet(start: start, timeZone: newYork)
///     set.rules = [try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13")]
///     set.excludedDates = [start]   // the RFC's "Every Friday the 13th"
///
/// The one recurrence set of the package: `workday-ics expand` walks it
/// lazily (``occurrences(window:)``), the workday policy lays its
/// occurrences over the official calendar (``WorkdayOccurrences``, the
/// base of a reminder's rule or work week), and the .ics reader behind
/// `diff` collects each event's with ``collect(window:progress:)``, which
/// walks one rule at a time so that a caller can bound the work.
///
/// Occurrences are compared on the set's timeline: instants (seconds since
/// 1970-01-01T00:00:00Z) when the set has a zone, wall-clock seconds when
/// its times are floating or whole days. Two times that name one instant
/// are one occurrence (a wall-clock time in a gap the clocks skip is the
/// instant after it, as RFC 5545 says); an excluded wall-clock time
/// excludes the instant it names.
package struct RecurrenceSet: Sendable {
  /// The first instance (DTSTART); the rules take their missing parts from it.
  package var start: LocalDateTime
  /// The zone of every wall-clock time here; `nil` for floating times.
  package var timeZone: Zone?
  /// Whether the start is an occurrence. RFC 5545 makes it one; a
  /// reminder's rule only anchors its days on it (a rule that never
  /// falls on its anchor does not add it).
  package var includesStart = true
  /// The rules. Corresponds to `RRULE`.
  package var rules: [RecurrenceRule] = []
  /// How far a rule without COUNT or UNTIL is followed (through the end of
  /// that day); `nil`: as far as the window goes.
  package var endlessRulesThrough: CivilDate?
  /// Extra occurrences, wall-clock times in ``timeZone``. Corresponds to `RDATE`.
  package var extraDates: [LocalDateTime] = []
  /// Extra occurrences given as points of the set's timeline (instants when
  /// the set has a zone, wall-clock seconds otherwise): an `RDATE` written
  /// in UTC or in another zone, which names an instant rather than a time
  /// of the set's clock.
  package var extraInstants: [Int] = []
  /// Excluded occurrences, matched by wall-clock time. Corresponds to `EXDATE`.
  package var excludedDates: [LocalDateTime] = []
  /// Excluded occurrences given as points of the set's timeline (see
  /// ``extraInstants``).
  package var excludedInstants: [Int] = []
  /// Days every occurrence of which is excluded, on the set's wall clock:
  /// an `EXDATE;VALUE=DATE` of a set whose occurrences have times.
  package var excludedDays: [CivilDate] = []

  /// Creates a set holding just its start.
  package init(start: LocalDateTime, timeZone: Zone? = nil) {
    self.start = start
    self.timeZone = timeZone
  }

  /// The set's occurrences within `window`, lazily, in increasing order.
  package func occurrences(window: RecurrenceWindow = .unbounded) -> RecurrenceSetSequence {
    RecurrenceSetSequence(set: self, window: window)
  }

  /// How far a collection has got, reported for each occurrence as it is
  /// made (repeats included) and for each rule as it ends, so that a
  /// caller can bound the work of many sets together.
  package enum Progress {
    /// The start, made.
    case start
    /// An occurrence of the rule at `index` in ``rules``, made after
    /// `steps` steps of that rule's walk (see ``RecurrenceIterator/steps``).
    case ruleOccurrence(index: Int, steps: Int)
    /// The rule at `index` has no more occurrences, after `steps` steps.
    case ruleEnded(index: Int, steps: Int)
    /// The extra occurrence at `index` of ``extraDates`` followed by
    /// ``extraInstants``.
    case extra(index: Int)
  }

  /// The set's occurrences within `window`, in increasing order, as
  /// points of its timeline (instants when the set has a zone, wall-clock
  /// seconds otherwise), each once.
  ///
  /// Unlike ``occurrences(window:)`` it walks the rules one after another,
  /// keeping one walk in memory at a time, and tells `progress` of each
  /// occurrence as it is made: a caller that throws from `progress` stops
  /// the collection there (a file's limit on occurrences or steps, with
  /// the line of the rule that exceeded it).
  ///
  /// - Complexity: O(*n* log *n*) in the occurrences made.
  package func collect<Failure: Error>(
    window: RecurrenceWindow = .unbounded, progress: (Progress) throws(Failure) -> Void
  ) throws(Failure) -> [Int] {
    var timeline = Timeline(timeZone)
    var points: [Int] = []
    if includesStart, let point = timeline.point(wallClock: start, within: window) {
      points.append(point)
      try progress(.start)
    }
    for (index, rule) in rules.enumerated() {
      var iterator = rule.occurrences(
        from: start, timeZone: timeZone, includesStart: includesStart, window: self.window(for: rule, within: window)
      ).makeIterator()
      while iterator.nextWallClock() != nil {
        points.append(iterator.lastInstant)
        try progress(.ruleOccurrence(index: index, steps: iterator.steps))
      }
      try progress(.ruleEnded(index: index, steps: iterator.steps))
    }
    for (index, extra) in extraDates.enumerated() {
      if let point = timeline.point(wallClock: extra, within: window) { points.append(point) }
      try progress(.extra(index: index))
    }
    for (index, extra) in extraInstants.enumerated() {
      if timeline.contains(extra, within: window) { points.append(extra) }
      try progress(.extra(index: extraDates.count + index))
    }
    if points.count > 1 { points.sort() }
    let excluded = timeline.excluded(self)
    let days = Set(excludedDays.map(\.daysSinceEpoch))
    var kept: [Int] = []
    kept.reserveCapacity(points.count)
    var previous: Int?
    for point in points where point != previous {
      previous = point
      if !excluded.isEmpty, excluded.contains(point) { continue }
      if !days.isEmpty, days.contains(RecurrenceIterator.floorDiv(timeline.wallClock(at: point), 86_400)) { continue }
      kept.append(point)
    }
    return kept
  }

  /// The window a rule is walked in: `window`, and for a rule without an
  /// end no further than ``endlessRulesThrough``.
  func window(for rule: RecurrenceRule, within window: RecurrenceWindow) -> RecurrenceWindow {
    guard case .never = rule.end, let last = endlessRulesThrough else { return window }
    let end = RecurrenceWindow(fromDay: nil, toDay: last).to
    return RecurrenceWindow(from: window.from, to: window.to.map { min($0, end ?? $0) } ?? end)
  }

  /// The set's timeline: instants in its zone, or wall-clock seconds.
  struct Timeline {
    private var zone: ZoneRules?

    init(_ timeZone: Zone?) { zone = timeZone.map { ZoneRules($0) } }

    /// The point a wall-clock time names.
    mutating func point(wallClock moment: LocalDateTime) -> Int {
      let wall = moment.secondsSinceEpoch
      return zone?.instant(forWallClock: wall) ?? wall
    }

    /// The point `moment` names, if the window holds it.
    mutating func point(wallClock moment: LocalDateTime, within window: RecurrenceWindow) -> Int? {
      let point = point(wallClock: moment)
      return contains(point, within: window) ? point : nil
    }

    /// The wall-clock time at `point`.
    mutating func wallClock(at point: Int) -> Int {
      zone?.wallClock(atInstant: point) ?? point
    }

    /// Whether the window holds the wall-clock time at `point`.
    mutating func contains(_ point: Int, within window: RecurrenceWindow) -> Bool {
      guard window.from != nil || window.to != nil else { return true }
      let wall = wallClock(at: point)
      if let from = window.from, wall < from.secondsSinceEpoch { return false }
      if let to = window.to, wall > to.secondsSinceEpoch { return false }
      return true
    }

    /// The points `set` excludes.
    mutating func excluded(_ set: RecurrenceSet) -> Set<Int> {
      guard !set.excludedDates.isEmpty || !set.excludedInstants.isEmpty else { return [] }
      return Set(set.excludedDates.map { point(wallClock: $0) } + set.excludedInstants)
    }
  }
}

/// The occurrences of a ``RecurrenceSet``, generated on demand.
package struct RecurrenceSetSequence: Sequence, Sendable {
  let set: RecurrenceSet
  let window: RecurrenceWindow

  /// Starts a walk over the occurrences.
  package func makeIterator() -> Iterator {
    Iterator(set: set, window: window)
  }

  /// A walk merging the rules' occurrences with the extra dates, on the
  /// set's timeline.
  package struct Iterator: IteratorProtocol {
    private var sources: [RecurrenceIterator]
    /// Each rule's next occurrence: its point and its wall-clock time.
    private var heads: [(point: Int, wall: Int)?]
    /// The extra occurrences and the start, sorted: points and wall-clock times.
    private var extra: [(point: Int, wall: Int)]
    private var extraIndex = 0
    private let excluded: Set<Int>
    private let excludedDays: Set<Int>
    private var last = Int.min

    init(set: RecurrenceSet, window: RecurrenceWindow) {
      var timeline = RecurrenceSet.Timeline(set.timeZone)
      sources = set.rules.map {
        $0.occurrences(
          from: set.start, timeZone: set.timeZone, includesStart: set.includesStart,
          window: set.window(for: $0, within: window)
        ).makeIterator()
      }
      heads = Array(repeating: nil, count: sources.count)
      var points = (set.extraDates + (set.includesStart ? [set.start] : [])).compactMap {
        timeline.point(wallClock: $0, within: window)
      }
      points += set.extraInstants.filter { timeline.contains($0, within: window) }
      extra = points.sorted().map { ($0, timeline.wallClock(at: $0)) }
      excluded = timeline.excluded(set)
      excludedDays = Set(set.excludedDays.map(\.daysSinceEpoch))
      for index in sources.indices { heads[index] = Self.next(&sources[index]) }
    }

    private static func next(_ source: inout RecurrenceIterator) -> (point: Int, wall: Int)? {
      guard let wall = source.nextWallClock() else { return nil }
      return (source.lastInstant, wall)
    }

    /// The next occurrence as a wall-clock time.
    package mutating func next() -> LocalDateTime? {
      while true {
        var best: (point: Int, wall: Int)?
        for head in heads { if let head, head.point < best?.point ?? Int.max { best = head } }
        if extraIndex < extra.count, extra[extraIndex].point < best?.point ?? Int.max { best = extra[extraIndex] }
        guard let value = best else { return nil }
        for index in heads.indices where heads[index]?.point == value.point {
          heads[index] = Self.next(&sources[index])
        }
        while extraIndex < extra.count, extra[extraIndex].point == value.point { extraIndex += 1 }
        guard value.point > last else { continue }
        last = value.point
        if !excluded.isEmpty, excluded.contains(value.point) { continue }
        if !excludedDays.isEmpty, excludedDays.contains(RecurrenceIterator.floorDiv(value.wall, 86_400)) { continue }
        return LocalDateTime(secondsSinceEpoch: value.wall)
      }
    }
  }
}
