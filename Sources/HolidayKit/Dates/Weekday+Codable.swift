extension Weekday: Codable {
  /// Decodes a weekday written as its RFC 5545 code, `"MO"` … `"SU"`, in
  /// any letter case.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else, such as
  ///   `"Monday"` or `1`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "a weekday code MO, TU, WE, TH, FR, SA or SU"
    self = try container.decodeText(expected: expected, parsedBy: { Weekday(code: $0) })
  }

  /// Encodes the weekday as its RFC 5545 code, such as `"MO"` (not its raw
  /// value, the ISO number).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
