import Foundation
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
