/// A JSON value as written in a file, with object members in their order
/// and numbers kept as their exact text, so that nothing is rounded or
/// reordered before it is checked.
package indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the text that wrote it, such as `2026` or `1.5e3`.
  case number(String)
  /// A string, with its escapes resolved.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, as its members in the order written; keys are unique.
  case object([(key: String, value: JSONValue)])

  /// Whether two values are the same JSON, members compared in order.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Hashes the value consistently with `==`.
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let text): hasher.combine(text)
    case .string(let text): hasher.combine(text)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// What kind of value this is, for messages: `a string`, `an array`, ….
  package var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as an error message shows what it found: scalars as JSON
  /// text (`"2026"`, `5`, `null`), arrays and objects by kind (`an array`).
  package var foundDescription: String {
    switch self {
    case .string(let text): JSONValue.quotedExcerpt(text)
    case .number(let text): text.count > 40 ? text.prefix(40) + "…" : text
    case .bool, .null: jsonText
    case .array, .object: kindDescription
    }
  }

  /// The value written as compact JSON text, for quoting in messages.
  package var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONValue.quoted(text)
    case .array(let values): "[" + values.map(\.jsonText).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.map { JSONValue.quoted($0.key) + ":" + $0.value.jsonText }
        .joined(separator: ",") + "}"
    }
  }

  /// `text` quoted as ``quoted(_:)`` does, for a message: cut after its
  /// first `limit` characters, with `…` after the quotes where it was cut,
  /// so that a bad value of any size gives a short line.
  package static func quotedExcerpt(_ text: String, limit: Int = 40) -> String {
    text.count > limit ? quoted(String(text.prefix(limit))) + "…" : quoted(text)
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control
  /// characters (C0, DEL and C1, which a terminal would obey) escaped.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result +=
          "\\u00" + (scalar.value < 0x10 ? "0" : "")
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
