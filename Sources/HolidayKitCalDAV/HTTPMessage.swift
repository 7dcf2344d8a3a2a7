import HolidayKit

/// An HTTP request as `sync` sends it.
package struct HTTPRequest {
  /// GET, PROPFIND, REPORT, MKCALENDAR, PUT or DELETE.
  package var method: String
  /// The absolute URL.
  package var url: String
  /// Header lines such as `("Depth", "1")`.
  package var headers: [(String, String)] = []
  /// The body, if any.
  package var body: [UInt8]?
  /// Who the request is sent as: set by ``CalDAVClient`` for the hosts it
  /// trusts with the password, nil for any other.
  package var credentials: HTTPCredentials?

  /// A request of `method` to `url`.
  package init(method: String, url: String, headers: [(String, String)] = [], body: [UInt8]? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// A request with an XML body of `xml`.
  package static func xml(_ method: String, _ url: String, depth: String?, _ xml: String) -> HTTPRequest {
    var request = HTTPRequest(method: method, url: url, body: Array(xml.utf8))
    request.headers.append(("Content-Type", "application/xml; charset=utf-8"))
    if let depth { request.headers.append(("Depth", depth)) }
    return request
  }
}

/// What came back for one request.
package struct HTTPResponse {
  /// The status code; 0 when no response arrived (see ``failure``).
  package var status: Int
  /// The final response's header fields, names lower-cased, in order.
  package var headers: [(name: String, value: String)] = []
  /// The body.
  package var body: [UInt8] = []
  /// Why no response arrived (connection refused, TLS, timeout): its
  /// kind and the transport's words; nil when one did.
  package var failure: HTTPFailure?
  /// Why the batch stopped before this request was sent, or before it was
  /// sent again (the server asks to wait too long, stopped answering, the
  /// run took too long); nil when it went out as planned.
  package var stopped: String?
  /// Whether the request had gone out before without a final answer (a
  /// gateway's 5xx, throttling, a server error under load), so that the
  /// earlier attempt may have been applied: a write refused now as
  /// already done may be this run's own.
  package var isRepeat = false

  /// A response with `status`, or none (status 0) with its `failure`.
  package init(
    status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], failure: HTTPFailure? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.failure = failure
  }

  /// The first header field named `name` (lower case).
  package func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// Whether this is a web page rather than the reply asked for (CalDAV's
  /// XML, a holiday file's JSON): an HTML body (by its type, or by how it
  /// starts), as a single sign-on login page after a session expired, a
  /// captive portal or a web application firewall answers, with 200.
  /// Never a success: a write so answered was not done.
  package var isWebPage: Bool {
    guard !body.isEmpty else { return false }
    let type = header("content-type")?.lowercased() ?? ""
    if type.hasPrefix("text/html") || type.hasPrefix("application/xhtml") { return true }
    let start = String(decoding: body.prefix(64), as: UTF8.self)
      .drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\u{FEFF}" }.lowercased()
    return start.hasPrefix("<!doctype html") || start.hasPrefix("<html")
  }
}
