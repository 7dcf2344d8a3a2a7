import HolidayKit

/// When an occurrence starts, in the form two calendars are compared in:
/// a day for an all-day event, a wall-clock time for a floating one, and
/// an instant for a time in UTC or in a named zone.
///
/// Two starts are equal when they are of the same kind and name the same
/// day, wall-clock time or instant: 09:00 in Asia/Shanghai equals 01:00Z,
/// and differs from 09:00 in Europe/Berlin; the day 2026-10-10 differs from
/// any time on it. Starts are ordered by ``seconds``, then by kind.
package struct OccurrenceStart: Hashable, Comparable, Sendable {
  /// What a start names.
  package enum Kind: UInt8, Hashable, Comparable, Sendable {
    /// A day (`VALUE=DATE`): ``OccurrenceStart/seconds`` is its midnight.
    case date
    /// A floating time (no zone, no `Z`), the same on every wall clock.
    case floating
    /// An instant: a time in UTC or in a named zone.
    case instant

    /// Ordered by declaration: day, floating time, instant.
    package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Seconds since 1970-01-01T00:00:00: on the wall clock for a day or a
  /// floating time, in UTC for an instant.
  var seconds: Int
  /// What the seconds count.
  var kind: Kind

  /// Creates a start.
  init(seconds: Int, kind: Kind) {
    self.seconds = seconds
    self.kind = kind
  }

  /// The start of an all-day occurrence on `date`.
  init(date: CivilDate) {
    self.init(seconds: date.daysSinceEpoch * 86_400, kind: .date)
  }

  /// Ordered by seconds, then kind: days and times interleave by date.
  package static func < (lhs: OccurrenceStart, rhs: OccurrenceStart) -> Bool {
    lhs.seconds != rhs.seconds ? lhs.seconds < rhs.seconds : lhs.kind < rhs.kind
  }

  /// The start as people read it (see ``CalendarChange/Start``): the
  /// day, the floating time, and for an instant the wall-clock time in
  /// the zone it was written in, with the zone's offset from UTC; in UTC
  /// when `offset` is nil.
  ///
  /// - Parameter offset: For an instant, the offset from UTC in seconds of
  ///   the zone it was written in, at that instant; nil for UTC.
  func shown(offset: Int?) -> CalendarChange.Start {
    switch kind {
    case .date: .day(Self.wallClock(seconds).date)
    case .floating: .floating(Self.wallClock(seconds))
    case .instant:
      offset.map { .zoned(Self.wallClock(seconds + $0), utcOffsetSeconds: $0) } ?? .utc(Self.wallClock(seconds))
    }
  }

  /// The wall-clock time `seconds` after 1970-01-01T00:00:00, clamped to
  /// the years 1 to 9999 (a reader never makes a start outside them).
  static func wallClock(_ seconds: Int) -> LocalDateTime {
    let earliest = LocalDateTime(date: .earliest, time: .midnight)
    let latest = LocalDateTime(date: .latest, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59))
    return LocalDateTime(secondsSinceEpoch: seconds) ?? (seconds < 0 ? earliest : latest)
  }
}
