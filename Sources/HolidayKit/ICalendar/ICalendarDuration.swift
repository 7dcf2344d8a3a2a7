/// A length of time in whole seconds, written as an RFC 5545 DURATION
/// (§3.3.6) and parsed from the short forms people type (`10m`, `1h30m`).
public struct ICalendarDuration: Hashable, Comparable, Sendable {
  /// The length in seconds; negative for "before".
  public var seconds: Int

  /// Creates a duration of `seconds` seconds.
  public init(seconds: Int) { self.seconds = seconds }

  /// The longest duration accepted from text: 1 000 days.
  public static let maximumSeconds = 1000 * 86_400

  /// Parses `10m`, `1h`, `1h30m`, `2d`, `1w`, `45s`, `0`, or their
  /// combinations in decreasing order (`1d2h`); `nil` for anything else or
  /// beyond ``maximumSeconds``.
  public init?(parsing text: some StringProtocol) {
    let text = Substring(text)
    if text == "0" {
      self.init(seconds: 0)
      return
    }
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
      guard digits > 0, let unit = Self.units[scalar], unit.rank < lastUnitRank else { return nil }
      total += number * unit.seconds
      guard total <= Self.maximumSeconds else { return nil }
      lastUnitRank = unit.rank
      number = 0
      digits = 0
    }
    guard digits == 0, lastUnitRank != Int.max else { return nil }
    self.init(seconds: total)
  }

  private static let units: [Unicode.Scalar: (seconds: Int, rank: Int)] = [
    "w": (604_800, 4), "d": (86_400, 3), "h": (3600, 2), "m": (60, 1), "s": (1, 0),
  ]

  /// The RFC 5545 text, such as `PT10M`, `-PT1H30M`, `P1D` or `PT0S`.
  public var rfc5545Text: String {
    var text = seconds < 0 ? "-P" : "P"
    var rest = Int(seconds.magnitude)
    if rest == 0 { return "PT0S" }
    if rest % 604_800 == 0 { return text + "\(rest / 604_800)W" }
    let days = rest / 86_400
    rest %= 86_400
    if days > 0 { text += "\(days)D" }
    if rest > 0 {
      text += "T"
      let hours = rest / 3600
      let minutes = rest / 60 % 60
      let secs = rest % 60
      if hours > 0 { text += "\(hours)H" }
      if minutes > 0 { text += "\(minutes)M" }
      if secs > 0 { text += "\(secs)S" }
    }
    return text
  }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: ICalendarDuration, rhs: ICalendarDuration) -> Bool { lhs.seconds < rhs.seconds }
}
