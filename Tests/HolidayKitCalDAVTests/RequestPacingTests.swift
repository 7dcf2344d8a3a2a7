import HolidayKit
import Testing

@testable import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a run paces its requests against a server in memory whose clock
/// moves only with the requests and the waits: windows of requests,
/// throttling waited out as the server asks and slowing the run, and a
/// batch stopped early (the wait asked is too long, the server stopped
/// answering, the run took too long) with one line saying why.
struct RequestPacingTests {
  /// Forty days: more than two windows of writes.
  static let days: [String] = (1...40).map { (number: Int) -> String in
    let (month, day) = number <= 31 ? ("202612", number) : ("202701", number - 31)
    return month + (day < 10 ? "0" : "") + String(day)
  }

  /// A first run of ``days``, paced by `pacing` (by default windows of 16).
  static func run(_ server: FakeCalDAVServer, pacing: RequestPacing = RequestPacing(window: 16)) -> SyncReport {
    let url = URL(string: "https://dav.example/")!
    var session = SyncSession(
      client: CalDAVClient(transport: server, user: "alice", password: "secret", server: url, pacing: pacing),
      server: url, options: .init())
    return session.sync(SyncSessionTests.target(SyncSessionTests.wanted(days)), state: SyncState())
  }

  /// The number of PUT requests the server got.
  static func puts(_ server: FakeCalDAVServer) -> Int { server.requests.filter { $0.method == "PUT" }.count }

