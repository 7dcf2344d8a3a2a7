import HolidayKit
import HolidayKitICalendar
import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `workday-ics sync`: the calendar `generate` would write, kept in a
/// CalDAV calendar (iCloud, Nextcloud, Fastmail, Radicale), one resource
/// per event.
///
/// The requests, in order: discovery when the calendar is not known yet
/// (PROPFIND `current-user-principal` at `/.well-known/caldav`, PROPFIND
/// `calendar-home-set`, PROPFIND Depth 1 of the home, MKCALENDAR with
/// `--create-calendar`); PROPFIND Depth 0 of the collection's sync token
/// or ctag, which alone ends a run with nothing to do; the members' ETags:
/// after a clean run that saved a sync token, only what changed since it
/// (REPORT `sync-collection`, RFC 6578), else or when the server refuses
/// the token, PROPFIND Depth 1 of every member; one batch of PUT
/// (`If-None-Match: *` to create, `If-Match` to update) and DELETE
/// (`If-Match`); last the ETags and token to remember, again by
/// `sync-collection` when the server has sync tokens. The state is saved after the batch
/// whatever happened, so an interrupted run converges on the next.
///
/// A configuration of several calendars puts each in the CalDAV calendar
/// of its name with a state file of its own, one after the other; the
/// discovery is done once for them all.
enum SyncCommand {
  static let specs =
    GenerateCommand.specs.filter { $0.name != "--output" } + [
      OptionSpec(name: "--server", takesValue: true),
      OptionSpec(name: "--user", takesValue: true),
      OptionSpec(name: "--calendar", takesValue: true),
      OptionSpec(name: "--create-calendar", takesValue: false),
      OptionSpec(name: "--password-command", takesValue: true),
      OptionSpec(name: "--password-env", takesValue: true),
      OptionSpec(name: "--ca-file", takesValue: true),
      OptionSpec(name: "--replace-edits", takesValue: false),
      OptionSpec(name: "--dry-run", takesValue: false),
      OptionSpec(name: "--remove", takesValue: false),
      OptionSpec(name: "--state", takesValue: true),
    ]

  static func run(_ arguments: Arguments) throws -> Int32 {
    _ = try arguments.operands("sync", atMost: 0)
    guard let serverText = arguments.value("--server") else {
      throw UsageError(message: "--server URL is required, such as https://caldav.icloud.com/")
    }
    guard let server = URL(string: serverText), server.host != nil,
      ["http", "https"].contains(server.scheme?.lowercased() ?? "")
    else {
      throw UsageError(
        message: "invalid --server '\(serverText)': expected a URL such as https://caldav.fastmail.com/dav/")
    }
    guard CalDAVClient.isAllowed(server) else {
      throw UsageError(
        message:
          "--server \(serverText): plain HTTP would send the password in clear; use https:// (http:// only to this machine)"
      )
    }
    if let file = arguments.value("--ca-file") {
      var status = stat()
      guard access(file, R_OK) == 0, stat(file, &status) == 0 else {
        throw InputError(message: "cannot read --ca-file '\(file)': \(OutputFile.reason(errno))")
      }
      // The certificates sync trusts with the password: another user who
      // could change them could add their own and read it.
      try FileTrust.check(status, path: file, rule: .shared, what: "--ca-file")
    }
    let configured = try calendars(arguments)
    let several = configured.count > 1
    let names = configured.map { arguments.value("--calendar") ?? $0.document.name ?? ReminderRequest.defaultTitle }
    if several { try checkSeveral(arguments, names: names) }

    let (user, password) = try Credentials.find(
      host: server.host ?? "", user: arguments.value("--user"), command: arguments.value("--password-command"),
      variable: arguments.value("--password-env"))
    var targets: [Target] = []
    for (index, ((reminders, document, owner, history, what), name)) in zip(configured, names).enumerated() {
      let statePath =
        try arguments.value("--state")
        ?? SyncState.defaultPath(server: serverText, user: user, calendar: name)
      let resources = resources(reminders, document)
      let removes = arguments.has("--remove")
      // A configuration read from standard input cannot be read again.
      var regenerate: ((CivilDate) throws -> [SyncPlan.Resource])?
      if let history, arguments.value("--config") != "-" {
        regenerate = { from in
          let again = try calendars(arguments, from: from, to: history.to)[index]
          return SyncCommand.resources(again.reminders, again.document)
        }
      }
      targets.append(
        Target(
          name: name, color: document.color?.hex, wanted: removes ? [] : resources,
          suffixes: Set(resources.compactMap { SyncPlan.reminderSuffix(ofName: $0.name) }.map(String.init)),
          owner: owner, statePath: statePath, removes: removes,
          historyBefore: removes ? nil : history.map { $0.today.basicFormat }, what: what,
          prefix: several ? name + ": " : "",
          regenerate: regenerate))
    }
    var session = Session(
      client: CalDAVClient(
        curl: Curl(user: user, password: password, caFile: arguments.value("--ca-file")), server: server),
      server: server, dryRun: arguments.has("--dry-run"), createsCalendars: arguments.has("--create-calendar"),
      replacesEdits: arguments.has("--replace-edits"))
    var status: Int32 = 0
    for target in targets {
      do {
        status = max(status, try session.sync(target))
      } catch let error as SyncError where several && !error.isAuthentication && !error.isUnreachable {
        // One calendar's failure (a missing calendar, a server error) is
        // reported and the others are still kept.
        Terminal.error(target.prefix + error.message)
        status = 1
      }
    }
    return status
  }

