import Foundation
import HolidayKit
@testable import HolidayKitICalendar
@testable import HolidayKitCalDAV
import Testing

@testable import WorkdayCLI

/// The pieces of `sync` that need no server: the WebDAV XML reader on
/// replies captured from real servers, the plan, resource names, netrc.
struct DAVXMLTests {
  /// Radicale 3.9.0's reply to PROPFIND Depth 1 of a calendar (captured).
  static let radicale = """
    <?xml version='1.0' encoding='utf-8'?>
    <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/"><response><href>/alice/work/</href><propstat><prop><resourcetype><C:calendar /><collection /></resourcetype><sync-token>http://radicale.org/ns/sync/fb61</sync-token><CS:getctag>"e3b0"</CS:getctag></prop><status>HTTP/1.1 200 OK</status></propstat><propstat><prop><getetag /></prop><status>HTTP/1.1 404 Not Found</status></propstat></response><response><href>/alice/work/20261221-a_40workday-ics.ics</href><propstat><prop><resourcetype /><getetag>"4e1f"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
    """

  /// An iCloud-style reply: prefixed DAV namespace, CDATA, entities, a
  /// home on another host (shape from Apple's servers as clients log it).
  static let icloud = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- a comment -->
    <d:multistatus xmlns:d="DAV:"><d:response><d:href>/123/principal/</d:href><d:propstat><d:prop>\
    <calendar-home-set xmlns="urn:ietf:params:xml:ns:caldav"><href xmlns="DAV:">https://p42-caldav.icloud.com:443/123/calendars/</href></calendar-home-set>\
    <d:displayname><![CDATA[Tom & <Jerry>]]></d:displayname><x:note xmlns:x="urn:x">a &amp; b &lt;c&gt; &#x4E0A;&#29677; &quot;q&apos;</x:note>\
    </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
    """

  @Test func readsRadicalesPropfind() throws {
    let reply = try Multistatus(Array(Self.radicale.utf8))
    #expect(reply.responses.count == 2)
    #expect(reply.responses[0].isCalendar && reply.responses[0].isCollection)
    #expect(reply.responses[0].syncToken == "http://radicale.org/ns/sync/fb61")
    #expect(reply.responses[0].ctag == "\"e3b0\"")
    #expect(reply.responses[0].etag == nil)  // in the 404 propstat
    #expect(reply.responses[1].etag == "\"4e1f\"")
    #expect(!reply.responses[1].isCalendar)
  }

  /// Radicale 3.9.0's reply to an RFC 6578 sync-collection REPORT with the
  /// token of an earlier run, after a phone edited one event and deleted
  /// another (captured): the new token at the top, the deletion as a 404
  /// response without properties.
  static let radicaleSyncCollection = """
    <?xml version='1.0' encoding='utf-8'?>
    <multistatus xmlns="DAV:"><sync-token>http://radicale.org/ns/sync/14fa1fcea6cf39f127d94aad8ac423ae289edea52831a81cb0092d92ed693e22</sync-token><response><href>/alice/work/20261215-rfd2f083e-cb34bc49_40workday-ics.ics</href><status>HTTP/1.1 404 Not Found</status></response><response><href>/alice/work/20261214-rfd2f083e-cb34bc49_40workday-ics.ics</href><propstat><prop><getetag>"d067fe3ed4a620cd6717a1de9de6e3801516e5eeae2ec7a98085e80ada577c95"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
    """

  @Test func readsRadicalesSyncCollection() throws {
    let reply = try Multistatus(Array(Self.radicaleSyncCollection.utf8))
    #expect(
      reply.syncToken == "http://radicale.org/ns/sync/14fa1fcea6cf39f127d94aad8ac423ae289edea52831a81cb0092d92ed693e22")
    #expect(reply.responses.map(\.status) == [404, nil])
    let changes = try #require(CalDAVClient.changes(in: reply, of: "http://127.0.0.1:5232/alice/work/"))
    #expect(changes.token == reply.syncToken)
    #expect(changes.removed == ["20261215-rfd2f083e-cb34bc49_40workday-ics.ics"])
    #expect(
      changes.changed == [
        "20261214-rfd2f083e-cb34bc49_40workday-ics.ics":
          "\"d067fe3ed4a620cd6717a1de9de6e3801516e5eeae2ec7a98085e80ada577c95\""
      ])
  }

  /// Replies to a calendar-multiget of a member and of one another client
  /// deleted since the listing (captured): Radicale 3.9.0 and Xandikos
  /// 0.4.10 answer 404 for that href (Xandikos with `@` unencoded in its
  /// hrefs); sabre/dav 1.8.12 refuses the whole REPORT with 404, so each
  /// member is then asked alone.
  @Test(
    arguments: [
      (
        207,
        """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/alice/work/missing.ics</href><status>HTTP/1.1 404 Not Found</status></response><response><href>/alice/work/20261214-r1%40workday-ics.ics</href><propstat><prop><getetag>"a13f"</getetag><C:calendar-data>BEGIN:VCALENDAR\r
        END:VCALENDAR\r
        </C:calendar-data></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
        """, true
      ),
      (
        207,
        """
        <ns0:multistatus xmlns:ns0="DAV:" xmlns:ns1="urn:ietf:params:xml:ns:caldav"><ns0:response><ns0:href>/user/calendars/work/20261214-r1@workday-ics.ics</ns0:href><ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status><ns0:prop><ns0:getetag>"a13f"</ns0:getetag><ns1:calendar-data>BEGIN:VCALENDAR
        END:VCALENDAR
        </ns1:calendar-data></ns0:prop></ns0:propstat></ns0:response><ns0:response><ns0:href>/user/calendars/work/missing.ics</ns0:href><ns0:status>HTTP/1.1 404 Not Found</ns0:status></ns0:response></ns0:multistatus>
        """, true
      ),
      (
        404,
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">
          <s:exception>Sabre\\DAV\\Exception\\NotFound</s:exception>
          <s:message>Calendar object not found</s:message>
          <s:sabredav-version>1.8.12</s:sabredav-version>
        </d:error>
        """, false
      ),
    ] as [(Int, String, Bool)])
  func aMemberDeletedSinceTheListingIsMissingNotAFailure(status: Int, body: String, isRead: Bool) throws {
    let response = HTTPResponse(status: status, body: Array(body.utf8))
    let read = try CalDAVClient.calendarData(in: response, of: "http://127.0.0.1:8000/alice/work/")
    guard isRead else {
      #expect(read == nil)
      return
    }
    let data = try #require(read)
    #expect(data.missing == ["missing.ics"])
    #expect(Array(data.events.keys) == ["20261214-r1@workday-ics.ics"])
    #expect(data.events["20261214-r1@workday-ics.ics"]?.etag == "\"a13f\"")
    #expect(data.events["20261214-r1@workday-ics.ics"]?.text.hasPrefix("BEGIN:VCALENDAR") == true)
  }

  @Test func anotherRefusalOfACalendarMultigetFails() {
    #expect(throws: SyncError.self) {
      try CalDAVClient.calendarData(in: HTTPResponse(status: 403), of: "https://h/alice/work/")
    }
  }

  @Test func aSyncCollectionReplyWithoutATokenOrTruncatedIsNotTakenAsTheChanges() throws {
    // No new token: nothing to continue from.
    let untokened = """
      <multistatus xmlns="DAV:"><response><href>/alice/work/a.ics</href><status>HTTP/1.1 404 Not Found</status>\
      </response></multistatus>
      """
    #expect(CalDAVClient.changes(in: try Multistatus(Array(untokened.utf8)), of: "https://h/alice/work/") == nil)
    // RFC 6578 §3.6: a 507 on the collection itself says more changes are
    // left out; a member of a member, or of another collection, is not one.
    let truncated = """
      <d:multistatus xmlns:d="DAV:"><d:response><d:href>/alice/work/b.ics</d:href><d:propstat><d:prop>\
      <d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>\
      <d:response><d:href>/alice/work/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response>\
      <d:sync-token>t2</d:sync-token></d:multistatus>
      """
    #expect(CalDAVClient.changes(in: try Multistatus(Array(truncated.utf8)), of: "https://h/alice/work/") == nil)
    let others = """
      <d:multistatus xmlns:d="DAV:"><d:sync-token>t3</d:sync-token>\
      <d:response><d:href>/alice/work/sub/c.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>\
      <d:response><d:href>/alice/other/d.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>\
      <d:response><d:href>/alice/work/%40e.ics</d:href><d:propstat><d:prop><d:getetag>"5"</d:getetag></d:prop>\
      <d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
      """
    let changes = try #require(
      CalDAVClient.changes(in: try Multistatus(Array(others.utf8)), of: "https://h/alice/work/"))
    #expect(changes == CalDAVClient.Changes(changed: ["@e.ics": "\"5\""], removed: [], token: "t3"))
  }

  @Test func readsPrefixesDefaultNamespacesCDATAAndEntities() throws {
    let reply = try Multistatus(Array(Self.icloud.utf8))
    let response = try #require(reply.responses.first)
    #expect(response.href(in: DAVXML.caldav, "calendar-home-set") == "https://p42-caldav.icloud.com:443/123/calendars/")
    #expect(response.displayName == "Tom & <Jerry>")
    #expect(response.text("urn:x", "note") == "a & b <c> 上班 \"q'")
  }

  @Test(arguments: [
    ("<a><b></a>", "closes"),
    ("<x:a/>", "undeclared prefix"),
    ("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>", "DOCTYPE"),
    ("<a>&bogus;</a>", "unknown entity"),
    ("<a>", "unterminated"),
    ("<a/><b/>", "after the root"),
  ])
  func refusesMalformedXML(text: String, reason: String) {
    #expect {
      _ = try DAVXML.parse(text)
    } throws: { error in
      String(describing: error).contains(reason)
    }
  }

  @Test func refusesARootOtherThanMultistatus() {
    #expect(throws: DAVXML.SyntaxError.self) { _ = try Multistatus(Array("<a xmlns='DAV:'/>".utf8)) }
  }

  @Test func readsTheLastHeaderBlockOfADump() {
    let dump = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nETag: \"abc\"\r\nContent-Length: 0\r\n\r\n"
    let headers = Curl.headers(fromDump: Array(dump.utf8))
    #expect(headers.first { $0.name == "etag" }?.value == "\"abc\"")
    #expect(headers.count == 2)
  }
}

