/// Text from outside (a file, an argument, the environment) made safe to
/// show on a terminal: control characters (C0, DEL and C1) are written as
/// `\xHH` or `\u{HHHH}`, so no input can move the cursor, ring the bell,
/// set a window title or start a line of its own.
package enum VisibleText {
  /// `text` with every control character escaped.
  package static func escaped(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += scalar.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{" + hex + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` escaped and cut to at most `limit` characters, with `…` where
  /// it was cut: for quoting a bad value in a one-line message.
  package static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
    let cut = text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
    return escaped(cut)
  }

  /// Whether `text` shows anything on a screen: a character that is
  /// neither white space nor default-ignorable (a zero-width space U+200B,
  /// a word joiner U+2060, a byte-order mark U+FEFF, a variation
  /// selector…), which a title or a calendar's name must have.
  package static func showsSomething(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint }
  }

  /// What a text that shows nothing is made of, for a message: `` for
  /// empty or white-space text, else `, not only invisible characters
  /// (U+200B U+2060)` naming its first few code points that are not white
  /// space, since quoting them would show nothing.
  package static func invisibleNote(_ text: some StringProtocol) -> String {
    let hidden = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    guard !hidden.isEmpty else { return "" }
    let names = hidden.prefix(4).map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return ", not only invisible characters (\(names.joined(separator: " "))\(hidden.count > 4 ? " …" : ""))"
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
