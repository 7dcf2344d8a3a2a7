import HolidayKit

/// TEXT values (RFC 5545 §3.3.11), such as SUMMARY and DESCRIPTION: what
/// may appear in them, and how they are escaped so that no text can add a
/// property or a component.
package enum TextValue {
  /// A character that a TEXT value cannot carry.
  package struct ControlCharacterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending character's code point.
    package var scalar: UInt32
    /// `control character U+0007 is not allowed`.
    package var description: String {
      let hex = String(scalar, radix: 16, uppercase: true)
      return "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) is not allowed"
    }
  }

  /// Checks that `text` has no control characters (C0, DEL or C1) other
  /// than tab, line feed and carriage return (line breaks are written as `\n`).
  ///
  /// - Throws: ``ControlCharacterError`` for the first other control character.
  package static func validate(_ text: String) throws {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value) {
        throw ControlCharacterError(scalar: value)
      }
    }
  }

  /// `text` as a URI value (RFC 5545 §3.3.13), whoever made it: every byte
  /// that cannot stand in a URI (controls, space, DEL, and the UTF-8 of
  /// non-ASCII characters) percent-encoded, so that no caller's text can
  /// end the line or add a property.
  package static func uri(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if byte > 0x20, byte < 0x7F {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// `text` escaped: `\` → `\\`, `;` → `\;`, `,` → `\,`, and each line
  /// break (CRLF, CR or LF) → `\n`.
  package static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var text = text
    text.withUTF8 { escape($0) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `utf8` holds a byte that escaping changes.
  static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.contains {
      $0 == 13 || $0 == 10 || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",")
    }
  }

  /// Hands `emit` the bytes of `utf8` escaped. The five bytes it changes are
  /// ASCII, so working on bytes never touches a multi-byte character.
  @inline(__always)
  static func escape(_ utf8: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
    var previousWasCR = false
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
        emit(UInt8(ascii: "\\"))
        emit(byte)
      case 13:
        emit(UInt8(ascii: "\\"))
        emit(UInt8(ascii: "n"))
      case 10:
        if !previousWasCR {
          emit(UInt8(ascii: "\\"))
          emit(UInt8(ascii: "n"))
        }
      default:
        emit(byte)
      }
      previousWasCR = byte == 13
    }
  }

  /// The text an escaped TEXT value stands for.
  package static func unescaped(_ value: String) -> String {
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
