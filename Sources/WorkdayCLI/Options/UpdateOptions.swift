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
      "take a file citing the same notices as the old copy even if it drops or turns over days it lists (an empty file, or an older copy, is still never taken)",
    manual:
      "Take a file citing the same notices as the old copy even if it drops or turns over days the old copy lists, or one whose notices neither follow from the old copy's nor precede them (an empty file, or a copy lacking a notice the old copy cites and citing no other, is still never taken; one citing more notices is taken without it)."
  )
  package static let dryRun = Option("--dry-run", help: "download and report, write nothing")
}
