import HolidayKit

/// `workday-ics cal [YEAR | YEAR-MM]`: month grids with official days marked.
struct CalCommand: Command {
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

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let request = try RequestSettings(arguments, in: run)
    let operands = try arguments.operands("cal", atMost: 1)
    let today = try request.today(in: run.context)
    let language = run.console.language
    let months = try operands.first.map(Self.months) ?? [today]
    let format = try Self.format(arguments.value(.format) ?? "text")
    let marking = try Self.marking(arguments.value(.color) ?? "auto", wantsColor: run.wantsColor)
    let calendar = try request.calendar(session: run.files)
    let grids = try months.map { try MonthGrid(monthOf: $0, calendar: calendar) }
    let lunar = arguments.has(.lunar)
    if lunar, months.contains(where: { !HolidayLaw.supportedYears.contains($0.year) }) {
      run.warn(.lunarYearsOutOfRange(supported: HolidayLaw.supportedYears))
    }
    let (first, last) = (grids[0].month, grids[grids.count - 1].lastDay)
    for warning in try Warning.aboutData(calendar: calendar, from: first, through: last, session: run.files) {
      run.warn(warning)
    }
    if format == .svg {
      let picture = CalendarPicture(grids, language: language, lunar: lunar)
      run.terminal.write(picture.svg)
      return 0
    }
    let text = CalendarText(
      grids, marking: marking, today: today, language: language, lunar: lunar, columns: run.columns)
    // The grid cannot be narrower than a month: wider than the width, it
    // is printed whole and a warning says its lines wrap.
    if text.gridWidth > run.columns { run.warn(.narrowTerminal(columns: run.columns, needed: text.gridWidth)) }
    run.terminal.write(text.lines.map { $0 + "\n" }.joined())
    return 0
  }

  /// What `cal` writes: text grids or the picture (``CalendarPicture``).
  enum Format: String, CaseIterable {
    case text, svg
  }

  private static func months(_ text: String) throws(UsageError) -> [CivilDate] {
    if let first = CivilDate(iso8601: text + "-01-01"), text.count == 4 {
      return (1...12).compactMap { CivilDate(year: first.year, month: $0, day: 1) }
    }
    if let first = CivilDate(iso8601: text + "-01"), text.count == 7 {
      return [first]
    }
    throw UsageError(
      message: "invalid month '\(text)' for cal: expected YYYY (such as 2026) or YYYY-MM (such as 2026-10)")
  }

  private static func format(_ text: String) throws(UsageError) -> Format {
    guard let format = Format(rawValue: text) else {
      throw UsageError(
        message: "invalid \(Option.format) '\(VisibleText.excerpt(text))': expected text or svg"
          + Suggestion.didYouMean(text, among: Format.allCases.map(\.rawValue)))
    }
    return format
  }

  private static func marking(_ text: String, wantsColor: Bool) throws(UsageError) -> MonthGrid.Marking {
    switch text {
    case "auto": wantsColor ? .colors : .markers
    case "always": .colors
    case "never": .markers
    default: throw UsageError(message: "invalid \(Option.color) '\(text)': expected auto, always or never")
    }
  }
}
