/// A mismatch between a JSON value and what was expected there: the
/// value's JSON path (`calendars[0].reminders[1].time`; empty for the
/// root) and what is wrong.
package struct JSONPathError: Error, Hashable, Sendable {
  /// The JSON path of the value.
  package var path: String
  /// What is wrong, such as `expected a string, got 5`.
  package var message: String

  /// An error at `path`.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}

/// Checks JSON values strictly, turning each mismatch into a
/// ``JSONPathError`` naming its path and what was found
/// (``JSONValue/foundDescription``).
package struct JSONReader: Sendable {
  /// A reader.
  package init() {}

  /// `expected …, got …` at `path`.
  package func invalid(_ value: JSONValue, at path: String, expected: String) -> JSONPathError {
    JSONPathError(path: path, message: "expected \(expected), got \(value.foundDescription)")
  }

  /// The members of an object, which may only have `allowed` keys and must
  /// have every `required` one.
  package func object(_ value: JSONValue, at path: String, allowed: [String], required: [String] = [])
    throws(JSONPathError) -> [String: JSONValue]
  {
    guard case .object(let members) = value else { throw invalid(value, at: path, expected: "an object") }
    var result: [String: JSONValue] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw JSONPathError(
          path: path,
          message: "unknown key \(JSONValue.quotedExcerpt(member.key)); expected one of "
            + allowed.joined(separator: ", ")
            + Suggestion.didYouMean(name: member.key, among: allowed, quote: "\""))
      }
      guard result[member.key] == nil else {
        throw JSONPathError(path: path, message: "duplicate key \(JSONValue.quotedExcerpt(member.key))")
      }
      result[member.key] = member.value
    }
    for key in required where result[key] == nil {
      throw JSONPathError(path: path, message: "missing key \(JSONValue.quotedExcerpt(key))")
    }
    return result
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

  /// A whole number within `range`.
  package func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>) throws(JSONPathError) -> Int {
    guard case .number(let text) = value, let number = Int(text), range.contains(number) else {
      throw invalid(value, at: path, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
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
