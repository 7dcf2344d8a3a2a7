import Foundation
import HolidayKitCalDAV
import Testing

@testable import WorkdayCLI

/// Where a download's redirects may lead (``HTTPRedirect``'s rules, with
/// no plain HTTP): at most five of them, and only to HTTPS; a refused one
/// names the place it went.
struct DownloadTests {
  @Test(
    arguments: [
      (
        "https://example.com/loop", 5,
        "too many redirects: still redirected after 5 (at 'https://example.com/loop'); redirects are followed at most 5 times (a loop?)"
      ),
      (
        "http://example.com/2027.json", 0,
        "redirected to 'http://example.com/2027.json'; redirects are followed only to https://"
      ),
      (
        "ftp://example.com/2027.json", 1,
        "redirected to 'ftp://example.com/2027.json'; redirects are followed only to https://"
      ),
      (
        "http://127.0.0.1:8080/2027.json", 0,
        "redirected to 'http://127.0.0.1:8080/2027.json'; redirects are followed only to https://"
      ),
      ("https://example.com/2027.json", 4, nil),
      ("HTTPS://example.com/2027.json", 0, nil),
      ("https://other.example/2027.json", 0, nil),
    ] as [(String, Int, String?)])
  func aRedirectIsFollowedOnlyWhereItMay(url: String, count: Int, message: String?) {
    let redirect = HTTPResponse(status: 302, headers: [("location", url)])
    let step = HTTPRedirect(allowsPlainHTTPToThisMachine: false)
      .step(after: redirect, from: "https://example.com/holiday-cn/2027.json", count: count)
    switch step {
    case .follow(let next): #expect(message == nil && next == url)
    case .refuse(let refusal, let next): #expect(Download.message(refusing: refusal, to: next, after: count) == message)
    case nil: Issue.record("a redirect not seen as one")
    }
  }

  /// curl is found on the run's PATH and runs with the run's environment,
  /// not the process's: a run in this process with a curl of its own.
  @Test func curlRunsInTheRunsEnvironment() throws {
    let folder = try Tool.temporaryFolder()
    let curl = folder.appendingPathComponent("curl")
    try Data("#!/bin/sh\nprintf 'curl: %s' \"$WORKDAY_ICS_TEST_MARK\" >&2\nexit 22\n".utf8).write(to: curl)
    #expect(chmod(curl.path, 0o755) == 0)
    let result = try runInProcess(
      ["update", "--data", "data", "--year", "2027", "--source", "https://example.com/holiday-cn/"], in: folder,
      environment: ["PATH": folder.path, "WORKDAY_ICS_TEST_MARK": "the run's own"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("curl: the run's own"), "\(result.stderr)")
  }
}