  /// With several calendars, each goes into a CalDAV calendar of its own,
  /// named after it: `--calendar` and `--state` (which name one) are usage
  /// errors, and two calendars whose names would find or make the same
  /// CalDAV calendar are an input error.
  static func checkSeveral(_ arguments: Arguments, names: [String]) throws {
    for option in ["--calendar", "--state"] where arguments.has(option) {
      throw UsageError(
        message:
          "\(option) cannot be used with a configuration of several calendars: each goes into the CalDAV calendar of its name (its \"name\", else its first reminder's title), with a state file of its own"
      )
    }
    for (index, name) in names.enumerated() {
      if let earlier = names[..<index].firstIndex(where: { slug($0) == slug(name) }) {
        let file = VisibleText.excerpt(arguments.value("--config") ?? "", limit: 80)
        throw InputError(
          message:
            "\(file): calendars[\(earlier)] (\(names[earlier])) and calendars[\(index)] (\(name)) would share one CalDAV calendar; give each its own \"name\""
        )
      }
    }
  }

  /// One calendar to keep: its events, the CalDAV calendar they go in (a
  /// display name or a URL), and its state file.
  struct Target {
    var name: String
    /// The colour to make the calendar with, `#RRGGBB`.
    var color: String?
    /// The events wanted: none with `--remove`.
    var wanted: [SyncPlan.Resource]
    /// What ends the resource names of this run's reminders
    /// (`-clock-in-5d41402a_40workday-ics.ics`): a member so named that
    /// the state does not know was written by an earlier run whose state
    /// was lost, and is this run's to take over or delete.
    var suffixes: Set<String>
    /// Whose events these are (see ``SyncCommand/calendars(_:)``): the
    /// state file holds every run's events of a calendar, and a run
    /// deletes only its own.
    var owner: String
    var statePath: String
    /// Whether this is `--remove`.
    var removes = false
    /// `YYYYMMDD`: the first day of a range that starts today by default.
    /// Events of earlier days are history, never deleted because the range
    /// moved on; nil when the user chose the range (`--from`, `--year`, or
    /// in the configuration) or removes.
    var historyBefore: String?
    /// What the events are, for messages: `reminder 'Daily'`.
    var what = ""

    /// Whether `name` is named like an event of this run's reminders.
    func isNamedAsOurs(_ name: String) -> Bool {
      SyncPlan.reminderSuffix(ofName: name).map { suffixes.contains(String($0)) } ?? false
    }
    /// `NAME: ` before every line when several calendars are kept, else empty.
    var prefix: String
    /// The events made again from another first day (to the same end),
    /// when the range starts today by default: a series (`--style
    /// compact`) keeps the start an earlier run gave it.
    var regenerate: ((CivilDate) throws -> [SyncPlan.Resource])?
  }

  /// What one run shares between its calendars: the client, the options,
  /// the account's calendars once listed, and the collections already
  /// used (two calendars never share one).
  struct Session {
    var client: CalDAVClient
    var server: URL
    var dryRun: Bool
    var createsCalendars: Bool
    var replacesEdits: Bool
    /// The calendar home and its calendars, found at most once per run.
    var discovered: (home: String, calendars: [CalDAVClient.Calendar])?
    /// The collections the calendars of this run went into.
    var used: Set<String> = []

