extension WorkWeek: Codable {
  /// The keys of a rotating week.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case weeks, anchor
  }

  /// Decodes a week written as ``init(parsing:)`` reads it, `"MO-FR"` or
  /// `"MO,WE,FR"` (`""` for a week without working days), or a rotation
  /// as an object: its weeks joined by `/` and a day of its first week.
  ///
  ///     "MO-FR"
  ///     {"anchor": "2026-01-05", "weeks": "MO-SA/MO-FR"}
  ///
  /// The anchor is needed because the text of a rotation does not say
  /// which week comes first; any day of that week will do.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a malformed week, or a
  ///   rotation of fewer than two or more than eight weeks.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
      guard let week = Self.week(text) else {
        let expected = text.contains("/") ? Self.expectedRotation : Self.expectedWeek
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "expected \(expected), got \"\(text.prefix(40))\"")
      }
      self = week
      return
    }
    let container = try decoder.container(
      keyedBy: CodingKeys.self, expected: "\(Self.expectedWeek), or \(Self.expectedRotation)")
    let text = try container.decode(String.self, forKey: .weeks, expected: "weeks such as \"MO-SA/MO-FR\"")
    let anchor = try container.decode(
      CivilDate.self, forKey: .anchor, expected: "a day of the rotation's first week, such as \"2026-01-05\"")
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    let weeks = parts.compactMap(Self.week)
    guard weeks.count == parts.count, let rotation = WorkWeek(rotating: weeks, from: anchor) else {
      throw DecodingError.dataCorruptedError(
        forKey: .weeks, in: container,
        debugDescription:
          "expected two to eight weeks joined by '/', each \(Self.expectedWeek), got \"\(text.prefix(80))\"")
    }
    self = rotation
    try decoder.refuseUnknownKeys(CodingKeys.self)
  }

  /// Encodes the week as its shortest spelling (``description``), such as
  /// `"MO-FR"`, or a rotation as `{"anchor": "2026-01-05", "weeks":
  /// "MO-SA/MO-FR"}`, the anchor being the Monday its first week starts on.
  public func encode(to encoder: any Encoder) throws {
    guard let start = rotationStart else {
      var container = encoder.singleValueContainer()
      try container.encode(description)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(weeks.map(\.description).joined(separator: "/"), forKey: .weeks)
    try container.encode(start, forKey: .anchor)
  }

  /// What a week's text may be, for messages.
  private static let expectedWeek = "weekday codes and ranges such as \"MO-FR\" or \"MO,WE,FR\""

  /// What a rotating week may be, for messages.
  private static let expectedRotation =
    "a rotating week such as {\"weeks\": \"MO-SA/MO-FR\", \"anchor\": \"2026-01-05\"}"

  /// A week that does not rotate, from its text; `""` is the week without
  /// working days (the one text ``init(parsing:)`` does not read).
  private static func week(_ text: some StringProtocol) -> WorkWeek? {
    text.isEmpty ? WorkWeek(days: []) : WorkWeek(parsing: text)
  }
}
