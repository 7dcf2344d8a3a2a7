extension TimeOfDay: Codable {
  /// Decodes a time written as `"08:50"` or `"08:50:30"`, two digits per
  /// field, as ``init(parsing:)`` reads it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else, such as
  ///   `"8:50"` or `"24:00"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "a time such as \"08:50\" or \"08:50:30\""
    self = try container.decodeText(expected: expected, parsedBy: { TimeOfDay(parsing: $0) })
  }

  /// Encodes the time as `"08:50"`, or `"08:50:30"` when it has seconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(second == 0 ? String(iso8601.prefix(5)) : iso8601)
  }
}