    init(client: CalDAVClient, server: URL, dryRun: Bool, createsCalendars: Bool, replacesEdits: Bool) {
      self.client = client
      self.server = server
      self.dryRun = dryRun
      self.createsCalendars = createsCalendars
      self.replacesEdits = replacesEdits
    }

    /// The calendar home and its calendars, listed on first use.
    mutating func discover() throws -> (home: String, calendars: [CalDAVClient.Calendar]) {
      if let discovered { return discovered }
      let home = try client.calendarHome(server: server.absoluteString)
      let found = (home, try client.calendars(in: home))
      discovered = found
      return found
    }

    /// The members of `calendar`. After a clean run that saved a sync
    /// token, only the changes since it (RFC 6578 `sync-collection`),
    /// applied to what the state says it wrote: a clean run leaves no
    /// member of ours unknown to the state. Else, or when the server will
    /// not answer for that token, a full listing (PROPFIND Depth 1).
    func list(_ calendar: String, token: CalDAVClient.CollectionToken?, state: SyncState) throws -> Listing {
      if let known = state.token, token?.syncToken != nil, let changes = try client.changes(of: calendar, since: known)
      {
        var members = state.entries.mapValues { $0.etag }
        for name in changes.removed { members[name] = nil }
        for (name, etag) in changes.changed { members[name] = .some(etag) }
        return Listing(members: members, token: changes.token, syncToken: changes.token)
      }
      let full = try client.members(of: calendar)
      return Listing(members: full.members, token: full.token, syncToken: token?.syncToken != nil ? full.token : nil)
    }

    /// Keeps `target`'s events in its CalDAV calendar: 0 done or nothing
    /// to do, 1 a request failed or a user edit was kept.
    mutating func sync(_ target: Target) throws -> Int32 {
      func say(_ line: String) { Terminal.print(target.prefix + line) }
      let calendarName = target.name
      var wanted = target.wanted
      let statePath = target.statePath
      // Another run of this calendar (a second cron line) waits its turn;
      // a dry run writes no state and takes no turn.
      let lock = dryRun ? nil : try SyncLock(statePath: statePath)
      defer { lock?.release() }
      var state = try SyncState.read(statePath)

      // The calendar: given as a URL, remembered, or found (and made).
      var calendarURL: String
      var isNew = false
      var token: CalDAVClient.CollectionToken?
      if calendarName.hasPrefix("https://") || calendarName.hasPrefix("http://") {
        guard let url = URL(string: calendarName), CalDAVClient.isAllowed(url) else {
          throw UsageError(message: "--calendar \(calendarName): not an HTTPS URL (http:// only to this machine)")
        }
        calendarURL = calendarName.hasSuffix("/") ? calendarName : calendarName + "/"
        if let host = url.host { client.trust(host) }
        token = try client.token(of: calendarURL)
        guard token != nil else { throw SyncError("no calendar at \(calendarURL) (404)") }
      } else if let remembered = state.calendar, !used.contains(remembered),
        let found = try client.token(of: remembered)
      {
        calendarURL = remembered
        token = found
      } else {
        let (home, calendars) = try discover()
        let unused = calendars.filter { !used.contains($0.url) }
        if let match = unused.first(where: { $0.name == calendarName })
          ?? unused.first(where: { URL(string: $0.url)?.lastPathComponent == calendarName })
        {
          calendarURL = match.url
          token = try client.token(of: calendarURL)
        } else if createsCalendars {
          calendarURL =
            (CalDAVClient.resolve(
              SyncCommand.slug(calendarName) + "/", against: home.hasSuffix("/") ? home : home + "/"))
            ?? home
          isNew = true
          if !dryRun {
            try client.makeCalendar(calendarURL, name: calendarName, color: target.color)
            discovered?.calendars.append(CalDAVClient.Calendar(url: calendarURL, name: calendarName))
          }
          say("+ calendar \(calendarName) (\(calendarURL))")
        } else {
          let names = calendars.compactMap { $0.name ?? URL(string: $0.url)?.lastPathComponent }
          throw SyncError(
            "no calendar named '\(calendarName)' in \(home)\(names.isEmpty ? "" : " (there are: " + names.joined(separator: ", ") + ")"); add --create-calendar to make it, or \(target.prefix.isEmpty ? "give --calendar NAME or URL" : "give this calendar the \"name\" of an existing one in the configuration")"
          )
        }
        if state.calendar != calendarURL { state = SyncState() }
      }
      guard !used.contains(calendarURL) else {
        throw SyncError(
          "\(calendarURL) already holds another calendar of this configuration; give each calendar its own \"name\"")
      }
      used.insert(calendarURL)
      state.calendar = calendarURL
      // This run's events; the others' are kept as they are, and written back.
      let (own, others) = state.split(
        owner: target.owner, isNamedAsOurs: target.isNamedAsOurs, wanted: Set(wanted.map(\.name)))
      state = own
      wanted = try SyncCommand.keepingSeriesStarts(wanted, state: state, target: target)
      func save() throws { try SyncState.joined(state, owner: target.owner, others: others).write(to: statePath) }

