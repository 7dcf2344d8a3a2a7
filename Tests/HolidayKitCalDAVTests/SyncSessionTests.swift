import HolidayKit
import Testing

@testable import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A whole run of the protocol against a server in memory
/// (``FakeCalDAVServer``): what a session sends, what it leaves on the
/// server, in the state and in its report, for each behaviour of a server
/// or of another device. No process, no socket.
struct SyncSessionTests {
  static let calendarURL = "https://dav.example/calendars/alice/work/"
  static let days = ["20261228", "20261229", "20261230"]

  static func wanted(_ days: [String] = days, summary: String = "Daily") -> [SyncPlan.Resource] {
    days.map { SyncPlanMeaningTests.resource($0, summary: summary) }
  }

  static func target(_ wanted: [SyncPlan.Resource] = wanted(), name: String = "Work") -> SyncTarget {
    SyncTarget(
      name: name, wanted: wanted, suffixes: [SyncPlanMeaningTests.suffix], owner: .reminder("daily"))
  }

  /// A server whose well-known URL redirects (301) to `location`.
  static func wellKnownRedirecting(to location: String) -> FakeCalDAVServer {
    let server = FakeCalDAVServer()
    server.intercept = { request, _ in
      request.url == "https://dav.example/.well-known/caldav"
        ? HTTPResponse(status: 301, headers: [("location", location)]) : nil
    }
    return server
  }

  static func session(_ server: FakeCalDAVServer, password: String = "secret", _ options: SyncSession.Options = .init())
    -> SyncSession
  {
    let url = URL(string: "https://dav.example/")!
    return SyncSession(
      client: CalDAVClient(transport: server, user: "alice", password: password, server: url), server: url,
      options: options)
  }

  static func created(_ days: [String] = days) -> [SyncReport.Line] {
    days.map { .done("+ created \($0) Daily") }
  }