  /// Throttling and gateway time-outs are tried again; a reply that never
  /// came (a host that does not resolve, a refused connection, an untrusted
  /// certificate) and errors a retry cannot fix are not.
  @Test(arguments: [
    (429, true), (503, true), (502, true), (504, true), (408, true),
    (0, false), (200, false), (401, false), (403, false), (404, false), (412, false), (500, false),
  ])
  func triesAgainOnlyWhatALaterTryMayChange(status: Int, again: Bool) {
    #expect(
      RequestPacing.isThrottled(
        HTTPResponse(status: status, failure: status == 0 ? HTTPFailure(.unreachable, "Could not resolve host") : nil))
        == again)
  }

  /// Retry-After in seconds, or as a date against the reply's Date, else
  /// 1, 2, 4 s.
  @Test(
    arguments: [
      ("5", nil, 0, 5), (" 2 ", nil, 1, 2), (nil, nil, 0, 1), (nil, nil, 1, 2), (nil, nil, 2, 4),
      ("Wed, 21 Oct 2026 07:28:00 GMT", nil, 0, 1),
      ("Wed, 21 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 07:26:30 GMT", 0, 90),
      ("Wed, 21 Oct 2026 07:28:00 GMT", "Thu, 22 Oct 2026 00:00:00 GMT", 0, 0),
    ] as [(String?, String?, Int, Int)])
  func waitsAsTheServerSays(retryAfter: String?, date: String?, attempt: Int, seconds: Int) {
    var response = HTTPResponse(status: 503)
    if let retryAfter { response.headers.append(("retry-after", retryAfter)) }
    if let date { response.headers.append(("date", date)) }
    #expect(RequestPacing.retryDelay(response, attempt: attempt) == seconds)
  }

  /// HTTP dates, by integer arithmetic.
  @Test(
    arguments: [
      ("Wed, 21 Oct 2026 07:28:00 GMT", 1_792_567_680), ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
      ("Tue, 29 Feb 2028 23:59:59 GMT", 1_835_481_599), ("21 Oct 2026", nil), ("Wed, 21 Foo 2026 07:28:00 GMT", nil),
    ] as [(String, Int?)])
  func readsHTTPDates(_ text: String, _ seconds: Int?) {
    #expect(HTTPDate.seconds(text) == seconds)
  }

  /// A 503 in a window: the batch pauses as the server asks, sends that
  /// request again first, and goes on in windows half as wide.
  @Test func aThrottledWindowPausesTheBatchAndSlowsItDown() throws {
    let server = FakeCalDAVServer()
    var throttled = false
    server.intercept = { request, _ in
      guard request.method == "PUT",
        request.url.hasSuffix(SyncPlan.resourceName(uid: "20261203-daily-233a4a4f@workday-ics")),
        !throttled
      else { return nil }
      throttled = true
      return HTTPResponse(status: 503, headers: [("retry-after", "2")])
    }
    let report = Self.run(server)
    #expect(report.error == nil && report.created == 40 && report.status == 0)
    #expect(server.waits == [2])
    let writes = server.windows.filter { $0.first == "PUT" }.map(\.count)
    #expect(writes == [16, 8, 8, 8, 1], "\(server.windows)")
    #expect(Self.puts(server) == 41)
  }

  /// A server that asks for a wait longer than the run may take: nothing
  /// more is sent, one line says what the server asked, and the next run
  /// writes the rest.
  @Test func aWaitLongerThanTheBudgetStopsTheBatchAndSaysWhatWasAsked() throws {
    let server = FakeCalDAVServer()
    server.intercept = { request, _ in
      request.method == "PUT" ? HTTPResponse(status: 503, headers: [("retry-after", "600")]) : nil
    }
    let report = Self.run(server)
    #expect(report.error == nil && report.status == SyncReport.failedStatus)
    #expect(server.waits == [] && Self.puts(server) == 16, "the rest of the batch is not sent")
    #expect(
      report.lines == [
        .failed("40 changes not made: the server asks to wait 600 s; run sync again later"),
        .done("synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, 0 unchanged, 40 failed"),
      ])
    server.intercept = nil
    let next = Self.run(server)
    #expect(next.created == 40 && next.status == 0)
  }

  /// A server that keeps answering 503: a wait as asked after every
  /// throttled window, windows down to one request, each request sent
  /// again at most three times, the waits within the run's budget; then
  /// the rest is said not made.
  @Test func persistentThrottlingSlowsTheRunDownThenStopsIt() throws {
    let server = FakeCalDAVServer()
    server.intercept = { request, _ in
      request.method == "PUT" ? HTTPResponse(status: 503, headers: [("retry-after", "1")]) : nil
    }
    let report = Self.run(server)
    let writes = server.windows.filter { $0.first == "PUT" }.map(\.count)
    #expect(server.waits.allSatisfy { $0 == 1 } && server.waits.reduce(0, +) <= 120)
    #expect(server.waits.count == writes.count - 1, "a wait between any two windows")
    #expect(writes.first == 16 && writes.dropFirst(4).allSatisfy { $0 == 1 }, "\(writes)")
    #expect(Self.puts(server) <= 160 && report.failed == 40 && report.status == SyncReport.failedStatus)
    #expect(
      report.lines.dropLast().last.map { line in
        if case .failed(let text) = line {
          text.hasSuffix("not made: the server asks to wait 1 s; run sync again later")
        } else {
          false
        }
      } == true, "\(report.lines)")
  }

  /// A server that stops answering from the fifth write on: the batch
  /// stops after the window in flight, what was done is saved, and one
  /// line says the server stopped answering; the next run finishes.
  @Test func aServerThatStopsAnsweringStopsTheBatch() throws {
    let server = FakeCalDAVServer()
    var puts = 0
    server.intercept = { request, _ in
      guard request.method == "PUT" || puts >= 4 else { return nil }
      puts += 1
      return puts > 4
        ? HTTPResponse(status: 0, failure: HTTPFailure(.timeout, "Operation timed out after 60000 milliseconds")) : nil
    }
    let report = Self.run(server)
    #expect(report.error == nil && report.created == 4 && report.failed == 36)
    #expect(Self.puts(server) == 16, "nothing sent after the window that went silent")
    #expect(
      report.lines.contains(
        .failed(
          "24 changes not made: the server stopped answering (12 requests in a row got no reply: Operation timed out after 60000 milliseconds); run sync again later"
        )))
    #expect(try #require(report.state).entries.count == 4)
    server.intercept = nil
    let next = Self.run(server)
    #expect(next.created == 36 && next.status == 0)
  }

  /// Writes refused as locked (423: Xandikos while another write of the
  /// window holds the collection) go again once the batch has ended, in
  /// narrower windows, with no wait, and all are written.
  @Test func writesRefusedAsLockedGoAgainInNarrowerWindows() throws {
    let server = FakeCalDAVServer()
    server.intercept = { request, server in
      request.method == "PUT" && (server.windows.last?.count ?? 0) > 4 ? HTTPResponse(status: 423) : nil
    }
    let report = Self.run(server)
    #expect(report.created == 40 && report.status == 0 && server.waits == [])
    #expect(
      server.windows.filter { $0.first == "PUT" }.map(\.count)
        == [16, 16, 8] + Array(repeating: 8, count: 5) + Array(repeating: 4, count: 10))
  }

  /// A password refused in the middle of the writes (changed meanwhile):
  /// what the server accepted before is said and saved, the rest is said
  /// not made, with the refusal.
  @Test func aPasswordRefusedMidwayKeepsWhatWasDone() throws {
    let server = FakeCalDAVServer()
    var puts = 0
    server.intercept = { request, _ in
      guard request.method == "PUT" else { return nil }
      puts += 1
      return puts > 10 ? HTTPResponse(status: 401, headers: [("www-authenticate", "Basic realm=\"dav\"")]) : nil
    }
    let report = Self.run(server)
    #expect(report.created == 10 && report.failed == 30 && report.status == SyncReport.failedStatus)
    #expect(try #require(report.state).entries.count == 10)
    #expect(Self.puts(server) == 16)
    #expect(
      report.lines.contains(
        .failed(
          "30 changes not made: the server refused user 'alice' with this password (401 Unauthorized at https://dav.example/calendars/alice/work/\(SyncPlan.resourceName(uid: "20261211-daily-233a4a4f@workday-ics")), Basic authentication); check the password (iCloud, Fastmail and Nextcloud want an app-specific password)"
        )), "\(report.lines)")
  }

  /// A server error among writes sent together: sent once more, alone,
  /// once the batch has ended, and the run goes on one request at a time;
  /// alone, a 500 stands.
  @Test func aServerErrorUnderWritesTogetherGoesOnOneAtATime() throws {
    let server = FakeCalDAVServer()
    server.intercept = { request, server in
      request.method == "PUT" && (server.windows.last?.count ?? 0) > 1
        && request.url.hasSuffix(SyncPlan.resourceName(uid: "20261202-daily-233a4a4f@workday-ics"))
        ? HTTPResponse(status: 500) : nil
    }
    let report = Self.run(server)
    #expect(report.created == 40 && report.status == 0 && server.waits == [])
    #expect(server.windows.filter { $0.first == "PUT" }.map(\.count) == [16, 16, 8, 1])

    let failing = FakeCalDAVServer()
    failing.intercept = { request, _ in
      request.method == "PUT" && request.url.contains("20261202") ? HTTPResponse(status: 500) : nil
    }
    let failed = Self.run(failing)
    #expect(failed.created == 39 && failed.failed == 1)
    #expect(failed.lines.contains(.failed("create 20261202 Daily: the server answered 500")))
  }

  /// A run that has taken longer than it may sends nothing more.
  @Test func aRunPastItsTimeSendsNothingMore() throws {
    let server = FakeCalDAVServer()
    server.latency = 100
    let report = Self.run(server, pacing: RequestPacing(window: 16, runBudget: 550))
    #expect(report.created == 32 && report.failed == 8)
    #expect(
      report.lines.contains(
        .failed(
          "8 changes not made: the run has taken more than 550 s, the most it may; the server answers too slowly, run sync again later"
        )))
  }
}
