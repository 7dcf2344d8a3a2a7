import HolidayKit

/// `workday-ics list --from DATE --to DATE [--only KIND]`: one day per line.
struct ListCommand: Command {
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

  /// How much output is gathered before it is written.
  static let outputPiece = 1 << 16

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings(arguments, in: run, range: .given)
    _ = try arguments.operands("list", atMost: 0)
    let (start, end) = try request.range.required(by: "list")
    var filter = DayFilter.all
    if let text = arguments.value(.only) {
      guard let value = DayFilter(rawValue: text) else {
        throw UsageError(
          message: "invalid \(Option.only) '\(text)': expected one of "
            + DayFilter.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.didYouMean(text, among: DayFilter.allCases.map(\.rawValue)))
      }
      filter = value
    }
    let calendar = try request.calendar(session: run.files)
    let days = try calendar.daySequence(from: start, through: end, matching: filter)
    for warning in try Warning.aboutData(calendar: calendar, from: start, through: end, session: run.files) {
      run.warn(warning)
    }
    // Each day is printed as it is worked out, a piece at a time: memory
    // stays the same whatever the range, and once the output is gone (a
    // closed pipe) no more days are worked out.
    var pending = ""
    func add(_ text: String) {
      pending += text
      if pending.utf8.count >= Self.outputPiece {
        run.terminal.write(pending)
        pending.removeAll(keepingCapacity: true)
      }
    }
    if arguments.has(.json) {
      let groupsAsked = request.asksForGroups
      // The array compact, as ``JSONValue/jsonText`` writes it, one
      // element at a time.
      var separator = "["
      for day in days {
        guard run.terminal.answerArrived else { break }
        add(separator + DayReport.json(day, groupsAsked: groupsAsked).jsonText)
        separator = ","
      }
      add(separator == "[" ? "[]\n" : "]\n")
    } else {
      for day in days {
        guard run.terminal.answerArrived else { break }
        add(DayReport.line(day, in: run.console.language) + "\n")
      }
    }
    run.terminal.write(pending)
    return 0
  }
}
