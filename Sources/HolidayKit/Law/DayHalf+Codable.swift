extension DayHalf: Codable {
  /// Decodes `"morning"` or `"afternoon"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self = try container.decodeText(expected: "\"morning\" or \"afternoon\"", parsedBy: DayHalf.init(rawValue:))
  }

  /// Encodes `"morning"` or `"afternoon"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
