/// A user name or password written into a URL (`https://alice:secret@host/`),
/// which no URL argument may hold: a password there is in the process list
/// and the shell's history, sync would not use it (its user comes from
/// `--user`, its password from a command, a variable or `~/.netrc`), and
/// every message that names the URL would show it.
enum URLUserInfo {
  /// Whether the URL `text` has a user name or password before its host.
  static func isPresent(in text: String) -> Bool {
    userInfo(in: text) != nil
  }

  /// `text` with its user name and password shown as `…`, for a message.
  static func hidden(in text: String) -> String {
    guard let (start, end) = userInfo(in: text) else { return text }
    return String(text[..<start]) + "…" + String(text[end...])
  }

  /// Where the user information starts (after `://`) and the `@` that
  /// ends it, if the URL has any.
  private static func userInfo(in text: String) -> (String.Index, String.Index)? {
    guard let scheme = text.firstRange(of: "://") else { return nil }
    let authority = text[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return authority.lastIndex(of: "@").map { (scheme.upperBound, $0) }
  }

}
