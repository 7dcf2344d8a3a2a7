extension CivilDate {
  /// Parses an ISO 8601 extended calendar date, exactly `YYYY-MM-DD`, or
  /// returns `nil`. Strict: `2024-1-1`, `2024-02-30`, `+2024-01-01` and
  /// surrounding spaces are all rejected.
  ///
  ///     CivilDate(iso8601: "2026-10-01")  // 2026-10-01
  ///     CivilDate(iso8601: "2026-9-1")    // nil
  public init?(iso8601 text: some StringProtocol) {
    let s = Substring(text).utf8
    guard s.count == 10, s.dropFirst(4).first == UInt8(ascii: "-"),
      s.dropFirst(7).first == UInt8(ascii: "-"),
      let year = Digits.fixed(s.prefix(4), count: 4),
      let month = Digits.fixed(s.dropFirst(5).prefix(2), count: 2),
      let day = Digits.fixed(s.dropFirst(8), count: 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Parses an ISO 8601 basic calendar date, exactly `YYYYMMDD`, the form
  /// RFC 5545 uses for `DATE` values, or returns `nil`.
  public init?(basicFormat text: some StringProtocol) {
    let s = Substring(text)
    guard s.utf8.count == 8,
      let year = Digits.fixed(s.utf8.prefix(4), count: 4),
      let month = Digits.fixed(s.utf8.dropFirst(4).prefix(2), count: 2),
      let day = Digits.fixed(s.utf8.dropFirst(6), count: 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date as ISO 8601 extended format, such as `2026-10-01`.
  public var iso8601: String {
    String(unsafeUninitializedCapacity: 10) { text in  // years are 1 through 9999: always ten bytes
      guard let base = text.baseAddress else { return 0 }
      Digits.write(year, count: 4, at: base)
      (base + 4).initialize(to: UInt8(ascii: "-"))
      Digits.write(month, count: 2, at: base + 5)
      (base + 7).initialize(to: UInt8(ascii: "-"))
      Digits.write(day, count: 2, at: base + 8)
      return 10
    }
  }

  /// The date as ISO 8601 basic format, such as `20261001`, the form of an
  /// RFC 5545 `DATE` value.
  public var basicFormat: String {
    String(unsafeUninitializedCapacity: 8) { text in
      guard let base = text.baseAddress else { return 0 }
      writeBasicFormat(at: base)
      return 8
    }
  }

  /// Writes the eight bytes of ``basicFormat`` at `target`.
  package func writeBasicFormat(at target: UnsafeMutablePointer<UInt8>) {
    Digits.write(year, count: 4, at: target)
    Digits.write(month, count: 2, at: target + 4)
    Digits.write(day, count: 2, at: target + 6)
  }
}

extension CivilDate: CustomStringConvertible {
  /// The date in ISO 8601 extended format, such as `2026-10-01`.
  public var description: String { iso8601 }
}
