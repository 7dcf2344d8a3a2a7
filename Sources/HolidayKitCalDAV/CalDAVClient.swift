import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The CalDAV requests `sync` makes, over an ``HTTPTransport``: discovery of the
/// calendar home (RFC 6764 well-known URL, `current-user-principal`,
/// `calendar-home-set`, on another host where iCloud puts it), the list
/// of calendars, MKCALENDAR, the collection's token and members, and the
/// batch of PUTs and DELETEs.
///
/// Plain HTTP is refused except to loopback addresses, and the password
/// goes only to the server's host and to hosts the server itself names
/// as the calendar home.
package struct CalDAVClient {
  /// What carries the requests: curl in the command line, a table of
  /// replies in the tests.
  package var transport: any HTTPTransport
  /// The user and password, and how the password is sent (Basic until a
  /// server asks for Digest; shared by the copies of this value, as the
  /// server's answer holds for the whole run).
  package let credentials: HTTPCredentials
  /// The hosts the password may be sent to.
  package private(set) var trustedHosts: Set<String>
  /// What discovery did that the user should know (a redirect not
  /// followed), as lines to print.
  package var notes: [String] = []
  /// How fast the run's requests go out, and when a batch stops early
  /// (shared by the copies of this value: it counts for the whole run).
  package let pacing: RequestPacing

  /// A client of the server at `server`, sending `user` and `password`
  /// there (and to the calendar home it names) over `transport`.
  package init(
    transport: any HTTPTransport, user: String, password: String, server: URL, pacing: RequestPacing = RequestPacing()
  ) {
    self.transport = transport
    self.pacing = pacing
    credentials = HTTPCredentials(user: user, password: password)
    trustedHosts = [server.host?.lowercased() ?? ""]
  }

  /// Lets the password go to `host` too (a calendar URL the user gave).
  package mutating func trust(_ host: String) { trustedHosts.insert(host.lowercased()) }

  /// Whether `url` may be used at all: HTTPS, or HTTP to a loopback
  /// address (127.0.0.0/8, ::1, localhost).
  package static func isAllowed(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": return url.host != nil
    case "http": return url.host.map(Loopback.isHost) ?? false
    default: return false
    }
  }

  /// `href` (an absolute path or URL from a reply) against `base`.
  package static func resolve(_ href: String, against base: String) -> String? {
    guard let baseURL = URL(string: base), let url = URL(string: href, relativeTo: baseURL) else { return nil }
    return url.absoluteURL.absoluteString
  }

  /// Sends `requests` as one batch, paced by ``pacing`` (``RequestPacing/window``
  /// in flight at once, throttling waited out, stopped early when the
  /// server asks to wait too long or stops answering: see
  /// ``HTTPResponse/stopped``); fails on a refused password or an
  /// authentication scheme that sync cannot do. A 401 that asks for
  /// Digest and not Basic switches the run to Digest, and the refused
  /// requests are sent again.
  package func send(_ requests: [HTTPRequest]) throws -> [HTTPResponse] {
    try pacing.send(requests, on: transport) { try sendOnce($0, together: $1, received: $2) }
  }

  /// One go of ``send(_:)``: the requests, stopped at the first 401, and
  /// the Digest switch.
  private func sendOnce(
    _ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool
  ) throws -> [HTTPResponse?] {
    // The password goes only with the requests to a trusted host.
    let requests = requests.map { request in
      var request = request
      let host = URL(string: request.url)?.host?.lowercased()
      request.credentials = host.map(trustedHosts.contains) == true ? credentials : nil
      return request
    }
    let authentication = credentials.authentication
    // A 401 is not told: the scheme may switch, and the request go again.
    var responses = try transport.send(requests, together: together) { position, response in
      response.status == 401 ? false : received(position, response)
    }
    // Basic refused where Digest is offered instead, or Digest's nonce
    // stale: the run goes on with the server's challenge, and the refused
    // requests are sent again, once, with those that did not end.
    if let refused = responses.firstIndex(where: { $0?.status == 401 }), let response = responses[refused] {
      let fields = response.headers.filter { $0.name == "www-authenticate" }.map(\.value)
      let offered = HTTPAuthentication.schemes(offeredIn: fields).map { $0.lowercased() }
      let challenge = HTTPAuthentication.digestChallenge(in: fields)
      let switches = !authentication.isDigest && offered.contains("digest") && !offered.contains("basic")
      // A nonce the server no longer takes (stale, or one an earlier run
      // remembered): answered again with its new challenge, once.
      let isNewNonce = authentication.isDigest && challenge != nil && challenge?.nonce != authentication.nonce
      if switches || (authentication.isDigest && challenge?.stale == true) || isNewNonce {
        authentication.useDigest(challenge)
        let again = responses.indices.filter { responses[$0] == nil || responses[$0]?.status == 401 }
        let retried = try transport.send(again.map { requests[$0] }, together: together) { position, response in
          response.status == 401 ? false : received(again[position], response)
        }
        for (index, response) in zip(again, retried) { responses[index] = response }
      }
    }
    for (request, response) in zip(requests, responses) where response?.status == 401 {
      let offered = response.map(Self.offeredSchemes) ?? []
      let names = offered.map { $0.lowercased() }
      let error =
        if !offered.isEmpty, !names.contains("basic"), !names.contains("digest") {
          SyncError(
            "the server at \(request.url) asks for \(offered.joined(separator: " or ")) authentication (401), which sync cannot do; it sends the password by Basic or Digest",
            isAuthentication: true)
        } else {
          SyncError(
            "the server refused user '\(credentials.user)' with this password (401 Unauthorized at \(request.url), \(authentication.isDigest ? "Digest" : "Basic") authentication); check the password (iCloud, Fastmail and Nextcloud want an app-specific password)",
            isAuthentication: true)
        }
      // A password refused midway (changed meanwhile): what the server
      // accepted before stands, the refused requests and those that did
      // not end stop the batch.
      guard responses.contains(where: { $0 != nil && $0?.status != 401 }) else { throw error }
      for index in responses.indices where responses[index] == nil || responses[index]?.status == 401 {
        var stopped = responses[index] ?? HTTPResponse(status: 0, failure: HTTPFailure(.notSent, error.message))
        stopped.stopped = error.message
        responses[index] = stopped
      }
      break
    }
    return responses
  }

  /// The schemes `response`'s `WWW-Authenticate` fields offer, as written.
  package static func offeredSchemes(_ response: HTTPResponse) -> [String] {
    HTTPAuthentication.schemes(offeredIn: response.headers.filter { $0.name == "www-authenticate" }.map(\.value))
  }

  /// One request, following redirects itself by ``HTTPRedirect``'s rules
  /// (plain HTTP to this machine allowed, the password only to
  /// ``trustedHosts``); the response and the URL it came from. A redirect
  /// refused fails, one that would take the password elsewhere with
  /// ``SyncError/withheldRedirect``. `answered` holds the replies already
  /// in hand to this same request at other URLs (asked together with it):
  /// a step to one of them is not sent again, unless that reply was
  /// stopped.
  package func request(_ first: HTTPRequest, answered: [String: HTTPResponse] = [:]) throws -> (
    HTTPResponse, String
  ) {
    let redirects = HTTPRedirect(trustedHosts: trustedHosts, allowsPlainHTTPToThisMachine: true)
    var request = first
    var count = 0
    while true {
      let known = answered[request.url].flatMap { $0.stopped == nil ? $0 : nil }
      guard let response = try known ?? send([request]).first else {
        throw SyncError("the transport gave no reply")
      }
      if let stopped = response.stopped { throw SyncError("\(request.method) \(request.url): \(stopped)") }
      if response.status == 0 { throw Self.error(response.failure ?? HTTPFailure(.other, "no reply"), of: request) }
      switch redirects.step(after: response, from: request.url, count: count) {
      case nil:
        return (response, request.url)
      case .follow(let next):
        request.url = next
        count += 1
      case .refuse(.tooMany, _):
        throw SyncError("too many redirects from \(first.url)")
      case .refuse(.notHTTPS, let next):
        throw SyncError("\(request.url) redirects to \(next), which is not HTTPS (plain HTTP only to this machine)")
      case .refuse(.downgrade, let next):
        throw SyncError("\(request.url) redirects from HTTPS to plain HTTP (\(next)); refused")
      case .refuse(.passwordWithheld, let next):
        var error = SyncError(
          "\(request.url) redirects to another host (\(next)); the password is not sent there; give that URL with the server option if it is your server's"
        )
        error.withheldRedirect = next
        throw error
      }
    }
  }

  /// The error of `request` that got no reply, by the failure's kind: a
  /// server that could not be reached (with what to trust, for a
  /// certificate), a reply cut off or too large from one that could.
  static func error(_ failure: HTTPFailure, of request: HTTPRequest) -> SyncError {
    switch failure.kind {
    case .cutReply:
      SyncError(
        "no whole reply from \(request.url): \(failure.message) (the server took the request and the connection broke before its answer ended); run sync again"
      )
    case .tooLarge:
      SyncError("\(request.method) \(request.url): \(failure.message)")
    case .certificate:
      SyncError("cannot reach \(request.url): \(failure.message)", isUnreachable: true, remedy: .trustCertificate)
    case .unreachable, .timeout, .tls, .notSent, .other:
      SyncError("cannot reach \(request.url): \(failure.message)", isUnreachable: true)
    }
  }

  /// The PROPFIND request of `properties` (XML elements with prefixes
  /// d:, c:, cs: and ic:) at `url` with `depth`.
  package static func propfindRequest(_ url: String, depth: String, _ properties: String) -> HTTPRequest {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" \
      xmlns:cs="http://calendarserver.org/ns/" xmlns:ic="http://apple.com/ns/ical/"><d:prop>\(properties)</d:prop></d:propfind>
      """
    return .xml("PROPFIND", url, depth: depth, body)
  }

  /// A PROPFIND of `properties` (XML elements with prefixes d:, c:, cs:
  /// and ic:) at `url` with `depth`; the multistatus and the URL that
  /// answered. `answered`: as ``request(_:answered:)`` takes it.
  package func propfind(
    _ url: String, depth: String, _ properties: String, answered known: [String: HTTPResponse] = [:]
  ) throws -> (Multistatus, String) {
    let (response, answered) = try request(Self.propfindRequest(url, depth: depth, properties), answered: known)
    try Self.check(response, "PROPFIND", answered, expecting: [207])
    do {
      return (try Multistatus(response.body), answered)
    } catch {
      throw SyncError("cannot read the server's reply to PROPFIND \(answered): \(error)")
    }
  }

  /// Fails with a clear message unless `response.status` is expected.
  package static func check(_ response: HTTPResponse, _ method: String, _ url: String, expecting codes: Set<Int>) throws
  {
    if (200..<300).contains(response.status), response.isWebPage {
      throw SyncError("\(method) \(url): \(webPageAnswer(response))")
    }
    guard !codes.contains(response.status) else { return }
    switch response.status {
    case 403:
      throw SyncError("\(method) \(url): 403 Forbidden: this user may not use this calendar")
    case 404:
      throw SyncError("\(method) \(url): 404 Not Found")
    default:
      throw SyncError("\(method) \(url): the server answered \(response.status)\(detail(response))")
    }
  }

  /// What an HTML answer to a CalDAV request says: the status, and that
  /// it is a page, not the server's CalDAV.
  package static func webPageAnswer(_ response: HTTPResponse) -> String {
    "the server answered \(response.status) with a web page, not CalDAV (a login page after a session expired, or a firewall in front of the server)"
  }

  /// A short excerpt of an error body, such as Radicale's one-line reason.
  package static func detail(_ response: HTTPResponse) -> String {
    let text =
      String(decoding: response.body.prefix(200), as: UTF8.self)
      .split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
    // Cut here; the command line escapes control characters as it prints
    // a message.
    let excerpt = text.count > 120 ? String(text.prefix(120)) + "…" : text
    return text.isEmpty ? "" : " (\(excerpt))"
  }

  /// The calendar home: the well-known URL (RFC 6764 §5) or the server
  /// URL, `current-user-principal` there, then its `calendar-home-set`.
  /// A home on another host (iCloud's `pXX-caldav.icloud.com`) is
  /// trusted with the password, as the server itself sent it.
  ///
  /// The well-known URL and the server URL are asked at once (neither
  /// answer depends on the other): the well-known URL's principal wins,
  /// the server URL's counts when it has none, and a well-known URL that
  /// redirects to the server URL (Radicale, Xandikos) costs no second
  /// round trip. Each also asks `calendar-home-set`: a URL that is the
  /// principal itself names the home at once.
  /// When the principal is its own home (Radicale, DAViCal), the
  /// request that asked for the home listed its calendars too: they come
  /// with it, else nil (list them with ``calendars(in:)``).
  package mutating func calendarHome(server: String) throws -> (home: String, calendars: [Calendar]?) {
    let properties = "<d:current-user-principal/><c:calendar-home-set/>"
    let wellKnown = Self.resolve("/.well-known/caldav", against: server).flatMap { $0 == server ? nil : $0 }
    let asked = (wellKnown.map { [$0] } ?? []) + [server]
    let replies = try send(asked.map { Self.propfindRequest($0, depth: "0", properties) })
    let answered = Dictionary(zip(asked, replies)) { first, _ in first }
    // Either may fail (no well-known URL, a server without RFC 5397);
    // a refused password or a server that does not answer fails at once.
    func attempt(_ url: String) throws -> (principal: String?, home: String?)? {
      do {
        let (found, answeredURL) = try propfind(url, depth: "0", properties, answered: answered)
        let principal = found.responses.lazy.compactMap { $0.href(in: DAVXML.dav, "current-user-principal") }.first
          .flatMap { Self.resolve($0, against: answeredURL) }
        // The home set of the principal itself (or of a server without
        // RFC 5397, as asking it again there would give).
        let home = found.responses.lazy.compactMap { $0.href(in: DAVXML.caldav, "calendar-home-set") }.first
          .flatMap { Self.resolve($0, against: answeredURL) }
        let isPrincipal = principal == nil || principal.map { Self.isSameResource($0, answeredURL) } == true
        return principal == nil && home == nil ? nil : (principal, isPrincipal ? home : nil)
      } catch let error as SyncError
        where error.isAuthentication || error.isUnreachable || error.withheldRedirect != nil
      {
        throw error
      } catch {
        return nil
      }
    }
    var found: (principal: String?, home: String?)?
    if let wellKnown {
      do {
        found = try attempt(wellKnown)
      } catch let error as SyncError where error.withheldRedirect != nil {
        // Another host (RFC 6764 allows it): not trusted with the
        // password; the URL the user gave is tried instead.
        notes.append(
          "note: \(wellKnown) redirects to another host (\(error.withheldRedirect ?? "")); the password is not sent there, trying \(server) itself"
        )
      }
    }
    if found?.principal == nil {
      found = try attempt(server)
    } else if found?.home == nil, let principal = found?.principal, Self.isSameResource(principal, server) {
      // The server URL is the principal: its answer names the home.
      found?.home = (try? attempt(server))??.home
    }
    var home = found?.home
    var calendars: [Calendar]?
    let context = found?.principal ?? server
    if home == nil {
      // Depth 1, with what a calendar list asks: a principal that is its
      // own calendar home (Radicale, DAViCal) lists its calendars in the
      // same reply. A server that will not answer Depth 1 there is asked
      // Depth 0.
      let listed: (Multistatus, String)
      var isListing = true
      do {
        listed = try propfind(context, depth: "1", "<c:calendar-home-set/>" + Self.calendarProperties)
      } catch let error as SyncError where !error.isAuthentication && !error.isUnreachable {
        listed = try propfind(context, depth: "0", "<c:calendar-home-set/>")
        isListing = false
      }
      let (reply, answeredURL) = listed
      // The principal's own response (the first, if none names it).
      let own = reply.responses.filter { response in
        Self.resolve(response.href, against: answeredURL).map { Self.isSameResource($0, answeredURL) } == true
      }
      home = (own.isEmpty ? Array(reply.responses.prefix(1)) : own).lazy
        .compactMap { $0.href(in: DAVXML.caldav, "calendar-home-set") }.first
        .flatMap { Self.resolve($0, against: answeredURL) }
      if isListing, let home, Self.isSameResource(home, answeredURL) {
        calendars = Self.calendars(in: reply, answered: answeredURL)
      }
    }
    guard let home, let url = URL(string: home) else {
      throw SyncError("the server names no calendar home for this user at \(context)", remedy: .giveCalendarURL)
    }
    guard Self.isAllowed(url) else { throw SyncError("the calendar home \(home) is not HTTPS; refused") }
    if let host = url.host { trustedHosts.insert(host.lowercased()) }
    return (home, calendars)
  }

  /// Whether URLs `one` and `other` name the same resource: the same
  /// scheme, host and port, and the same path but for a final slash.
  static func isSameResource(_ one: String, _ other: String) -> Bool {
    guard let first = URL(string: one), let second = URL(string: other) else { return one == other }
    func trimmed(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }
    return first.scheme?.lowercased() == second.scheme?.lowercased()
      && first.host?.lowercased() == second.host?.lowercased()
      && first.port == second.port && trimmed(first.path) == trimmed(second.path)
  }

  /// A calendar collection in a home.
  package struct Calendar {
    package var url: String
    package var name: String?
    /// Its tokens as the list gave them; nil when it gave none.
    package var token: CollectionToken?

    /// The calendar at `url`, with its display name if it has one.
    package init(url: String, name: String?, token: CollectionToken? = nil) {
      self.url = url
      self.name = name
      self.token = token
    }
  }

  /// What a list of calendars asks of each member of a home: with the
  /// tokens, so that the calendar found needs no request of its own for
  /// them.
  static let calendarProperties = "<d:resourcetype/><d:displayname/><d:sync-token/><cs:getctag/>"

  /// The calendars in `home` (Depth 1).
  package func calendars(in home: String) throws -> [Calendar] {
    let (found, answered) = try propfind(home, depth: "1", Self.calendarProperties)
    return Self.calendars(in: found, answered: answered)
  }

  /// The calendars a Depth 1 listing from `answered` holds.
  static func calendars(in listing: Multistatus, answered: String) -> [Calendar] {
    listing.responses.filter(\.isCalendar).compactMap { response in
      Self.resolve(response.href, against: answered).map { url in
        let token = CollectionToken(syncToken: response.syncToken, ctag: response.ctag)
        return Calendar(url: url, name: response.displayName, token: token.value == nil ? nil : token)
      }
    }
  }

  /// MKCALENDAR (RFC 4791 §5.3.1) at `url` with a display name and an
  /// Apple calendar colour, for events (VEVENT): true when made, false
  /// when the server says something is there already (405 or 409: another
  /// run made it meanwhile, such as a second first run at the same time).
  package func makeCalendar(_ url: String, name: String, color: String?) throws -> Bool {
    let colorProperty = color.map { "<ic:calendar-color>\(XMLText.escaped($0))</ic:calendar-color>" } ?? ""
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:ic="http://apple.com/ns/ical/">\
      <d:set><d:prop><d:displayname>\(XMLText.escaped(name))</d:displayname>\(colorProperty)\
      <c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>\
      </d:prop></d:set></c:mkcalendar>
      """
    let (response, answered) = try request(.xml("MKCALENDAR", url, depth: nil, body))
    if response.status == 405 || response.status == 409 { return false }
    try Self.check(response, "MKCALENDAR", answered, expecting: [200, 201])
    return true
  }

  /// What tells whether anything in a collection changed.
  package struct CollectionToken: Equatable {
    /// RFC 6578's `sync-token`, which `sync-collection` takes.
    package var syncToken: String?
    /// CalendarServer's `getctag`.
    package var ctag: String?
    /// The sync token, else the ctag: what the state remembers.
    package var value: String? { syncToken ?? ctag }
  }

  /// The collection's sync token (RFC 6578) and ctag: one cheap request
  /// that tells whether anything in it changed. Nil when the calendar is
  /// gone: a 404, or a multistatus that says 404 for the collection
  /// itself (Xandikos).
  package func token(of calendar: String) throws -> CollectionToken? {
    let (response, answered) = try request(
      .xml(
        "PROPFIND", calendar, depth: "0",
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:sync-token/><cs:getctag/></d:prop></d:propfind>
        """))
    if response.status == 404 { return nil }
    try Self.check(response, "PROPFIND", answered, expecting: [207])
    guard let found = try? Multistatus(response.body) else {
      throw SyncError("cannot read the server's reply to PROPFIND \(answered)")
    }
    let first = found.responses.first
    if first?.status == 404 { return nil }
    return CollectionToken(syncToken: first?.syncToken, ctag: first?.ctag)
  }

  /// What changed in a collection since a sync token.
  package struct Changes: Equatable {
    /// Members added or changed: resource name → ETag.
    package var changed: [String: String?] = [:]
    /// Members removed (404 entries).
    package var removed: Set<String> = []
    /// The collection's token now.
    package var token: String
  }

  /// The changes since `token` with an RFC 6578 `sync-collection` REPORT
  /// (Depth 0, sync-level 1): only what changed, not every member. Nil when
  /// the server will not say (403 or 409 `valid-sync-token`: an expired or
  /// unknown token; no such report; a truncated or unreadable reply): the
  /// caller then lists every member.
  package func changes(of calendar: String, since token: String) throws -> Changes? {
    let (response, answered) = try request(
      .xml(
        "REPORT", calendar, depth: "0",
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(XMLText.escaped(token))</d:sync-token>\
        <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
        """))
    guard response.status == 207, let found = try? Multistatus(response.body) else { return nil }
    return Self.changes(in: found, of: answered)
  }

  /// The changes a `sync-collection` reply for the collection at `url`
  /// lists; nil when it has no new token or says it is truncated (507 on
  /// the collection itself, RFC 6578 §3.6).
  package static func changes(in reply: Multistatus, of url: String) -> Changes? {
    guard let token = reply.syncToken else { return nil }
    let base = (URL(string: url)?.path ?? url).split(separator: "/")
    var changes = Changes(token: token)
    for response in reply.responses {
      let path = URL(string: response.href)?.path ?? response.href
      let parts = path.split(separator: "/")
      if parts == base {
        if response.status == 507 { return nil }
        continue
      }
      // Only the collection's own members (sync-level 1), never a member's
      // member or another collection's.
      guard parts.count == base.count + 1, parts.starts(with: base), let name = parts.last.map(String.init) else {
        continue
      }
      if response.status == 404 {
        changes.removed.insert(name)
        changes.changed[name] = nil
      } else if !response.isCollection {
        changes.changed[name] = .some(response.etag)
        changes.removed.remove(name)
      }
    }
    return changes
  }

  /// The collection's members (Depth 1 PROPFIND): resource name → ETag,
  /// and the collection's token as it stood.
  package func members(of calendar: String) throws -> (members: [String: String?], token: String?) {
    let (found, answered) = try propfind(
      calendar, depth: "1", "<d:resourcetype/><d:getetag/><d:sync-token/><cs:getctag/>")
    let base = URL(string: answered)?.path ?? answered
    var members: [String: String?] = [:]
    var token: String?
    for response in found.responses {
      let path = URL(string: response.href)?.path ?? response.href
      if path.split(separator: "/") == base.split(separator: "/") {
        // The collection gone since its token was asked (Xandikos says so
        // in a 207): no listing, not an empty one.
        if response.status == 404 { throw SyncError("PROPFIND \(answered): 404 Not Found") }
        token = response.syncToken ?? response.ctag
        continue
      }
      guard !response.isCollection, response.status != 404 else { continue }
      let name = path.split(separator: "/").last.map(String.init) ?? path  // URL.path is decoded
      members[name] = .some(response.etag)
    }
    return (members, token)
  }

  /// What reading members' data found: each one's ETag and text by
  /// resource name, and the names the server said it no longer has.
  package struct CalendarData {
    package var events: [String: (etag: String?, text: String)] = [:]
    /// Members deleted since they were listed (404).
    package var missing: Set<String> = []
  }

  /// The data of the members `names` of `calendar` with their ETags:
  /// RFC 4791 `calendar-multiget` REPORTs (§7.9) of at most `batch` hrefs
  /// each, all in one connection. A member the server no longer has
  /// (deleted by another client since the listing) is in `missing`.
  /// sabre/dav 1.8 answers such a REPORT with a 404 of its own rather than
  /// a 404 for that href: that batch is then read by one GET per member.
  package func calendarData(of calendar: String, names: [String], batch: Int = 100) throws -> CalendarData {
    guard !names.isEmpty else { return CalendarData() }
    let base = URL(string: calendar)?.path ?? calendar
    let folder = base.hasSuffix("/") ? base : base + "/"
    var requests: [HTTPRequest] = []
    var batches: [ArraySlice<String>] = []
    var start = 0
    while start < names.count {
      let slice = names[start..<min(start + batch, names.count)]
      let hrefs = slice.map { "<d:href>\(XMLText.escaped(folder + Self.encodedName($0)))</d:href>" }
      batches.append(slice)
      requests.append(
        .xml(
          "REPORT", calendar, depth: "1",
          """
          <?xml version="1.0" encoding="utf-8"?>
          <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
          <d:prop><d:getetag/><c:calendar-data/></d:prop>\(hrefs.joined(separator: ""))</c:calendar-multiget>
          """))
      start += batch
    }
    var data = CalendarData()
    var oneByOne: [String] = []
    for ((request, response), slice) in zip(zip(requests, try send(requests)), batches) {
      guard let read = try Self.calendarData(in: response, of: request.url) else {
        oneByOne += slice
        continue
      }
      data.events.merge(read.events) { _, new in new }
      data.missing.formUnion(read.missing)
    }
    guard !oneByOne.isEmpty else { return data }
    let gets = oneByOne.map { HTTPRequest(method: "GET", url: calendar + Self.encodedName($0)) }
    for ((request, response), name) in zip(zip(gets, try send(gets)), oneByOne) {
      if response.status == 404 {
        data.missing.insert(name)
        continue
      }
      try Self.check(response, "GET", request.url, expecting: [200])
      data.events[name] = (response.header("etag"), String(decoding: response.body, as: UTF8.self))
    }
    return data
  }

  /// What a `calendar-multiget` reply for the collection at `url` holds;
  /// nil when the server refused the whole report with 404 because one
  /// href is gone (sabre/dav 1.8), so that each member is asked alone.
  package static func calendarData(in response: HTTPResponse, of url: String) throws -> CalendarData? {
    if response.status == 404 { return nil }
    try check(response, "REPORT calendar-multiget", url, expecting: [207])
    guard let reply = try? Multistatus(response.body) else {
      throw SyncError("cannot read the server's reply to REPORT calendar-multiget \(url)")
    }
    var data = CalendarData()
    for item in reply.responses {
      let path = URL(string: item.href)?.path ?? item.href
      guard let name = path.split(separator: "/").last.map(String.init) else { continue }
      if item.status == 404 {
        data.missing.insert(name)
        continue
      }
      guard let text = item.property(DAVXML.caldav, "calendar-data")?.text, !text.isEmpty else { continue }
      data.events[name] = (item.etag, text)
    }
    return data
  }

  /// `name` as a path segment: bytes other than letters, digits and
  /// `-._~` percent-encoded.
  package static func encodedName(_ name: String) -> String {
    var text = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return text
  }

  /// Whether a PUT's error body states RFC 4791's `CALDAV:no-uid-conflict`
  /// precondition (§5.3.2.1), whatever the status code (Radicale 409,
  /// Xandikos 412), and the resource name of the member it names as
  /// holding the UID (nil when it names none, as Radicale does).
  package static func uidConflict(in response: HTTPResponse) -> (isConflict: Bool, holder: String?) {
    guard (400..<500).contains(response.status), let root = try? DAVXML.parse(response.body),
      root.namespace == DAVXML.dav, root.name == "error",
      let conflict = root.child(DAVXML.caldav, "no-uid-conflict")
    else { return (false, nil) }
    let href = conflict.child(DAVXML.dav, "href")?.trimmedText ?? ""
    let path = URL(string: href)?.path ?? href
    return (true, path.split(separator: "/").last.map(String.init))
  }
}