  /// A first run into an empty calendar: the state it saves, and the
  /// server holding exactly the wanted events.
  static func firstRun(_ server: FakeCalDAVServer) throws -> SyncState {
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil)
    #expect(
      report.lines == Self.created() + [
        .done("synced: 3 created, 0 updated, 0 deleted, 0 kept user edits, 0 unchanged")
      ])
    #expect(server.members().values.map(\.text).sorted() == Self.wanted().map(\.body).sorted())
    return try #require(report.state)
  }

  @Test func aFirstRunFindsTheCalendarWritesEveryEventAndTheNextHasNothingToDo() throws {
    let server = FakeCalDAVServer()
    let state = try Self.firstRun(server)
    #expect(state.calendar == Self.calendarURL)
    #expect(state.entries.count == 3 && state.entries.values.allSatisfy { $0.owner == .reminder("daily") })
    #expect(state.token != nil, "a clean run remembers the token")
    let discovery = server.requests.prefix(5).map { "\($0.method) \($0.url)" }
    #expect(
      discovery == [
        "PROPFIND https://dav.example/.well-known/caldav", "PROPFIND https://dav.example/",
        "PROPFIND https://dav.example/principals/alice/", "PROPFIND https://dav.example/calendars/alice/",
        "PROPFIND \(Self.calendarURL)",
      ])
    #expect(
      !server.requests.contains {
        $0.method == "PROPFIND" && $0.url == Self.calendarURL && $0.headers.contains { $0 == ("Depth", "0") }
      },
      "the home's list gave the calendar's tokens")
    #expect(
      server.requests.filter { $0.method == "PUT" }.allSatisfy { $0.headers.contains { $0 == ("If-None-Match", "*") } })

    server.requests = []
    var again = Self.session(server)
    let report = again.sync(Self.target(), state: state)
    #expect(report.lines == [.done("up to date: 3 events, nothing written")])
    #expect(report.isUpToDate && report.state == nil && report.status == 0)
    #expect(server.requests.map(\.method) == ["PROPFIND"], "one request tells")
  }

  /// After the writes into a calendar made by the run, the token alone
  /// is asked (Depth 0) when every write brought its ETag: no listing of
  /// every member. A server that sends no ETag with a PUT gets the
  /// listing, which confirms the writes. Either way the next run is one
  /// request.
  @Test(arguments: [(true, "0"), (false, "1")])
  func afterTheWritesOnlyTheTokenIsAskedWhenEveryWriteIsConfirmed(sendsETags: Bool, depth: String) throws {
    let server = FakeCalDAVServer()
    server.sendsETags = sendsETags
    var session = Self.session(server, .init(createsCalendars: true))
    let report = session.sync(Self.target(name: "Home"), state: SyncState())
    #expect(report.error == nil && report.created == 3 && report.failed == 0)
    let last = try #require(server.requests.lastIndex { $0.method == "PUT" })
    let after = server.requests[(last + 1)...]
    #expect(after.map { "\($0.method) \($0.url)" } == ["PROPFIND https://dav.example/calendars/alice/home/"])
    #expect(after.first?.headers.contains { $0 == ("Depth", depth) } == true)
    let state = try #require(report.state)
    #expect(state.token != nil && state.entries.values.allSatisfy { $0.etag != nil })

    server.requests = []
    var again = Self.session(server)
    #expect(again.sync(Self.target(name: "Home"), state: state).isUpToDate)
    #expect(server.requests.count == 1, "one request tells")
  }

  /// Discovery in as few round trips as the answers allow: the well-known
  /// URL and the server URL asked together (one window), a well-known URL
  /// that redirects to the server URL (Radicale, Xandikos) not followed
  /// by a second request, and a server URL that is the principal itself
  /// naming the calendar home at once.
  @Test func discoveryAsksTogetherWhatDependsOnNoOtherAnswer() throws {
    let redirecting = Self.wellKnownRedirecting(to: "https://dav.example/")
    var session = Self.session(redirecting)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil && report.created == 3)
    #expect(redirecting.windows.first == ["PROPFIND", "PROPFIND"], "\(redirecting.windows)")
    #expect(
      redirecting.requests.prefix(4).map { "\($0.method) \($0.url)" } == [
        "PROPFIND https://dav.example/.well-known/caldav", "PROPFIND https://dav.example/",
        "PROPFIND https://dav.example/principals/alice/", "PROPFIND https://dav.example/calendars/alice/",
      ])

    let server = FakeCalDAVServer()
    let principal = URL(string: "https://dav.example/principals/alice/")!
    var atPrincipal = SyncSession(
      client: CalDAVClient(transport: server, user: "alice", password: "secret", server: principal),
      server: principal, options: .init())
    #expect(atPrincipal.sync(Self.target(), state: SyncState()).created == 3)
    #expect(
      server.requests.prefix(3).map { "\($0.method) \($0.url)" } == [
        "PROPFIND https://dav.example/.well-known/caldav", "PROPFIND https://dav.example/principals/alice/",
        "PROPFIND https://dav.example/calendars/alice/",
      ], "the principal's home set is not asked a second time")
  }

  /// A principal that is its own calendar home (Radicale, DAViCal): the
  /// request that asks for the home lists its calendars too, and the home
  /// is not listed again.
  @Test func aPrincipalThatIsItsOwnHomeListsItsCalendarsAtOnce() throws {
    let server = FakeCalDAVServer()
    let principal = "/principals/alice/"
    server.calendars = [principal + "work/": FakeCalDAVServer.Collection(name: "Work")]
    server.intercept = { request, server in
      guard request.method == "PROPFIND", request.url == server.origin + principal,
        request.headers.contains(where: { $0 == ("Depth", "1") })
      else { return nil }
      return server.multistatus([
        server.response(
          principal,
          "<d:resourcetype><d:collection/><d:principal/></d:resourcetype><c:calendar-home-set><d:href>\(principal)</d:href></c:calendar-home-set>"
        ),
        server.response(
          principal + "work/",
          "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Work</d:displayname>"),
      ])
    }
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil && report.created == 3 && report.calendar == server.origin + principal + "work/")
    #expect(
      server.requests.prefix(4).map { "\($0.method) \($0.url)" } == [
        "PROPFIND https://dav.example/.well-known/caldav", "PROPFIND https://dav.example/",
        "PROPFIND https://dav.example/principals/alice/", "PROPFIND https://dav.example/principals/alice/work/",
      ])
  }

  /// What another device or the server does between two runs, and what
  /// the second run then does.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// What happens between the runs, on the server.
    var meanwhile: @Sendable (FakeCalDAVServer) -> Void = { _ in }
    /// The second run's events.
    var wanted: [SyncPlan.Resource] = SyncSessionTests.wanted()
    var replacesEdits = false
    /// Whether the second run starts from an empty state (the file lost).
    var losesState = false
    var lines: [SyncReport.Line]
    var status: Int32
    /// Whether the token is saved: the next run can trust it.
    var savesToken = true
    /// The methods of the requests that wrote.
    var writes: [String] = []
    /// What a third run still writes: what the second failed to.
    var thirdRunWrites = 0
    var testDescription: String { name }
  }

  static func edited(_ text: String) -> String { text.replacing("SUMMARY:Daily", with: "SUMMARY:Doctor at 9") }
  static func name(_ day: String) -> String { SyncPlan.resourceName(uid: "\(day)-daily-233a4a4f@workday-ics") }

  static let cases: [Case] = [
    Case(
      name: "a phone edited an event: kept, and said",
      meanwhile: { server in
        server.put(name("20261229"), edited(server.members()[name("20261229")]?.text ?? ""))
      },
      lines: [
        // As the server holds it, not as this run would write it.
        .done("! kept user edit 2026-12-29 09:00 Doctor at 9 (edited on another device)"),
        .done("synced: 0 created, 0 updated, 0 deleted, 1 kept user edit, 2 unchanged"),
      ],
      status: SyncReport.keptEditStatus),
    Case(
      name: "a phone edited an event, --replace-edits: overwritten",
      meanwhile: { server in
        server.put(name("20261229"), edited(server.members()[name("20261229")]?.text ?? ""))
      },
      replacesEdits: true,
      lines: [
        .done("~ updated 20261229 Daily"),
        .done("synced: 0 created, 1 updated, 0 deleted, 0 kept user edits, 2 unchanged"),
      ],
      status: 0, writes: ["PUT"]),
    Case(
      name: "a phone deleted an event: not written again",
      meanwhile: { server in server.delete(name("20261230")) },
      lines: [
        .done("! kept user edit 20261230 Daily (deleted on another device)"),
        .done("synced: 0 created, 0 updated, 0 deleted, 1 kept user edit, 2 unchanged"),
      ],
      status: SyncReport.keptEditStatus),
    Case(
      name: "the state file lost: the events found are taken back, nothing written",
      losesState: true,
      lines: [.done("synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, 3 unchanged")],
      status: 0),
    Case(
      name: "a changed reminder: every event updated against its ETag",
      wanted: wanted(summary: "Stand-up"),
      lines: days.map { .done("~ updated \($0) Daily") }
        + [.done("synced: 0 created, 3 updated, 0 deleted, 0 kept user edits, 0 unchanged")],
      status: 0, writes: ["PUT", "PUT", "PUT"]),
    Case(
      name: "a day no longer wanted: deleted",
      wanted: wanted(Array(days.prefix(2))),
      lines: [
        .done("- deleted 20261230 Daily"),
        .done("synced: 0 created, 0 updated, 1 deleted, 0 kept user edits, 2 unchanged"),
      ],
      status: 0, writes: ["DELETE"]),
    Case(
      name: "412 on a PUT: changed meanwhile, said, and the token not trusted",
      meanwhile: { server in
        server.intercept = { request, _ in request.method == "PUT" ? HTTPResponse(status: 412) : nil }
      },
      wanted: wanted(days + ["20261231"]),
      lines: [
        .failed("create 20261231 Daily: changed on the server meanwhile (412); run sync again"),
        .done("synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, 3 unchanged, 1 failed"),
      ],
      status: 1, savesToken: false, writes: ["PUT"], thirdRunWrites: 1),
    Case(
      name: "an import holding our UID arrives meanwhile: taken over under its own name",
      meanwhile: { server in
        server.intercept = { request, server in
          if request.method == "PUT", server.members()["A1B2-0001.ics"] == nil {
            let copy = SyncPlanMeaningTests.resource("20261231").body.replacing(
              /X-WORKDAY-ICS-FINGERPRINT:[^\r]*\r\n/, with: "")
            server.put("A1B2-0001.ics", copy)
          }
          return nil
        }
      },
      wanted: wanted(days + ["20261231"]),
      lines: [
        .done("~ updated 20261231 Daily (taken over: A1B2-0001.ics)"),
        .done("synced: 0 created, 1 updated, 0 deleted, 0 kept user edits, 3 unchanged"),
      ],
      status: 0, writes: ["PUT", "PUT"]),
    Case(
      name: "a server without sync-collection nor ETags in its replies: listed again",
      meanwhile: { server in
        server.syncCollection = false
        server.sendsETags = false
      },
      wanted: wanted(days + ["20261231"]),
      lines: [
        .done("+ created 20261231 Daily"),
        .done("synced: 1 created, 0 updated, 0 deleted, 0 kept user edits, 3 unchanged"),
      ],
      status: 0, writes: ["PUT"]),
  ]

  @Test(arguments: cases)
  func theSecondRun(_ given: Case) throws {
    let server = FakeCalDAVServer()
    let first = try Self.firstRun(server)
    given.meanwhile(server)
    server.requests = []
    var session = Self.session(server, .init(replacesEdits: given.replacesEdits))
    let report = session.sync(Self.target(given.wanted), state: given.losesState ? SyncState() : first)
    #expect(report.error == nil)
    #expect(report.lines == given.lines)
    #expect(report.status == given.status)
    #expect(server.requests.map(\.method).filter { $0 == "PUT" || $0 == "DELETE" } == given.writes)
    let state = try #require(report.state)
    #expect((state.token != nil) == given.savesToken)
    // The state knows what the server holds of ours, ETags included,
    // but for the edits kept: their ETag stays the one sync wrote.
    let members = server.members()
    for entry in state.entries.values where entry.kept == nil {
      #expect(members[entry.name]?.etag == entry.etag, "\(entry.name)")
    }
    // A third run converges: nothing left to do but what a person decided.
    server.intercept = nil
    server.requests = []
    var third = Self.session(server, .init(replacesEdits: given.replacesEdits))
    let last = third.sync(Self.target(given.wanted), state: state)
    #expect(last.error == nil)
    #expect(server.requests.allSatisfy { $0.method != "DELETE" })
    #expect(last.created + last.updated + last.deleted == given.thirdRunWrites)
    #expect(last.status == (last.kept.isEmpty ? 0 : SyncReport.keptEditStatus))
    #expect(last.kept.map(\.label) == report.kept.map(\.label), "a kept edit is said again")
    if given.savesToken {
      #expect(server.requests.map(\.method) == ["PROPFIND"], "the saved token tells nothing changed")
    }
  }

  /// A kept edit leaves the token saved: the next run is one request,
  /// which says the edit is still kept (the same status); a run that
  /// replaces edits does not stop at the token.
  @Test func aKeptEditIsSaidAgainFromTheTokenAndReplacedWhenAsked() throws {
    let server = FakeCalDAVServer()
    let first = try Self.firstRun(server)
    server.put(Self.name("20261229"), Self.edited(server.members()[Self.name("20261229")]?.text ?? ""))
    var second = Self.session(server)
    let kept = second.sync(Self.target(), state: first)
    #expect(kept.status == SyncReport.keptEditStatus)
    let state = try #require(kept.state)
    #expect(state.token != nil && state.entries[Self.name("20261229")]?.kept == .edited)
    #expect(SyncState(json: Array(state.json.utf8)) == state, "the state file keeps what was kept")

    server.requests = []
    var third = Self.session(server)
    let again = third.sync(Self.target(), state: state)
    #expect(server.requests.map(\.method) == ["PROPFIND"])
    #expect(
      again.lines == [
        .done("! kept user edit 2026-12-29 09:00 Doctor at 9 (edited on another device)"),
        .done("up to date: 3 events, nothing written, 1 kept user edit"),
      ])
    #expect(again.status == SyncReport.keptEditStatus && again.state == nil)

    var replacing = Self.session(server, .init(replacesEdits: true))
    let replaced = replacing.sync(Self.target(), state: state)
    #expect(replaced.updated == 1 && replaced.status == 0)
    #expect(try #require(replaced.state).entries.values.allSatisfy { $0.kept == nil })
  }

  /// The exit status of several calendars: a failure wins over a kept
  /// edit, which wins over success.
  @Test(
    arguments: [
      ([0, 0], 0), ([0, SyncReport.keptEditStatus], SyncReport.keptEditStatus),
      ([SyncReport.keptEditStatus, 1, 0], 1), ([], 0),
    ] as [([Int32], Int32)])
  func statusesCombine(_ statuses: [Int32], _ combined: Int32) {
    #expect(SyncReport.combined(statuses) == combined)
  }

  /// A write counts only when the server confirms it: an ETag in its
  /// answer, or the event in the listing after the batch. A web page
  /// (a login page after a session expired, a firewall answering PUTs)
  /// is a failure, with a 200 too; what was not written is written by
  /// the next run, never called a deletion on another device.
  @Test(
    arguments: [
      (
        "a firewall answers every PUT after the first with 200 and a web page",
        HTTPResponse(
          status: 200, headers: [("content-type", "text/html; charset=utf-8")],
          body: Array("<html><body>Sign in</body></html>".utf8)),
        "the server answered 200 with a web page, not CalDAV (a login page after a session expired, or a firewall in front of the server); run sync again once it answers"
      ),
      (
        "a login page without its type",
        HTTPResponse(status: 200, body: Array("\n<!DOCTYPE html>\n<title>Login</title>".utf8)),
        "the server answered 200 with a web page, not CalDAV (a login page after a session expired, or a firewall in front of the server); run sync again once it answers"
      ),
      (
        "a PUT answered 200 with nothing, never forwarded",
        HTTPResponse(status: 200),
        "the server answered without an ETag and does not list the event afterwards, so it was not written; run sync again"
      ),
    ] as [(String, HTTPResponse, String)])
  func aWriteTheServerDoesNotConfirmIsNotDone(_ name: String, _ answer: HTTPResponse, _ message: String) throws {
    let server = FakeCalDAVServer()
    var puts = 0
    server.intercept = { request, _ in
      guard request.method == "PUT" else { return nil }
      puts += 1
      return puts > 1 ? answer : nil
    }
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil)
    #expect(
      report.lines == [
        .done("+ created 20261228 Daily"), .failed("create 20261229 Daily: " + message),
        .failed("create 20261230 Daily: " + message),
        .done("synced: 1 created, 0 updated, 0 deleted, 0 kept user edits, 0 unchanged, 2 failed"),
      ])
    #expect(report.status == SyncReport.failedStatus)
    let state = try #require(report.state)
    #expect(state.token == nil && state.entries.keys.sorted() == [Self.name("20261228")])

    server.intercept = nil
    var next = Self.session(server)
    let after = next.sync(Self.target(), state: state)
    #expect(after.created == 2 && after.kept.isEmpty && after.status == 0)
    #expect(server.members().values.map(\.text).sorted() == Self.wanted().map(\.body).sorted())
  }

  /// A state that remembers a write without an ETag (one an earlier run
  /// could not confirm) whose event is not on the server: written again.
  @Test func anEntryNeverConfirmedAndNotOnTheServerIsWrittenAgain() throws {
    let server = FakeCalDAVServer()
    var state = try Self.firstRun(server)
    state.entries[Self.name("20261230")]?.etag = nil
    state.token = nil
    server.delete(Self.name("20261230"))
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: state)
    #expect(
      report.lines == [
        .done("+ created 20261230 Daily"),
        .done("synced: 1 created, 0 updated, 0 deleted, 0 kept user edits, 2 unchanged"),
      ])
    #expect(report.status == 0)
  }

  /// A calendar that lost what it held: deleted and made again by this
  /// run (`--create-calendar` after "no calendar named"), or by another
  /// client at the same URL (the saved token refused, none of the events
  /// there). No event of it was deleted on another device: every one is
  /// written again. A calendar gone answers 404, or a 207 that says 404
  /// for the collection itself (Xandikos).
  @Test(arguments: [(true, false), (true, true), (false, false)])
  func aCalendarMadeAnewGetsEveryEventAgain(_ madeByThisRun: Bool, _ goneIn207: Bool) throws {
    let server = FakeCalDAVServer()
    let state = try Self.firstRun(server)
    if madeByThisRun {
      server.calendars[server.home + "work/"] = nil
      if goneIn207 {
        server.intercept = { request, server in
          guard request.method == "PROPFIND", request.url == Self.calendarURL,
            server.calendars[server.home + "work/"] == nil
          else { return nil }
          return HTTPResponse(
            status: 207,
            body: Array(
              "<ns0:multistatus xmlns:ns0=\"DAV:\"><ns0:response><ns0:href>\(Self.calendarURL)</ns0:href><ns0:status>HTTP/1.1 404 Not Found</ns0:status></ns0:response></ns0:multistatus>"
                .utf8))
        }
      }
    } else {
      server.remake()
    }
    var session = Self.session(server, .init(createsCalendars: true))
    let report = session.sync(Self.target(), state: state)
    #expect(report.error == nil)
    let said =
      madeByThisRun
      ? SyncReport.Line.done("+ calendar Work (\(Self.calendarURL))")
      : .done("note: \(Self.calendarURL) was made anew since the last run; every event is written again")
    #expect(
      report.lines == [said] + Self.created() + [
        .done("synced: 3 created, 0 updated, 0 deleted, 0 kept user edits, 0 unchanged")
      ])
    #expect(report.status == 0 && report.state?.token != nil)
    #expect(server.members().values.map(\.text).sorted() == Self.wanted().map(\.body).sorted())
  }

  /// A server that takes only Digest (sabre/dav's PDO backend, Baïkal):
  /// the run switches at its first 401 and sends the refused requests
  /// again, each answered with the right response; a wrong password
  /// stops the run with a message naming the scheme.
  @Test func aDigestChallengeIsAnsweredAndAWrongPasswordSaid() throws {
    let server = FakeCalDAVServer()
    server.digestOnly = true
    _ = try Self.firstRun(server)
    #expect(server.requests.first?.credentials?.authentication.isDigest == true)
    #expect(server.requests.filter { $0.method == "PUT" }.count == 3, "no request sent twice once switched")

    let refusing = FakeCalDAVServer()
    refusing.digestOnly = true
    var session = Self.session(refusing, password: "wrong")
    let report = session.sync(Self.target(), state: SyncState())
    let error = try #require(report.error as? SyncError)
    #expect(error.isAuthentication)
    #expect(
      error.message
        == "the server refused user 'alice' with this password (401 Unauthorized at https://dav.example/.well-known/caldav, Digest authentication); check the password (iCloud, Fastmail and Nextcloud want an app-specific password)"
    )
    #expect(report.state == nil && report.lines.isEmpty)
  }

  /// The scheme a Digest server asked for is remembered in the state: the
  /// next run answers its challenge with its first request, so "nothing
  /// changed" is one request and the password never goes by Basic; a
  /// remembered nonce the server no longer takes is answered anew once.
  @Test func aDigestServerIsAnsweredByDigestFromTheFirstRequestOfTheNextRun() throws {
    let server = FakeCalDAVServer()
    server.digestOnly = true
    let state = try Self.firstRun(server)
    #expect(
      state.authentication == "Digest realm=\"dav\", nonce=\"\(server.nonce)\", qop=\"auth\", algorithm=MD5")
    #expect(SyncState(json: Array(state.json.utf8))?.authentication == state.authentication)

    server.requests = []
    var again = Self.session(server)
    let report = again.sync(Self.target(), state: state)
    #expect(report.isUpToDate && report.state == nil)
    #expect(server.requests.count == 1, "one request, answered by Digest at once")
    #expect(server.requests.allSatisfy { $0.credentials?.authentication.isDigest == true })

    var stale = state
    stale.authentication = "Digest realm=\"dav\", nonce=\"0ld\", qop=\"auth\", algorithm=MD5"
    server.requests = []
    var renewed = Self.session(server)
    let renewal = renewed.sync(Self.target(), state: stale)
    #expect(renewal.isUpToDate && renewal.error == nil)
    #expect(server.requests.count == 2, "the old nonce refused, the new one answered")
    #expect(renewal.state?.authentication == state.authentication, "the new nonce is remembered")
  }

  /// The same reminder under another calendar identity (another
  /// `--calendar-name`: the name is part of every UID): a run with the
  /// earlier run's state, or with none, says so in one line and writes
  /// nothing, neither deleting and writing the events again nor doubling
  /// them; the spelling the events were written with goes on as before.
  @Test(arguments: [true, false])
  func eventsOfAnotherIdentityAreNeitherReplacedNorDoubled(keepsState: Bool) throws {
    let server = FakeCalDAVServer()
    let state = try Self.firstRun(server)
    let before = server.members()
    let renamed = Self.wanted().map { resource in
      let uid = resource.uid.replacing("233a4a4f", with: "0b5e11ed")
      return SyncPlan.Resource(
        name: SyncPlan.resourceName(uid: uid), uid: uid, body: resource.body, label: resource.label)
    }
    var target = Self.target(renamed)
    target.suffixes = ["-daily-0b5e11ed_40workday-ics.ics"]
    target.otherIdentities = { [("--calendar-name Work", [SyncPlanMeaningTests.suffix])] }
    server.requests = []
    var session = Self.session(server)
    let report = session.sync(target, state: keepsState ? state : SyncState())
    #expect(
      (report.error as? SyncError)?.message
        == "this calendar holds 3 events of this reminder written with --calendar-name Work, another identity (the calendar's name is part of every event's UID): nothing written, so that they are neither deleted and written again nor doubled; give --calendar-name Work as that run did, or remove them first with it"
    )
    #expect(server.requests.allSatisfy { !["PUT", "DELETE"].contains($0.method) })
    #expect(server.members().mapValues(\.etag) == before.mapValues(\.etag))

    var same = Self.target()
    same.otherIdentities = { [("--calendar-name Other", ["-daily-0b5e11ed_40workday-ics.ics"])] }
    var again = Self.session(server)
    #expect(again.sync(same, state: state).isUpToDate)
  }

  /// The password goes to the server's host and the home it names, never
  /// to a host a redirect leads to: a well-known URL redirected to
  /// another host is not followed, the run says so and tries the URL the
  /// user gave, which finds the calendar.
  @Test func thePasswordGoesOnlyToTrustedHosts() {
    let server = Self.wellKnownRedirecting(to: "https://other.example/dav/")
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil && report.created == 3)
    #expect(
      report.lines.first
        == .done(
          "note: https://dav.example/.well-known/caldav redirects to another host (https://other.example/dav/); the password is not sent there, trying https://dav.example/ itself"
        ))
    #expect(server.requests.filter { $0.url.hasPrefix("https://other.example/") }.isEmpty)
    #expect(server.requests.filter { $0.url.hasPrefix("https://dav.example/") }.allSatisfy { $0.credentials != nil })
  }

  /// When the URL the user gave fails too after a well-known URL was
  /// redirected to another host, the note that the password was not sent
  /// there comes before the failure: it may be the reason.
  @Test func theWithheldRedirectIsSaidWhenTheServerURLFailsToo() throws {
    let server = Self.wellKnownRedirecting(to: "https://other.example/dav/")
    server.password = "another"
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    let error = try #require(report.error as? SyncError)
    #expect(error.isAuthentication)
    #expect(
      report.lines
        == [
          .failed(
            "note: https://dav.example/.well-known/caldav redirects to another host (https://other.example/dav/); the password is not sent there, trying https://dav.example/ itself"
          )
        ])
    #expect(server.requests.filter { $0.url.hasPrefix("https://other.example/") }.isEmpty)
  }

  /// A reply cut off by a server that answered (curl's empty reply, a
  /// reset while sending or receiving) is said as such, not as a server
  /// that cannot be reached, and so is a reply too large; the failure's
  /// kind decides, whatever its words.
  @Test(
    arguments: [
      (
        .cutReply, "Empty reply from server",
        "no whole reply from https://dav.example/principals/alice/: Empty reply from server (the server took the request and the connection broke before its answer ended); run sync again",
        false
      ),
      (
        .cutReply, "Recv failure: Connection reset by peer",
        "no whole reply from https://dav.example/principals/alice/: Recv failure: Connection reset by peer (the server took the request and the connection broke before its answer ended); run sync again",
        false
      ),
      (
        .cutReply, "Failed sending data to the peer",
        "no whole reply from https://dav.example/principals/alice/: Failed sending data to the peer (the server took the request and the connection broke before its answer ended); run sync again",
        false
      ),
      (
        .tooLarge, "the server's reply is larger than 64 MiB, the most sync reads",
        "PROPFIND https://dav.example/principals/alice/: the server's reply is larger than 64 MiB, the most sync reads",
        false
      ),
      (
        .timeout, "Empty reply from server",
        "cannot reach https://dav.example/principals/alice/: Empty reply from server", true
      ),
    ] as [(HTTPFailure.Kind, String, String, Bool)])
  func aCutReplyIsNotAnUnreachableServer(
    _ kind: HTTPFailure.Kind, _ failure: String, _ message: String, _ isUnreachable: Bool
  )
    throws
  {
    let server = FakeCalDAVServer()
    server.intercept = { request, _ in
      request.method == "PROPFIND" && request.url.hasSuffix("/principals/alice/")
        ? HTTPResponse(status: 0, failure: HTTPFailure(kind, failure)) : nil
    }
    var session = Self.session(server)
    let error = try #require(session.sync(Self.target(), state: SyncState()).error as? SyncError)
    #expect(error.isUnreachable == isUnreachable)
    #expect(error.message == message)
  }

  /// A write the server applied whose reply was lost (a 504 from a
  /// gateway, then the run's own retry refused with 412 as the event is
  /// there): recognised as this run's own by the server's copy, counted
  /// as written, not said to be changed meanwhile. A 412 over another
  /// device's event stays a failure; a create refused on its first try
  /// as the same event is there (another run's) is no creation of this
  /// run's: unchanged.
  @Test func aWriteAppliedBeforeItsReplyWasLostIsOurs() throws {
    let server = FakeCalDAVServer()
    var lost: Set<String> = []
    server.intercept = { request, server in
      guard request.method == "PUT", !lost.contains(request.url) else { return nil }
      lost.insert(request.url)
      _ = server.answer(request)
      return HTTPResponse(status: 504)
    }
    var session = Self.session(server)
    let report = session.sync(Self.target(), state: SyncState())
    #expect(report.error == nil && report.failed == 0 && report.created == 3 && report.status == 0)
    #expect(report.lines.allSatisfy { if case .done = $0 { true } else { false } })
    #expect(try #require(report.state).entries.values.allSatisfy { $0.etag != nil })
    #expect(server.members().count == 3)
    let reads = server.requests.filter { String(decoding: $0.body ?? [], as: UTF8.self).contains("calendar-multiget") }
    #expect(reads.count == 1, "the refused writes' copies are read in one request")

    let other = FakeCalDAVServer()
    other.intercept = { request, server in
      guard request.method == "PUT", request.url.hasSuffix(Self.wanted()[0].name) else { return nil }
      other.intercept = nil
      server.put(Self.wanted()[0].name, Self.wanted(summary: "Phone")[0].body)
      return HTTPResponse(status: 412)
    }
    var again = Self.session(other)
    let refused = again.sync(Self.target(), state: SyncState())
    #expect(refused.failed == 1 && refused.created == 2)
    #expect(
      refused.lines.contains(.failed("create 20261228 Daily: changed on the server meanwhile (412); run sync again")))

    // Another run of the same first sync wrote the events between this
    // run's listing and its writes: refused on the first try, they are
    // that run's creations, recorded here but not counted as made.
    let racing = FakeCalDAVServer()
    racing.intercept = { request, server in
      guard request.method == "PUT" else { return nil }
      _ = server.answer(request)
      return HTTPResponse(status: 412)
    }
    var second = Self.session(racing)
    let raced = second.sync(Self.target(), state: SyncState())
    #expect(raced.error == nil && raced.failed == 0 && raced.created == 0 && raced.unchanged == 3)
    #expect(
      raced.lines == [SyncReport.Line.done("synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, 3 unchanged")])
    #expect(try #require(raced.state).entries.count == 3)
  }

  /// Two first runs with --create-calendar at once: the one whose
  /// MKCALENDAR finds the calendar made (405 or 409) lists the calendars
  /// again and uses it, taking over the events the other wrote instead
  /// of duplicating them.
  @Test(arguments: [405, 409])
  func aCalendarMadeMeanwhileIsUsed(_ status: Int) throws {
    let server = FakeCalDAVServer()
    server.intercept = { request, server in
      guard request.method == "MKCALENDAR" else { return nil }
      // The other run, which makes the calendar and writes the events first.
      server.intercept = nil
      var other = Self.session(server, .init(createsCalendars: true))
      _ = other.sync(Self.target(name: "Home"), state: SyncState())
      return HTTPResponse(status: status)
    }
    var session = Self.session(server, .init(createsCalendars: true))
    let report = session.sync(Self.target(name: "Home"), state: SyncState())
    #expect(report.error == nil && report.failed == 0 && !report.madeCalendar)
    #expect(
      report.lines.first
        == .done("note: calendar Home was made meanwhile (https://dav.example/calendars/alice/home/); using it"))
    #expect(server.members("/calendars/alice/home/").count == 3, "no duplicate")
    #expect(try #require(report.state).entries.count == 3)
  }

  /// A certificate the system does not trust: unreachable, with the
  /// remedy of trusting its authority (the command line names
  /// `--ca-file`); another failure to connect has no such remedy, even
  /// one whose words name a certificate.
  @Test(
    arguments: [
      (.certificate, "SSL certificate problem: self-signed certificate", SyncError.Remedy.trustCertificate),
      (.unreachable, "Failed to connect to dav.example port 443: Connection refused", nil),
      (.tls, "OpenSSL: error:0A000086:SSL routines::certificate verify failed", nil),
    ] as [(HTTPFailure.Kind, String, SyncError.Remedy?)])
  func anUntrustedCertificateSaysWhatToTrust(_ kind: HTTPFailure.Kind, _ failure: String, _ remedy: SyncError.Remedy?)
    throws
  {
    let server = FakeCalDAVServer()
    server.intercept = { _, _ in HTTPResponse(status: 0, failure: HTTPFailure(kind, failure)) }
    var session = Self.session(server)
    let error = try #require(session.sync(Self.target(), state: SyncState()).error as? SyncError)
    #expect(error.isUnreachable && error.remedy == remedy)
    #expect(error.message == "cannot reach https://dav.example/.well-known/caldav: \(failure)")
  }

  /// A calendar not there: made with --create-calendar (not in a dry
  /// run, which writes nothing and saves no state), else a message
  /// naming the calendars there are.
  @Test func aMissingCalendarIsMadeOnlyWhenAsked() throws {
    let server = FakeCalDAVServer()
    var session = Self.session(server)
    let missing = session.sync(Self.target(name: "Home"), state: SyncState())
    let error = missing.error as? SyncError
    #expect(error?.message == "no calendar named 'Home' in https://dav.example/calendars/alice/ (there are: Work)")
    #expect(error?.remedy == .makeOrNameCalendar(isOneOfSeveral: false))

    var dry = Self.session(server, .init(dryRun: true, createsCalendars: true))
    let plan = dry.sync(Self.target(name: "Home"), state: SyncState())
    #expect(plan.error == nil && plan.state == nil && plan.madeCalendar)
    #expect(
      plan.lines.first == .done("+ calendar Home (https://dav.example/calendars/alice/home/)")
        && plan.lines.last
          == .done(
            "plan: 3 to create, 0 to update, 0 to delete, 0 kept user edits, 0 unchanged (dry run: nothing written)")
    )
    #expect(server.requests.allSatisfy { !["MKCALENDAR", "PUT", "DELETE"].contains($0.method) })

    var making = Self.session(server, .init(createsCalendars: true))
    let made = making.sync(Self.target(name: "Home"), state: SyncState())
    #expect(made.error == nil && made.created == 3 && made.madeCalendar)
    #expect(server.calendars["/calendars/alice/home/"]?.name == "Home")
    #expect(server.members("/calendars/alice/home/").count == 3)
  }

  /// A failure in the middle of the batch (the transport cannot go on)
  /// stops the run, and the report still carries the state of what was
  /// done, to save: the next run carries on from there.
  @Test func aRunStoppedMidwayStillGivesTheStateToSave() throws {
    let server = FakeCalDAVServer()
    let first = try Self.firstRun(server)
    server.intercept = { request, _ in
      request.method == "PUT"
        ? HTTPResponse(status: 0, failure: HTTPFailure(.cutReply, "Connection reset by peer")) : nil
    }
    var session = Self.session(server)
    let report = session.sync(Self.target(Self.wanted(summary: "Stand-up")), state: first)
    #expect(report.failed == 3 && report.status == 1)
    #expect(report.lines.first == .failed("update 20261228 Daily: Connection reset by peer; run sync again"))
    let state = try #require(report.state)
    #expect(state.token == nil && state.entries.count == 3)

    final class Stopping: HTTPTransport {
      let server: FakeCalDAVServer
      init(_ server: FakeCalDAVServer) { self.server = server }
      func send(_ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool) throws(SyncError)
        -> [HTTPResponse?]
      {
        if requests.contains(where: { $0.method == "PUT" }) { throw SyncError("cannot run curl") }
        return try server.send(requests, together: together, received: received)
      }
      func wait(seconds: Int) { server.wait(seconds: seconds) }
      var now: Double { server.now }
    }
    server.intercept = nil
    let url = URL(string: "https://dav.example/")!
    var stopping = SyncSession(
      client: CalDAVClient(transport: Stopping(server), user: "alice", password: "secret", server: url), server: url,
      options: .init())
    let stopped = stopping.sync(Self.target(Self.wanted(Self.days + ["20261231"])), state: SyncState())
    #expect((stopped.error as? SyncError)?.message == "cannot run curl")
    // The lost state's events were found and taken back before the batch.
    #expect(try #require(stopped.state).entries.count == 3)
  }
}
