import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Keeps calendars' events in CalDAV calendars over a ``CalDAVClient``:
/// what one run shares between its calendars (the client, the options,
/// the account's calendars once listed, the collections already used:
/// two calendars never share one).
///
/// The requests, in order: discovery when the calendar is not known yet
/// (PROPFIND `current-user-principal` at `/.well-known/caldav` and the
/// server URL at once, PROPFIND Depth 1 of the principal's
/// `calendar-home-set`, PROPFIND Depth 1 of the home unless the principal
/// is its own home and listed its calendars, each with its tokens,
/// MKCALENDAR with ``Options/createsCalendars``); else PROPFIND Depth 0
/// of the collection's sync token or ctag, which alone ends a run with
/// nothing to do; the
/// members' ETags: after a clean run that saved a sync token, only what
/// changed since it (REPORT `sync-collection`, RFC 6578), else or when
/// the server refuses the token, PROPFIND Depth 1 of every member; one
/// batch of PUT (`If-None-Match: *` to create, `If-Match` to update) and
/// DELETE (`If-Match`); last the ETags and token to remember, again by
/// `sync-collection` when the server has sync tokens. The report carries
/// the state to save after the batch whatever happened, so that an
/// interrupted run converges on the next.
package struct SyncSession {
  /// How a run goes.
  package struct Options {
    /// Plan and say, write nothing.
    package var dryRun = false
    /// Make a calendar that is not there (MKCALENDAR).
    package var createsCalendars = false
    /// Overwrite the events a person edited instead of keeping them.
    package var replacesEdits = false
    /// Whether the run keeps several calendars of a configuration (which
    /// changes the advice when a calendar is not found).
    package var isOneOfSeveral = false

    /// The options: by default, write, find only, keep edits.
    package init(
      dryRun: Bool = false, createsCalendars: Bool = false, replacesEdits: Bool = false,
      isOneOfSeveral: Bool = false
    ) {
      self.dryRun = dryRun
      self.createsCalendars = createsCalendars
      self.replacesEdits = replacesEdits
      self.isOneOfSeveral = isOneOfSeveral
    }
  }

  /// The requests go through it.
  package var client: CalDAVClient
  /// The server URL the user gave.
  package var server: URL
  /// How the run goes.
  package var options: Options
  /// The calendar home and its calendars, found at most once per run.
  var discovered: (home: String, calendars: [CalDAVClient.Calendar])?
  /// The collections the calendars of this run went into.
  var used: Set<String> = []

  /// A run against `server` through `client`.
  package init(client: CalDAVClient, server: URL, options: Options) {
    self.client = client
    self.server = server
    self.options = options
  }

  /// The calendar home and its calendars, listed on first use.
  mutating func discover() throws -> (home: String, calendars: [CalDAVClient.Calendar]) {
    if let discovered { return discovered }
    let (home, listed) = try client.calendarHome(server: server.absoluteString)
    let found = (home, try listed ?? client.calendars(in: home))
    discovered = found
    return found
  }

  /// The members of `calendar`. After a clean run that saved a sync
  /// token, only the changes since it (RFC 6578 `sync-collection`),
  /// applied to what the state says it wrote: a clean run leaves no
  /// member of ours unknown to the state. Else, or when the server will
  /// not answer for that token, a full listing (PROPFIND Depth 1).
  func list(_ calendar: String, token: CalDAVClient.CollectionToken?, state: SyncState) throws -> Listing {
    var isTokenRefused = false
    if let known = state.token, token?.syncToken != nil {
      if let changes = try client.changes(of: calendar, since: known) {
        // A kept edit happened before the token: its ETag is not the
        // state's, and it is read again.
        var members = state.entries.mapValues { $0.kept == nil ? $0.etag : nil }
        for name in changes.removed { members[name] = nil }
        for (name, etag) in changes.changed { members[name] = .some(etag) }
        return Listing(members: members, token: changes.token, syncToken: changes.token)
      }
      isTokenRefused = true
    }
    let full = try client.members(of: calendar)
    return Listing(
      members: full.members, token: full.token, syncToken: token?.syncToken != nil ? full.token : nil,
      isTokenRefused: isTokenRefused)
  }

  /// Keeps `target`'s events in its CalDAV calendar, starting from
  /// `state` (what the state file says was written there): the report of
  /// what was done, with the state to save. A failure midway is the
  /// report's ``SyncReport/error``, after what was done before it.
  package mutating func sync(_ target: SyncTarget, state: SyncState) -> SyncReport {
    var report = SyncReport()
    report.isDryRun = options.dryRun
    let authentication = client.credentials.authentication
    authentication.start(with: state.authentication)
    do {
      try sync(target, state: state, into: &report)
    } catch {
      report.error = error
    }
    // The scheme the server asked for, for the next run: saved even when
    // nothing else changed.
    if !options.dryRun, authentication.remembered != state.authentication {
      if report.state == nil, report.error == nil { report.state = state }
      report.state?.authentication = authentication.remembered
    } else {
      report.state?.authentication = state.authentication
    }
    return report
  }

  /// The calendar's URL and token: given as a URL, remembered, or found
  /// (and made); `state` emptied when it was kept for another calendar.
  private mutating func calendar(for target: SyncTarget, state: inout SyncState, report: inout SyncReport) throws
    -> (url: String, token: CalDAVClient.CollectionToken?, isNew: Bool)
  {
    let calendarName = target.name
    if target.isURL {
      guard let url = URL(string: calendarName), CalDAVClient.isAllowed(url) else {
        throw SyncError("\(calendarName): not an HTTPS URL (http:// only to this machine)")
      }
      let calendarURL = calendarName.hasSuffix("/") ? calendarName : calendarName + "/"
      if let host = url.host { client.trust(host) }
      let token = try client.token(of: calendarURL)
      guard token != nil else { throw SyncError("no calendar at \(calendarURL) (404)") }
      return (calendarURL, token, false)
    }
    // A calendar gone from the URL the state remembers (404) lost what it
    // held, even if one of its name is found there again.
    var isGone = false
    if let remembered = state.calendar, !used.contains(remembered) {
      if let found = try client.token(of: remembered) { return (remembered, found, false) }
      isGone = true
    }
    let home: String
    let calendars: [CalDAVClient.Calendar]
    do {
      (home, calendars) = try discover()
    } catch {
      // What discovery noted (a redirect not followed) explains the
      // failure: said before it.
      for note in client.notes { report.lines.append(.failed(note)) }
      client.notes = []
      throw error
    }
    for note in client.notes { report.lines.append(.done(note)) }
    client.notes = []
    let unused = calendars.filter { !used.contains($0.url) }
    var found: (url: String, token: CalDAVClient.CollectionToken?, isNew: Bool)
    if let match = unused.first(where: { $0.name == calendarName })
      ?? unused.first(where: { URL(string: $0.url)?.lastPathComponent == calendarName })
    {
      // The tokens the list gave, else asked.
      found = (match.url, try match.token ?? client.token(of: match.url), false)
    } else if options.createsCalendars {
      let calendarURL =
        (CalDAVClient.resolve(Self.slug(calendarName) + "/", against: home.hasSuffix("/") ? home : home + "/"))
        ?? home
      found = (calendarURL, nil, true)
      if !options.dryRun, try !client.makeCalendar(calendarURL, name: calendarName, color: target.color) {
        // Made meanwhile (another run of the same first sync): listed
        // again and used, if it is a calendar of that name.
        discovered = nil
        let again = try discover().calendars.filter { !used.contains($0.url) }
        guard
          let made = again.first(where: { $0.url == calendarURL && ($0.name == nil || $0.name == calendarName) })
            ?? again.first(where: { $0.name == calendarName })
        else {
          throw SyncError(
            "MKCALENDAR \(calendarURL): something that is not a calendar named '\(calendarName)' exists there already")
        }
        report.lines.append(.done("note: calendar \(calendarName) was made meanwhile (\(made.url)); using it"))
        found = (made.url, try client.token(of: made.url), false)
      } else {
        if !options.dryRun { discovered?.calendars.append(CalDAVClient.Calendar(url: calendarURL, name: calendarName)) }
        report.madeCalendar = true
        report.lines.append(.done("+ calendar \(calendarName) (\(calendarURL))"))
      }
    } else {
      let names = calendars.compactMap { $0.name ?? URL(string: $0.url)?.lastPathComponent }
      throw SyncError(
        "no calendar named '\(calendarName)' in \(home)\(names.isEmpty ? "" : " (there are: " + names.joined(separator: ", ") + ")")",
        remedy: .makeOrNameCalendar(isOneOfSeveral: options.isOneOfSeveral)
      )
    }
    // A calendar made now, or found after the remembered one was gone,
    // holds nothing the state knows: none of its events was deleted on
    // another device, and every one is written.
    if state.calendar != found.url || found.isNew || isGone {
      if isGone, state.calendar == found.url, !state.entries.isEmpty, !found.isNew {
        report.lines.append(.done(Self.madeAnew(found.url)))
      }
      state = SyncState()
    }
    return found
  }

  /// The note that the calendar at `url` lost what the state knows of it.
  private static func madeAnew(_ url: String) -> String {
    "note: \(url) was made anew since the last run; every event is written again"
  }

  /// ``sync(_:state:)``, adding to `report` as it goes.
  private mutating func sync(_ target: SyncTarget, state: SyncState, into report: inout SyncReport) throws {
    func say(_ line: String) { report.lines.append(.done(line)) }
    var state = state
    let dryRun = options.dryRun
    let (calendarURL, token, isNew) = try calendar(for: target, state: &state, report: &report)
    guard !used.contains(calendarURL) else {
      throw SyncError(
        "\(calendarURL) already holds another calendar of this configuration; give each calendar its own \"name\"")
    }
    used.insert(calendarURL)
    report.calendar = calendarURL
    state.calendar = calendarURL
    // This run's events; the others' are kept as they are, and written back.
    let (own, splitOthers) = state.split(
      owner: target.owner, isNamedAsOurs: target.isNamedAsOurs, wanted: Set(target.wanted.map(\.name)))
    state = own
    let wanted = try Self.keepingSeriesStarts(target.wanted, state: state, target: target)

    // Nothing changed here or there: one request said so. (`--remove`
    // with nothing to remove looks, to say what it found.)
    // The edits a run kept leave the token saved: they are said again,
    // from the state, unless this run replaces them.
    let keptBefore = state.entries.values.flatMap(\.keptLines).sorted { $0.label < $1.label }
    if let known = state.token, token?.value == known, !dryRun,
      Self.matches(wanted, state, historyBefore: target.historyBefore),
      !(target.removes && state.entries.isEmpty), !(options.replacesEdits && !keptBefore.isEmpty)
    {
      report.isUpToDate = true
      report.kept = keptBefore
      // What the server holds: the wanted events but those deleted there.
      let held = wanted.count - keptBefore.count { $0.reason == .deleted }
      report.unchanged = wanted.count - Set(state.entries.values.filter { $0.kept != nil }.map(\.name)).count
      for (label, reason) in keptBefore { say("! kept user edit \(label) (\(reason.reason))") }
      say(
        "up to date: \(held) event\(held == 1 ? "" : "s"), nothing written\(keptBefore.isEmpty ? "" : ", \(keptBefore.count) kept user edit\(keptBefore.count == 1 ? "" : "s")")"
      )
      return
    }
    var isFirstRun = state.entries.isEmpty

    let listing = isNew ? Listing() : try list(calendarURL, token: token, state: state)
    // The server refused the token, and the collection holds none of
    // what sync wrote there: it was deleted and made again at the same
    // URL (by another client). What the state knows is gone with it.
    let isMadeAnew =
      listing.isTokenRefused && (!state.entries.isEmpty || !splitOthers.isEmpty)
      && state.entries.keys.allSatisfy { listing.members[$0] == nil }
      && splitOthers.keys.allSatisfy { listing.members[$0] == nil }
    if isMadeAnew {
      say(Self.madeAnew(calendarURL))
      state.entries = [:]
      isFirstRun = true
    }
    let others = isMadeAnew ? [:] : splitOthers
    try Self.checkIdentity(of: target, names: Set(state.entries.keys).union(listing.members.keys))
    // The data of the members whose ETag alone cannot tell.
    let isOurs = { (name: String) in others[name] == nil && target.isNamedAsOurs(name) }
    var members = listing.members
    var fetched: [String: String] = [:]
    let toFetch = SyncPlan.namesToFetch(
      wanted: wanted, state: state, server: members, historyBefore: target.historyBefore, isOurs: isOurs,
      isOthers: { others[$0] != nil })
    let read = try client.calendarData(of: calendarURL, names: toFetch)
    // Deleted by another client since the listing: gone, not edited.
    for name in read.missing { members[name] = nil }
    for (name, item) in read.events where members.keys.contains(name) {
      fetched[name] = item.text
      if let etag = item.etag { members[name] = .some(etag) }
    }
    let plan = SyncPlan(
      wanted: wanted, state: state, server: members, fetched: fetched, replacesEdits: options.replacesEdits,
      historyBefore: target.historyBefore, lineage: target.removes ? nil : target.lineage, isOurs: isOurs)
    report.notes = SyncReport.notes(for: target, isFirstRun: isFirstRun, plan: plan, others: others)
    report.unchanged = plan.unchanged
    if let conflict = plan.conflicts.first {
      let count = plan.conflicts.count
      throw SyncError(
        "this calendar holds \(count) event\(count == 1 ? "" : "s") that another machine's sync wrote from the same data with other options (\(conflict.label): \(conflict.difference)): nothing written, so that the two never rewrite each other",
        remedy: .sameOptionsOrReplace)
    }
    report.heldBack = plan.heldBack
    if dryRun {
      let totals = plan.totals
      report.created = totals.create
      report.updated = totals.update
      report.deleted = totals.delete
      report.kept = plan.steps.compactMap { step in
        if case .kept(_, let label, let reason) = step { (label, reason) } else { nil }
      }
      for line in plan.lines { say(line) }
      say(
        "plan: \(totals.create) to create, \(totals.update) to update, \(totals.delete) to delete, \(totals.kept) kept user edit\(totals.kept == 1 ? "" : "s"), \(plan.unchanged) unchanged (dry run: nothing written)"
      )
      return
    }
    for name in plan.forgotten { state.entries[name] = nil }
    for entry in plan.adopted { state.entries[entry.name] = entry }
    do {
      try write(
        plan, listing: listing, target: target, calendarURL: calendarURL, others: others, state: &state,
        report: &report)
    } catch {
      // Whatever the batch did is remembered.
      report.state = SyncState.joined(state, owner: target.owner, others: others)
      throw error
    }
  }

  /// The batch of the plan's PUTs and DELETEs, then what the server holds
  /// now: the counts, lines and state of `report`.
  private func write(
    _ plan: SyncPlan, listing: Listing, target: SyncTarget, calendarURL: String, others: [String: SyncState.Entry],
    state: inout SyncState, report: inout SyncReport
  ) throws {
    func say(_ line: String) { report.lines.append(.done(line)) }
    let isOurs = { (name: String) in others[name] == nil && target.isNamedAsOurs(name) }
    var wrote = false
    report.kept = plan.steps.compactMap { step in
      if case .kept(_, let label, let reason) = step { (label, reason) } else { nil }
    }
    var steps = plan.steps.filter { if case .kept = $0 { false } else { true } }
    // Writes the server answered without an ETag: done only if the
    // listing after the batch shows them (the index of their line).
    var unconfirmed: [String: (line: Int, step: SyncPlan.Step)] = [:]
    // Two rounds at most: the plan, then the creates a server refused
    // because another resource holds the UID (RFC 4791 no-uid-conflict),
    // taken over there.
    for round in 0..<2 where !steps.isEmpty {
      let requests = steps.map { Self.request(for: $0, in: calendarURL) }
      let responses = try client.send(requests)
      var conflicts: [(resource: SyncPlan.Resource, holder: String?, line: String)] = []
      // Requests the batch stopped before (throttling past the budget, a
      // server that stopped answering): one line for them all.
      var stopped: [(reason: String, count: Int)] = []
      // The server's copies of the writes refused with 412, read at once.
      let refusedCopies = Self.copies(refusedIn: zip(steps, responses), on: client, in: calendarURL)
      for (step, response) in zip(steps, responses) {
        if let reason = response.stopped {
          report.failed += 1
          if let last = stopped.indices.last, stopped[last].reason == reason {
            stopped[last].count += 1
          } else {
            stopped.append((reason, 1))
          }
          continue
        }
        var (isDone, line) = Self.record(step, response, in: &state)
        // A write refused as changed meanwhile (412) may be this run's own:
        // the server applied it and the reply was lost (a 504, a cut
        // connection), and the retry found it done. The server's copy
        // tells: the same meaning is there, recorded. A create so found
        // is no creation of this run's (another run of the same first
        // sync made it): unchanged, not created.
        if !isDone, let written = Self.ownWrite(step, response, among: refusedCopies) {
          (isDone, line) = Self.record(step, written, in: &state)
          if isDone, !response.isRepeat, case .create = step {
            report.unchanged += 1
            continue
          }
        }
        if isDone {
          wrote = true
          switch step {
          case .create: report.created += 1
          case .update: report.updated += 1
          case .delete, .deleteAgain: report.deleted += 1
          case .kept: break
          }
          switch step {
          case .create(let resource), .update(let resource, _):
            if response.header("etag") == nil {
              unconfirmed[resource.name] = (report.lines.count, step)
            } else {
              unconfirmed[resource.name] = nil
            }
          default: break
          }
          say(line)
        } else if round == 0, case .create(let resource) = step,
          case (true, let holder) = CalDAVClient.uidConflict(in: response)
        {
          conflicts.append((resource, holder, line))
        } else {
          report.failed += 1
          report.lines.append(.failed(line))
        }
      }
      for (reason, count) in stopped {
        report.lines.append(.failed("\(count) change\(count == 1 ? "" : "s") not made: \(reason)"))
      }
      guard !conflicts.isEmpty else { break }
      // Where the UIDs are: the member the server named, else the one
      // that holds it among those this run does not know.
      var holders = Set(conflicts.compactMap(\.holder))
      if conflicts.contains(where: { $0.holder == nil }), let now = try? client.members(of: calendarURL) {
        holders.formUnion(
          now.members.keys.filter { state.entries[$0] == nil && others[$0] == nil && !isOurs($0) })
      }
      let found = try client.calendarData(of: calendarURL, names: holders.sorted()).events
      let retry = SyncPlan(
        wanted: conflicts.map(\.resource), state: SyncState(),
        server: found.mapValues(\.etag),
        fetched: found.mapValues(\.text), replacesEdits: options.replacesEdits, lineage: target.lineage,
        isOurs: { _ in false })
      for entry in retry.adopted { state.entries[entry.name] = entry }
      steps = []
      for step in retry.steps {
        switch step {
        case .update: steps.append(step)
        case .kept(_, let label, let reason): report.kept.append((label, reason))
        case .create(let resource):
          // Still nowhere to be found: the refusal stands.
          report.failed += 1
          report.lines.append(.failed(conflicts.first { $0.resource == resource }?.line ?? resource.label))
        case .delete, .deleteAgain: break
        }
      }
    }
    for (label, reason) in report.kept {
      say("! kept user edit \(label) (\(reason.reason))")
    }
    // Which events are left as another device made them, for the runs
    // that the token alone tells nothing changed since; a deletion
    // stays remembered after it is made again.
    for name in state.entries.keys {
      state.entries[name]?.kept = nil
      state.entries[name]?.keptLabels = []
    }
    for step in plan.steps {
      switch step {
      case .kept(let name, let label, let reason):
        state.entries[name]?.kept = reason
        if reason != .deleted { state.entries[name]?.keptLabels.append(label) }
      case .deleteAgain(let entry, _):
        if state.entries[entry.name] != nil { state.entries[entry.name]?.kept = .deleted }
      default: break
      }
    }
    report.state = SyncState.joined(state, owner: target.owner, others: others)

    // What the server holds now: the ETags a server did not send with a
    // PUT, and the token to compare with next time (what changed since
    // the listing's sync token; else the token alone when every write
    // brought its ETag; else every member).
    var after = listing.token
    var listed: Set<String>?
    if wrote {
      after = nil
      if let since = listing.syncToken, let changes = try? client.changes(of: calendarURL, since: since) {
        listed = Set(changes.changed.keys)
        // Only what changed since the listing: our own writes, and
        // anything another device did meanwhile, which leaves the token
        // unsaved so that the next run looks at everything again.
        var meanwhile =
          !changes.removed.isDisjoint(with: state.entries.keys)
          || !changes.removed.isDisjoint(with: others.keys)
        for (name, etag) in changes.changed {
          if let entry = others[name], entry.etag != etag { meanwhile = true }
          guard let entry = state.entries[name] else { continue }
          if entry.etag == nil {
            state.entries[name]?.etag = etag
          } else if entry.etag != etag {
            meanwhile = true
          }
        }
        after = meanwhile ? nil : changes.token
      } else if unconfirmed.isEmpty, state.entries.values.allSatisfy({ $0.etag != nil }) {
        // Every write brought its ETag: the token alone (Depth 0), not a
        // listing of every member, which a server answers more slowly
        // the more events the calendar holds.
        after = (try? client.token(of: calendarURL))?.value
      } else if let now = try? client.members(of: calendarURL) {
        listed = Set(now.members.keys)
        after = now.token
        for (name, entry) in state.entries where entry.etag == nil {
          state.entries[name]?.etag = now.members[name] ?? nil
        }
      }
    }
    // A write answered without an ETag that the listing does not show
    // was not done (a proxy or a firewall answered for the server): not
    // counted, not remembered, written again next time. Without a
    // listing, the entry keeps no ETag, which says the same to the next
    // run.
    if let listed {
      for (name, written) in unconfirmed where !listed.contains(name) {
        state.entries[name] = nil
        report.failed += 1
        if case .create = written.step { report.created -= 1 } else { report.updated -= 1 }
        report.lines[written.line] = .failed(
          "\(written.step.verb) \(written.step.label): the server answered without an ETag and does not list the event afterwards, so it was not written; run sync again"
        )
      }
    }
    // Kept edits are known differences: the token is still good, so the
    // next run is one request. Days held back for a newer notice are
    // not: the next run looks again.
    state.token = report.failed == 0 && plan.heldBack.isEmpty ? after : nil
    report.state = SyncState.joined(state, owner: target.owner, others: others)
    say(
      "synced: \(report.created) created, \(report.updated) updated, \(report.deleted) deleted, \(report.kept.count) kept user edit\(report.kept.count == 1 ? "" : "s"), \(report.unchanged) unchanged\(report.failed > 0 ? ", \(report.failed) failed" : "")"
    )
  }
}
