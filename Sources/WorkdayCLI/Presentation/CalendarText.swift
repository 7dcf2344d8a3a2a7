import HolidayKit

/// `cal`'s text: the month grids (``MonthGrid``), one under another or a
/// year's twelve side by side as the width holds them, then the legend of
/// what the grids show, the notes of a provisional or assumed period and
/// the listed days, fitted to the width.
struct CalendarText {
  /// The grid's lines, without trailing spaces: a month, or a year's
  /// title and its twelve months in rows.
  let grid: [String]
  /// The lines under the grid, each at most the width wide but for a
  /// word wider than it.
  let legend: [String]

  /// The text of `grids`, for a terminal `columns` wide.
  ///
  /// - Parameters:
  ///   - grids: The months, in order: one, or the twelve of a year.
  ///   - marking: How official days are shown.
  ///   - today: A day to highlight when colouring.
  ///   - language: The language of the titles, the weekdays and the legend.
  ///   - lunar: Whether a line of lunar dates follows each week.
  ///   - columns: The width.
  init(
    _ grids: [MonthGrid], marking: MonthGrid.Marking, today: CivilDate, language: Language, lunar: Bool,
    columns: Int
  ) {
    var lines: [String] = []
    if grids.count == 12 {
      // As many months across as the width holds (1, 2, 3, 4 or 6, so
      // that rows are whole): three, or two with lunar dates, in 80
      // columns.
      let across = Self.monthsAcross(columns: columns, blockWidth: MonthGrid.width(lunar: lunar))
      let title = String(grids[0].month.year)
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
    grid = lines.map(Self.trimmed)
    let days = grids.flatMap(\.days)
    let notes = MonthGrid.notes(grids, language: language)
    var under = [
      MonthGrid.legend(
        marking: marking, language: language, showsMakeUpDays: grids.contains(where: \.hasOfficialMakeUpWorkdays))
    ]
    if grids.contains(where: \.hasWorkWeekDays) {
      under.append(MonthGrid.workWeekLegend(marking: marking, language: language))
    }
    if let provisional = notes.provisional { under.append("? " + provisional) }
    if let assumed = notes.assumed { under.append(assumed) }
    if grids.contains(where: \.hasOverlayWorkdays) {
      under.append(MonthGrid.overlayWorkdayLegend(marking: marking, language: language))
    }
    if grids.contains(where: { $0.showsHalfDays(marking: marking) }),
      let halfDays = MonthGrid.halfDayLegend(marking: marking, days: days, language: language)
    {
      under.append(halfDays)
    }
    under += MonthGrid.officialDays(days, language: language)
    under += MonthGrid.halfDayLines(days, language: language)
    legend = under.flatMap { Self.fitted($0, columns: columns) }
  }

  /// The grid's width in columns: its widest line. The grid cannot be
  /// narrower than a month (20 or 21 columns, 35 with lunar dates), so it
  /// may be wider than the width asked for; its lines then wrap.
  var gridWidth: Int { grid.map { Self.visibleWidth($0) }.max() ?? 0 }

  /// The grid's lines, then the legend's.
  var lines: [String] { grid + legend }

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
  /// a Chinese character two (``Language/columns(_:)``).
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

  /// `line` without the spaces at its end.
  static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.hasSuffix(" ") { line = line.dropLast() }
    return String(line)
  }
}
