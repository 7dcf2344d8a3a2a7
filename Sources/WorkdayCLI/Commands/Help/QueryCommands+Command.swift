import HolidayKit

/// `check`, `list`, `next`, `previous`, `add` and `count` in the registry:
/// their help and options.
extension CheckCommand: Command {
  var name: String { "check" }
  var usage: String { "[OPTION]... [DATE]" }
  var brief: String { "check [DATE]" }
  var summary: String { "is DATE (default today) a working day? exit 0 yes, 1 no" }
  var operandNames: [String] { ["the date"] }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "a working day"), ExitStatus(1, "a day off"), .usageOrNoData,
      .notWritten("the answer"),
    ]
  }
  var about: String {
    """
    Say whether DATE (default: today in \(Option.timeZone)) is a working day, as one
    line such as '2026-09-20 Sunday: working day (make-up workday, 国庆节)'.
    Exit status 0 for a working day and 1 for a day off (any other is an
    error, below), so that 'if workday-ics check; then ...; fi' works in
    cron.
    """
  }
  var optionGroups: [OptionGroup] {
    [OptionGroup(nil, [.json.explained("print a JSON object instead of a sentence")]), Commands.sharedGroup]
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}

extension ListCommand: Command {
  /// The range `list` and `count` answer for: `--from` through `--to`, or
  /// whole years.
  static let rangeOptions: [Option] = [
    .from.explained("the first day (required unless \(Option.year))"),
    .to.explained("the last day (required unless \(Option.year))"),
    .year.explained(
      "a year or a range such as 2026-2027, whole; not with \(Option.from)/\(Option.to)",
      manual:
        "A year or a range such as 2026-2027, repeatable: every day of those years. Not with \(Option.from) or \(Option.to)."
    ),
  ]

  var name: String { "list" }
  var usage: String { "(\(Option.from) DATE \(Option.to) DATE | \(Option.year) YEAR) [OPTION]..." }
  var brief: String { "list \(Option.from) D \(Option.to) D" }
  var summary: String { "the days of a range, one per line" }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the days listed"), .usageOrNoData, .notWritten("the answer")] }
  var about: String {
    """
    Print each day from \(Option.from) through \(Option.to) (or of the years \(Option.year)
    names) as a line: the ISO date, the weekday, the kind (workday,
    rest-day, holiday, make-up-workday, official-workday, overlay-workday),
    the holiday's name if any, what the law makes of a day off in a break
    (statutory, replacement, swapped, extra-day-off, weekend-in-break) and
    a group's half day off (morning-off or afternoon-off and its day).
    These words are the same in every language, for scripts; in Chinese (a
    zh locale or \(Option.lang) zh) the weekday, the kind and the law's word
    follow in Chinese for people, then a provisional day's mark.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        ListCommand.rangeOptions + [
          .only.explained(
            "only all, workdays, off-days, holidays or make-up-days", value: "KIND",
            completion: .words(DayFilter.allCases.map(\.rawValue))),
          .json.explained("print a JSON array instead of lines"),
        ]),
      Commands.sharedGroup,
    ]
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}

extension StepCommand: Command {
  var usage: String { name == "add" ? "[OPTION]... DATE N" : "[OPTION]... [DATE]" }
  var brief: String { name == "add" ? "add DATE N" : "\(name) [DATE]" }
  var operandNames: [String] { name == "add" ? ["the date", "the number of working days"] : ["the date"] }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the day printed"), .usageOrNoData, .notWritten("the answer")] }
  var summary: String {
    switch name {
    case "next": "the first working day after DATE (default today)"
    case "previous": "the last working day before DATE (default today)"
    default: "the date N working days after DATE (before if N < 0)"
    }
  }
  var about: String {
    switch name {
    case "next": "Print the first working day after DATE (default: today in \(Option.timeZone))."
    case "previous": "Print the last working day before DATE (default: today in \(Option.timeZone))."
    default:
      """
      Print the date N working days after DATE, counting from the day after it;
      N < 0 counts back (write 'add -- DATE -N' or just 'add DATE -N'); N = 0
      prints DATE itself.
      """
    }
  }
  var optionGroups: [OptionGroup] { [OptionGroup(nil, [.json]), Commands.sharedGroup] }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(name, arguments, in: run) }
}

extension CountCommand: Command {
  var name: String { "count" }
  var usage: String { "(\(Option.from) DATE \(Option.to) DATE | \(Option.year) YEAR) [OPTION]..." }
  var brief: String { "count \(Option.from) D \(Option.to) D" }
  var summary: String { "the number of working days in a range, both included" }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the number printed"), .usageOrNoData, .notWritten("the answer")] }
  var about: String {
    """
    Print the number of working days from \(Option.from) through \(Option.to), both
    included, or of the years \(Option.year) names.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        ListCommand.rangeOptions + [
          .json.explained("print a JSON object instead of a number")
        ]),
      Commands.sharedGroup,
    ]
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}
