import HolidayKit

/// `workday-ics list --from DATE --to DATE [--only KIND]`: one day per line.
struct ListCommand {
  /// How much output is gathered before it is written.
  static let outputPiece = 1 << 16

  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings.of(arguments, in: run.context, range: .given)
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
      if pending.utf8.count >= outputPiece {
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
