extension ICalendarDuration {
  /// The RFC 5545 text, such as `PT10M`, `-PT1H30M`, `P1D` or `PT0S`.
  public var rfc5545Text: String {
    String(unsafeUninitializedCapacity: Self.longestRFC5545Text) { text in
      text.baseAddress.map { writeRFC5545Text(at: $0) } ?? 0
    }
  }

  /// Parses an RFC 5545 DURATION value (§3.3.6): an optional sign, `P`,
  /// then weeks (`P2W`), or days and a time (`P1DT2H`, `PT10M`, `PT1H30S`);
  /// `nil` for anything else. A day is counted as 86 400 seconds and a week
  /// as seven of them, although RFC 5545 makes them nominal (a day across a
  /// daylight-saving change is 23 or 25 hours long).
  ///
  ///     ICalendarDuration(rfc5545Text: "-PT10M")?.seconds  // -600
  ///     ICalendarDuration(rfc5545Text: "P1DT12H")?.seconds // 129600
  ///
  /// Units must come in decreasing order, each at most once, with at most
  /// nine digits each; `T` must be followed by a time.
  public init?(rfc5545Text text: some StringProtocol) {
    var scalars = Substring(text).unicodeScalars[...]
    var sign = 1
    if let first = scalars.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      scalars = scalars.dropFirst()
    }
    guard scalars.first == "P" else { return nil }
    scalars = scalars.dropFirst()
    var total = 0
    var inTime = false
    var sawTimeUnit = false
    var sawUnit = false
    var lastRank = Int.max
    var number = 0
    var digits = 0
    for scalar in scalars {
      if (48...57).contains(scalar.value) {
        guard digits < 9 else { return nil }
        number = number * 10 + Int(scalar.value - 48)
        digits += 1
        continue
      }
      if scalar == "T" {
        guard !inTime, digits == 0 else { return nil }
        inTime = true
        continue
      }
      let unit: (seconds: Int, rank: Int)
      switch (scalar, inTime) {
      case ("W", false): unit = (604_800, 5)
      case ("D", false): unit = (86_400, 4)
      case ("H", true): unit = (3600, 3)
      case ("M", true): unit = (60, 2)
      case ("S", true): unit = (1, 1)
      default: return nil
      }
      // Weeks stand alone: `P1W2D` is not an RFC 5545 duration.
      guard digits > 0, unit.rank < lastRank, lastRank != 5 else { return nil }
      total += number * unit.seconds
      lastRank = unit.rank
      sawUnit = true
      if inTime { sawTimeUnit = true }
      number = 0
      digits = 0
    }
    guard digits == 0, sawUnit, !inTime || sawTimeUnit else { return nil }
    self.init(seconds: sign * total)
  }

  /// The duration as people type it for `--duration` and `--alarm`, in
  /// days, hours, minutes and seconds: `30m`, `1h30m`, `1d`, `45s`, `0`;
  /// negative with a leading `-`.
  public var shortText: String {
    guard seconds != 0 else { return "0" }
    var rest = seconds.magnitude
    var text = seconds < 0 ? "-" : ""
    for (size, unit) in [(UInt(86_400), "d"), (3600, "h"), (60, "m"), (1, "s")] where rest >= size {
      text += String(rest / size) + unit
      rest %= size
    }
    return text
  }

  /// The most bytes ``writeRFC5545Text(exact:at:)`` writes: a sign, P, 16
  /// digits of weeks, days or hours, and T with the rest.
  package static let longestRFC5545Text = 40

  /// Writes the RFC 5545 text (``rfc5545Text``) as UTF-8 at `target`,
  /// which has room for ``longestRFC5545Text`` bytes, and returns how many
  /// it wrote: no `String` in between, and no generic code for a writer in
  /// another module to run.
  ///
  /// With `exact`, the duration is spelled in hours, minutes and seconds
  /// only: RFC 5545 §3.3.6 makes a day (`D`) or week (`W`) nominal, so
  /// `-P1DT11H` would mean "a calendar day and 11 hours" and move with a
  /// daylight-saving change in between, while `-PT35H` is 35 hours of
  /// elapsed time. Alarm triggers are exact.
  package func writeRFC5545Text(exact: Bool = false, at target: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 0
    func put(_ byte: UInt8) {
      (target + length).initialize(to: byte)
      length += 1
    }
    func put(_ value: UInt, _ unit: UInt8) {
      let digits = Digits.count(value)
      Digits.write(value, count: digits, at: target + length)
      length += digits
      put(unit)
    }
    var rest = seconds.magnitude
    if rest == 0 {
      for byte in "PT0S".utf8 { put(byte) }
      return length
    }
    if seconds < 0 { put(UInt8(ascii: "-")) }
    put(UInt8(ascii: "P"))
    if rest % 604_800 == 0, !exact {
      put(rest / 604_800, UInt8(ascii: "W"))
      return length
    }
    let days = exact ? 0 : rest / 86_400
    rest -= days * 86_400
    if days > 0 { put(days, UInt8(ascii: "D")) }
    if rest > 0 {
      put(UInt8(ascii: "T"))
      if rest >= 3600 { put(rest / 3600, UInt8(ascii: "H")) }
      if rest / 60 % 60 > 0 { put(rest / 60 % 60, UInt8(ascii: "M")) }
      if rest % 60 > 0 { put(rest % 60, UInt8(ascii: "S")) }
    }
    return length
  }
}
