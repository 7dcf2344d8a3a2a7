/// Reads JSON text (RFC 8259) strictly: one value, no comments, no trailing
/// commas, no duplicate keys, valid UTF-8, nesting at most
/// ``maximumDepth`` deep.
package struct JSONParser {
  /// How deeply arrays and objects may nest; deeper input is an error
  /// rather than a stack overflow.
  package static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses `bytes` as one JSON value.
  ///
  /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
  package static func parse(_ bytes: some Sequence<UInt8>) throws -> JSONValue {
    var parser = JSONParser(bytes: Array(bytes))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("expected end of input after the JSON value")
    }
    return value
  }

  private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    return JSONSyntaxError(line: line, column: end - lineStart + 1, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "end of input" }
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("expected a JSON value, got end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("expected a JSON value, got \(describeCurrent())")
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for expected in word.utf8 {
      guard current == expected else { throw error("expected '\(word)'") }
      index += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw error("expected a string key in an object, got \(describeCurrent())")
      }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        throw error("duplicate key \(JSONValue.quotedExcerpt(key))", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error("expected ':' after an object key, got \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      members.append((key, try value()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw error("expected ',' or '}' after an object member, got \(describeCurrent())")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try value())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(values)
      default: throw error("expected ',' or ']' after an array element, got \(describeCurrent())")
      }
    }
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
    return index - start
  }

  private mutating func number() throws(JSONSyntaxError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw error("expected a digit in a number")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("expected a digit after '.' in a number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("expected a digit in a number's exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error("expected 4 hex digits after '\\u'") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected 4 hex digits after '\\u'")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var result = ""
    var runStart = index
    // Runs between escapes are validated and copied whole.
    func flush(_ end: Int) throws(JSONSyntaxError) {
      guard runStart < end else { return }
      guard
        let piece = bytes.withUnsafeBufferPointer({ buffer in
          ValidatedUTF8.string(UnsafeBufferPointer(rebasing: buffer[runStart..<end]))
        })
      else { throw error("invalid UTF-8 in a string", at: runStart) }
      result += piece
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        try flush(index)
        index += 1
        return result
      case UInt8(ascii: "\\"):
        try flush(index)
        index += 1
        guard let escape = current else { throw error("unterminated string") }
        index += 1
        switch escape {
        case UInt8(ascii: "\""): result.unicodeScalars.append("\"")
        case UInt8(ascii: "\\"): result.unicodeScalars.append("\\")
        case UInt8(ascii: "/"): result.unicodeScalars.append("/")
        case UInt8(ascii: "b"): result.unicodeScalars.append("\u{08}")
        case UInt8(ascii: "f"): result.unicodeScalars.append("\u{0C}")
        case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
        case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
        case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hexQuad()
          if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("expected a low surrogate after a high surrogate") }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error("expected a low surrogate after a high surrogate")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error("unpaired surrogate in a string")
          }
          result.unicodeScalars.append(scalar)
        default:
          index -= 1
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
        runStart = index
      case 0..<0x20:
        throw error("unescaped control character in a string")
      default:
        index += 1
      }
    }
  }
}
