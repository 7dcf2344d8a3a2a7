import HolidayKit

/// Checks the JSON values of a configuration file strictly, turning each
/// mismatch into a ``ConfigurationError`` naming the file and JSON path.
struct ConfigurationReader {
  let source: String

  func error(_ path: String, _ message: String) -> ConfigurationError {
    ConfigurationError(source: source, path: path, message: message)
  }

  func invalid(_ value: JSONValue, at path: String, expected: String) -> ConfigurationError {
    return error(path, "expected \(expected), got \(value.foundDescription)")
  }

  /// The members of an object, which may only have `allowed` keys and must
  /// have every `required` one.
  func object(_ value: JSONValue, at path: String, allowed: [String], required: [String] = [])
    throws(ConfigurationError)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value else { throw invalid(value, at: path, expected: "an object") }
    var result: [String: JSONValue] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw error(
          path,
          "unknown key \(JSONValue.quotedExcerpt(member.key)); expected one of " + allowed.joined(separator: ", "))
      }
      guard result[member.key] == nil else { throw error(path, "duplicate key \(JSONValue.quotedExcerpt(member.key))") }
      result[member.key] = member.value
    }
    for key in required where result[key] == nil {
      throw error(path, "missing key \(JSONValue.quotedExcerpt(key))")
    }
    return result
  }

  func string(_ value: JSONValue, at path: String) throws(ConfigurationError) -> String {
    guard case .string(let text) = value else { throw invalid(value, at: path, expected: "a string") }
    return text
  }

  func bool(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Bool {
    guard case .bool(let flag) = value else { throw invalid(value, at: path, expected: "true or false") }
    return flag
  }

  /// A whole number within `range`.
  func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
    guard case .number(let text) = value, let number = Int(text), range.contains(number) else {
      throw invalid(value, at: path, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  func array(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [JSONValue] {
    guard case .array(let values) = value else { throw invalid(value, at: path, expected: "an array") }
    return values
  }

  func strings(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [String] {
    var result: [String] = []
    for (index, element) in try array(value, at: path).enumerated() {
      result.append(try string(element, at: "\(path)[\(index)]"))
    }
    return result
  }

  func date(_ value: JSONValue, at path: String) throws(ConfigurationError) -> CivilDate {
    guard case .string(let text) = value, let date = CivilDate(iso8601: text) else {
      throw invalid(value, at: path, expected: "a date such as \"2026-01-01\"")
    }
    return date
  }
}