      // Nothing changed here or there: one request said so. (`--remove`
      // with nothing to remove looks, to say what it found.)
      if let known = state.token, token?.value == known, !dryRun,
        SyncCommand.matches(wanted, state, historyBefore: target.historyBefore),
        !(target.removes && state.entries.isEmpty)
      {
        say("up to date: \(wanted.count) event\(wanted.count == 1 ? "" : "s"), nothing written")
        return 0
      }
      let isFirstRun = state.entries.isEmpty

      let listing = isNew ? Listing() : try list(calendarURL, token: token, state: state)
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
        wanted: wanted, state: state, server: members, fetched: fetched, replacesEdits: replacesEdits,
        historyBefore: target.historyBefore, isOurs: isOurs)
      let totals = plan.totals
      if dryRun {
        for line in plan.lines { say(line) }
        say(
          "plan: \(totals.create) to create, \(totals.update) to update, \(totals.delete) to delete, \(totals.kept) kept user edit\(totals.kept == 1 ? "" : "s"), \(plan.unchanged) unchanged (dry run: nothing written)"
        )
        SyncCommand.notes(target, isFirstRun: isFirstRun, plan: plan, others: others, say: say)
        return totals.kept > 0 ? 1 : 0
      }
      for name in plan.forgotten { state.entries[name] = nil }
      for entry in plan.adopted { state.entries[entry.name] = entry }

      var done = (create: 0, update: 0, delete: 0)
      var failures = 0
      var wrote = false
      var kept = plan.steps.compactMap { step -> (String, String)? in
        if case .kept(_, let label, let reason) = step { (label, reason) } else { nil }
      }
      var steps = plan.steps.filter { if case .kept = $0 { false } else { true } }
      // Two rounds at most: the plan, then the creates a server refused
      // because another resource holds the UID (RFC 4791 no-uid-conflict),
      // taken over there.
      for round in 0..<2 where !steps.isEmpty {
        let requests = steps.map { SyncCommand.request(for: $0, in: calendarURL) }
        let responses: [HTTPResponse]
        do {
          responses = try client.send(requests)
        } catch {
          try save()
          throw error
        }
        var conflicts: [(resource: SyncPlan.Resource, holder: String?, line: String)] = []
        for (step, response) in zip(steps, responses) {
          let (isDone, line) = SyncCommand.record(step, response, in: &state)
          if isDone {
            wrote = true
            switch step {
            case .create: done.create += 1
            case .update: done.update += 1
            case .delete: done.delete += 1
            case .kept: break
            }
            say(line)
          } else if round == 0, case .create(let resource) = step,
            case (true, let holder) = CalDAVClient.uidConflict(in: response)
          {
            conflicts.append((resource, holder, line))
          } else {
            failures += 1
            Terminal.error(target.prefix + line)
          }
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
          fetched: found.mapValues(\.text), replacesEdits: replacesEdits, isOurs: { _ in false })
        for entry in retry.adopted { state.entries[entry.name] = entry }
        steps = []
        for step in retry.steps {
          switch step {
          case .update: steps.append(step)
          case .kept(_, let label, let reason): kept.append((label, reason))
          case .create(let resource):
            // Still nowhere to be found: the refusal stands.
            failures += 1
            Terminal.error(target.prefix + (conflicts.first { $0.resource == resource }?.line ?? resource.label))
          case .delete: break
          }
        }
      }
      for (label, reason) in kept {
        say("! kept user edit \(label) (\(reason))")
      }
      try save()

