import HolidayKitCalDAV
import Testing

/// The one set of rules for following redirects, sync's and update's: a
/// table of where a redirect leads, from where, and what becomes of it.
struct HTTPRedirectTests {
  /// The rules as sync has them: dav.example trusted with the password,
  /// plain HTTP to this machine allowed.
  static let sync = HTTPRedirect(trustedHosts: ["dav.example"], allowsPlainHTTPToThisMachine: true)

  @Test(
    arguments: [
      // The same host, absolute or relative (to the URL that answered).
      ("https://dav.example/a/", 301, "https://dav.example/b/", 0, .follow("https://dav.example/b/")),
      ("https://dav.example/a/", 308, "/dav/", 4, .follow("https://dav.example/dav/")),
      ("https://dav.example/a/b/", 307, "../c/", 0, .follow("https://dav.example/a/c/")),
      ("https://dav.example/a/", 303, "https://DAV.example/b/", 0, .follow("https://DAV.example/b/")),
      // Another host, from one trusted with the password: withheld, and
      // the redirect not followed; from one that is not: followed.
      (
        "https://dav.example/", 302, "https://other.example/dav/", 0,
        .refuse(.passwordWithheld, "https://other.example/dav/")
      ),
      ("https://calendar.example/", 302, "https://other.example/dav/", 0, .follow("https://other.example/dav/")),
      // HTTPS to plain HTTP, even to this machine; plain HTTP elsewhere;
      // another scheme.
      (
        "https://dav.example/", 301, "http://127.0.0.1:5232/", 0,
        .refuse(.downgrade, "http://127.0.0.1:5232/")
      ),
      (
        "http://127.0.0.1:5232/", 301, "http://dav.example/", 0,
        .refuse(.notHTTPS, "http://dav.example/")
      ),
      ("https://dav.example/", 301, "ftp://dav.example/", 0, .refuse(.notHTTPS, "ftp://dav.example/")),
      // Plain HTTP on this machine: to this machine (a local server).
      ("http://127.0.0.1:5232/.well-known/caldav", 301, "/", 0, .follow("http://127.0.0.1:5232/")),
      // The sixth redirect of one request: a loop.
      ("https://dav.example/a/", 302, "https://dav.example/a/", 5, .refuse(.tooMany, "https://dav.example/a/")),
    ] as [(String, Int, String, Int, HTTPRedirect.Step)])
  func aRedirectIsFollowedOnlyWhereItMay(
    from: String, status: Int, location: String, count: Int, step: HTTPRedirect.Step
  ) {
    let response = HTTPResponse(status: status, headers: [("location", location)])
    #expect(Self.sync.step(after: response, from: from, count: count) == step)
  }

  /// Update's rules: no plain HTTP at all, not even on this machine; no
  /// password, so no host is refused for it.
  @Test func updateFollowsOnlyToHTTPS() {
    let update = HTTPRedirect(allowsPlainHTTPToThisMachine: false)
    let local = HTTPResponse(status: 302, headers: [("location", "/2027.json")])
    #expect(
      update.step(after: local, from: "http://127.0.0.1:8080/moved/2027.json", count: 0)
        == .refuse(.notHTTPS, "http://127.0.0.1:8080/2027.json"))
    let elsewhere = HTTPResponse(status: 302, headers: [("location", "https://mirror.example/2027.json")])
    #expect(
      update.step(after: elsewhere, from: "https://example.com/2027.json", count: 0)
        == .follow("https://mirror.example/2027.json"))
  }

  /// What is not a redirect is the answer: another status, or a redirect
  /// status with no Location.
  @Test(arguments: [(200, "/b/"), (304, "/b/"), (302, nil)] as [(Int, String?)])
  func anotherReplyIsTheAnswer(status: Int, location: String?) {
    let response = HTTPResponse(status: status, headers: location.map { [("location", $0)] } ?? [])
    #expect(Self.sync.step(after: response, from: "https://dav.example/a/", count: 0) == nil)
  }
}
