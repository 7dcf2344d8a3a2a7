extension Language: Codable {
  /// Decodes a language written as its code, `"en"` or `"zh"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for any other code.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "a language code " + Language.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
    self = try container.decodeText(expected: expected, parsedBy: Language.init(rawValue:))
  }

  /// Encodes the language as its code, `"en"` or `"zh"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
