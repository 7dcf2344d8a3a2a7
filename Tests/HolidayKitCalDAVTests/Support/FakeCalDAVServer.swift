@testable import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A CalDAV server in memory, as an ``HTTPTransport``: one user's
/// principal and calendar home, calendars of members with ETags, sync
/// tokens (RFC 6578) and ctags, conditional PUT and DELETE, RFC 4791's
/// no-uid-conflict, Basic or Digest. ``intercept`` lets a test play a
/// behaviour of its own (a 412, another device writing meanwhile).
final class FakeCalDAVServer: HTTPTransport {
  /// A member of a calendar.
  struct Member {
    var etag: String
    var text: String
    var uid: String? { Self.uid(in: text) }

    static func uid(in text: String) -> String? {
      text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") }
        .map { String($0.dropFirst(4)) }
    }
  }

  /// A calendar collection, and what changed in it at which version.
  struct Collection {
    var name: String
    var members: [String: Member] = [:]
    /// Resource name → the version it was last written or deleted at.
    var changed: [String: Int] = [:]
    /// The version it was made at: an older sync token is refused.
    var made = 0
  }

  let origin = "https://dav.example"
  let principal = "/principals/alice/"
  let home = "/calendars/alice/"
  var user = "alice"
  var password = "secret"
  /// Whether only Digest (MD5, qop=auth) is accepted, as sabre/dav's PDO
  /// backend and Baïkal.
  var digestOnly = false
  let nonce = "4d7a3c"
  /// Whether the server answers RFC 6578 `sync-collection`.
  var syncCollection = true
  /// Whether a PUT's reply carries the new ETag.
  var sendsETags = true
  /// Path → calendar.
  var calendars: [String: Collection] = [:]
  /// Counts every change, as the sync token does.
  var version = 1
  /// Every request, as it arrived.
  var requests: [HTTPRequest] = []
  /// A reply of the test's own to a request, instead of the server's.
  var intercept: ((HTTPRequest, FakeCalDAVServer) -> HTTPResponse?)?
  /// The clock: seconds, moved on by each window of requests
  /// (``latency``) and by each wait.
  var clock = 0.0
  /// Seconds each window (``send(_:)``) takes (its requests in flight together).
  var latency = 0.0
  /// The waits the client asked for, in seconds, in order.
  var waits: [Int] = []
  /// The methods of the requests each call of ``send(_:)`` carried.
  var windows: [[String]] = []

  var now: Double { clock }

  func wait(seconds: Int) {
    waits.append(seconds)
    clock += Double(seconds)
  }

  /// A server holding one calendar, `Work`, at `/calendars/alice/work/`.
  init() {
    calendars[home + "work/"] = Collection(name: "Work")
  }

  /// The calendar at `/calendars/alice/work/` (or another `path`).
  func members(_ path: String = "/calendars/alice/work/") -> [String: Member] { calendars[path]?.members ?? [:] }

  /// Writes a member as another client would.
  func put(_ name: String, _ text: String, in path: String = "/calendars/alice/work/") {
    version += 1
    calendars[path]?.members[name] = Member(etag: "\"v\(version)\"", text: text)
    calendars[path]?.changed[name] = version
  }

  /// Deletes the calendar at `path` and makes an empty one of the same
  /// name there, as another client would.
  func remake(_ path: String = "/calendars/alice/work/") {
    version += 1
    calendars[path] = Collection(name: calendars[path]?.name ?? "", made: version)
  }

  /// Deletes a member as another client would.
  func delete(_ name: String, in path: String = "/calendars/alice/work/") {
    version += 1
    calendars[path]?.members[name] = nil
    calendars[path]?.changed[name] = version
  }

  /// `together` requests at a time, each window answered whole (its
  /// requests in flight together end together), until `received` asks
  /// to stop.
  func send(_ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool) throws(SyncError)
    -> [HTTPResponse?]
  {
    var responses = [HTTPResponse?](repeating: nil, count: requests.count)
    var start = 0
    var goesOn = true
    while goesOn, start < requests.count {
      let end = min(start + max(1, together), requests.count)
      for (offset, response) in try send(Array(requests[start..<end])).enumerated() {
        responses[start + offset] = response
        if !received(start + offset, response) { goesOn = false }
      }
      start = end
    }
    return responses
  }

