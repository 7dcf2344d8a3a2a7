extension ICalendarDuration {
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
}
