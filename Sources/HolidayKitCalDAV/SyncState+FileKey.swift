extension SyncState {
  /// What names the state file of `calendar` on `server` for `user`
  /// (`sync-KEY.json`): a hash of the three, the server as
  /// ``serverKey(_:)`` writes it, so that every spelling of one server
  /// shares one state and one lock.
  package static func fileKey(server: String, user: String, calendar: String) -> String {
    SyncPlan.hash([serverKey(server), user, calendar].joined(separator: "\n"))
  }

  /// `server` as one spelling of it: the scheme and host in lower case,
  /// `localhost` as 127.0.0.1, the scheme's default port and any user
  /// name left out, and the path ending in `/` (`http://LOCALHOST:5301`
  /// and `http://127.0.0.1:5301/` are one server).
  package static func serverKey(_ server: String) -> String {
    guard let schemeEnd = server.firstRange(of: "://") else { return server }
    let scheme = server[..<schemeEnd.lowerBound].lowercased()
    let rest = server[schemeEnd.upperBound...]
    let authorityEnd: String.Index =
      rest.firstIndex(where: { (character: Character) -> Bool in "/?#".contains(character) }) ?? rest.endIndex
    var authority: String = rest[..<authorityEnd].lowercased()
    var path = String(rest[authorityEnd...])
    if let at = authority.lastIndex(of: "@") { authority = String(authority[authority.index(after: at)...]) }
    for (port, owner) in [(":443", "https"), (":80", "http")] where scheme == owner && authority.hasSuffix(port) {
      authority = String(authority.dropLast(port.count))
    }
    if authority == "localhost" || authority.hasPrefix("localhost:") {
      authority = "127.0.0.1" + authority.dropFirst("localhost".count)
    }
    if path.isEmpty { path = "/" } else if !path.hasSuffix("/"), !path.contains("?") { path += "/" }
    return scheme + "://" + authority + path
  }
}