      // What the server holds now: the ETags a server did not send with a
      // PUT, and the token to compare with next time.
      var after = listing.token
      if wrote {
        after = nil
        if let since = listing.syncToken, let changes = try? client.changes(of: calendarURL, since: since) {
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
        } else if let now = try? client.members(of: calendarURL) {
          after = now.token
          for (name, entry) in state.entries where entry.etag == nil {
            state.entries[name]?.etag = now.members[name] ?? nil
          }
        }
      }
      state.token = failures == 0 && kept.isEmpty ? after : nil
      try save()
      say(
        "synced: \(done.create) created, \(done.update) updated, \(done.delete) deleted, \(kept.count) kept user edit\(kept.count == 1 ? "" : "s"), \(plan.unchanged) unchanged\(failures > 0 ? ", \(failures) failed" : "")"
      )
      SyncCommand.notes(target, isFirstRun: isFirstRun, plan: plan, others: others, say: say)
      return failures > 0 || !kept.isEmpty ? 1 : 0
    }
  }

  /// The members of a collection and its token, as the plan wants them.
  struct Listing {
    /// Resource name → ETag (nil: the server gave none).
    var members: [String: String?] = [:]
    /// The collection's token as the listing saw it.
    var token: String?
    /// That token when it is an RFC 6578 sync token, to ask what changed
    /// after the writes.
    var syncToken: String?
  }

  /// The calendars `generate` would write with these options: one, or
  /// every calendar of `--config`, in order.
  ///
  /// Each comes with its owner, what the state is kept for, so that runs
  /// of different reminders into one CalDAV calendar never delete each
  /// other's events: the reminder's identifier on the command line (a
  /// changed time or alarm is the same reminder; a new title, a new one),
  /// the configuration file and the calendar's name with `--config` (a
  /// reminder taken out of the file is then deleted).
  ///
  /// Each comes with the first day of its range when that is today by
  /// default (no `--from` or `--year`, here or in the configuration): the
  /// days before it are history (see ``Target/historyBefore``).
  static func calendars(_ arguments: Arguments) throws -> [(
    reminders: ReminderCalendar, document: ICalendarDocument, owner: String,
    history: (today: CivilDate, to: CivilDate?)?, what: String
  )] {
    func history(_ range: CalendarOptions) -> (today: CivilDate, to: CivilDate?)? {
      range.years == nil && range.from == nil ? (range.today, range.to) : nil
    }
    guard let path = arguments.value("--config") else {
      let (reminders, document, range, reminder) = try GenerateCommand.calendar(arguments)
      return [
        (reminders, document, "reminder " + reminder.identifier, history(range), "reminder '\(reminder.title)'")
      ]
    }
    let (calendars, range, _, _) = try ConfiguredGeneration.calendars(
      arguments, configuration: path, checkingOutputs: false)
    let file = path == "-" ? "-" : URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    return calendars.map {
      (
        $0.reminders, $0.document, "configuration \(file)\n\($0.document.name ?? "")", history(range),
        "calendar '\($0.document.name ?? "")' of \(path)"
      )
    }
  }

  /// The calendars of ``calendars(_:)`` from `from` instead of today, to
  /// `to` (the configuration's, else the end of the data), without
  /// warning again.
  static func calendars(_ arguments: Arguments, from: CivilDate, to: CivilDate?) throws -> [(
    reminders: ReminderCalendar, document: ICalendarDocument, owner: String,
    history: (today: CivilDate, to: CivilDate?)?, what: String
  )] {
    var again = arguments.adding("--from", value: from.iso8601)
    if let to { again = again.adding("--to", value: to.iso8601) }
    return try Terminal.withoutWarnings { try calendars(again) }
  }

  /// `wanted` with each series (`--style compact`, one event from the
  /// range's first day) that an earlier run started before today made
  /// again from that day: with the default range, today moving on must
  /// not take the past occurrences off the calendar. The start is the one
  /// the state remembers (a series' label starts with its first day).
  static func keepingSeriesStarts(_ wanted: [SyncPlan.Resource], state: SyncState, target: Target) throws
    -> [SyncPlan.Resource]
  {
    guard let historyBefore = target.historyBefore, let regenerate = target.regenerate else { return wanted }
    let series = Set(wanted.map(\.uid).filter { $0.hasPrefix("series-") })
    var starts: [CivilDate: Set<String>] = [:]
    for entry in state.entries.values where series.contains(entry.uid) {
      guard let start = CivilDate(iso8601: entry.label.prefix(10)), start.basicFormat < historyBefore else {
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

  /// What a run says besides its steps: `--remove` that found nothing of
  /// its reminder, and on the first run of a reminder from the command
  /// line, the events of other such reminders the calendar still holds
  /// (a title renamed leaves the old title's events, which are another
  /// reminder's).
  static func notes(
    _ target: Target, isFirstRun: Bool, plan: SyncPlan, others: [String: SyncState.Entry], say: (String) -> Void
  ) {
    guard isFirstRun, target.owner.hasPrefix("reminder ") || target.removes else { return }
    var reminders: [String: [SyncState.Entry]] = [:]
    for entry in others.values where entry.owner?.hasPrefix("reminder ") == true {
      reminders[entry.owner ?? "", default: []].append(entry)
    }
    let found = reminders.sorted { $0.key < $1.key }.map { owner, entries in
      let days = entries.compactMap { SyncPlan.day(of: $0.uid) }.sorted()
      let title = entries.map { Self.title(ofLabel: $0.label) }.min() ?? ""
      return (identifier: String(owner.dropFirst("reminder ".count)), title: title, count: entries.count, days: days)
    }
    if target.removes {
      guard plan.steps.isEmpty else { return }
      let titles = found.map { "'\($0.title)'" }.joined(separator: ", ")
      say(
        "nothing of \(target.what) found in this calendar: no event it wrote, nothing to remove\(found.isEmpty ? "" : " (sync wrote events of: \(titles))")"
      )
      return
    }
    guard plan.steps.contains(where: { if case .create = $0 { true } else { false } }) else { return }
    for reminder in found {
      let span =
        reminder.days.first.map { first in
          let last = reminder.days.last ?? first
          func dashed(_ day: String) -> String {
            "\(day.prefix(4))-\(day.dropFirst(4).prefix(2))-\(day.dropFirst(6))"
          }
          return first == last ? " (\(dashed(first)))" : " (\(dashed(first)) to \(dashed(last)))"
        } ?? ""
      let option =
        Reminder.identifier(forTitle: reminder.title) == reminder.identifier
        ? "--title \(Self.shellQuoted(reminder.title))" : "--id \(reminder.identifier)"
      say(
        "note: this calendar still holds \(reminder.count) event\(reminder.count == 1 ? "" : "s") of the reminder '\(reminder.title)'\(span) that an earlier sync wrote; if \(target.what) replaces it, remove them: the command that wrote them with --remove (\(option) --remove)"
      )
    }
  }

  /// The title in a label: `2026-12-28 09:00 上班` without its day and time.
  static func title(ofLabel label: String) -> String {
    var words = label.split(separator: " ", omittingEmptySubsequences: false)[...]
    if let day = words.first, day.count == 10 { words = words.dropFirst() }
    if let time = words.first, time.count == 5, time.dropFirst(2).first == ":" { words = words.dropFirst() }
    return words.joined(separator: " ")
  }

  /// `text` quoted for a POSIX shell when it needs to be.
  static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./".unicodeScalars.contains($0))
      }
    return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
  }

  /// Every event as its own resource.
  static func resources(_ reminders: ReminderCalendar, _ document: ICalendarDocument) -> [SyncPlan.Resource] {
    var resources: [SyncPlan.Resource] = []
    for event in reminders.events {
      resources.append(
        SyncPlan.Resource(
          name: SyncPlan.resourceName(uid: event.uid), uid: event.uid,
          body: EventMeaning.stamped(document.resourceText(for: event)),
          label: label(event)))
    }
    return resources
  }

  /// `2026-12-28 09:00 上班`, or `2026-12-28 上班` all day.
  static func label(_ event: Event) -> String {
    switch event.start {
    case .date(let date): "\(date.iso8601) \(event.summary)"
    case .dateTime(let moment), .utc(let moment):
      "\(moment.date.iso8601) \(moment.time.iso8601.prefix(5)) \(event.summary)"
    }
  }

  /// Whether the state holds exactly the wanted events, byte for byte.
  /// Days before `historyBefore` that are not wanted are history, and
  /// left out.
  static func matches(_ wanted: [SyncPlan.Resource], _ state: SyncState, historyBefore: String? = nil) -> Bool {
    var byUID: [String: SyncState.Entry] = [:]
    for entry in state.entries.values { byUID[entry.uid] = entry }
    let wantedUIDs = Set(wanted.map(\.uid))
    let managed = byUID.values.filter { entry in
      guard let historyBefore, !wantedUIDs.contains(entry.uid), let day = SyncPlan.day(of: entry.uid) else {
        return true
      }
      return day >= historyBefore
    }
    guard wanted.count == managed.count else { return false }
    return wanted.allSatisfy { byUID[$0.uid]?.hash == $0.hash && byUID[$0.uid]?.etag != nil }
  }

  /// The path segment for a new calendar: the name in lower case when it
  /// is plain ASCII, else `workday-ics-` and a hash of it.
  static func slug(_ name: String) -> String {
    let lower = name.lowercased()
    if !lower.isEmpty, lower.utf8.count <= 64,
      lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    {
      return lower
    }
    return "workday-ics-" + SyncPlan.hash(name).prefix(8)
  }

  /// The PUT or DELETE of a step.
  static func request(for step: SyncPlan.Step, in calendar: String) -> HTTPRequest {
    func put(_ resource: SyncPlan.Resource, _ condition: (String, String)) -> HTTPRequest {
      HTTPRequest(
        method: "PUT", url: calendar + CalDAVClient.encodedName(resource.name),
        headers: [("Content-Type", "text/calendar; charset=utf-8"), condition], body: Array(resource.body.utf8))
    }
    switch step {
    case .create(let resource): return put(resource, ("If-None-Match", "*"))
    case .update(let resource, let etag):
      return etag == "*" ? put(resource, ("If-Match", "*")) : put(resource, ("If-Match", etag))
    case .delete(let entry, let etag):
      return HTTPRequest(
        method: "DELETE", url: calendar + CalDAVClient.encodedName(entry.name), headers: [("If-Match", etag)])
    case .kept(let name, _, _):
      return HTTPRequest(method: "HEAD", url: calendar + name)
    }
  }

  /// Records what `response` says of `step` in `state`: whether it was
  /// done, and the line to print (on stdout if done, else on stderr).
  static func record(_ step: SyncPlan.Step, _ response: HTTPResponse, in state: inout SyncState) -> (Bool, String) {
    let etag = response.header("etag")
    func failure(_ what: String, _ label: String) -> String {
      let conflict = CalDAVClient.uidConflict(in: response)
      if conflict.isConflict {
        // RFC 4791 no-uid-conflict, as Radicale (409) and Xandikos (412) say it.
        return
          "\(what) \(label): the server refused it (\(response.status)): another resource\(conflict.holder.map { " (\($0))" } ?? "") holds the same UID, and sync finds none in this calendar (some servers keep UIDs unique across all of an account's calendars)"
      }
      switch response.status {
      case 0: return "\(what) \(label): \(response.failure ?? "no reply"); run sync again"
      case 412: return "\(what) \(label): changed on the server meanwhile (412); run sync again"
      case 409:
        return
          "\(what) \(label): the server refused it (409\(CalDAVClient.detail(response))): another resource holds the same UID"
      default: return "\(what) \(label): the server answered \(response.status)\(CalDAVClient.detail(response))"
      }
    }
    switch step {
    case .create(let resource), .update(let resource, _):
      let isCreate = if case .create = step { true } else { false }
      guard (200..<300).contains(response.status) else {
        return (false, failure(isCreate ? "create" : "update", resource.label))
      }
      state.entries[resource.name] = SyncState.Entry(
        name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label)
      return (true, "\(isCreate ? "+ created" : "~ updated") \(resource.label)\(SyncPlan.takenOver(resource))")
    case .delete(let entry, _):
      guard (200..<300).contains(response.status) || response.status == 404 else {
        return (false, failure("delete", entry.label))
      }
      state.entries[entry.name] = nil
      return (true, "- deleted \(entry.label)")
    case .kept(_, let label, _):
      return (true, label)
    }
  }
}
