import HolidayKit

/// `workday-ics list --from DATE --to DATE [--only KIND]`: one day per line.
struct ListCommand {
  /// How much output is gathered before it is written.
  static let outputPiece = 1 << 16

  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let options = try QueryOptions(arguments, in: run.context)
    _ = try arguments.operands("list", atMost: 0)
    let (start, end) = try RangeOptions.range(arguments, options: options, command: "list")
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
    let calendar = try options.calendar(session: run.files)
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
      let groupsAsked = !options.groups.groups.isEmpty
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
        add(DayReport.line(day, in: options.language) + "\n")
      }
    }
    run.terminal.write(pending)
    return 0
  }
}

/// The range of days a query asks for: `--year YEAR` (a year or a range
/// of years, whole) or `--from DATE --to DATE`, both inclusive.
enum RangeOptions {
  static func range(
    _ arguments: Arguments, options: QueryOptions, command: String
  ) throws -> (CivilDate, CivilDate) {
    if let years = try years(arguments) {
      guard !arguments.has(.from), !arguments.has(.to) else {
        throw UsageError(message: "\(Option.year) cannot be used with \(Option.from) or \(Option.to)")
      }
      return (
        CivilDate(uncheckedYear: years.lowerBound, month: 1, day: 1),
        CivilDate(uncheckedYear: years.upperBound, month: 12, day: 31)
      )
    }
    guard let from = arguments.value(.from), let to = arguments.value(.to) else {
      throw UsageError(
        message: "\(command): \(Option.from) DATE and \(Option.to) DATE are required (or \(Option.year) YEAR)")
    }
    let start = try options.date(from, for: "\(Option.from)")
    let end = try options.date(to, for: "\(Option.to)")
    guard start <= end else {
      throw UsageError(message: "\(command): \(Option.from) \(start) is after \(Option.to) \(end)")
    }
    return (start, end)
  }

  /// The years `--year` names (repeatable; together they must form one
  /// range), or nil when it is not given.
  static func years(_ arguments: Arguments) throws(UsageError) -> ClosedRange<Int>? {
    var years: [ClosedRange<Int>] = []
    for text in arguments.values(.year) {
      guard let range = YearRange.parse(text) else {
        throw UsageError(
          message:
            "invalid \(Option.year) '\(VisibleText.excerpt(text))': expected a year such as 2026 or a range such as 2026-2027"
        )
      }
      years.append(range)
    }
    guard let low = years.map(\.lowerBound).min(), let high = years.map(\.upperBound).max() else { return nil }
    let covered = Set(years.flatMap { Array($0) })
    guard covered.count == high - low + 1 else {
      throw UsageError(message: "\(Option.year): the years must form one range, such as \(Option.year) \(low)-\(high)")
    }
    return low...high
  }
}