  /// One window of requests, in flight together: one response each.
  func send(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    windows.append(requests.map(\.method))
    clock += latency
    return requests.map { request in
      self.requests.append(request)
      if let reply = intercept?(request, self) { return reply }
      guard request.url.hasPrefix(origin) else {
        return HTTPResponse(status: 0, failure: HTTPFailure(.unreachable, "Could not resolve host"))
      }
      if let refusal = authenticate(request) { return refusal }
      return answer(request)
    }
  }

  // MARK: - Authentication

  /// A 401 unless `request` carries the right password by the scheme the
  /// server takes.
  func authenticate(_ request: HTTPRequest) -> HTTPResponse? {
    let challenge =
      digestOnly
      ? "Digest realm=\"dav\", nonce=\"\(nonce)\", qop=\"auth\", algorithm=MD5"
      : "Basic realm=\"dav\""
    let refused = HTTPResponse(status: 401, headers: [("www-authenticate", challenge)])
    guard let credentials = request.credentials, credentials.user == user else { return refused }
    if let authorization = credentials.authorization(for: request) {
      return digestOnly && isValidDigest(authorization, request) ? nil : refused
    }
    return !digestOnly && credentials.password == password ? nil : refused
  }

  /// Whether `authorization` answers this server's Digest challenge for
  /// `request` with the right password (RFC 7616 §3.4.1).
  func isValidDigest(_ authorization: String, _ request: HTTPRequest) -> Bool {
    guard authorization.hasPrefix("Digest ") else { return false }
    var fields: [String: String] = [:]
    for part in authorization.dropFirst(7).split(separator: ", ") {
      guard let equals = part.firstIndex(of: "=") else { continue }
      var value = part[part.index(after: equals)...]
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
      fields[String(part[..<equals])] = String(value)
    }
    let uri = HTTPAuthentication.requestTarget(request.url)
    guard fields["uri"] == uri, fields["nonce"] == nonce, let nc = fields["nc"], let cnonce = fields["cnonce"] else {
      return false
    }
    let first = MD5.hex("\(user):dav:\(password)")
    let second = MD5.hex("\(request.method):\(uri)")
    return fields["response"] == MD5.hex("\(first):\(nonce):\(nc):\(cnonce):auth:\(second)")
  }

  // MARK: - The protocol

