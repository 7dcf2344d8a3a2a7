extension KeyedDecodingContainer {
  /// The value for `key`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying `expected` when the key
  ///   is missing, or when its value is of another JSON type (quoting it);
  ///   the value's own error when it is malformed.
  package func decode<T: Decodable>(_ type: T.Type, forKey key: Key, expected: String) throws -> T {
    guard contains(key) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "missing \"\(key.stringValue)\": expected \(expected)")
    }
    do {
      return try decode(type, forKey: key)
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      throw try superDecoder(forKey: key).singleValueContainer().corrupted(expected: expected)
    }
  }

  /// The value for `key`, or nil when the key is missing or `null`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying `expected` when the
  ///   value is of another JSON type (quoting it); the value's own error
  ///   when it is malformed.
  package func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, expected: String) throws -> T? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decode(type, forKey: key, expected: expected)
  }

  /// Throws `DecodingError.dataCorrupted` at the key of `problem`, a
  /// value's own check of what it was decoded into, when it has one.
  package func refuse(_ problem: (key: Key, message: String)?) throws {
    guard let problem else { return }
    throw DecodingError.dataCorruptedError(forKey: problem.key, in: self, debugDescription: problem.message)
  }
}

extension Encoder {
  /// Throws `EncodingError.invalidValue` for `value` when it has a
  /// `problem` decoding would refuse, so that what is written can be read
  /// back.
  package func refuse(_ value: Any, _ problem: String?) throws {
    guard let problem else { return }
    throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: problem))
  }
}
