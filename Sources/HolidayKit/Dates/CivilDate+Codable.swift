extension CivilDate: Codable {
  /// Decodes a date written as ISO 8601 text, `"2026-10-01"`, strictly
  /// (`"2026-1-1"` is an error), as holiday-cn and every JSON API write it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = CivilDate(iso8601: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a date such as \"2026-10-01\", got \"\(text.prefix(40))\"")
    }
    self = date
  }

  /// Encodes the date as ISO 8601 text, `"2026-10-01"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }
}
