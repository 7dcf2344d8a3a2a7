import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A transport that shows its requests on a ``ProgressLine`` while they
/// are in flight, then hands them to the transport it wraps: each batch
/// as `writing events 137/248, waiting for caldav.icloud.com`, a single
/// request as `downloading, waiting for cdn.jsdelivr.net`, a wait the
/// server asked for as `waiting 30 s, as the server asks`. Without a line
/// (not a terminal, `-q`) it is the wrapped transport alone.
struct ProgressTransport: HTTPTransport {
  /// The transport that sends.
  var base: any HTTPTransport
  /// Where progress is shown; nil for none.
  var line: ProgressLine?

  func send(_ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool) throws(SyncError)
    -> [HTTPResponse?]
  {
    guard let line, !requests.isEmpty else { return try base.send(requests, together: together, received: received) }
    let activity = Self.activity(requests)
    let host = URL(string: requests[0].url)?.host ?? requests[0].url
    func show(_ done: Int) {
      let count = requests.count == 1 ? "" : " \(done)/\(requests.count)"
      line.show("\(activity)\(count), waiting for \(host)")
    }
    show(0)
    defer { line.clear() }
    var done = 0
    return try base.send(requests, together: together) { position, response in
      done += 1
      show(done)
      return received(position, response)
    }
  }

  func wait(seconds: Int) {
    line?.show("waiting \(seconds) s, as the server asks")
    defer { line?.clear() }
    base.wait(seconds: seconds)
  }

  var now: Double { base.now }

  /// What a batch does, in words, by its requests' method.
  static func activity(_ requests: [HTTPRequest]) -> String {
    let methods = Set(requests.map(\.method))
    guard methods.count == 1, let method = methods.first else { return "sending requests" }
    switch method {
    case "PUT": return "writing events"
    case "DELETE": return "removing events"
    case "REPORT": return "reading the calendar"
    case "PROPFIND": return "asking the server"
    case "MKCALENDAR", "MKCOL": return "making the calendar"
    case "PROPPATCH": return "naming the calendar"
    case "GET": return "downloading"
    default: return "sending \(method) requests"
    }
  }
}
