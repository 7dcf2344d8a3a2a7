/// Text written into XML: a CalDAV request's body, an SVG picture.
package enum XMLText {
  /// `text` as XML character data or an attribute value: `&`, `<`, `>`
  /// and `"` escaped, a tab or line break as a space (an attribute keeps
  /// neither), a control character or a noncharacter XML 1.0 cannot hold
  /// as U+FFFD.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t", "\n", "\r": result += " "
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result.unicodeScalars.append("\u{FFFD}")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
