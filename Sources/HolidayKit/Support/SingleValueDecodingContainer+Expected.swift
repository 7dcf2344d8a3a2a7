extension SingleValueDecodingContainer {
  /// The string the container holds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying `expected` and what
  ///   was found instead (a number, `true`, `null`, an array or object).
  package func decodeText(expected: String) throws -> String {
    if let text = try? decode(String.self) { return text }
    throw corrupted(expected: expected)
  }

  /// The string the container holds, read by `parse`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying `expected` and what
  ///   was found when the value is not a string or `parse` refuses it.
  package func decodeText<Value>(expected: String, parsedBy parse: (String) -> Value?) throws -> Value {
    guard let value = parse(try decodeText(expected: expected)) else { throw corrupted(expected: expected) }
    return value
  }

  /// A `DecodingError.dataCorrupted` at this container: `expected …, got …`
  /// quoting the value found, cut to 40 characters.
  package func corrupted(expected: String) -> DecodingError {
    DecodingError.dataCorruptedError(in: self, debugDescription: "expected \(expected), got \(foundValue)")
  }

  /// The value found, as a message quotes it: `"8:50"`, `600`, `true`,
  /// `null`, or `an array or object`.
  private var foundValue: String {
    if let text = try? decode(String.self) { return "\"\(text.prefix(40))\"" }
    if decodeNil() { return "null" }
    if let flag = try? decode(Bool.self) { return String(flag) }
    if let number = try? decode(Int.self) { return String(number) }
    if let number = try? decode(Double.self) { return String(number) }
    return "an array or object"
  }
}
