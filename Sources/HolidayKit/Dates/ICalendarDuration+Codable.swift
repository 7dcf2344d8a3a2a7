extension ICalendarDuration: Codable {
  /// Decodes a duration written as a whole number of seconds, such as
  /// `600` for ten minutes or `-600` for ten minutes back.
  ///
  /// The number of seconds is the one spelling that gives back every
  /// duration exactly: ``init(parsing:)`` reads no sign, so the short text
  /// of a negative duration (`-10m`) does not parse back, and it stops at
  /// ``maximumSeconds``.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything but an integer,
  ///   such as `"10m"` or `1.5`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let seconds = try? container.decode(Int.self) else {
      throw container.corrupted(expected: "a whole number of seconds such as 600")
    }
    self.init(seconds: seconds)
  }

  /// Encodes the duration as its number of seconds: `600`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(seconds)
  }
}
