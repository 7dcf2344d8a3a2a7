import HolidayKit

/// A small, namespace-aware XML reader for WebDAV replies (RFC 4918
/// multistatus, RFC 4791 and RFC 6578 bodies): elements with their
/// namespace and local name, and their text.
///
/// It reads what servers send: an XML declaration, comments, processing
/// instructions, default and prefixed namespaces declared anywhere and
/// scoped to their element, CDATA sections, the five predefined entities
/// and numeric character references. It refuses a DOCTYPE (WebDAV replies
/// have none, and entity definitions are how XML bombs work), undeclared
/// prefixes and mismatched tags. Attributes other than namespace
/// declarations are read past and dropped: no WebDAV reply the tool uses
/// carries meaning in them.
package struct DAVXML: Equatable {
  /// The element's namespace URI; empty for none.
  package var namespace: String
  /// The element's local name, without its prefix.
  package var name: String
  /// The child elements, in order.
  var children: [DAVXML] = []
  /// The character data directly inside the element (entities and CDATA
  /// resolved), surrounding white space included.
  package var text = ""

  /// The DAV: namespace of RFC 4918.
  package static let dav = "DAV:"
  /// The CalDAV namespace of RFC 4791.
  package static let caldav = "urn:ietf:params:xml:ns:caldav"
  /// The CalendarServer namespace (`getctag`).
  static let calendarServer = "http://calendarserver.org/ns/"

  /// The first child named `name` in `namespace`.
  package func child(_ namespace: String, _ name: String) -> DAVXML? {
    children.first { $0.namespace == namespace && $0.name == name }
  }

  /// Every child named `name` in `namespace`.
  func children(_ namespace: String, _ name: String) -> [DAVXML] {
    children.filter { $0.namespace == namespace && $0.name == name }
  }

  /// The text with leading and trailing white space removed.
  package var trimmedText: String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }),
      let last = scalars.lastIndex(where: { !Self.isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  /// Why a reply could not be read, with the byte offset where it went wrong.
  package struct SyntaxError: Error, Equatable, CustomStringConvertible {
    var offset: Int
    var reason: String
    package var description: String { "malformed XML at byte \(offset): \(reason)" }
  }

  /// Reads the document in `bytes` (UTF-8) and returns its root element.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> DAVXML {
    var reader = Reader(bytes: bytes)
    return try reader.document()
  }

  /// Reads `text`.
  static func parse(_ text: String) throws(SyntaxError) -> DAVXML {
    try parse(Array(text.utf8))
  }
}

/// The reading state: a position in the bytes.
private struct Reader {
  let bytes: [UInt8]
  var index = 0
  /// Deeper nesting than any WebDAV reply has is refused, not recursed into.
  static let maximumDepth = 64

