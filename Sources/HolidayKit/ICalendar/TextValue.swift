/// TEXT values (RFC 5545 §3.3.11), such as SUMMARY and DESCRIPTION: what
/// may appear in them, and how they are escaped so that no text can add a
/// property or a component.
public enum TextValue {
  /// A character that a TEXT value cannot carry.
  public struct ControlCharacterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending character's code point.
    public var scalar: UInt32
    /// `control character U+0007 is not allowed`.
    public var description: String {
      let hex = String(scalar, radix: 16, uppercase: true)
      return "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) is not allowed"
    }
  }

  /// Checks that `text` has no control characters other than tab, line
  /// feed and carriage return (line breaks are written as `\n`).
  ///
  /// - Throws: ``ControlCharacterError`` for the first other control character.
  public static func validate(_ text: String) throws {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0x7F {
        throw ControlCharacterError(scalar: value)
      }
    }
  }

  /// `text` escaped: `\` → `\\`, `;` → `\;`, `,` → `\,`, and each line
  /// break (CRLF, CR or LF) → `\n`.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r": result += "\\n"
      case "\n": if !previousWasCR { result += "\\n" }
      default: result.unicodeScalars.append(scalar)
      }
      previousWasCR = scalar == "\r"
    }
    return result
  }

  /// The text an escaped TEXT value stands for.
  public static func unescaped(_ value: String) -> String {
    var result = ""
    var escaping = false
    for scalar in value.unicodeScalars {
      if escaping {
        switch scalar {
        case "n", "N": result += "\n"
        default: result.unicodeScalars.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
