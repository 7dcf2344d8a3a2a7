/// A `machine` (or `default`) entry of a netrc file: the login and
/// password `sync` may take for a server's host when no other source
/// gives them. Reading the file, and judging whether it is private
/// enough to hold a password, is the caller's.
package struct NetrcEntry: Equatable, Sendable {
  /// The `login` value, if the entry has one.
  package var login: String?
  /// The `password` value, if the entry has one.
  package var password: String?

  /// An entry with `login` and `password`.
  package init(login: String? = nil, password: String? = nil) {
    self.login = login
    self.password = password
  }

  /// The entry for `host` in the netrc `text`, else its `default` entry:
  /// tokens separated by white space, `machine NAME` (or `default`)
  /// followed by `login`, `password`, `account` and their values; the
  /// first entry for a host wins, and `macdef` bodies, up to an empty
  /// line, are skipped.
  package init?(host: String, in text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var tokens: [Substring] = []
    while let line = lines.popFirst() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if let macro = words.firstIndex(of: "macdef") {
        tokens += words[..<macro]
        while let body = lines.popFirst(), !body.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {}
        continue
      }
      tokens += words
    }
    var found: NetrcEntry?
    var fallback: NetrcEntry?
    var current: NetrcEntry?
    var currentIsHost = false
    var currentIsDefault = false
    func finish() {
      if currentIsHost, found == nil { found = current }
      if currentIsDefault, fallback == nil { fallback = current }
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let value = index + 1 < tokens.count ? String(tokens[index + 1]) : nil
      switch token {
      case "machine":
        finish()
        current = NetrcEntry()
        currentIsHost = value == host
        currentIsDefault = false
        index += 2
      case "default":
        finish()
        current = NetrcEntry()
        currentIsHost = false
        currentIsDefault = true
        index += 1
      case "login":
        current?.login = value
        index += 2
      case "password":
        current?.password = value
        index += 2
      case "account":
        index += 2
      default:
        index += 1
      }
    }
    finish()
    guard let entry = found ?? fallback else { return nil }
    self = entry
  }
}
