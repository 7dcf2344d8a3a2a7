/// A wall-clock date and time, as a clock on the wall shows it, with no
/// time zone attached: 2026-10-08 08:50 is the same `LocalDateTime` in every
/// zone. The zone that gives it an instant is carried beside it.
public struct LocalDateTime: Hashable, Comparable, Sendable {
  /// The calendar day.
  public var date: CivilDate
  /// The time on that day.
  public var time: TimeOfDay

  /// Creates a date-time from its day and its time.
  public init(date: CivilDate, time: TimeOfDay) {
    self.date = date
    self.time = time
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS` (or `…THH:MM`), or RFC 5545's basic form
  /// `YYYYMMDDTHHMMSS`; returns `nil` for anything else, including a
  /// trailing `Z` or offset.
  public init?(parsing text: some StringProtocol) {
    let parts = Substring(text).split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    if let date = CivilDate(iso8601: parts[0]), let time = TimeOfDay(parsing: parts[1]) {
      self.init(date: date, time: time)
    } else if let date = CivilDate(basicFormat: parts[0]),
      let time = TimeOfDay(basicFormat: parts[1])
    {
      self.init(date: date, time: time)
    } else {
      return nil
    }
  }

  /// The number of seconds since 1970-01-01T00:00:00 on the same wall clock.
  public var secondsSinceEpoch: Int {
    date.daysSinceEpoch * 86_400 + time.secondsSinceMidnight
  }

  /// Creates the wall-clock date-time a number of seconds after
  /// 1970-01-01T00:00:00, or `nil` outside the supported years.
  public init?(secondsSinceEpoch seconds: Int) {
    let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    guard let date = CivilDate(daysSinceEpoch: days) else { return nil }
    self.init(date: date, time: TimeOfDay(validSecondsSinceMidnight: seconds - days * 86_400))
  }

  /// ISO 8601 extended form, such as `1997-09-02T09:00:00`.
  public var iso8601: String { date.iso8601 + "T" + time.iso8601 }

  /// RFC 5545's basic form, such as `19970902T090000`.
  public var basicFormat: String { date.basicFormat + "T" + time.basicFormat }

  /// Whether `lhs` is earlier on the wall clock than `rhs`.
  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.date, lhs.time) < (rhs.date, rhs.time)
  }
}
