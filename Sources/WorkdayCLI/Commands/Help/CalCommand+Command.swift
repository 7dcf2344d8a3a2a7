/// `cal` in the registry: its help and options.
extension CalCommand: Command {
  var name: String { "cal" }
  var usage: String { "[OPTION]... [YYYY | YYYY-MM]" }
  var operandNames: [String] { ["the year or month"] }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the months printed"), .usageOrNoData, .notWritten("the answer")] }
  var brief: String { "cal [YYYY | YYYY-MM]" }
  var summary: String { "month grids with days off and make-up workdays marked" }
  var about: String {
    """
    Show a month (default: this month) or a whole year as cal(1) does, Monday
    first, official days off and make-up workdays marked, then a legend and
    the official days of the period. A year takes as many months across as
    the width holds (COLUMNS, else the terminal's, else 80). With
    \(Option.format) svg, the same days as a picture to print or share: an
    SVG page (A4 landscape) with each day coloured and marked by a word
    (法定, 休, 调休, 班), a legend and the notices the days rest on.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .color.explained(
            "auto (default: colour when stdout is a terminal, NO_COLOR is unset and TERM is not dumb), always or never; without colour, '!' marks a statutory holiday, '*' another day off and '+' a make-up workday; '^' a Saturday or Sunday the work week works, '-' a weekday it has off",
            value: "WHEN", completion: .words(["auto", "always", "never"])),
          .lunar,
          .format,
        ]),
      Commands.sharedGroup,
    ]
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}
