/// How `sync` sends the password (RFC 7235): Basic (RFC 7617) with the
/// first request, as most servers want it, or Digest (RFC 7616), which
/// sabre/dav's PDO backend and Baïkal offer by default, once a server's
/// 401 asks for Digest and not Basic. curl computes Digest's answer; it
/// costs a second round trip per request (a 401 with the server's nonce
/// first), so Basic stays the default.
final class HTTPAuthentication {
  /// A scheme `sync` can use.
  enum Scheme: Equatable {
    case basic
    case digest
  }

  /// The scheme the requests use now.
  var scheme = Scheme.basic

  /// The authentication schemes a 401's `WWW-Authenticate` fields offer,
  /// as the server wrote them, in order, each once whatever its case
  /// (`["Digest"]`, `["Negotiate", "Basic"]`).
  ///
  /// A field is a comma-separated list of challenges, each a scheme name
  /// followed by parameters (`name=value`, quoted strings may hold commas)
  /// or a token68; an element whose first word holds no `=` starts a
  /// challenge.
  static func schemes(offeredIn fields: [String]) -> [String] {
    var found: [String] = []
    for field in fields {
      for element in elements(of: field) {
        let words = element.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first, !first.contains("=") else { continue }
        let name = String(first)
        if !found.contains(where: { $0.lowercased() == name.lowercased() }) { found.append(name) }
      }
    }
    return found
  }

  /// The comma-separated elements of `field`, commas inside quoted strings
  /// not counted, each without surrounding white space.
  private static func elements(of field: String) -> [String] {
    var elements: [String] = []
    var current = ""
    var quoted = false
    var escaped = false
    for character in field {
      if escaped {
        escaped = false
      } else if quoted, character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if character == ",", !quoted {
        elements.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    elements.append(current)
    return elements.map { $0.trimmingWhiteSpace }.filter { !$0.isEmpty }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingWhiteSpace: String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
