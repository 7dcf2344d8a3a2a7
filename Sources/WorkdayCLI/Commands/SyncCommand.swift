import HolidayKit
import HolidayKitCalDAV
import HolidayKitICalendar

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
/// The command reads the options, the password, the state file and its
/// lock, builds the events, and has a ``SyncSession`` (the protocol, in
/// HolidayKitCalDAV) keep them over curl; it prints the session's report
/// and saves the state it gives, after the batch whatever happened, so an
/// interrupted run converges on the next.
///
/// A configuration of several calendars puts each in the CalDAV calendar
/// of its name with a state file of its own, one after the other; the
/// discovery is done once for them all.
struct SyncCommand: Command {
  var name: String { "sync" }
  var usage: String { "\(Option.server) URL [\(Option.user) NAME] [OPTION]..." }
  var brief: String { "sync \(Option.server) URL" }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "done, or nothing to do"),
      ExitStatus(1, "a failure: a request refused or not answered, the password refused, the server not reached"),
      ExitStatus(2, "a usage error or bad input (no password, say)"), .notWritten("the report or the sync state"),
      ExitStatus(
        SyncReport.keptEditStatus, "done, but an event edited or deleted on another device was kept; nothing failed"),
      ExitStatus(
        SyncReport.olderDataStatus,
        "a year left as it is: the calendar holds a newer notice (run update)"),
    ]
  }
  var summary: String {
    "keep those events in a CalDAV calendar (iCloud, Nextcloud, Fastmail, Radicale), one per resource"
  }
  var about: String {
    """
    Keep a CalDAV calendar (iCloud, Nextcloud, Fastmail, Radicale) holding the
    events generate would write, one resource per event: created with
    If-None-Match: *, updated and deleted with If-Match, and only the events
    sync wrote; every other event of the calendar is left alone. When nothing
    changed, one request finds that out and nothing is written; after a clean
    run, only the changes since it are asked for (RFC 6578 sync-collection),
    else every event is listed.

    Each event sync writes carries the fingerprint of its meaning
    (X-WORKDAY-ICS-FINGERPRINT): one that no longer means it (a new start,
    end, title, place, notes, URL, status, busy, recurrence or alarm) was
    edited elsewhere and is kept as the user left it and reported, unless
    \(Option.replaceEdits). An alarm acknowledged, X- properties, DTSTAMP, SEQUENCE
    or refolding on another device are no edit. One deleted there is not
    written again while the state remembers it, and is deleted again when
    another machine writes it back. A phone's edit of one day of a series
    is kept with the series, which goes on following the data.
    Each event also says which notices its year rests on
    (X-WORKDAY-ICS-NOTICES): a run whose data lacks a notice the calendar's
    events of a year cite leaves that year as it is, names the notice, and
    exits 6 (run update); another machine's events on the same data but
    with other options are named, not written over (exit 1). Events an
    import of the .ics left in the calendar are found by UID and taken over
    where they are.
    With the default range (from today), days that have passed are history:
    only \(Option.remove) or a range you give (\(Option.from), \(Option.year)) deletes them.
    What sync wrote (names, ETags) is kept in a state file of mode 0600, one
    per calendar, each event with whose it is (a reminder by its id, or a
    calendar of \(Option.config)): a run deletes only its own, so different
    reminders synced into one CalDAV calendar never delete each other's
    events (a new title is a new reminder: \(Option.remove) the old one; the first
    run of a new title names it). When the state is lost, the next run
    judges the events on the server by their fingerprints. Two runs of one
    calendar at once take turns (STATE.lock).
    """
  }
  /// generate's options that describe the events, which sync takes too.
  static var eventOptions: [Option] {
    GenerateCommand().options.filter { ![.output, .config, .quiet, .lang, .help, .version].contains($0) }
  }
  var optionGroups: [OptionGroup] {
    let events =
      "The events: every option of generate but -o (see workday-ics generate \(Option.help)): "
      + Self.eventOptions.map(\.name).joined(separator: ", ") + ", or \(Option.config.synopsis)."
    let several = """
      With a configuration of several calendars, each goes into the CalDAV
      calendar of its name (its "name", else its first reminder's title; not
      \(Option.calendar) or \(Option.state)), with a state file of its own; its lines start
      with 'NAME: ', and one that fails does not stop the others.
      """
    return [
      OptionGroup(
        "Server:",
        [
          .server, .user, .calendar, .createCalendar, .caFile, .timeout,
        ]),
      OptionGroup(
        "Password (never an argument, never stored), the first that gives one:", [.passwordCommand, .passwordEnv]),
      OptionGroup(
        "What to do:",
        [
          .dryRun.explained(
            "print the plan and write nothing: '+ create', '~ update', '- delete', '! kept user edit', totals"),
          .replaceEdits, .remove, .state,
        ]),
      OptionGroup(
        Usage.wrapped(events, width: 80) + "\n" + several,
        [.quiet, .lang.explained("the language of the alarms' descriptions"), .help, .version]),
    ]
  }
  var options: [Option] {
    var seen = Set<Option>()
    return (optionGroups.flatMap(\.options) + Self.eventOptions + [.config]).filter { seen.insert($0).inserted }
  }
  var epilogue: String {
    """
    Requests go through the curl program (~/.curlrc is ignored); the password
    goes by Basic or, when the server asks for it, Digest authentication.
    Writes go 8 at a time. Throttling (429, 503) pauses them for the
    Retry-After asked, up to 3 tries and 120 s a run; a longer wait asked, 3
    requests in a row without a reply (\(Option.timeout), 60 s each) or 15
    minutes end the run, saying why; a host that does not resolve or a
    certificate not trusted fails at once.
    """
  }

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("sync", atMost: 0)
    guard let serverText = arguments.value(.server) else {
      throw UsageError(message: "\(Option.server) URL is required, such as https://caldav.icloud.com/")
    }
    guard !URLUserInfo.isPresent(in: serverText) else {
      throw UsageError(
        message: "\(Option.server) '\(URLUserInfo.hidden(in: serverText))': a user name or password in the URL; "
          + "give the user with \(Option.user) and the password with \(Option.passwordCommand), "
          + "\(Option.passwordEnv) or ~/.netrc, never in an argument")
    }
    guard let server = URL(string: serverText), server.host != nil,
      ["http", "https"].contains(server.scheme?.lowercased() ?? "")
    else {
      throw UsageError(
        message: "invalid \(Option.server) '\(serverText)': expected a URL such as https://caldav.fastmail.com/dav/")
    }
    guard CalDAVClient.isAllowed(server) else {
      throw UsageError(
        message:
          "\(Option.server) \(serverText): plain HTTP would send the password in clear; use https:// (http:// only to this machine)"
      )
    }
    if let file = arguments.value(.caFile) {
      var status = stat()
      let place = run.context.resolve(file)
      guard access(place, R_OK) == 0, stat(place, &status) == 0 else {
        throw InputError(message: "cannot read \(Option.caFile) '\(file)': \(OutputFile.reason(errno))")
      }
      // The certificates sync trusts with the password: another user who
      // could change them could add their own and read it.
      try FileTrust.check(status, path: file, rule: .shared, what: "\(Option.caFile)", session: run.files)
      // curl reads PEM certificates; anything else would fail every request
      // with a hint to give the option that was given.
      guard status.st_mode & S_IFMT == S_IFREG, status.st_size <= 16 << 20,
        let bytes = FileManager.default.contents(atPath: place),
        String(decoding: bytes, as: UTF8.self).contains("-----BEGIN CERTIFICATE-----")
      else {
        throw InputError(
          message: "\(Option.caFile) '\(file)': expected a file of PEM certificates (-----BEGIN CERTIFICATE-----)")
      }
    }
    var transport = Curl.of(run.context)
    transport.caFile = arguments.value(.caFile).map(run.context.resolve)
    if let text = arguments.value(.timeout) {
      guard let seconds = Int(text), (1...3600).contains(seconds) else {
        throw UsageError(
          message: "invalid \(Option.timeout) '\(text)': expected a number of seconds from 1 to 3600, such as 60")
      }
      transport.requestTime = seconds
    }
    let request = try GenerationRequest(arguments, checkingOutputs: false, in: run)
    let generation = try Self.generate(request, in: run)
    let several = generation.calendars.count > 1
    let names = generation.calendars.map {
      arguments.value(.calendar) ?? $0.document.name ?? ReminderRequest.defaultTitle
    }
    if several { try Self.checkSeveral(arguments, request: request, names: names) }
    for name in names where SyncTarget.isURL(name) {
      guard !URLUserInfo.isPresent(in: name) else {
        throw UsageError(
          message: "\(Option.calendar) '\(URLUserInfo.hidden(in: name))': a user name or password in the URL; "
            + "the calendar's URL goes without them (the server's password is used)")
      }
      guard let url = URL(string: name), CalDAVClient.isAllowed(url) else {
        throw UsageError(message: "\(Option.calendar) \(name): not an HTTPS URL (http:// only to this machine)")
      }
    }

    let (user, password) = try Credentials.find(
      host: server.host ?? "", user: arguments.value(.user), command: arguments.value(.passwordCommand),
      variable: arguments.value(.passwordEnv), in: run.context)
    // What the events are, for messages, and the configuration's file as
    // its events' owner names it.
    var what = generation.calendars.map { "reminder '\($0.reminders.first?.title ?? "")'" }
    var configurationFile: String?
    if case .configuration(let path, _) = request.origin {
      what = generation.calendars.map { "calendar '\($0.document.name ?? "")' of \(path)" }
      configurationFile =
        path == "-"
        ? "-" : URL(fileURLWithPath: run.context.resolve(path)).standardizedFileURL.resolvingSymlinksInPath().path
    }
    // The days before a range that starts today by default are history.
    let range = request.settings.range
    var calendars = SyncTarget.targets(
      for: generation, names: names, configurationFile: configurationFile, removes: arguments.has(.remove),
      historyBefore: range.years == nil && range.from == nil ? range.today : nil,
      // The request is made again from its value (nothing is parsed
      // again), but its data files are read again: not when one of them
      // was standard input, which cannot be read twice.
      regenerate: run.files.standardInputTaken
        ? nil
        : { from in
          var again = request
          again.settings.range.from = from
          again.settings.range.fromOrigin = .commandLine
          return try run.terminal.withoutWarnings { try Self.generate(again, in: run) }
        })
    if request.origin == .commandLine, let current = generation.calendars.first?.document.name {
      let title = request.calendars[0].reminders[0].title ?? ReminderRequest.defaultTitle
      calendars[0].lookForOtherIdentities(
        title: title, current: current,
        generate: { name in
          var again = request
          again.calendars[0].name = name
          return try? run.terminal.withoutWarnings { try Self.generate(again, in: run) }
        },
        spelling: { name in
          "\(Option.calendarName) \(Self.shellQuoted(name))"
            + (name == title ? " (or none: the title is the default)" : "")
        })
    }
    var targets: [Target] = []
    for (index, calendar) in calendars.enumerated() {
      let statePath = run.context.resolve(
        try arguments.value(.state)
          ?? SyncState.defaultPath(server: serverText, user: user, calendar: calendar.name, in: run.context))
      targets.append(
        Target(calendar: calendar, statePath: statePath, what: what[index], prefix: several ? calendar.name + ": " : "")
      )
    }
    let options = SyncSession.Options(
      dryRun: arguments.has(.dryRun), createsCalendars: arguments.has(.createCalendar),
      replacesEdits: arguments.has(.replaceEdits), isOneOfSeveral: several)
    var session = SyncSession(
      client: CalDAVClient(
        transport: ProgressTransport(base: transport, line: ProgressLine(run: run, task: "sync: ")), user: user,
        password: password, server: server),
      server: server, options: options)
    var statuses: [Int32] = []
    // SIGINT, SIGTERM, SIGHUP: curl stopped, what was done saved, then the
    // run ends by that signal.
    defer { SyncInterruption.endIfReceived() }
    try SyncInterruption.catching {
      for target in targets where SyncInterruption.received == 0 {
        do {
          statuses.append(try Self.sync(target, in: &session, run: run))
        } catch let error as SyncError where several && !error.isAuthentication && !error.isUnreachable {
          // One calendar's failure (a missing calendar, a server error) is
          // reported and the others are still kept.
          run.terminal.error(target.prefix + error.report)
          statuses.append(SyncReport.failedStatus)
        }
      }
    }
    return SyncReport.combined(statuses)
  }

  /// Keeps `target`'s events in its CalDAV calendar: takes the state
  /// file's lock (another run of this calendar, such as a second cron
  /// line, waits its turn; a dry run writes no state and takes no turn),
  /// reads the state, runs the session, prints its report and saves the
  /// state it gives, before a failure midway is thrown: the report's
  /// status (0 done or nothing to do, 1 a request failed, 5 done but a
  /// user's edit kept). `run` prints the
  /// report and reads and writes the state.
  static func sync(_ target: Target, in session: inout SyncSession, run: Run) throws -> Int32 {
    let lock =
      session.options.dryRun
      ? nil
      : try SyncLock(statePath: target.statePath, files: run.files) { run.terminal.error(target.prefix + $0) }
    defer { lock?.release() }
    let report = session.sync(target.calendar, state: try SyncState.read(target.statePath, files: run.files))
    for line in report.lines {
      switch line {
      case .done(let text): run.terminal.print(target.prefix + text)
      case .failed(let text): run.terminal.error(target.prefix + text)
      }
    }
    if let state = report.state { try state.write(to: target.statePath, files: run.files) }
    if let error = report.error { throw error }
    for (year, held) in report.heldBack.sorted(by: { $0.key < $1.key }) {
      let (notices, count) = (held.notices, held.events)
      run.terminal.error(
        target.prefix
          + "this calendar's \(year) events rest on \(notices.count == 1 ? "a notice" : "notices") this machine's data lacks (\(notices.joined(separator: " "))): \(count) event\(count == 1 ? "" : "s") left as another machine wrote them; run 'workday-ics update' here"
      )
    }
    for note in report.notes { run.terminal.print(target.prefix + Self.sentence(note, what: target.what)) }
    return report.status
  }

  /// With several calendars, each goes into a CalDAV calendar of its own,
  /// named after it: `--calendar` and `--state` (which name one) are usage
  /// errors, and two calendars whose names would find or make the same
  /// CalDAV calendar are an input error.
  static func checkSeveral(_ arguments: Arguments, request: GenerationRequest, names: [String]) throws {
    for option in [Option.calendar, .state] where arguments.has(option) {
      throw UsageError(
        message:
          "\(option) cannot be used with a configuration of several calendars: each goes into the CalDAV calendar of its name (its \"name\", else its first reminder's title), with a state file of its own"
      )
    }
    if let (earlier, later) = SyncSession.sharedCalendar(among: names),
      case .configuration(let path, _) = request.origin
    {
      throw InputError(
        message:
          "\(VisibleText.excerpt(path, limit: 80)): calendars[\(earlier)] (\(names[earlier])) and calendars[\(later)] (\(names[later])) would share one CalDAV calendar; give each its own \"name\""
      )
    }
  }

  /// One calendar to keep, as the command line knows it: the session's
  /// target, its state file, and how to speak of it.
  struct Target {
    var calendar: SyncTarget
    var statePath: String
    /// What the events are, for messages: `reminder 'Daily'`.
    var what = ""
    /// `NAME: ` before every line when several calendars are kept, else empty.
    var prefix: String
  }

  /// The calendars `generate` would write with these options, as sync
  /// keeps them: one, or every calendar of `--config`, in order; the
  /// warnings printed.
  static func generate(_ request: GenerationRequest, in run: Run) throws -> CalendarGeneration.Result {
    let generated = try request.generate()
    for warning in generated.warnings { run.warn(warning) }
    return generated.made
  }

  /// What `note` says, of the events that are `what` (`reminder 'Daily'`).
  static func sentence(_ note: SyncReport.Note, what: String) -> String {
    switch note {
    case .nothingToRemove(let others):
      let titles = others.map { "'\($0.title)'" }.joined(separator: ", ")
      return
        "nothing of \(what) found in this calendar: no event it wrote, nothing to remove\(others.isEmpty ? "" : " (sync wrote events of: \(titles))")"
    case .otherReminderRemains(let reminder):
      let span =
        reminder.days.map { days in
          days.lowerBound == days.upperBound ? " (\(days.lowerBound))" : " (\(days.lowerBound) to \(days.upperBound))"
        } ?? ""
      let option =
        reminder.isNamedByTitle
        ? "\(Option.title) \(Self.shellQuoted(reminder.title))" : "\(Option.id) \(reminder.identifier)"
      let count = reminder.events
      return
        "note: this calendar still holds \(count) event\(count == 1 ? "" : "s") of the reminder '\(reminder.title)'\(span) that an earlier sync wrote; if \(what) replaces it, remove them: the command that wrote them with \(Option.remove) (\(option) \(Option.remove))"
    }
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
}
