import HolidayKit

/// One unfolded content line split into its name, parameters and value
/// (RFC 5545 §3.1: `NAME;PARAM=VALUE;PARAM="QUOTED":VALUE`).
///
/// Works on UTF-8 bytes: the delimiters `;`, `:`, `=`, `"` and `,` are
/// ASCII, so they never fall inside a character's bytes, and a value that
/// starts with a combining mark stays whole.
package struct ContentLineProperty {
  /// The name, upper-cased (names are case-insensitive).
  package var name: String
  /// The parameters in order, names upper-cased, values without quotes.
  var parameters: [(name: String, value: String)]
  /// The value, as written.
  package var value: String

  /// The value of the parameter `name` (upper-case), if given.
  package func parameter(_ name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  /// The name of the line `bytes`, upper-cased, or nil when it has no `:`
  /// outside quotes: cheap enough to decide which lines to split fully.
  static func name(of bytes: ArraySlice<UInt8>) -> String? {
    guard let colon = colonIndex(bytes) else { return nil }
    let end = bytes[..<colon].firstIndex(of: UInt8(ascii: ";")) ?? colon
    return uppercased(bytes[bytes.startIndex..<end])
  }

  /// Splits `bytes`, or returns nil when it has no `:` outside quotes.
  package init?(_ bytes: ArraySlice<UInt8>) {
    guard let colon = Self.colonIndex(bytes) else { return nil }
    var parts: [ArraySlice<UInt8>] = []
    var inQuotes = false
    var partStart = bytes.startIndex
    for index in bytes.startIndex..<colon {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
      if byte == UInt8(ascii: ";"), !inQuotes {
        parts.append(bytes[partStart..<index])
        partStart = index + 1
      }
    }
    parts.append(bytes[partStart..<colon])
    name = Self.uppercased(parts[0])
    parameters = []
    for part in parts.dropFirst() {
      guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { continue }
      var value = part[(equals + 1)...]
      if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
        value = value.dropFirst().dropLast()
      }
      parameters.append((Self.uppercased(part[..<equals]), String(decoding: value, as: UTF8.self)))
    }
    value = String(decoding: bytes[(colon + 1)...], as: UTF8.self)
  }

  /// The index of the first `:` outside double quotes.
  private static func colonIndex(_ bytes: ArraySlice<UInt8>) -> Int? {
    var inQuotes = false
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
      if byte == UInt8(ascii: ":"), !inQuotes { return index }
    }
    return nil
  }

  /// ASCII letters upper-cased; other bytes kept.
  private static func uppercased(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.lazy.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
  }
}
