extension RecurrenceRule: Codable {
  /// Decodes a rule written as RRULE text, `"FREQ=WEEKLY;BYDAY=MO,WE,FR"`,
  /// read and validated by ``init(parsing:)``: parts in any order and
  /// letter case, with or without `RRULE:`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` quoting the text and the
  ///   ``RecurrenceRuleError`` that says what is wrong with it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let expected = "an RRULE such as \"FREQ=WEEKLY;BYDAY=MO,WE,FR\""
    let text = try container.decodeText(expected: expected)
    do {
      self = try RecurrenceRule(parsing: text)
    } catch let error as RecurrenceRuleError {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected \(expected), got \"\(text.prefix(80))\": \(error)")
    }
  }

  /// Encodes the rule as its canonical RRULE text, ``rfc5545Text``, such as
  /// `"FREQ=MONTHLY;BYDAY=-1FR"`, which parses back to the same rule.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rfc5545Text)
  }
}
