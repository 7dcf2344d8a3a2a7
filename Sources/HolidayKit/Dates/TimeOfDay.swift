/// A wall-clock time within a day, to the second, with no date and no zone.
///
///     TimeOfDay(hour: 8, minute: 50)!      // nil for 25:00
///     TimeOfDay(parsing: "08:50")!         // from text a user typed: nil when malformed
///
/// It is not `ExpressibleByStringLiteral` on purpose: a literal such as
/// `"8:5O"` would have to crash at run time; ``init(parsing:)`` makes the
/// failure a value the caller handles.
public struct TimeOfDay: Hashable, Comparable, Sendable {
  /// The hour, 0 through 23.
  public let hour: Int
  /// The minute, 0 through 59.
  public let minute: Int
  /// The second, 0 through 59 (RFC 5545 allows 60 for a leap second; this
  /// library does not model leap seconds).
  public let second: Int

  /// Midnight, 00:00:00.
  public static let midnight = TimeOfDay(uncheckedHour: 0, minute: 0, second: 0)

  /// Creates a time, or returns `nil` if a field is out of range.
  public init?(hour: Int, minute: Int, second: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
    else { return nil }
    self.init(uncheckedHour: hour, minute: minute, second: second)
  }

  package init(uncheckedHour hour: Int, minute: Int, second: Int) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Creates the time a number of seconds after midnight (0 ..< 86 400).
  init(validSecondsSinceMidnight seconds: Int) {
    self.init(uncheckedHour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
  }

  /// Parses `HH:MM` or `HH:MM:SS` with two digits per field, or returns `nil`.
  ///
  ///     TimeOfDay(parsing: "08:50")  // 08:50:00
  ///     TimeOfDay(parsing: "8:50")   // nil
  public init?(parsing text: some StringProtocol) {
    let parts = Substring(text).split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      let hour = Digits.fixed(parts[0].utf8, count: 2),
      let minute = Digits.fixed(parts[1].utf8, count: 2)
    else { return nil }
    var second = 0
    if parts.count == 3 {
      guard let value = Digits.fixed(parts[2].utf8, count: 2) else { return nil }
      second = value
    }
    self.init(hour: hour, minute: minute, second: second)
  }

  /// Parses RFC 5545's basic form `HHMMSS`, or returns `nil`.
  public init?(basicFormat text: some StringProtocol) {
    let s = Substring(text)
    guard s.utf8.count == 6,
      let hour = Digits.fixed(s.utf8.prefix(2), count: 2),
      let minute = Digits.fixed(s.utf8.dropFirst(2).prefix(2), count: 2),
      let second = Digits.fixed(s.utf8.dropFirst(4), count: 2)
    else { return nil }
    self.init(hour: hour, minute: minute, second: second)
  }

  /// The number of seconds since midnight.
  public var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

  /// The time as `HH:MM:SS`.
  public var iso8601: String {
    "\(Digits.padded(hour, width: 2)):\(Digits.padded(minute, width: 2)):\(Digits.padded(second, width: 2))"
  }

  /// The time as RFC 5545's basic form `HHMMSS`.
  public var basicFormat: String {
    Digits.padded(hour, width: 2) + Digits.padded(minute, width: 2)
      + Digits.padded(second, width: 2)
  }

  /// Whether `lhs` is earlier in the day than `rhs`.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
  }
}
