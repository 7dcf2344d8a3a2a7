import HolidayKit
import HolidayKitCalDAV

/// A place `update` downloads holiday-cn year files from: a base URL to
/// which `YYYY.json` is appended.
///
/// Only HTTPS goes over the network: the files become calendars and
/// answers, so a file read over plain HTTP could be rewritten by anyone on
/// the way. Plain HTTP is allowed to this machine alone (127.0.0.0/8, ::1,
/// localhost), for a local mirror and for the tests.
struct HolidaySource: Hashable {
  /// The base URL, ending in `/`.
  let base: String
  /// Whether the host is this machine (plain HTTP allowed, no proxy).
  let isLoopback: Bool

  /// The default sources, tried in order: the upstream repository's raw
  /// files, then the two jsDelivr CDNs the upstream README offers
  /// ("通过互联网使用", NateScarlet/holiday-cn README at commit d4e53bf,
  /// 2026-08-07), `fastly.jsdelivr.net` being the one usually reachable
  /// from mainland China. jsDelivr caches a branch's files for up to 12
  /// hours, so it may lag upstream by half a day. (The README's former
  /// mainland mirror on coding.net has required a login since 2022-08-05.)
  static let defaults = [
    HolidaySource(trusted: "https://raw.githubusercontent.com/NateScarlet/holiday-cn/master/"),
    HolidaySource(trusted: "https://fastly.jsdelivr.net/gh/NateScarlet/holiday-cn@master/"),
    HolidaySource(trusted: "https://cdn.jsdelivr.net/gh/NateScarlet/holiday-cn@master/"),
  ]

  private init(trusted base: String) {
    self.base = base
    isLoopback = false
  }

  /// Checks a `--source` URL.
  ///
  /// - Throws: ``UsageError`` for anything but an `https://` URL, or an
  ///   `http://` one to this machine, without a user name or password, a
  ///   query, fragment, spaces or control characters.
  init(parsing text: String) throws(UsageError) {
    func invalid(_ reason: String) -> UsageError {
      let shown = URLUserInfo.hidden(in: text)
      return UsageError(message: "invalid \(Option.source) '\(VisibleText.excerpt(shown, limit: 80))': \(reason)")
    }
    guard !URLUserInfo.isPresent(in: text) else {
      throw invalid(
        "a user name or password in the URL is not allowed (holiday files are public; it would show in every message)")
    }
    let lower = text.lowercased()
    let scheme: String
    if lower.hasPrefix("https://") {
      scheme = "https"
    } else if lower.hasPrefix("http://") {
      scheme = "http"
    } else {
      throw invalid("expected a base URL such as https://example.com/holiday-cn/ (YYYY.json is appended)")
    }
    guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) else {
      throw invalid("spaces and control characters are not allowed")
    }
    guard !text.contains("?"), !text.contains("#") else {
      throw invalid("a base URL takes no query or fragment (YYYY.json is appended to it)")
    }
    let rest = text.dropFirst(scheme.count + 3)
    let authority = rest.prefix { $0 != "/" }
    guard !authority.isEmpty else { throw invalid("expected a host after \(scheme)://") }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
    let host: Substring
    if hostAndPort.hasPrefix("[") {
      host = hostAndPort.prefix { $0 != "]" }.dropFirst()
    } else {
      host = hostAndPort.prefix { $0 != ":" }
    }
    isLoopback = Loopback.isHost(host)
    guard scheme == "https" || isLoopback else {
      throw invalid("plain HTTP is allowed only to this machine (127.0.0.1, ::1, localhost); use https://")
    }
    base = text.hasSuffix("/") ? text : text + "/"
  }

  /// The URL of the file for `year`.
  func url(year: Int) -> String {
    base + HolidayFile.fileName(ofYear: year)
  }
}
