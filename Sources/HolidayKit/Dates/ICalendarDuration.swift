/// A length of time in whole seconds, written as an RFC 5545 DURATION
/// (§3.3.6) and parsed from the short forms people type (`10m`, `1h30m`).
public struct ICalendarDuration: Hashable, Comparable, Sendable {
  /// The length in seconds; negative for "before".
  public var seconds: Int

  /// Creates a duration of `seconds` seconds.
  public init(seconds: Int) { self.seconds = seconds }

  /// The longest duration accepted from text: 1 000 days.
  public static let maximumSeconds = 1000 * 86_400
  /// ``maximumSeconds`` in days, as messages say it.
  package static let maximumDays = maximumSeconds / 86_400

  /// Parses `10m`, `1h`, `1h30m`, `2d`, `1w`, `45s`, `0`, or their
  /// combinations in decreasing order (`1d2h`); `nil` for anything else or
  /// beyond ``maximumSeconds``.
  public init?(parsing text: some StringProtocol) {
    guard let seconds = Self.seconds(parsing: text), seconds <= Self.maximumSeconds else { return nil }
    self.init(seconds: seconds)
  }

  /// Whether `text` is a well-formed length beyond ``maximumSeconds``
  /// (`10000d`), so that a message can say the limit, not the form.
  package static func exceedsMaximum(_ text: some StringProtocol) -> Bool {
    seconds(parsing: text).map { $0 > maximumSeconds } ?? false
  }

  /// The seconds `text` spells, whatever their number; nil when it is
  /// not a length.
  private static func seconds(parsing text: some StringProtocol) -> Int? {
    let text = Substring(text)
    if text == "0" { return 0 }
    var total = 0
    var number = 0
    var digits = 0
    var lastUnitRank = Int.max
    for scalar in text.unicodeScalars {
      if (48...57).contains(scalar.value) {
        guard digits < 7 else { return nil }
        number = number * 10 + Int(scalar.value - 48)
        digits += 1
        continue
      }
      guard digits > 0, let unit = Self.unit(scalar), unit.rank < lastUnitRank else { return nil }
      total += number * unit.seconds
      lastUnitRank = unit.rank
      number = 0
      digits = 0
    }
    guard digits == 0, lastUnitRank != Int.max else { return nil }
    return total
  }

  /// The seconds a unit letter stands for, and its rank (units must come
  /// largest first).
  private static func unit(_ letter: Unicode.Scalar) -> (seconds: Int, rank: Int)? {
    switch letter {
    case "w": (604_800, 4)
    case "d": (86_400, 3)
    case "h": (3600, 2)
    case "m": (60, 1)
    case "s": (1, 0)
    default: nil
    }
  }

  /// `count` minutes.
  public static func minutes(_ count: Int) -> ICalendarDuration { ICalendarDuration(seconds: count * 60) }

  /// `count` hours.
  public static func hours(_ count: Int) -> ICalendarDuration { ICalendarDuration(seconds: count * 3600) }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: ICalendarDuration, rhs: ICalendarDuration) -> Bool { lhs.seconds < rhs.seconds }
}
