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
      guard digits > 0, let unit = Self.unit(scalar), unit.rank < lastUnitRank else { return nil }
      total += number * unit.seconds
      guard total <= Self.maximumSeconds else { return nil }
      lastUnitRank = unit.rank
      number = 0
      digits = 0
    }
    guard digits == 0, lastUnitRank != Int.max else { return nil }
    self.init(seconds: total)
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

  /// The RFC 5545 text, such as `PT10M`, `-PT1H30M`, `P1D` or `PT0S`.
  public var rfc5545Text: String {
    var writer = ContentLineWriter(reservingCapacity: 24)
    writer.append(duration: self)
    return writer.text
  }

  /// `count` minutes.
  public static func minutes(_ count: Int) -> ICalendarDuration { ICalendarDuration(seconds: count * 60) }

  /// `count` hours.
  public static func hours(_ count: Int) -> ICalendarDuration { ICalendarDuration(seconds: count * 3600) }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: ICalendarDuration, rhs: ICalendarDuration) -> Bool { lhs.seconds < rhs.seconds }
}

extension ContentLineWriter {
  /// Appends `duration` as RFC 5545 text (``ICalendarDuration/rfc5545Text``).
  ///
  /// With `exact`, the duration is spelled in hours, minutes and seconds
  /// only: RFC 5545 §3.3.6 makes a day (`D`) or week (`W`) nominal, so
  /// `-P1DT11H` would mean "a calendar day and 11 hours" and move with a
  /// daylight-saving change in between, while `-PT35H` is 35 hours of
  /// elapsed time. Alarm triggers are exact.
  public mutating func append(duration: ICalendarDuration, exact: Bool = false) {
    // Spelled out on the stack, then appended in one piece: at most a sign,
    // P, 16 digits of weeks or days, and T with hours, minutes and seconds.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
      guard let base = buffer.baseAddress else { return }
      var length = 0
      func put(_ byte: UInt8) {
        (base + length).initialize(to: byte)
        length += 1
      }
      func put(_ value: UInt, _ unit: UInt8) {
        let digits = Digits.count(value)
        Digits.write(value, count: digits, at: base + length)
        length += digits
        put(unit)
      }
      var rest = duration.seconds.magnitude
      if rest == 0 {
        for byte in "PT0S".utf8 { put(byte) }
      } else {
        if duration.seconds < 0 { put(UInt8(ascii: "-")) }
        put(UInt8(ascii: "P"))
        if rest % 604_800 == 0, !exact {
          put(rest / 604_800, UInt8(ascii: "W"))
        } else {
          let days = exact ? 0 : rest / 86_400
          rest -= days * 86_400
          if days > 0 { put(days, UInt8(ascii: "D")) }
          if rest > 0 {
            put(UInt8(ascii: "T"))
            if rest >= 3600 { put(rest / 3600, UInt8(ascii: "H")) }
            if rest / 60 % 60 > 0 { put(rest / 60 % 60, UInt8(ascii: "M")) }
            if rest % 60 > 0 { put(rest % 60, UInt8(ascii: "S")) }
          }
        }
      }
      append(utf8: UnsafeBufferPointer(start: base, count: length))
    }
  }
}