struct SyncPlanTests {
  static func resource(_ day: String, _ body: String = "B") -> SyncPlan.Resource {
    let uid = "\(day)-r1@workday-ics"
    return SyncPlan.Resource(name: SyncPlan.resourceName(uid: uid), uid: uid, body: body, label: day)
  }

  static func entry(_ resource: SyncPlan.Resource, etag: String?) -> SyncState.Entry {
    SyncState.Entry(name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label)
  }

  @Test func resourceNamesAreSafeAndDistinct() {
    #expect(SyncPlan.resourceName(uid: "20261228-clock-in@workday-ics") == "20261228-clock-in_40workday-ics.ics")
    #expect(SyncPlan.resourceName(uid: "a_b") != SyncPlan.resourceName(uid: "a/b"))
    #expect(SyncPlan.resourceName(uid: "上") == "_E4_B8_8A.ics")
  }

  @Test func everyCase() {
    let same = Self.resource("20261201")
    let changed = Self.resource("20261202", "new")
    let edited = Self.resource("20261203")
    let deletedOnPhone = Self.resource("20261204")
    let gone = Self.resource("20261205")
    let fresh = Self.resource("20261206")
    let adopted = Self.resource("20261207")
    let orphan = Self.resource("20261208")
    var state = SyncState()
    for item in [same, edited, deletedOnPhone, gone] { state.entries[item.name] = Self.entry(item, etag: "e") }
    state.entries[changed.name] = SyncState.Entry(
      name: changed.name, uid: changed.uid, etag: "e", hash: "old", label: changed.label)
    let server: [String: String?] = [
      same.name: "e", changed.name: "e", edited.name: "phone", gone.name: "e", adopted.name: "x", orphan.name: "o",
      "dentist.ics": "d",
    ]
    let wanted = [same, changed, edited, deletedOnPhone, fresh, adopted]
    // What the server holds where the ETag alone cannot tell: the edit,
    // a member of ours the state lost (as wanted, without a fingerprint),
    // and one no longer wanted (still as sync wrote it).
    let orphanText = EventMeaning.stamped(EventMeaningTests.written())
    let fetched = [edited.name: SyncPlanMeaningTests.edited(orphanText), adopted.name: "B", orphan.name: orphanText]
    let plan = SyncPlan(
      wanted: wanted, state: state, server: server, fetched: fetched, replacesEdits: false,
      isOurs: { SyncPlan.reminderSuffix(ofName: $0) == SyncPlan.reminderSuffix(ofName: same.name) })
    #expect(plan.unchanged == 1)
    #expect(
      plan.steps == [
        .update(changed, etag: "e"),
        .kept(name: edited.name, label: edited.label, reason: "edited on another device"),
        .kept(name: deletedOnPhone.name, label: deletedOnPhone.label, reason: "deleted on another device"),
        .delete(Self.entry(gone, etag: "e"), etag: "e"),
        .create(fresh),
        .update(adopted, etag: "x"),
        .delete(
          SyncState.Entry(
            name: orphan.name, uid: "20261228-daily-233a4a4f@workday-ics", etag: "o", hash: "", label: orphan.name),
          etag: "o"),
      ])
    let replacing = SyncPlan(
      wanted: wanted, state: state, server: server, fetched: fetched, replacesEdits: true, isOurs: { _ in false })
    #expect(replacing.steps.contains(.update(edited, etag: "phone")))
    #expect(replacing.steps.contains(.create(deletedOnPhone)))
  }

  @Test func stateRoundTripsThroughJSON() throws {
    var state = SyncState()
    state.calendar = "http://127.0.0.1:1/alice/work/"
    state.token = "tok\"en"
    let item = Self.resource("20261201")
    state.entries[item.name] = Self.entry(item, etag: "\"e\"")
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    try state.write(to: path)
    #expect(try SyncState.read(path) == state)
  }

  @Test func netrc() {
    let text = """
      machine other.example login x password y
      macdef init
      cd /

      machine caldav.example.com
        login alice
        password "s3cret"
      default login anon password none
      """
    #expect(Credentials.netrcEntry(host: "caldav.example.com", in: text)?.login == "alice")
    #expect(Credentials.netrcEntry(host: "nowhere", in: text)?.login == "anon")
  }

  @Test(
    arguments: [
      (0o100600, 7, nil), (0o100400, 7, nil), (0o100700, 7, nil),
      (0o100644, 7, "is readable by others (mode 0644)"), (0o100640, 7, "is readable by others (mode 0640)"),
      (0o100620, 7, "is writable by others (mode 0620)"), (0o100602, 7, "is writable by others (mode 0602)"),
      (0o100600, 0, "belongs to another user"),
    ] as [(Int, Int, String?)])
  func aNetrcMustBeTheUsersAndPrivate(mode: Int, owner: Int, problem: String?) {
    #expect(Credentials.problem(mode: mode_t(mode), owner: uid_t(owner), user: 7) == problem)
  }

  @Test func aResourceHasNoCalendarLevelPropertiesAndOnlyTheZoneItNeeds() throws {
    let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
    var document = ICalendarDocument(
      timeZone: zone, years: 2026...2026,
      timestamp: LocalDateTime(date: try #require(CivilDate(year: 1970, month: 1, day: 1)), time: .midnight))
    document.name = "Work"
    document.color = CalendarColor(parsing: "teal")
    let day = try #require(CivilDate(year: 2026, month: 12, day: 28))
    let timed = Event(
      uid: "u@x", start: .dateTime(LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 0)))),
      end: .dateTime(LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 30)))), summary: "上班")
    let text = document.resourceText(for: timed)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai"))
    #expect(text.contains("DTEND;TZID=Asia/Shanghai:20261228T093000"))
    for forbidden in ["NAME:", "X-WR-", "COLOR:", "METHOD:", "REFRESH-INTERVAL"] {
      #expect(!text.contains("\r\n" + forbidden), "\(forbidden)")
    }
    let allDay = Event(uid: "d@x", start: .date(day), end: .date(try #require(day.next)), summary: "补班")
    #expect(!document.resourceText(for: allDay).contains("VTIMEZONE"))
  }
}

