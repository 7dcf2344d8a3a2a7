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
    var months: [CivilDate] = [CivilDate(firstOfMonthOf: today)]
    if let text = operands.first {
      months = try Self.months(text)
    }
    let format = try Self.format(arguments.value(.format) ?? "text")
    let marking = try Self.marking(arguments.value(.color) ?? "auto", wantsColor: run.wantsColor)
    let calendar = try request.calendar(session: run.files)
    let grids = try months.map { try MonthGrid(monthOf: $0, calendar: calendar) }
    let days = grids.flatMap(\.days)
    let lunar = arguments.has(.lunar)
    if lunar, months.contains(where: { !HolidayLaw.supportedYears.contains($0.year) }) {
      run.warn(.lunarYearsOutOfRange(supported: HolidayLaw.supportedYears))
    }
    let first = months[0]
    let lastMonth = months[months.count - 1]
    let last =
      CivilDate(
        year: lastMonth.year, month: lastMonth.month,
        day: CivilDate.daysInMonth(year: lastMonth.year, month: lastMonth.month)) ?? lastMonth
    var notes: [String] = []
    // Both marks as the days give them.
    if grids.contains(where: \.hasPredictedDays) { notes.append(MonthGrid.provisionalNote(language: language)) }
    let assumed = Array(Set(grids.flatMap(\.assumedYears))).sorted()
    if !assumed.isEmpty { notes.append(MonthGrid.assumedNote(years: assumed, language: language)) }
    for warning in try Warning.aboutData(calendar: calendar, from: first, through: last, session: run.files) {
      run.warn(warning)
    }
    if format == .svg {
      let picture = CalendarPicture(
        grids: grids, language: language, lunar: lunar, halfDay: request.halfDayOff, notes: notes)
      run.terminal.write(picture.svg)
      return 0
    }
    var lines: [String] = []
    if grids.count == 12 {
      // As many months across as the terminal's width holds (1, 2, 3, 4 or
      // 6, so that rows are whole): three, or two with lunar dates, in 80
      // columns and whenever the output is not a terminal.
      let across = Self.monthsAcross(columns: run.columns, blockWidth: MonthGrid.width(lunar: lunar))
      let title = String(months[0].year)
      let width = MonthGrid.width(lunar: lunar) * across + 2 * (across - 1)
      lines.append(String(repeating: " ", count: (width - title.count) / 2) + title)
      lines.append("")
      for row in 0..<(12 / across) {
        let blocks = grids[(row * across)..<(row * across + across)].map {
          $0.lines(marking: marking, showsYear: false, today: today, language: language, lunar: lunar)
        }
        for index in blocks[blocks.startIndex].indices {
          lines.append(blocks.map { $0[index] }.joined(separator: "  "))
        }
        lines.append("")
      }
    } else {
      lines += grids.flatMap { $0.lines(marking: marking, today: today, language: language, lunar: lunar) }
    }
    let columns = run.columns
    let grid = lines
    lines = []
    lines.append(
      MonthGrid.legend(
        marking: marking, language: language,
        showsMakeUpDays: grids.contains(where: \.hasOfficialMakeUpWorkdays)))
    if grids.contains(where: \.hasWorkWeekDays) {
      lines.append(MonthGrid.workWeekLegend(marking: marking, language: language))
    }
    if grids.contains(where: \.hasPredictedDays) {
      lines.append("? " + MonthGrid.provisionalNote(language: language))
    }
    if !assumed.isEmpty { lines.append(MonthGrid.assumedNote(years: assumed, language: language)) }
    if grids.contains(where: \.hasOverlayWorkdays) {
      lines.append(MonthGrid.overlayWorkdayLegend(marking: marking, language: language))
    }
    if grids.contains(where: { $0.showsHalfDays(marking: marking) }) {
      lines.append(MonthGrid.halfDayLegend(marking: marking, half: request.halfDayOff, days: days, language: language))
    }
    lines += MonthGrid.officialDays(days, language: language)
    lines += MonthGrid.halfDayLines(days, language: language)
    // The grid cannot be narrower than a month (20 or 21 columns, 35 with
    // lunar dates): below that it is printed whole and a warning says its
    // lines wrap. The lines under it are wrapped to the width.
    if let widest = grid.map({ Self.visibleWidth(Self.trimmed($0)) }).max(), widest > columns {
      run.warn(.narrowTerminal(columns: columns, needed: widest))
    }
    let text = grid.map(Self.trimmed) + lines.flatMap { Self.fitted($0, columns: columns) }
    run.terminal.write(text.map { $0 + "\n" }.joined())
    return 0
  }

  /// What `cal` writes: text grids or the picture (``CalendarPicture``).
  enum Format: String, CaseIterable {
    case text, svg
  }

  /// A line under the grid (a legend, a listed day) in lines of at most
  /// `columns`: whole items (`! statutory holiday`, set apart by three
  /// spaces) as many as fit on a line, an item wider than that broken
  /// between words with a two-space indent. A word wider than `columns`
  /// stays whole.
  static func fitted(_ line: String, columns: Int) -> [String] {
    let line = trimmed(line)
    guard visibleWidth(line) > columns else { return [line] }
    var result: [String] = []
    var current = ""
    for item in line.components(separatedBy: "   ") {
      if current.isEmpty, visibleWidth(item) <= columns {
        current = item
      } else if !current.isEmpty, visibleWidth(current) + 3 + visibleWidth(item) <= columns {
        current += "   " + item
      } else {
        if !current.isEmpty { result.append(current) }
        current = ""
        for word in item.split(separator: " ") {
          if current.isEmpty {
            current = String(word)
          } else if visibleWidth(current) + 1 + visibleWidth(word) <= columns {
            current += " " + word
          } else {
            result.append(current)
            current = "  " + word
          }
        }
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The columns `text` takes on a terminal: ANSI colour codes take none,
  /// a Chinese character two.
  static func visibleWidth(_ text: some StringProtocol) -> Int {
    var plain = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if scalar == "m" { inEscape = false }
      } else {
        plain.unicodeScalars.append(scalar)
      }
    }
    return Language.columns(plain)
  }

  /// How many month blocks of `blockWidth` fit side by side, two columns
  /// apart, in `columns`: the largest of 1, 2, 3, 4 and 6 that fits.
  static func monthsAcross(columns: Int, blockWidth: Int) -> Int {
    [6, 4, 3, 2].first { $0 * blockWidth + 2 * ($0 - 1) <= columns } ?? 1
  }

  static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.hasSuffix(" ") { line = line.dropLast() }
    return String(line)
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

extension CivilDate {
  /// The first day of this date's month.
  init(firstOfMonthOf date: CivilDate) {
    self = CivilDate(year: date.year, month: date.month, day: 1) ?? date
  }
}
