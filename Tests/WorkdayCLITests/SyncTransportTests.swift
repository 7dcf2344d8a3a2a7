import Testing

@testable import HolidayKitCalDAV
@testable import WorkdayCLI

/// Which failed requests curl's transport tries again, and when.
struct SyncTransportTests {
  /// Throttling and gateway time-outs are tried again; a reply that never
  /// came (a host that does not resolve, a refused connection, an untrusted
  /// certificate) and errors a retry cannot fix are not.
  @Test(arguments: [
    (429, true), (503, true), (502, true), (504, true), (408, true),
    (0, false), (200, false), (401, false), (403, false), (404, false), (412, false), (500, false),
  ])
  func triesAgainOnlyWhatALaterTryMayChange(status: Int, again: Bool) {
    #expect(
      Curl.isThrottled(HTTPResponse(status: status, failure: status == 0 ? "Could not resolve host" : nil)) == again)
  }

  /// Retry-After in seconds, else 1, 2, 4 s.
  @Test(arguments: [
    ("5", 0, 5), (" 2 ", 1, 2), (nil, 0, 1), (nil, 1, 2), (nil, 2, 4), ("Wed, 21 Oct 2026 07:28:00 GMT", 0, 1),
  ])
  func waitsAsTheServerSays(retryAfter: String?, attempt: Int, seconds: Int) {
    var response = HTTPResponse(status: 503)
    if let retryAfter { response.headers = [("retry-after", retryAfter)] }
    #expect(Curl.retryDelay(response, attempt: attempt) == seconds)
  }
}
