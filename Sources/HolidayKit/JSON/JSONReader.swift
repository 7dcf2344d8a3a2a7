/// A mismatch between a JSON value and what was expected there: the
/// value's JSON path (`calendars[0].reminders[1].time`; empty for the
/// root) and what is wrong, as a value (``Problem``) that each format's
/// reader turns into its own error without reading the message back.
package struct JSONPathError: Error, Hashable, Sendable {
  /// What is wrong with the value at a path.
  package enum Problem: Hashable, Sendable {
    /// A value of another kind or outside its range: what was expected
    /// (`a string`) and what was found (``JSONValue/foundDescription``).
    case invalid(expected: String, found: String)
    /// An object lacks a required key.
    case missingKey(String)
    /// An object has a key that is not among the `allowed` ones.
    case unknownKey(String, allowed: [String])
    /// An object has a key twice.
    case duplicateKey(String)
    /// Another rule of the format, said in words.
    case other(String)
  }

  /// The JSON path of the value.
  package var path: String
  /// What is wrong.
  package var problem: Problem

  /// An error at `path`.
  package init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// An error at `path` said in words (``Problem/other(_:)``).
  package init(path: String, message: String) {
    self.init(path: path, problem: .other(message))
  }

  /// What is wrong, such as `expected a string, got 5`.
  package var message: String {
    switch problem {
    case .invalid(let expected, let found): "expected \(expected), got \(found)"
    case .missingKey(let key): "missing key \(JSONValue.quotedExcerpt(key))"
    case .unknownKey(let key, let allowed):
      "unknown key \(JSONValue.quotedExcerpt(key)); expected one of "
        + allowed.joined(separator: ", ") + Suggestion.didYouMean(name: key, among: allowed, quote: "\"")
    case .duplicateKey(let key): "duplicate key \(JSONValue.quotedExcerpt(key))"
    case .other(let message): message
    }
  }
}

/// The members of a JSON object, in file order, looked up by key with a
/// short linear search: the objects read here have a few keys, and a
/// dictionary for each (a holiday file has one per day) would cost more.
package struct JSONMembers: Sendable {
  /// The members, in file order.
  package let list: [(key: String, value: JSONValue)]

  /// The value of `key`, or nil when the object has none.
  package subscript(key: String) -> JSONValue? { list.first { $0.key == key }?.value }
}

/// Checks JSON values strictly, turning each mismatch into a
/// ``JSONPathError`` naming its path and what was found
/// (``JSONValue/foundDescription``).
package struct JSONReader: Sendable {
  /// A reader.
  package init() {}

  /// `expected …, got …` at `path`.
  package func invalid(_ value: JSONValue, at path: String, expected: String) -> JSONPathError {
    JSONPathError(path: path, problem: .invalid(expected: expected, found: value.foundDescription))
  }

  /// The members of an object, which may only have `allowed` keys, each
  /// once, and must have every `required` one.
  package func object(_ value: JSONValue, at path: String, allowed: [String], required: [String] = [])
    throws(JSONPathError) -> JSONMembers
  {
    var refused: [String]?
    return try object(value, at: path, allowed: allowed, required: required, ignoring: [], unknown: &refused)
  }

  /// The members of an object as ``object(_:at:allowed:required:)`` reads
  /// them, but for keys it does not know: a key in `ignoring` is passed
  /// over, and any other unknown key is refused when `unknown` is nil,
  /// else added to it (once, in file order).
  package func object(
    _ value: JSONValue, at path: String, allowed: [String], required: [String], ignoring: Set<String>,
    unknown: inout [String]?
  ) throws(JSONPathError) -> JSONMembers {
    guard case .object(let members) = value else { throw invalid(value, at: path, expected: "an object") }
    for (index, member) in members.enumerated() {
      if !allowed.contains(member.key) && !ignoring.contains(member.key) {
        guard unknown != nil else {
          throw JSONPathError(path: path, problem: .unknownKey(member.key, allowed: allowed))
        }
        if unknown?.contains(member.key) == false { unknown?.append(member.key) }
      }
      if members[..<index].contains(where: { $0.key == member.key }) {
        throw JSONPathError(path: path, problem: .duplicateKey(member.key))
      }
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      throw JSONPathError(path: path, problem: .missingKey(key))
    }
    return JSONMembers(list: members)
  }

  /// A string.
  package func string(_ value: JSONValue, at path: String) throws(JSONPathError) -> String {
    guard case .string(let text) = value else { throw invalid(value, at: path, expected: "a string") }
    return text
  }

  /// `true` or `false`.
  package func bool(_ value: JSONValue, at path: String) throws(JSONPathError) -> Bool {
    guard case .bool(let flag) = value else { throw invalid(value, at: path, expected: "true or false") }
    return flag
  }

  /// A whole number within `range`; `expected` says what it is when a
  /// value is refused (default: `a whole number from … to …`).
  package func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>, expected: String? = nil)
    throws(JSONPathError) -> Int
  {
    guard case .number(let text) = value, let number = Int(text), range.contains(number) else {
      throw invalid(
        value, at: path, expected: expected ?? "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// A string of one line: text that reaches titles and terminals, so no
  /// control character (C0, DEL or C1) may pass.
  package func line(_ value: JSONValue, at path: String) throws(JSONPathError) -> String {
    let text = try string(value, at: path)
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
      throw invalid(value, at: path, expected: "text without control characters")
    }
    return text
  }

  /// An array.
  package func array(_ value: JSONValue, at path: String) throws(JSONPathError) -> [JSONValue] {
    guard case .array(let values) = value else { throw invalid(value, at: path, expected: "an array") }
    return values
  }

  /// An array of strings.
  package func strings(_ value: JSONValue, at path: String) throws(JSONPathError) -> [String] {
    var result: [String] = []
    for (index, element) in try array(value, at: path).enumerated() {
      result.append(try string(element, at: "\(path)[\(index)]"))
    }
    return result
  }
}