struct SyncStateOwnerTests {
  static func entry(_ name: String, owner: String?) -> SyncState.Entry {
    SyncState.Entry(name: name, uid: name, etag: "e", hash: "h", label: name, owner: owner)
  }

  /// A run changes only its own entries: those it wrote, those of an
  /// older state file named as its reminders' events, and any named like
  /// an event it wants (the same UID is the same event).
  @Test func aRunOwnsItsEntriesAndLeavesTheOthers() {
    var state = SyncState()
    for entry in [
      Self.entry("20261214-standup_40workday-ics.ics", owner: "reminder standup"),
      Self.entry("20261214-clock-in-abc_40workday-ics.ics", owner: "configuration /c.json\nWork"),
      Self.entry("20261215-clock-in-abc_40workday-ics.ics", owner: nil),
      Self.entry("20261214-lunch_40workday-ics.ics", owner: nil),
      Self.entry("20261216-clock-in-abc_40workday-ics.ics", owner: "configuration /old.json\nWork"),
    ] {
      state.entries[entry.name] = entry
    }
    let (own, others) = state.split(
      owner: "configuration /c.json\nWork",
      isNamedAsOurs: { SyncPlan.reminderSuffix(ofName: $0) == "-clock-in-abc_40workday-ics.ics" },
      wanted: ["20261216-clock-in-abc_40workday-ics.ics"])
    #expect(
      own.entries.keys.sorted() == [
        "20261214-clock-in-abc_40workday-ics.ics", "20261215-clock-in-abc_40workday-ics.ics",
        "20261216-clock-in-abc_40workday-ics.ics",
      ])
    #expect(others.keys.sorted() == ["20261214-lunch_40workday-ics.ics", "20261214-standup_40workday-ics.ics"])

