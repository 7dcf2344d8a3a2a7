extension Decoder {
  /// The value as a JSON object whose keys are `type`'s.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying `expected` and quoting
  ///   the value when it is not an object.
  package func container<Key: CodingKey>(keyedBy type: Key.Type, expected: String) throws
    -> KeyedDecodingContainer<Key>
  {
    do {
      return try container(keyedBy: type)
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      throw try singleValueContainer().corrupted(expected: expected)
    }
  }

  /// Refuses a key of the object that `type` does not have: a mistyped
  /// key (`"alarm"` for `"alarms"`) would otherwise be ignored and its
  /// setting silently lost. Called before the object's own keys are
  /// decoded where a key is required, so that a misspelt key (`"tme"`) is named rather than the
  /// key it was meant to be (`"time"`) found missing. `hint` adds to the
  /// message for an unknown key, such as where the key belongs; a key
  /// near an allowed one is named (`did you mean "time"?`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` at the key's path, naming the
  ///   keys allowed.
  package func refuseUnknownKeys<Key: CodingKey & CaseIterable>(
    _ type: Key.Type, hint: (String) -> String = { _ in "" }
  ) throws {
    guard let object = try? container(keyedBy: AnyKey.self),
      let unknown = object.allKeys.map(\.stringValue).sorted().first(where: { Key(stringValue: $0) == nil })
    else { return }
    let keys = Key.allCases.map(\.stringValue)
    let allowed = keys.map { "\"\($0)\"" }.sorted().joined(separator: ", ")
    let meant = Suggestion.didYouMean(name: unknown, among: keys, quote: "\"")
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [AnyKey(stringValue: unknown)],
        debugDescription: "unknown key \"\(unknown.prefix(40))\": expected one of \(allowed)\(meant)\(hint(unknown))"))
  }

  /// A `DecodingError.dataCorrupted` at this value: `expected …, got …`,
  /// naming the keys of an object (`got an object with keys "after"`) or
  /// quoting any other value.
  package func corrupted(expected: String) throws -> DecodingError {
    guard let object = try? container(keyedBy: AnyKey.self) else {
      return try singleValueContainer().corrupted(expected: expected)
    }
    let keys = object.allKeys.map { "\"\($0.stringValue)\"" }.sorted()
    let found = keys.isEmpty ? "an empty object" : "an object with keys " + keys.joined(separator: ", ")
    return DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), got \(found)"))
  }
}

/// Any key of a JSON object, to name the keys found.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