  init(bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  func fail(_ reason: String) -> DAVXML.SyntaxError {
    DAVXML.SyntaxError(offset: index, reason: reason)
  }

  func starts(with text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Moves past `terminator`, or fails saying what was left open.
  mutating func skip(past terminator: String, what: String) throws(DAVXML.SyntaxError) {
    while index < bytes.count {
      if starts(with: terminator) {
        index += terminator.utf8.count
        return
      }
      index += 1
    }
    throw fail("unterminated \(what)")
  }

  /// Comments, processing instructions and white space between elements.
  mutating func skipMisc() throws(DAVXML.SyntaxError) {
    while true {
      skipSpace()
      if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!DOCTYPE") {
        throw fail("a DOCTYPE is not accepted in a WebDAV reply")
      } else {
        return
      }
    }
  }

  mutating func document() throws(DAVXML.SyntaxError) -> DAVXML {
    try skipMisc()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw fail("expected an element") }
    let root = try element(scopes: [["xml": "http://www.w3.org/XML/1998/namespace"]], depth: 0)
    try skipMisc()
    guard index == bytes.count else { throw fail("content after the root element") }
    return root
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: ":"), 0x80...0xFF:
      true
    default: false
    }
  }

  mutating func name() throws(DAVXML.SyntaxError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else { throw fail("expected a name") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Splits `prefix:local`.
  static func split(_ qualified: String) -> (prefix: String, local: String) {
    guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
    return (String(qualified[..<colon]), String(qualified[qualified.index(after: colon)...]))
  }

  static func resolve(_ prefix: String, in scopes: [[String: String]]) -> String? {
    for scope in scopes.reversed() {
      if let uri = scope[prefix] { return uri }
    }
    return prefix.isEmpty ? "" : nil
  }

  /// One element from its `<` to its end tag, with everything inside.
  mutating func element(scopes outer: [[String: String]], depth: Int) throws(DAVXML.SyntaxError) -> DAVXML {
    guard depth < Self.maximumDepth else { throw fail("elements nested too deeply") }
    index += 1  // <
    let qualified = try name()
    var declarations: [String: String] = [:]
    var selfClosing = false
    while true {
      skipSpace()
      guard index < bytes.count else { throw fail("unterminated tag <\(qualified)>") }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      if starts(with: "/>") {
        index += 2
        selfClosing = true
        break
      }
      let attribute = try name()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw fail("expected '=' after \(attribute)")
      }
      index += 1
      skipSpace()
      let value = try attributeValue()
      if attribute == "xmlns" {
        declarations[""] = value
      } else if attribute.hasPrefix("xmlns:") {
        declarations[String(attribute.dropFirst(6))] = value
      }
    }
    let scopes = declarations.isEmpty ? outer : outer + [declarations]
    let (prefix, local) = Self.split(qualified)
    guard let namespace = Self.resolve(prefix, in: scopes) else { throw fail("undeclared prefix '\(prefix)'") }
    var element = DAVXML(namespace: namespace, name: local)
    if selfClosing { return element }
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else { throw fail("unterminated element <\(qualified)>") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if starts(with: "</") {
          index += 2
          let closing = try name()
          guard closing == qualified else { throw fail("</\(closing)> closes <\(qualified)>") }
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fail("expected '>'") }
          index += 1
          element.text = String(decoding: text, as: UTF8.self)
          return element
        } else if starts(with: "<![CDATA[") {
          index += 9
          let start = index
          try skip(past: "]]>", what: "CDATA section")
          text += bytes[start..<(index - 3)]
        } else if starts(with: "<!--") {
          try skip(past: "-->", what: "comment")
        } else if starts(with: "<?") {
          try skip(past: "?>", what: "processing instruction")
        } else {
          element.children.append(try self.element(scopes: scopes, depth: depth + 1))
        }
      } else if byte == UInt8(ascii: "&") {
        text += try reference()
      } else {
        text.append(byte)
        index += 1
      }
    }
  }

  mutating func attributeValue() throws(DAVXML.SyntaxError) -> String {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      throw fail("expected a quoted attribute value")
    }
    let quote = bytes[index]
    index += 1
    var value: [UInt8] = []
    while index < bytes.count, bytes[index] != quote {
      if bytes[index] == UInt8(ascii: "&") {
        value += try reference()
      } else {
        value.append(bytes[index])
        index += 1
      }
    }
    guard index < bytes.count else { throw fail("unterminated attribute value") }
    index += 1
    return String(decoding: value, as: UTF8.self)
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;` or `&#xHH;`, as UTF-8.
  mutating func reference() throws(DAVXML.SyntaxError) -> [UInt8] {
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      index = start
      throw fail("unterminated entity reference")
    }
    let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    switch body {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default: break
    }
    var value: UInt32?
    if body.hasPrefix("#x") || body.hasPrefix("#X") {
      value = UInt32(body.dropFirst(2), radix: 16)
    } else if body.hasPrefix("#") {
      value = UInt32(body.dropFirst(), radix: 10)
    }
    guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
      index = start
      throw fail("unknown entity '&\(body);'")
    }
    return Array(String(Character(scalar)).utf8)
  }
}
