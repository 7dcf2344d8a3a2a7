import HolidayKit

/// `workday-ics count --from DATE --to DATE`: the number of working days;
/// with `--group`, how many of them have a half day off too.
struct CountCommand: Command {
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

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings(arguments, in: run, range: .given)
    _ = try arguments.operands("count", atMost: 0)
    let (start, end) = try request.range.required(by: "count")
    let calendar = try request.calendar(session: run.files)
    // The days are counted as they are worked out, none kept: memory stays
    // the same whatever the range.
    var count = 0
    var halfDays: [CivilDate] = []
    // A count over days no notice covers says so, as every answer does.
    var provisional = false
    var assumed = false
    for day in try calendar.daySequence(from: start, through: end) {
      if day.isWorkingDay { count += 1 }
      if day.halfDayOff != nil { halfDays.append(day.date) }
      switch day.withoutNotice {
      case .provisional: provisional = true
      case .assumedWeek: assumed = true
      case nil: break
      }
    }
    for warning in try Warning.aboutData(calendar: calendar, from: start, through: end, session: run.files) {
      run.warn(warning)
    }
    let language = run.console.language
    if arguments.has(.json) {
      run.terminal.print(
        JSONValue.object(
          [
            ("from", .string(start.iso8601)), ("to", .string(end.iso8601)),
            ("workingDays", .number(String(count))), ("provisional", .bool(provisional || assumed)),
          ]
            + (!request.asksForGroups
              ? []
              : [
                ("halfDaysOff", .number(String(halfDays.count))),
                ("halfDayDates", .array(halfDays.map { .string($0.iso8601) })),
              ])
        ).jsonText)
    } else {
      var marks: [String] = []
      if provisional { marks.append(language == .chinese ? "[暂定]" : "[provisional]") }
      if assumed { marks.append(DayReport.assumedMark(in: language)) }
      let figure =
        !request.asksForGroups
        ? String(count) : Self.withHalfDays(count, halfDays, half: request.halfDayOff, in: language)
      run.terminal.print(([figure] + marks).joined(separator: " "))
    }
    return 0
  }

  /// `250 (2 of them with the afternoon off: 2026-03-09, 2026-05-04)`, or
  /// `250（其中2天下午放假：…）`; `250` alone when no half day is off.
  static func withHalfDays(_ count: Int, _ dates: [CivilDate], half: DayHalf, in language: Language) -> String {
    guard !dates.isEmpty else { return String(count) }
    let list = dates.map(\.iso8601).joined(separator: ", ")
    switch language {
    case .english: return "\(count) (\(dates.count) of them with the \(half.rawValue) off: \(list))"
    case .chinese: return "\(count)（其中\(dates.count)天\(half.name(in: .chinese))放假：\(list)）"
    }
  }
}
