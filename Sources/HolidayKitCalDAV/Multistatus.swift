import HolidayKit

/// A WebDAV `207 Multi-Status` reply (RFC 4918 §13): one response per
/// resource, each with the properties the server found for it.
package struct Multistatus: Equatable {
  /// One `<D:response>`.
  package struct Response: Equatable {
    /// The resource's `<D:href>`, as the server wrote it (percent-encoded,
    /// usually an absolute path).
    package var href: String
    /// The response-level status code (RFC 6578 reports a removed member
    /// as a response with 404 and no properties); nil when absent.
    package var status: Int?
    /// The properties of every `<D:propstat>` whose status is 2xx.
    var properties: [DAVXML] = []

    /// The property named `name` in `namespace`, if found.
    package func property(_ namespace: String, _ name: String) -> DAVXML? {
      properties.first { $0.namespace == namespace && $0.name == name }
    }

    /// A property's trimmed text, nil when absent or empty.
    package func text(_ namespace: String, _ name: String) -> String? {
      guard let text = property(namespace, name)?.trimmedText, !text.isEmpty else { return nil }
      return text
    }

    /// The `<D:href>` inside a property such as `current-user-principal`
    /// or `calendar-home-set`.
    package func href(in namespace: String, _ name: String) -> String? {
      guard let text = property(namespace, name)?.child(DAVXML.dav, "href")?.trimmedText, !text.isEmpty else {
        return nil
      }
      return text
    }

    /// `getetag`, quotes and any weak marker kept as sent.
    package var etag: String? { text(DAVXML.dav, "getetag") }
    /// CalendarServer's `getctag`, which changes whenever a member does.
    package var ctag: String? { text(DAVXML.calendarServer, "getctag") }
    /// RFC 6578's `sync-token`.
    package var syncToken: String? { text(DAVXML.dav, "sync-token") }
    /// `displayname`.
    package var displayName: String? { text(DAVXML.dav, "displayname") }
    /// Whether `resourcetype` says a calendar collection (RFC 4791 §4.2).
    package var isCalendar: Bool {
      property(DAVXML.dav, "resourcetype")?.child(DAVXML.caldav, "calendar") != nil
    }
    /// Whether `resourcetype` says a collection.
    package var isCollection: Bool {
      property(DAVXML.dav, "resourcetype")?.child(DAVXML.dav, "collection") != nil
    }
  }

  /// The responses, in the server's order.
  package var responses: [Response]
  /// The `<D:sync-token>` of the multistatus itself: the collection's new
  /// token in a reply to an RFC 6578 `sync-collection` report.
  package var syncToken: String?

  /// Reads a multistatus body.
  ///
  /// - Throws: ``DAVXML/SyntaxError`` for malformed XML, or when the root
  ///   is not `<D:multistatus>`.
  package init(_ bytes: [UInt8]) throws(DAVXML.SyntaxError) {
    let root = try DAVXML.parse(bytes)
    guard root.namespace == DAVXML.dav, root.name == "multistatus" else {
      throw DAVXML.SyntaxError(offset: 0, reason: "expected a DAV: multistatus, found <\(root.name)>")
    }
    syncToken = root.child(DAVXML.dav, "sync-token")?.trimmedText
    if syncToken?.isEmpty == true { syncToken = nil }
    responses = root.children(DAVXML.dav, "response").compactMap { element in
      guard let href = element.child(DAVXML.dav, "href")?.trimmedText, !href.isEmpty else { return nil }
      var response = Response(href: href, status: element.child(DAVXML.dav, "status").flatMap(Self.code))
      for propstat in element.children(DAVXML.dav, "propstat") {
        guard let code = propstat.child(DAVXML.dav, "status").flatMap(Self.code), (200..<300).contains(code),
          let prop = propstat.child(DAVXML.dav, "prop")
        else { continue }
        response.properties += prop.children
      }
      return response
    }
  }

  /// The code of a status line such as `HTTP/1.1 200 OK`.
  static func code(_ status: DAVXML) -> Int? {
    let words = status.trimmedText.split(separator: " ")
    guard words.count >= 2 else { return nil }
    return Int(words[1])
  }
}