    var after = own
    after.entries["20261214-clock-in-abc_40workday-ics.ics"] = nil  // deleted by the run
    let joined = SyncState.joined(after, owner: "configuration /c.json\nWork", others: others)
    #expect(joined.entries.count == 4)
    #expect(joined.entries["20261215-clock-in-abc_40workday-ics.ics"]?.owner == "configuration /c.json\nWork")
    #expect(joined.entries["20261214-standup_40workday-ics.ics"]?.owner == "reminder standup")
    #expect(joined.entries["20261214-lunch_40workday-ics.ics"]?.owner == nil)
  }

  @Test func theOwnerSurvivesTheFile() throws {
    var state = SyncState()
    state.entries["a.ics"] = Self.entry("a.ics", owner: "configuration /c.json\n报表")
    state.entries["b.ics"] = Self.entry("b.ics", owner: nil)
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    try state.write(to: path)
    #expect(try SyncState.read(path) == state)
  }
}

struct LoopbackTests {
  /// Plain HTTP carries the password in clear: only to this machine, and
  /// a name that merely starts with "127." is another machine.
  @Test(arguments: [
    ("http://127.0.0.1:5232/", true), ("http://127.1.2.3/", true), ("http://localhost/dav/", true),
    ("http://LOCALHOST/", true), ("http://[::1]:8080/", true), ("https://caldav.icloud.com/", true),
    ("http://127.0.0.1.nip.io/", false), ("http://127.evil.example/", false), ("http://127.0.0.256/", false),
    ("http://example.com/", false), ("ftp://127.0.0.1/", false),
  ])
  func plainHTTPGoesOnlyToThisMachine(url: String, allowed: Bool) throws {
    #expect(CalDAVClient.isAllowed(try #require(URL(string: url))) == allowed)
  }
}

