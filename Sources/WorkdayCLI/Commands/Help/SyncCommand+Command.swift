import HolidayKitCalDAV

/// `sync` in the registry: its help and options.
extension SyncCommand: Command {
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
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}
