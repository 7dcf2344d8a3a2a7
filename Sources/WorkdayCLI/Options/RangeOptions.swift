/// The options that give a range of days.
extension Option {
  package static let year = Option(
    "--year", value: "YEAR", repeatable: true, completion: .words(["2026", "2025-2026"]), configurationKey: "year",
    help: "a year or a range such as 2026-2027; repeatable",
    manual:
      "A year or a range such as 2026-2027; repeatable. A calendar's range goes up to 9999-12-31, where an event must end that day (an all-day event, or one past midnight, ends in year 10000, which iCalendar cannot write)."
  )
  package static let from = Option(
    "--from", value: "DATE", completion: .words(["today", "tomorrow", "yesterday"]), configurationKey: "from",
    help: "the first day")
  package static let to = Option(
    "--to", value: "DATE", completion: .words(["today", "tomorrow", "yesterday"]), configurationKey: "to",
    help: "the last day")
}
