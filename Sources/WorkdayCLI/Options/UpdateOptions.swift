/// The options of `update`: the data folder, the sources, and whether to
/// write.
extension Option {
  package static let data = Option(
    "--data", value: "DIR", completion: .directories,
    help:
      "the data folder (default $WORKDAY_ICS_DATA, else $XDG_DATA_HOME/workday-ics/holidays, else ~/.local/share/workday-ics/holidays); made when a file is first written",
    manual:
      "The data folder (default: see FILES); made when a file is first written.")
  package static let source = Option(
    "--source", value: "URL", repeatable: true, completion: .words(HolidaySource.defaults.map(\.base)),
    help:
      "a base URL to download YYYY.json from, such as a company's own server; repeatable, tried in order, replacing the default sources",
    manual:
      "A base URL to download YYYY.json from (a company's own server); repeatable, tried in order, replacing the default sources."
  )
  package static let force = Option(
    "--force",
    help:
      "take a file even if it drops dates the old copy lists (an empty file, or an older copy, is still never taken)",
    manual:
      "Take a file even if it drops dates the old copy lists (an empty file, or a copy lacking a notice the old copy cites, is still never taken)."
  )
  package static let dryRun = Option("--dry-run", help: "download and report, write nothing")
}