struct BoundedReadTests {
  /// Replies, downloads and .netrc files are read up to a limit, and say
  /// when there was more.
  @Test(arguments: [(99, false), (100, true), (101, true)])
  func readsUpToTheLimit(limit: Int, complete: Bool) throws {
    let file = try Tool.temporaryFolder().appendingPathComponent("reply")
    try Data(repeating: 0x61, count: 100).write(to: file)
    let read = try #require(Curl.readFile(file.path, atMost: limit))
    #expect(read.bytes.count == min(limit, 100))
    #expect(read.complete == complete)
  }
}

/// The plan decides by meaning whenever the ETag alone cannot tell: after
/// a lost state, after a client rewrote an event, for an import.
struct SyncPlanMeaningTests {
  static let suffix = "-daily-233a4a4f_40workday-ics.ics"

  /// The event of `day` as sync writes it now (stamped), at `start`.
  static func resource(_ day: String, start: String = "090000", summary: String = "Daily") -> SyncPlan.Resource {
    let uid = "\(day)-daily-233a4a4f@workday-ics"
    let end = start == "090000" ? "093000" : "103000"
    return SyncPlan.Resource(
      name: SyncPlan.resourceName(uid: uid), uid: uid,
      body: EventMeaning.stamped(EventMeaningTests.written(day: day, start: start, end: end, summary: summary)),
      label: "\(day) Daily")
  }

