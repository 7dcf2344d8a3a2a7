/// `update` in the registry: its help and options.
extension UpdateCommand: Command {
  var name: String { "update" }
  var usage: String { "[OPTION]..." }
  var brief: String { "update" }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "a file was written (with \(Option.dryRun): would be)"), ExitStatus(1, "nothing changed"),
      .usage,
      ExitStatus(
        UpdateCommand.notUpdatedStatus,
        "nothing changed and a year could not be updated (no source answered, what they gave was refused, or the data folder could not be written)"
      ),
      .notWritten("the report"),
    ]
  }
  var summary: String {
    "download new or changed holiday-cn files (this year and next) into the data folder; exit 0 changed, 1 unchanged, 3 not updated"
  }
  var about: String {
    """
    Download the holiday-cn files of this year and the next (in \(Option.timeZone))
    into the data folder, which every command reads after the built-in data,
    and print what changed: per year 'new', 'changed', 'unchanged' or 'not
    published yet', then each day that became a working day (+) or stopped
    being one (-), for a Monday-to-Friday week.

    A download replaces the old copy atomically, and only when the strict
    reader accepts it, it is for the right year, it lists days (an empty
    file means the notice is not out yet, never "no holidays", and is not
    written) and it is not older than the old copy (the data folder's, else
    the built-in one) by the notices they cite: a copy citing every notice
    the old copy cites and more is taken whatever days it drops or moves,
    one lacking a notice the old copy cites is refused, and one citing the
    same notices must keep the old copy's days unless \(Option.force). A
    file that says what the old copy says is not rewritten. Sources are
    tried in order until one gives a file to take:
    raw.githubusercontent.com, then fastly.jsdelivr.net and cdn.jsdelivr.net
    (the mirrors the upstream README lists; fastly is the one usually
    reachable from mainland China). Downloads use the system's curl: HTTPS
    only (plain HTTP to this machine alone), 1 MiB, 10 s to connect, 60 s
    in all, at most 5 redirects and only to HTTPS (one elsewhere, or a
    loop, is named with where it led).
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .data, .source,
          .year.explained(
            "a year or a range such as 2026-2027; repeatable (default this year and the next, in \(Option.timeZone))"),
          .force, .dryRun,
          .timeZone.explained("the IANA zone whose \"today\" decides the years (default Asia/Shanghai)"),
          .quiet.explained("no report and no warnings (errors are printed)"), .help, .version,
        ])
    ]
  }
  var epilogue: String {
    """
    Regenerate after every update, not only when it changed something:
    'workday-ics update -q; workday-ics generate -q -o FILE' writes FILE only
    when its bytes change, and catches up after any failed run.
    """
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}
