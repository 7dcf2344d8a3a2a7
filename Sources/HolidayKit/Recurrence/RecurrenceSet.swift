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
package struct RecurrenceSet: Sendable {
  /// The first instance (DTSTART); the rules take their missing parts from it.
  package var start: LocalDateTime
  /// The zone of every wall-clock time here; `nil` for floating times.
  package var timeZone: TimeZone?
  /// The rules. Corresponds to `RRULE`.
  package var rules: [RecurrenceRule] = []
  /// Extra occurrences. Corresponds to `RDATE`.
  package var extraDates: [LocalDateTime] = []
  /// Excluded occurrences, matched by wall-clock time. Corresponds to `EXDATE`.
  package var excludedDates: [LocalDateTime] = []

  /// Creates a set holding just its start.
  package init(start: LocalDateTime, timeZone: TimeZone? = nil) {
    self.start = start
    self.timeZone = timeZone
  }

  /// The set's occurrences within `window`, lazily, in increasing order.
  package func occurrences(window: RecurrenceWindow = .unbounded) -> RecurrenceSetSequence {
    RecurrenceSetSequence(set: self, window: window)
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

  /// A walk merging the rules' occurrences with the extra dates.
  package struct Iterator: IteratorProtocol {
    private var sources: [RecurrenceIterator]
    private var heads: [Int?]
    private var extra: [Int]
    private var extraIndex = 0
    private let excluded: Set<Int>
    private var last = Int.min

    init(set: RecurrenceSet, window: RecurrenceWindow) {
      var zone = set.timeZone.map(ZoneRules.init)
      func resolved(_ moment: LocalDateTime) -> Int {
        let wall = moment.secondsSinceEpoch
        guard var rules = zone else { return wall }
        let result = rules.wallClock(atInstant: rules.instant(forWallClock: wall))
        zone = rules
        return result
      }
      let from = window.from?.secondsSinceEpoch ?? Int.min
      let to = window.to?.secondsSinceEpoch ?? Int.max
      sources = set.rules.map {
        $0.occurrences(from: set.start, timeZone: set.timeZone, window: window).makeIterator()
      }
      heads = Array(repeating: nil, count: sources.count)
      extra = (set.extraDates + [set.start]).map(resolved).filter { $0 >= from && $0 <= to }.sorted()
      excluded = Set(set.excludedDates.map(resolved))
      for index in sources.indices { heads[index] = sources[index].nextWallClock() }
    }

    /// The next occurrence as a wall-clock time.
    package mutating func next() -> LocalDateTime? {
      while true {
        var best: Int?
        for head in heads { if let head, head < best ?? Int.max { best = head } }
        if extraIndex < extra.count, extra[extraIndex] < best ?? Int.max { best = extra[extraIndex] }
        guard let value = best else { return nil }
        for index in heads.indices where heads[index] == value { heads[index] = sources[index].nextWallClock() }
        while extraIndex < extra.count, extra[extraIndex] == value { extraIndex += 1 }
        guard value > last else { continue }
        last = value
        if excluded.contains(value) { continue }
        return LocalDateTime(secondsSinceEpoch: value)
      }
    }
  }
}
