/// The options of how a command that answers about days prints.
extension Option {
  package static let json = Option("--json", help: "print a JSON object instead of a line")
  package static let lunar = Option(
    "--lunar",
    help: "the lunar date under each day (初五; the month's name on its first day; a solar term, 清明), for 1901-2100")
}
