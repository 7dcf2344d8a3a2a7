import Testing

@testable import WorkdayCLI

/// What a failed download says when curl was redirected somewhere it may
/// not follow: the place it went, not curl's words for it.
struct DownloadTests {
  @Test(
    arguments: [
      (
        47, "5 https://example.com/loop",
        "a redirect loop: still redirected after 5 redirects (at 'https://example.com/loop'); redirects are followed at most 5 times"
      ),
      (
        1, "1 http://example.com/2027.json",
        "redirected to 'http://example.com/2027.json'; redirects are followed only to https://"
      ),
      (1, "0 ftp://example.com/2027.json", nil),
      (22, "1 https://example.com/2027.json", nil),
      (47, nil, nil),
    ] as [(Int32, String?, String?)])
  func aFailedRedirectIsNamed(code: Int32, landed: String?, message: String?) {
    #expect(Download.redirectFailure(code: code, landed: landed) == message)
  }
}
