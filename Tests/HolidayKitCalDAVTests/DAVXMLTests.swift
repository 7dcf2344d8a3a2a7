import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

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

}
