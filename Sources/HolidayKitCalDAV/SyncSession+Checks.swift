import HolidayKit

extension SyncSession {
  /// Fails when the calendar holds this reminder's events under another
  /// identity (``SyncTarget/otherIdentities``: another `--calendar-name`
  /// spelling), among `names` (what the state and the server list):
  /// writing now would delete and write them again under new UIDs, or
  /// put a second alarm beside each. Nothing is written; one line says
  /// which spelling wrote them. A `--remove` run touches only its own.
  static func checkIdentity(of target: SyncTarget, names: Set<String>) throws {
    guard !target.removes, let identities = target.otherIdentities?() else { return }
    for identity in identities {
      let count = names.count { SyncPlan.isNamed($0, withSuffixIn: identity.suffixes) }
      guard count > 0 else { continue }
      throw SyncError(
        "this calendar holds \(count) event\(count == 1 ? "" : "s") of this reminder written with \(identity.spelling), another identity (the calendar's name is part of every event's UID): nothing written, so that they are neither deleted and written again nor doubled; give \(identity.spelling) as that run did, or remove them first with it"
      )
    }
  }

  /// The members of a collection and its token, as the plan wants them.
  package struct Listing {
    /// Resource name → ETag (nil: the server gave none).
    package var members: [String: String?] = [:]
    /// The collection's token as the listing saw it.
    package var token: String?
    /// That token when it is an RFC 6578 sync token, to ask what changed
    /// after the writes.
    package var syncToken: String?
    /// Whether the server would not answer for the sync token the state
    /// saved (expired, or the collection made anew), so that every member
    /// was listed.
    package var isTokenRefused = false
  }

  /// `wanted` with each series (`--style compact`, one event from the
  /// range's first day) that an earlier run started before today made
  /// again from that day: with the default range, today moving on must
  /// not take the past occurrences off the calendar. The start is the one
  /// the state remembers (a series' ``SyncState/Entry/day``).
  package static func keepingSeriesStarts(_ wanted: [SyncPlan.Resource], state: SyncState, target: SyncTarget)
    throws -> [SyncPlan.Resource]
  {
    guard let historyBefore = target.historyBefore, let regenerate = target.regenerate else { return wanted }
    let series = Set(wanted.map(\.uid).filter { $0.hasPrefix("series-") })
    var starts: [CivilDate: Set<String>] = [:]
    for entry in state.entries.values where series.contains(entry.uid) {
      guard let start = entry.day, start < historyBefore else {
        continue
      }
      starts[start, default: []].insert(entry.uid)
    }
    var earlier: [String: SyncPlan.Resource] = [:]
    for (start, uids) in starts {
      for resource in try regenerate(start) where uids.contains(resource.uid) { earlier[resource.uid] = resource }
    }
    return wanted.map { earlier[$0.uid] ?? $0 }
  }

  /// Whether the state holds exactly the wanted events, byte for byte.
  /// Days before `historyBefore` that are not wanted are history, and
  /// left out.
  package static func matches(_ wanted: [SyncPlan.Resource], _ state: SyncState, historyBefore: CivilDate? = nil)
    -> Bool
  {
    var byUID: [String: SyncState.Entry] = [:]
    for entry in state.entries.values { byUID[entry.uid] = entry }
    let wantedUIDs = Set(wanted.map(\.uid))
    let managed = byUID.values.filter { entry in
      guard let historyBefore, !wantedUIDs.contains(entry.uid), let day = entry.day else {
        return true
      }
      return day >= historyBefore
    }
    guard wanted.count == managed.count else { return false }
    return wanted.allSatisfy { byUID[$0.uid]?.hash == $0.hash && byUID[$0.uid]?.etag != nil }
  }

  /// The path segment for a new calendar: the name in lower case when it
  /// is plain ASCII, else `workday-ics-` and a hash of it.
  package static func slug(_ name: String) -> String {
    let lower = name.lowercased()
    if !lower.isEmpty, lower.utf8.count <= 64,
      lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    {
      return lower
    }
    return "workday-ics-" + SyncPlan.hash(name).prefix(8)
  }

  /// The first of `names` (the CalDAV calendars of several calendars)
  /// that would find or make the same CalDAV calendar as an earlier one
  /// (the same ``slug(_:)``): the two indices, earlier first; nil when
  /// each has its own.
  package static func sharedCalendar(among names: [String]) -> (earlier: Int, later: Int)? {
    for (index, name) in names.enumerated() {
      if let earlier = names[..<index].firstIndex(where: { slug($0) == slug(name) }) { return (earlier, index) }
    }
    return nil
  }
}
