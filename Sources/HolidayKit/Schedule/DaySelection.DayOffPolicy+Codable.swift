extension DaySelection.DayOffPolicy: Codable {
  /// Decodes a policy written as its name: `"skip"`, `"keep"`,
  /// `"next-workday"` or `"previous-workday"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for any other name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "a policy, " + Self.choices
    self = try container.decodeText(expected: expected, parsedBy: Self.init(rawValue:))
  }

  /// Encodes the policy as its name, such as `"next-workday"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
