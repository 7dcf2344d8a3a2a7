import HolidayKit

/// How `sync` sends the password (RFC 7235): Basic (RFC 7617) with the
/// first request, as most servers want it, or Digest (RFC 7616), which
/// sabre/dav's PDO backend and Baïkal offer by default, once a server's
/// 401 asks for Digest and not Basic.
///
/// Digest with MD5 (what those servers offer) is answered here: each
/// request carries its `Authorization` computed from the server's first
/// challenge, the nonce counted up, one round trip per request as with
/// Basic. Other Digest algorithms (SHA-256) are left to curl's `digest`,
/// which costs a second round trip per request (a 401 with a nonce first).
package final class HTTPAuthentication {
  /// A scheme `sync` can use.
  package enum Scheme: Equatable {
    case basic
    /// Digest answered here, from this challenge.
    case digest(DigestChallenge)
    /// Digest answered by curl.
    case curlDigest
  }

  /// What a Digest challenge says.
  package struct DigestChallenge: Equatable {
    var realm: String
    var nonce: String
    var opaque: String?
    /// Whether the server asks for `qop=auth` (else RFC 2069's form).
    var qualityOfProtection: Bool
    /// Whether the server said the last nonce was stale.
    package var stale = false
  }

  /// Basic, until a server asks for Digest.
  package init() {}

  /// The scheme the requests use now.
  package var scheme = Scheme.basic
  /// How many requests the current nonce has answered (`nc`).
  private var nonceCount = 0

  /// Whether the password goes by Digest.
  package var isDigest: Bool { scheme != .basic }

  /// A challenge: its scheme as the server wrote it and its parameters,
  /// names lower-cased, values unquoted.
  package struct Challenge: Equatable {
    var scheme: String
    var parameters: [String: String] = [:]
  }

  /// The challenges of `WWW-Authenticate` fields, in order.
  ///
  /// A field is a comma-separated list of challenges, each a scheme name
  /// followed by parameters (`name=value`, quoted strings may hold commas)
  /// or a token68; an element whose first word is not followed by `=`
  /// starts a challenge.
  static func challenges(in fields: [String]) -> [Challenge] {
    var found: [Challenge] = []
    for field in fields {
      for element in elements(of: field) {
        var parameter = Substring(element)
        if let first = element.split(whereSeparator: { $0 == " " || $0 == "\t" }).first, !first.contains("=") {
          let rest = element.dropFirst(first.count).drop { $0 == " " || $0 == "\t" }
          // `name = value` (white space around `=` is allowed) is a parameter.
          if !rest.hasPrefix("=") {
            found.append(Challenge(scheme: String(first)))
            parameter = rest
          }
        }
        guard let equals = parameter.firstIndex(of: "="), !found.isEmpty else { continue }
        let name = parameter[..<equals].trimmingWhiteSpace.lowercased()
        var value = parameter[parameter.index(after: equals)...].trimmingWhiteSpace
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
          value = unescaped(value.dropFirst().dropLast())
        }
        found[found.count - 1].parameters[name] = value
      }
    }
    return found
  }

  /// The authentication schemes a 401's `WWW-Authenticate` fields offer,
  /// as the server wrote them, in order, each once whatever its case
  /// (`["Digest"]`, `["Negotiate", "Basic"]`).
  package static func schemes(offeredIn fields: [String]) -> [String] {
    var found: [String] = []
    for challenge in challenges(in: fields)
    where !found.contains(where: { $0.lowercased() == challenge.scheme.lowercased() }) {
      found.append(challenge.scheme)
    }
    return found
  }

  /// The Digest challenge among `fields` that can be answered here (MD5,
  /// `qop` absent or offering `auth`); nil when there is none.
  package static func digestChallenge(in fields: [String]) -> DigestChallenge? {
    for challenge in challenges(in: fields) where challenge.scheme.lowercased() == "digest" {
      let parameters = challenge.parameters
      guard let nonce = parameters["nonce"], (parameters["algorithm"] ?? "MD5").uppercased() == "MD5" else {
        continue
      }
      let qop = parameters["qop"].map { $0.split(separator: ",").map { $0.trimmingWhiteSpace.lowercased() } }
      guard qop == nil || qop?.contains("auth") == true else { continue }
      return DigestChallenge(
        realm: parameters["realm"] ?? "", nonce: nonce, opaque: parameters["opaque"], qualityOfProtection: qop != nil,
        stale: parameters["stale"]?.lowercased() == "true")
    }
    return nil
  }

  /// The scheme as the sync state remembers it for the next run, nil for
  /// Basic: a Digest challenge answered here as a `WWW-Authenticate`
  /// value (so that the next run answers it with its first request, one
  /// round trip and never the password by Basic), else `Digest` (curl's).
  package var remembered: String? {
    switch scheme {
    case .basic: return nil
    case .curlDigest: return "Digest"
    case .digest(let challenge):
      var fields = ["realm=\(Self.quoted(challenge.realm))", "nonce=\(Self.quoted(challenge.nonce))"]
      if challenge.qualityOfProtection { fields.append("qop=\"auth\"") }
      if let opaque = challenge.opaque { fields.append("opaque=\(Self.quoted(opaque))") }
      fields.append("algorithm=MD5")
      return "Digest " + fields.joined(separator: ", ")
    }
  }

  /// Starts with the scheme an earlier run remembered (``remembered``),
  /// while still on Basic; a remembered nonce the server no longer takes
  /// is replaced by its new challenge (see ``CalDAVClient/send(_:)``).
  package func start(with remembered: String?) {
    guard scheme == .basic, let remembered,
      HTTPAuthentication.schemes(offeredIn: [remembered]).contains(where: { $0.lowercased() == "digest" })
    else { return }
    useDigest(Self.digestChallenge(in: [remembered]))
  }

  /// The nonce answered now, if Digest is answered here.
  var nonce: String? {
    if case .digest(let challenge) = scheme { challenge.nonce } else { nil }
  }

  /// Answers Digest from now on: `challenge` when it can be answered here,
  /// else curl's.
  package func useDigest(_ challenge: DigestChallenge?) {
    scheme = challenge.map { .digest($0) } ?? .curlDigest
    nonceCount = 0
  }

  /// The `Authorization` value for `method` on `url` (RFC 7616 §3.4), the
  /// nonce counted up; nil unless Digest is answered here. `cnonce` is the
  /// client's nonce, random unless a test gives one.
  package func authorization(
    method: String, url: String, user: String, password: String,
    cnonce: String = String(UInt64.random(in: 0...UInt64.max), radix: 16)
  ) -> String? {
    guard case .digest(let challenge) = scheme else { return nil }
    nonceCount += 1
    let uri = Self.requestTarget(url)
    let first = MD5.hex("\(user):\(challenge.realm):\(password)")
    let second = MD5.hex("\(method):\(uri)")
    var fields = [
      "username=\(Self.quoted(user))", "realm=\(Self.quoted(challenge.realm))",
      "nonce=\(Self.quoted(challenge.nonce))", "uri=\(Self.quoted(uri))",
    ]
    if challenge.qualityOfProtection {
      let count = String(nonceCount, radix: 16)
      let nc = String(repeating: "0", count: max(0, 8 - count.count)) + count
      let response = MD5.hex("\(first):\(challenge.nonce):\(nc):\(cnonce):auth:\(second)")
      fields += ["qop=auth", "nc=\(nc)", "cnonce=\(Self.quoted(cnonce))", "response=\(Self.quoted(response))"]
    } else {
      fields.append("response=\(Self.quoted(MD5.hex("\(first):\(challenge.nonce):\(second)")))")
    }
    if let opaque = challenge.opaque { fields.append("opaque=\(Self.quoted(opaque))") }
    fields.append("algorithm=MD5")
    return "Digest " + fields.joined(separator: ", ")
  }

  /// The request target curl sends for `url`: its path and query, `/` when
  /// it has no path.
  package static func requestTarget(_ url: String) -> String {
    var rest = Substring(url)
    if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
      rest = rest[rest.index(colon, offsetBy: 3)...]
    }
    guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
    var target = rest[slash...]
    if let fragment = target.firstIndex(of: "#") { target = target[..<fragment] }
    return target.hasPrefix("?") ? "/" + target : String(target)
  }

  /// `"text"` with `"` and `\` escaped, as a quoted-string.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  /// A quoted-string's content with its backslash escapes undone.
  private static func unescaped(_ text: Substring) -> String {
    var result = ""
    var escaped = false
    for character in text {
      if !escaped, character == "\\" {
        escaped = true
        continue
      }
      escaped = false
      result.append(character)
    }
    return result
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
    return elements.map { String($0.trimmingWhiteSpace) }.filter { !$0.isEmpty }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingWhiteSpace: String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
