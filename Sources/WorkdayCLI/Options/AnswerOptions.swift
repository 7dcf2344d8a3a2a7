/// The options of how a command that answers about days prints.
extension Option {
  package static let json = Option("--json", help: "print a JSON object instead of a line")
  package static let lunar = Option(
    "--lunar",
    help: "the lunar date under each day (初五; the month's name on its first day; a solar term, 清明), for 1901-2100")
  /// `cal`'s output: the text grid, or the picture of the same days.
  package static let format = Option(
    "--format", value: "FORMAT", completion: .words(["text", "svg"]),
    help:
      "text (default): month grids for a terminal; svg: the same months as a self-contained SVG picture, A4 landscape"
  )
}