  func answer(_ request: HTTPRequest) -> HTTPResponse {
    guard request.url.hasPrefix(origin) else {
      return HTTPResponse(status: 0, failure: HTTPFailure(.unreachable, "Could not resolve host"))
    }
    let path = String(request.url.dropFirst(origin.count))
    let body = String(decoding: request.body ?? [], as: UTF8.self)
    let depth = request.headers.first { $0.0 == "Depth" }?.1
    let folder = path.hasSuffix("/") ? path : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
    let name = String(path.dropFirst(folder.count)).removingPercentEncoding ?? ""
    switch (request.method, path) {
    case ("PROPFIND", "/.well-known/caldav"), ("PROPFIND", "/"):
      return multistatus([
        response(path, "<d:current-user-principal><d:href>\(principal)</d:href></d:current-user-principal>")
      ])
    case ("PROPFIND", principal):
      return multistatus([
        response(path, "<c:calendar-home-set><d:href>\(home)</d:href></c:calendar-home-set>")
      ])
    case ("PROPFIND", home):
      return multistatus(
        [response(home, "<d:resourcetype><d:collection/></d:resourcetype>")]
          + calendars.keys.sorted().map { key in
            response(
              key,
              "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>\(calendars[key]?.name ?? "")</d:displayname>"
                + "<d:sync-token>\(origin)/sync/\(version)</d:sync-token><cs:getctag>\"\(version)\"</cs:getctag>"
            )
          })
    case ("MKCALENDAR", _):
      guard calendars[path] == nil else { return HTTPResponse(status: 405) }
      let displayName = body.firstRange(of: "<d:displayname>").flatMap { start in
        body[start.upperBound...].firstRange(of: "</d:displayname>").map {
          String(body[start.upperBound..<$0.lowerBound])
        }
      }
      version += 1
      calendars[path] = Collection(name: displayName ?? "", made: version)
      return HTTPResponse(status: 201)
    default: break
    }
    if name.isEmpty {
      guard let calendar = calendars[path] else { return HTTPResponse(status: 404) }
      let token = "<d:sync-token>\(origin)/sync/\(version)</d:sync-token><cs:getctag>\"\(version)\"</cs:getctag>"
      switch (request.method, depth) {
      case ("PROPFIND", "0"):
        return multistatus([response(path, token)])
      case ("PROPFIND", "1"):
        return multistatus(
          [response(path, "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>" + token)]
            + calendar.members.keys.sorted().map {
              response(path + $0, "<d:getetag>\(calendar.members[$0]?.etag ?? "")</d:getetag>")
            })
      case ("REPORT", "0") where body.contains("sync-collection"):
        guard syncCollection,
          let since = body.firstRange(of: "/sync/").flatMap({ Int(body[$0.upperBound...].prefix { $0.isNumber }) }),
          since <= version, since >= calendar.made
        else { return HTTPResponse(status: 403) }
        let changes = calendar.changed.filter { $0.value > since }.keys.sorted().map { member in
          calendar.members[member].map { response(path + member, "<d:getetag>\($0.etag)</d:getetag>") }
            ?? "<d:response><d:href>\(path + member)</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>"
        }
        return multistatus(changes, syncToken: "\(origin)/sync/\(version)")
      case ("REPORT", "1") where body.contains("calendar-multiget"):
        var items: [String] = []
        var rest = Substring(body)
        while let start = rest.firstRange(of: "<d:href>"),
          let end = rest[start.upperBound...].firstRange(of: "</d:href>")
        {
          let href = String(rest[start.upperBound..<end.lowerBound])
          rest = rest[end.upperBound...]
          let member = String(href.dropFirst(path.count)).removingPercentEncoding ?? ""
          if let found = calendar.members[member] {
            items.append(
              response(
                href,
                "<d:getetag>\(found.etag)</d:getetag><c:calendar-data>\(Self.escaped(found.text))</c:calendar-data>"))
          } else {
            items.append("<d:response><d:href>\(href)</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>")
          }
        }
        return multistatus(items)
      default: return HTTPResponse(status: 405)
      }
    }
    guard let calendar = calendars[folder] else { return HTTPResponse(status: 409) }
    let existing = calendar.members[name]
    let ifMatch = request.headers.first { $0.0 == "If-Match" }?.1
    let ifNoneMatch = request.headers.first { $0.0 == "If-None-Match" }?.1
    if ifNoneMatch == "*", existing != nil { return HTTPResponse(status: 412) }
    if let ifMatch, existing == nil || (ifMatch != "*" && ifMatch != existing?.etag) {
      return HTTPResponse(status: 412)
    }
    switch request.method {
    case "GET":
      guard let existing else { return HTTPResponse(status: 404) }
      return HTTPResponse(status: 200, headers: [("etag", existing.etag)], body: Array(existing.text.utf8))
    case "PUT":
      if let uid = Member.uid(in: body),
        let holder = calendar.members.first(where: { $0.key != name && $0.value.uid == uid })
      {
        return HTTPResponse(
          status: 409,
          body: Array(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <d:error xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><c:no-uid-conflict><d:href>\(folder + holder.key)</d:href></c:no-uid-conflict></d:error>
            """.utf8))
      }
      put(name, body, in: folder)
      return HTTPResponse(
        status: existing == nil ? 201 : 204, headers: sendsETags ? [("etag", members(folder)[name]?.etag ?? "")] : [])
    case "DELETE":
      guard existing != nil else { return HTTPResponse(status: 404) }
      delete(name, in: folder)
      return HTTPResponse(status: 204)
    default:
      return HTTPResponse(status: 405)
    }
  }

  /// One `<d:response>` of `href` with `properties`, found.
  func response(_ href: String, _ properties: String) -> String {
    "<d:response><d:href>\(href)</d:href><d:propstat><d:prop>\(properties)</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
  }

  /// A 207 of `responses`.
  func multistatus(_ responses: [String], syncToken: String? = nil) -> HTTPResponse {
    let xml = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">\
      \(responses.joined())\(syncToken.map { "<d:sync-token>\($0)</d:sync-token>" } ?? "")</d:multistatus>
      """
    return HTTPResponse(status: 207, body: Array(xml.utf8))
  }

  static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}
