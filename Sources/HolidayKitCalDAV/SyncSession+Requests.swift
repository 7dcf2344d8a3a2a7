import HolidayKit

extension SyncSession {
  /// The PUT or DELETE of a step.
  package static func request(for step: SyncPlan.Step, in calendar: String) -> HTTPRequest {
    func put(_ resource: SyncPlan.Resource, _ condition: (String, String)) -> HTTPRequest {
      HTTPRequest(
        method: "PUT", url: calendar + CalDAVClient.encodedName(resource.name),
        headers: [("Content-Type", "text/calendar; charset=utf-8"), condition], body: Array(resource.sentBody.utf8))
    }
    switch step {
    case .create(let resource): return put(resource, ("If-None-Match", "*"))
    case .update(let resource, let etag):
      return etag == "*" ? put(resource, ("If-Match", "*")) : put(resource, ("If-Match", etag))
    case .delete(let entry, let etag), .deleteAgain(let entry, let etag):
      return HTTPRequest(
        method: "DELETE", url: calendar + CalDAVClient.encodedName(entry.name), headers: [("If-Match", etag)])
    case .kept(let name, _, _):
      return HTTPRequest(method: "HEAD", url: calendar + name)
    }
  }

  /// The server's copies of the events whose PUT `pairs` were refused
  /// with 412 (not a UID conflict), read in one go; none when there are
  /// none or they cannot be read.
  static func copies(
    refusedIn pairs: some Sequence<(SyncPlan.Step, HTTPResponse)>, on client: CalDAVClient, in calendar: String
  ) -> [String: (etag: String?, text: String)] {
    let names = pairs.compactMap { step, response -> String? in
      guard response.status == 412, !CalDAVClient.uidConflict(in: response).isConflict else { return nil }
      switch step {
      case .create(let resource), .update(let resource, _): return resource.name
      case .delete, .deleteAgain, .kept: return nil
      }
    }
    guard !names.isEmpty else { return [:] }
    return (try? client.calendarData(of: calendar, names: names).events) ?? [:]
  }

  /// A success for `step`, refused with 412 in `response`, when the
  /// server already holds what it writes (among `copies`, with the same
  /// meaning by ``EventMeaning/fingerprint(of:)``): a 201 with the ETag
  /// the server gives now. Nil when it holds something else or nothing.
  static func ownWrite(
    _ step: SyncPlan.Step, _ response: HTTPResponse, among copies: [String: (etag: String?, text: String)]
  ) -> HTTPResponse? {
    guard response.status == 412, !CalDAVClient.uidConflict(in: response).isConflict else { return nil }
    switch step {
    case .create(let resource), .update(let resource, _):
      guard let found = copies[resource.name],
        EventMeaning.fingerprint(of: found.text) == EventMeaning.fingerprint(of: resource.body)
      else { return nil }
      return HTTPResponse(status: 201, headers: found.etag.map { [("etag", $0)] } ?? [])
    case .delete, .deleteAgain, .kept: return nil
    }
  }

  /// Records what `response` says of `step` in `state`: whether it was
  /// done, and the line to print (on stdout if done, else on stderr).
  package static func record(_ step: SyncPlan.Step, _ response: HTTPResponse, in state: inout SyncState) -> (
    Bool, String
  ) {
    let etag = response.header("etag")
    let (what, label) = (step.verb, step.label)
    func failure() -> String {
      let conflict = CalDAVClient.uidConflict(in: response)
      if conflict.isConflict {
        // RFC 4791 no-uid-conflict, as Radicale (409) and Xandikos (412) say it.
        return
          "\(what) \(label): the server refused it (\(response.status)): another resource\(conflict.holder.map { " (\($0))" } ?? "") holds the same UID, and sync finds none in this calendar (some servers keep UIDs unique across all of an account's calendars)"
      }
      switch response.status {
      case 0: return "\(what) \(label): \(response.failure?.message ?? "no reply"); run sync again"
      case 412: return "\(what) \(label): changed on the server meanwhile (412); run sync again"
      case 409:
        return
          "\(what) \(label): the server refused it (409\(CalDAVClient.detail(response))): another resource holds the same UID"
      default: return "\(what) \(label): the server answered \(response.status)\(CalDAVClient.detail(response))"
      }
    }
    if (200..<300).contains(response.status), response.isWebPage {
      // A login or firewall page: the request never reached CalDAV.
      return (false, "\(what) \(label): \(CalDAVClient.webPageAnswer(response)); run sync again once it answers")
    }
    switch step {
    case .create(let resource), .update(let resource, _):
      guard (200..<300).contains(response.status) else { return (false, failure()) }
      state.entries[resource.name] = SyncState.Entry(
        name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label,
        fingerprint: EventMeaning.fingerprint(of: resource.body), day: resource.day, title: resource.title)
      let done = if case .create = step { "+ created" } else { "~ updated" }
      return (true, "\(done) \(resource.label)\(SyncPlan.takenOver(resource))")
    case .delete(let entry, _):
      guard (200..<300).contains(response.status) || response.status == 404 else {
        return (false, failure())
      }
      state.entries[entry.name] = nil
      return (true, "- deleted \(entry.label)")
    case .deleteAgain(let entry, _):
      guard (200..<300).contains(response.status) || response.status == 404 else {
        return (false, failure())
      }
      // Still remembered as deleted, with the ETag sync last wrote.
      var deleted = entry
      deleted.kept = .deleted
      state.entries[entry.name] = deleted
      return (true, "- deleted \(entry.label)\(SyncPlan.deletedAgain)")
    case .kept(_, let label, _):
      return (true, label)
    }
  }
}
