/// Where plain HTTP may go: this machine only.
package enum Loopback {
  /// Whether `host` (as a URL gives it, IPv6 in brackets or not) names this
  /// machine: `localhost`, `::1`, or a dotted 127.x.x.x address; not a
  /// name that only starts with `127.`, such as `127.0.0.1.example.com`.
  package static func isHost(_ host: some StringProtocol) -> Bool {
    var host = Substring(host.lowercased())
    if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    if host == "localhost" || host == "::1" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127"
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part) ?? 256) < 256
      }
  }
}
