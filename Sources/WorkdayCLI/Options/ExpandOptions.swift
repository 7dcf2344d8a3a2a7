/// The options of `expand` alone: a recurrence rule's start and the
/// dates added to or taken from it.
extension Option {
  package static let start = Option("--start", value: "START", help: "the first occurrence (DTSTART; required)")
  package static let limit = Option("--limit", value: "N", help: "print at most N occurrences")
  package static let rdate = Option(
    "--rdate", value: "LIST", repeatable: true, help: "add occurrences (RDATE), comma-separated or repeated")
  package static let exdate = Option(
    "--exdate", value: "LIST", repeatable: true,
    help: "remove occurrences (EXDATE), comma-separated or repeated; wins over the rule and --rdate")
  package static let explain = Option("--explain", help: "print month-end and other rule recipes")
}