  static func isOurs(_ name: String) -> Bool { name.hasSuffix(suffix) }

  static func entry(_ resource: SyncPlan.Resource, etag: String?) -> SyncState.Entry {
    SyncState.Entry(name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label)
  }

  static func acknowledged(_ text: String) -> String { EventMeaningTests.rewrites[0].1(text) }
  static func edited(_ text: String) -> String { text.replacing("SUMMARY:Daily", with: "SUMMARY:Doctor at 9") }

  @Test func anAlarmOnlyAcknowledgedElsewhereIsNotAnEditAndItsETagIsAdopted() {
    let event = Self.resource("20261228")
    var state = SyncState()
    state.entries[event.name] = Self.entry(event, etag: "\"1\"")
    let server: [String: String?] = [event.name: "\"2\""]
    #expect(
      SyncPlan.namesToFetch(
        wanted: [event], state: state, server: server, historyBefore: nil, isOurs: Self.isOurs, isOthers: { _ in false }
      ) == [event.name])
    let plan = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: Self.acknowledged(event.body)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 1)
    #expect(plan.adopted == [Self.entry(event, etag: "\"2\"")])
    // A changed reminder updates it, against its new ETag.
    let later = Self.resource("20261228", start: "100000")
    let changed = SyncPlan(
      wanted: [later], state: state, server: server, fetched: [event.name: Self.acknowledged(event.body)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(changed.steps == [.update(later, etag: "\"2\"")])
    // Written by a version before fingerprints, then acknowledged: still
    // meaning what is wanted, it is rewritten once to carry one.
    let unstamped = Self.acknowledged(EventMeaningTests.written())
    let upgraded = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: unstamped], replacesEdits: false,
      isOurs: Self.isOurs)
    #expect(upgraded.steps == [.update(event, etag: "\"2\"")])
    let editedBefore = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: Self.edited(unstamped)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(editedBefore.steps == [.kept(name: event.name, label: event.label, reason: "edited on another device")])
  }

  /// A compact calendar's series (`series-…`, no date in its name) after
  /// the state was lost: read and found unedited, as every dated event
  /// is, not a user edit reported by every run.
  @Test func aLostStatesSeriesIsReadNotTakenForAnEdit() {
    let uid = "series-daily-233a4a4f@workday-ics"
    let series = SyncPlan.Resource(
      name: SyncPlan.resourceName(uid: uid), uid: uid,
      body: EventMeaning.stamped(
        EventMeaningTests.written().replacing("20261228-daily-233a4a4f@workday-ics", with: uid)),
      label: "2026-12-28 09:00 Daily")
    #expect(SyncPlan.reminderSuffix(ofName: series.name) == Substring(Self.suffix))
    let day = Self.resource("20261229")
    let server: [String: String?] = [series.name: "a", day.name: "b"]
    // Named as a wanted event, it is read even where the caller does not
    // count its name as ours.
    for isOurs in [Self.isOurs, { _ in false }] as [(String) -> Bool] {
      #expect(
        SyncPlan.namesToFetch(
          wanted: [series, day], state: SyncState(), server: server, historyBefore: nil, isOurs: isOurs,
          isOthers: { _ in false }) == [day.name, series.name].sorted())
    }
    let plan = SyncPlan(
      wanted: [series, day], state: SyncState(), server: server,
      fetched: [series.name: series.body, day.name: day.body], replacesEdits: false, isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 2)
  }

  /// With the default range (from today), a compact calendar's series is
  /// made again from the first day an earlier run gave it (its label's),
  /// so that the next day's run does not take yesterday off the calendar;
  /// a range the user chose, or a series that starts today, is as made.
  @Test func aSeriesKeepsTheStartAnEarlierRunGaveIt() throws {
    func series(_ day: String) -> SyncPlan.Resource {
      SyncPlan.Resource(
        name: "series-daily_40workday-ics.ics", uid: "series-daily@workday-ics", body: "from \(day)",
        label: "\(day) 09:00 Daily")
    }
    let day = Self.resource("20261202")
    var asked: [String] = []
    func target(historyBefore: String?) -> SyncTarget {
      SyncTarget(
        name: "Work", wanted: [series("2026-12-02"), day], suffixes: [], owner: "reminder daily",
        historyBefore: historyBefore,
        regenerate: { from in
          asked.append(from.iso8601)
          return [series(from.iso8601), Self.resource(from.basicFormat)]
        })
    }
    for (remembered, historyBefore, expected) in [
      ("2026-12-01", "20261202", "2026-12-01"), ("2026-12-02", "20261202", "2026-12-02"),
      ("2026-12-01", nil, "2026-12-02"),
    ] as [(String, String?, String)] {
      asked = []
      var state = SyncState()
      state.entries[day.name] = Self.entry(day, etag: "1")
      let written = series(remembered)
      state.entries[written.name] = SyncState.Entry(
        name: written.name, uid: written.uid, etag: "2", hash: written.hash, label: written.label)
      let wanted = try SyncSession.keepingSeriesStarts(
        [series("2026-12-02"), day], state: state, target: target(historyBefore: historyBefore))
      #expect(wanted == [series(expected), day])
      let regenerated = historyBefore != nil && remembered < "2026-12-02"
      #expect(asked == (regenerated ? [remembered] : []))
    }
  }

  /// The reproduction: the state lost, one event edited, one
  /// deleted, and a range that no longer wants the edited day.
  @Test func aLostStateNeverTurnsAnEditIntoAnUpdateOrADeletion() {
    let kept = Self.resource("20261228")
    let edited = Self.resource("20261229")
    let deleted = Self.resource("20261230")
    let dropped = Self.resource("20261231")
    let droppedEdited = Self.resource("20270104")
    let server: [String: String?] = [
      kept.name: "a", edited.name: "b", dropped.name: "c", droppedEdited.name: "d", "dentist.ics": "e",
    ]
    let fetched = [
      kept.name: Self.acknowledged(kept.body), edited.name: Self.edited(edited.body), dropped.name: dropped.body,
      droppedEdited.name: Self.edited(droppedEdited.body),
    ]
    let wanted = [kept, edited, deleted]
    #expect(
      SyncPlan.namesToFetch(
        wanted: wanted, state: SyncState(), server: server, historyBefore: nil, isOurs: Self.isOurs,
        isOthers: { _ in false }) == ([kept, edited, dropped, droppedEdited].map(\.name) + ["dentist.ics"]).sorted())
    let plan = SyncPlan(
      wanted: wanted, state: SyncState(), server: server, fetched: fetched, replacesEdits: false, isOurs: Self.isOurs)
    #expect(
      plan.steps == [
        .kept(name: edited.name, label: edited.label, reason: "edited on another device"),
        // Without a state, a deleted event is not told from a new one.
        .create(deleted),
        .delete(
          SyncState.Entry(name: dropped.name, uid: dropped.uid, etag: "c", hash: "", label: dropped.name), etag: "c"),
        .kept(
          name: droppedEdited.name, label: droppedEdited.name, reason: "edited on another device, no longer wanted"),
      ])
    #expect(plan.unchanged == 1 && plan.adopted.map(\.name) == [kept.name])
  }

  /// Days before the range's start that passed are history: a daily run
  /// with the default range never deletes yesterday's event.
  @Test func yesterdaysEventIsNotDeletedBecauseTheRangeMovedOn() {
    let yesterday = Self.resource("20261201")
    let today = Self.resource("20261202")
    let earlier = Self.resource("20261130")  // named as ours, the state lost it
    var state = SyncState()
    for item in [yesterday, today] { state.entries[item.name] = Self.entry(item, etag: "e") }
    let server: [String: String?] = [yesterday.name: "e", today.name: "e", earlier.name: "x"]
    #expect(
      SyncPlan.namesToFetch(
        wanted: [today], state: state, server: server, historyBefore: "20261202", isOurs: Self.isOurs,
        isOthers: { _ in false }) == [])
    let plan = SyncPlan(
      wanted: [today], state: state, server: server, replacesEdits: false, historyBefore: "20261202",
      isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 1 && plan.forgotten == [])
    // The state still knows it, and it does not stop the one-request check.
    #expect(SyncSession.matches([today], state, historyBefore: "20261202"))
    #expect(!SyncSession.matches([today], state))
    // A range the user chose (or --remove) manages those days.
    let chosen = SyncPlan(
      wanted: [today], state: state, server: server, fetched: [earlier.name: earlier.body], replacesEdits: false,
      isOurs: Self.isOurs)
    #expect(chosen.steps.count == 2 && chosen.totals.delete == 2)
  }

  /// An import of the `.ics` holds our UIDs under names the client chose:
  /// taken over where it is, never duplicated; an edited one is kept.
  @Test func anImportedCopyIsTakenOverUnderItsOwnName() {
    let same = Self.resource("20261228")
    let changed = Self.resource("20261229")
    let edited = Self.resource("20261230")
    let imported = { (resource: SyncPlan.Resource) in
      resource.body.replacing(/X-WORKDAY-ICS-FINGERPRINT:[^\r]*\r\n/, with: "")
    }
    let server: [String: String?] = [
      "A1B2-0001.ics": "1", "A1B2-0002.ics": "2", "A1B2-0003.ics": "3", "dentist.ics": "4",
    ]
    let fetched = [
      // Written back by Thunderbird, meaning the same.
      "A1B2-0001.ics": EventMeaningTests.rewrites[1].1(imported(same)),
      "A1B2-0002.ics": imported(changed),
      "A1B2-0003.ics": Self.edited(imported(edited)),
      "dentist.ics":
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x@example.com\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ]
    let wanted = [same, changed, edited]
    #expect(
      SyncPlan.namesToFetch(
        wanted: wanted, state: SyncState(), server: server, historyBefore: nil, isOurs: Self.isOurs,
        isOthers: { _ in false }) == server.keys.sorted())
    let plan = SyncPlan(
      wanted: wanted, state: SyncState(), server: server, fetched: fetched, replacesEdits: false, isOurs: Self.isOurs)
    var takenSame = same
    takenSame.name = "A1B2-0001.ics"
    var takenChanged = changed
    takenChanged.name = "A1B2-0002.ics"
    #expect(
      plan.steps == [
        // Meaning what sync writes, it is ours: rewritten once to carry the
        // fingerprint. One that means something else is an edit.
        .update(takenSame, etag: "1"),
        .update(takenChanged, etag: "2"),
        .kept(name: "A1B2-0003.ics", label: edited.label, reason: "edited on another device"),
      ])
    #expect(plan.lines[0] == "~ update 20261228 Daily (taken over: A1B2-0001.ics)")
  }

  /// RFC 4791's no-uid-conflict, whatever the status, with or without the
  /// href of the resource holding the UID.
  @Test(
    arguments: [
      (
        409,
        "<?xml version='1.0' encoding='utf-8'?>\n<DAV:error xmlns:C=\"urn:ietf:params:xml:ns:caldav\" xmlns:DAV=\"DAV:\"><C:no-uid-conflict /></DAV:error>",
        true, nil
      ),
      (
        412,
        "<?xml version='1.0' encoding='utf-8'?>\n<ns0:error xmlns:ns0=\"DAV:\" xmlns:ns1=\"urn:ietf:params:xml:ns:caldav\"><ns1:no-uid-conflict><ns0:href>/user/calendars/work/A1B2-0001.ics</ns0:href></ns1:no-uid-conflict></ns0:error>",
        true, "A1B2-0001.ics"
      ),
      (412, "", false, nil),
      (
        409, "<d:error xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><c:valid-calendar-data/></d:error>",
        false, nil
      ),
    ] as [(Int, String, Bool, String?)])
  func aUIDConflictIsRecognised(status: Int, body: String, isConflict: Bool, holder: String?) {
    let found = CalDAVClient.uidConflict(in: HTTPResponse(status: status, body: Array(body.utf8)))
    #expect(found.isConflict == isConflict && found.holder == holder)
  }

  @Test(arguments: [
    ("2026-12-28 09:00 上班", "上班"), ("2026-12-28 补班 day", "补班 day"), ("2026-12-28 09:00 Doctor at 9", "Doctor at 9"),
  ])
  func theTitleOfALabel(label: String, title: String) {
    #expect(SyncCommand.title(ofLabel: label) == title)
  }
}
