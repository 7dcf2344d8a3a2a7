import HolidayKit

/// Checks the JSON values of a configuration file strictly (``JSONReader``),
/// turning each mismatch into a ``ConfigurationError`` naming the file and
/// JSON path.
struct ConfigurationReader {
  let source: String
  private let reader = JSONReader()

  init(source: String) { self.source = source }

  func error(_ path: String, _ message: String) -> ConfigurationError {
    ConfigurationError(source: source, path: path, message: message)
  }

  /// The error naming this file, for a mismatch found at a JSON path.
  func error(_ mismatch: JSONPathError) -> ConfigurationError {
    error(mismatch.path, mismatch.message)
  }

  /// The choice the string at `path` names (a case's raw value);
  /// otherwise an error listing the choices, ending with the one meant
  /// when a choice is near (`"woman"`: did you mean "women"?).
  func choice<Choice: CaseIterable & RawRepresentable>(_ value: JSONValue, at path: String) throws(ConfigurationError)
    -> Choice
  where Choice.RawValue == String {
    let text = try string(value, at: path)
    if let choice = Choice(rawValue: text) { return choice }
    let choices = Choice.allCases.map(\.rawValue)
    let quoted = choices.map { "\"\($0)\"" }
    let expected = quoted.count == 2 ? quoted.joined(separator: " or ") : "one of " + quoted.joined(separator: ", ")
    let mismatch = reader.invalid(value, at: path, expected: expected)
    throw error(mismatch.path, mismatch.message + Suggestion.didYouMean(text, among: choices, quote: "\""))
  }

  func invalid(_ value: JSONValue, at path: String, expected: String) -> ConfigurationError {
    error(reader.invalid(value, at: path, expected: expected))
  }

  /// `body`'s result, its mismatch as this file's error.
  private func checked<T>(_ body: () throws(JSONPathError) -> T) throws(ConfigurationError) -> T {
    do {
      return try body()
    } catch {
      throw self.error(error)
    }
  }

  /// The members of an object, which may only have `allowed` keys and must
  /// have every `required` one.
  func object(_ value: JSONValue, at path: String, allowed: [String], required: [String] = [])
    throws(ConfigurationError) -> JSONMembers
  {
    try checked { () throws(JSONPathError) in try reader.object(value, at: path, allowed: allowed, required: required) }
  }

  func string(_ value: JSONValue, at path: String) throws(ConfigurationError) -> String {
    try checked { () throws(JSONPathError) in try reader.string(value, at: path) }
  }

  func bool(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Bool {
    try checked { () throws(JSONPathError) in try reader.bool(value, at: path) }
  }

  func array(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [JSONValue] {
    try checked { () throws(JSONPathError) in try reader.array(value, at: path) }
  }

  func strings(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [String] {
    try checked { () throws(JSONPathError) in try reader.strings(value, at: path) }
  }

  func date(_ value: JSONValue, at path: String) throws(ConfigurationError) -> CivilDate {
    guard case .string(let text) = value, let date = CivilDate(iso8601: text) else {
      throw invalid(value, at: path, expected: "a date such as \"2026-01-01\"")
    }
    return date
  }
}
