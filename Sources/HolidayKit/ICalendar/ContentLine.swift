/// One iCalendar content line, `NAME;PARAM=VALUE:VALUE`, and the rules of
/// RFC 5545 §3.1 for writing it: CRLF line ends and folding at 75 octets.
public enum ContentLine {
  /// The longest physical line, in octets, CRLF excluded.
  public static let maximumOctets = 75

  /// Appends `line` to `output` folded into physical lines of at most 75
  /// octets, each ending in CRLF; a continuation line starts with one space,
  /// which counts towards its 75. Never splits a UTF-8 sequence.
  public static func appendFolded(_ line: String, to output: inout String) {
    var octets = 0
    var start = line.unicodeScalars.startIndex
    var index = start
    let scalars = line.unicodeScalars
    while index != scalars.endIndex {
      let width = UTF8.width(scalars[index])
      if octets + width > maximumOctets {
        output.unicodeScalars.append(contentsOf: scalars[start..<index])
        output += "\r\n "
        start = index
        octets = 1
      }
      octets += width
      index = scalars.index(after: index)
    }
    output.unicodeScalars.append(contentsOf: scalars[start..<index])
    output += "\r\n"
  }

  /// `line` folded, as a string ending in CRLF.
  public static func folded(_ line: String) -> String {
    var output = ""
    appendFolded(line, to: &output)
    return output
  }

  /// Undoes folding: joins each line that starts with a space or tab to the
  /// one before it, and returns the logical lines without their CRLFs.
  public static func unfold(_ text: String) -> [String] {
    var lines: [String] = []
    for physical in text.components(separatedBy: "\r\n") where !physical.isEmpty {
      if let first = physical.unicodeScalars.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1] += String(physical.unicodeScalars.dropFirst())
      } else {
        lines.append(physical)
      }
    }
    return lines
  }
}
