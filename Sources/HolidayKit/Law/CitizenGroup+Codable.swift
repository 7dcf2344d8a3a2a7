extension CitizenGroup: Codable {
  /// Decodes a group by its name: `"women"`, `"youth"`, `"children"` or
  /// `"military"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for any other name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "a group " + CitizenGroup.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    self = try container.decodeText(expected: expected, parsedBy: CitizenGroup.init(rawValue:))
  }

  /// Encodes the group's name, such as `"women"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
