import Testing

@testable import WorkdayCLI

/// Where a download's redirects may lead: at most five of them, and only
/// to HTTPS; a refused one names the place it went.
struct DownloadTests {
  @Test(
    arguments: [
      (
        "https://example.com/loop", 5,
        "a redirect loop: still redirected after 5 redirects (at 'https://example.com/loop'); redirects are followed at most 5 times"
      ),
      (
        "http://example.com/2027.json", 0,
        "redirected to 'http://example.com/2027.json'; redirects are followed only to https://"
      ),
      (
        "ftp://example.com/2027.json", 1,
        "redirected to 'ftp://example.com/2027.json'; redirects are followed only to https://"
      ),
      ("https://example.com/2027.json", 4, nil),
      ("HTTPS://example.com/2027.json", 0, nil),
    ] as [(String, Int, String?)])
  func aRedirectIsFollowedOnlyWhereItMay(url: String, count: Int, message: String?) {
    #expect(Download.redirectFailure(to: url, after: count) == message)
  }
}
