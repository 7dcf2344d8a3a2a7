import HolidayKit

extension CalendarChange {
  /// When a changed occurrence starts, as its calendar wrote it: a day, a
  /// floating time, a time in UTC, or a wall-clock time in a named zone
  /// with that zone's offset from UTC then.
  ///
  ///     if case .zoned(let time, let offset) = change.start {
  ///       print(time.date, time.time, offset)  // 2026-10-09 08:50:00 28800
  ///     }
  ///
  /// Its ``description`` is the start as `workday-ics diff` shows it, in
  /// ISO 8601: `2026-10-09`, `2026-10-09T09:00:00`,
  /// `2026-10-09T01:00:00Z`, `2026-10-09T09:00:00+08:00`.
  public enum Start: Hashable, Sendable, CustomStringConvertible {
    /// An all-day occurrence on this day (`VALUE=DATE`).
    case day(CivilDate)
    /// A floating time (no zone, no `Z`): the same on every wall clock.
    case floating(LocalDateTime)
    /// A time written in UTC (with `Z`).
    case utc(LocalDateTime)
    /// A time in a named zone (`TZID`): the wall clock there, and the
    /// zone's offset from UTC at that moment in seconds (28 800 for
    /// `+08:00`).
    case zoned(LocalDateTime, utcOffsetSeconds: Int)

    /// The day the start falls on, on the wall clock it was written in.
    public var date: CivilDate {
      switch self {
      case .day(let date): date
      case .floating(let time), .utc(let time), .zoned(let time, _): time.date
      }
    }

    /// The wall-clock time, in the zone it was written in (UTC for
    /// ``utc(_:)``); nil for an all-day occurrence.
    public var dateTime: LocalDateTime? {
      switch self {
      case .day: nil
      case .floating(let time), .utc(let time), .zoned(let time, _): time
      }
    }

    /// The start in ISO 8601, as `workday-ics diff` shows it:
    /// `2026-10-09`, `2026-10-09T09:00:00`, `2026-10-09T01:00:00Z` or
    /// `2026-10-09T09:00:00+08:00` (seconds of an offset appended when it
    /// has them).
    public var description: String {
      switch self {
      case .day(let date):
        return date.iso8601
      case .floating(let time):
        return time.iso8601
      case .utc(let time):
        return time.iso8601 + "Z"
      case .zoned(let time, let offset):
        let magnitude = offset.magnitude
        var text = time.iso8601 + (offset < 0 ? "-" : "+")
        text += Digits.padded(Int(magnitude / 3600), width: 2) + ":" + Digits.padded(Int(magnitude / 60 % 60), width: 2)
        if magnitude % 60 != 0 { text += ":" + Digits.padded(Int(magnitude % 60), width: 2) }
        return text
      }
    }
  }
}
