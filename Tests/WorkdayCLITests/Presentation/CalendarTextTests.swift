import HolidayKit
import Testing

@testable import WorkdayCLI

/// `cal`'s text: months side by side as the width holds them, the legend
/// under them fitted to the width.
struct CalendarTextTests {
  /// As many months across as the width holds, in whole rows of a year:
  /// 1, 2, 3, 4 or 6, two columns apart.
  @Test(arguments: [(40, 1, false), (80, 3, false), (100, 4, false), (160, 6, false), (80, 2, true), (60, 1, true)])
  func monthsAcross(columns: Int, across: Int, lunar: Bool) {
    #expect(CalendarText.monthsAcross(columns: columns, blockWidth: MonthGrid.width(lunar: lunar)) == across)
  }

  /// A line under the grid keeps whole items (three spaces apart) as many
  /// as fit; an item wider than the width is broken between words with a
  /// two-space indent; a word wider than the width stays whole; colour
  /// codes take no columns and a Chinese character two.
  @Test(arguments: [
    ("! statutory holiday   * other day off", 80, ["! statutory holiday   * other day off"]),
    ("! statutory holiday   * other day off", 20, ["! statutory holiday", "* other day off"]),
    ("10-01..10-07 day off: 国庆节", 14, ["10-01..10-07", "  day off:", "  国庆节"]),
    ("a unbreakable-word-here b", 8, ["a", "  unbreakable-word-here", "  b"]),
    ("\u{1B}[1;31mred\u{1B}[0m other day off  ", 17, ["\u{1B}[1;31mred\u{1B}[0m other day off"]),
    ("! 法定节假日   * 放假", 12, ["! 法定节假日", "* 放假"]),
  ])
  func fitted(line: String, columns: Int, lines: [String]) {
    #expect(CalendarText.fitted(line, columns: columns) == lines)
    #expect(lines.allSatisfy { CalendarText.visibleWidth($0) <= columns || !$0.dropFirst(2).contains(" ") })
  }

  /// October 2026 as `cal` prints it, made in the library from the day
  /// values: the grid, its legend and the listed days.
  @Test func aMonthWithItsLegend() throws {
    let calendar = try WorkdayCalendar.china()
    let month = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2026-10-15")), calendar: calendar)
    let text = CalendarText(
      [month], marking: .markers, today: month.month, language: .english, lunar: false, columns: 80)
    #expect(
      text.lines == [
        "    October 2026", "Mo Tu We Th Fr Sa Su", "          1! 2! 3! 4*", " 5* 6* 7* 8  9 10+11",
        "12 13 14 15 16 17 18", "19 20 21 22 23 24 25", "26 27 28 29 30 31", "",
        "! statutory holiday   * other day off   + make-up workday (调休上班)", "10-01..10-07 day off: 国庆节",
        "10-10 make-up workday: 国庆节",
      ])
    #expect(text.gridWidth == 21)
  }

  /// The legend names the half the days themselves have off, as the
  /// listed line under it does: a grid whose days give women the morning
  /// of 2024-03-08 (a Friday) off says the morning in both, in colour and
  /// in marks, and the picture's legend says the same.
  @Test(arguments: [MonthGrid.Marking.markers, .colors])
  func theHalfDayLegendSaysTheDaysOwnHalf(marking: MonthGrid.Marking) throws {
    let women = try WorkdayCalendar.china().forGroups([.women], halfDay: .morning)
    let march = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2024-03-01")), calendar: women)
    let text = CalendarText(
      [march], marking: marking, today: march.month, language: .english, lunar: false, columns: 200)
    #expect(text.legend.contains { $0.hasSuffix("working day with the morning off for your group (Art. 3)") })
    #expect(text.legend.contains("03-08 morning off: 妇女节"))
    #expect(!text.legend.contains { $0.contains("afternoon") }, "\(text.legend)")
    let svg = CalendarPicture([march], language: .english, lunar: false)
      .svg
    #expect(svg.contains(">working day with the morning off for your group (Art. 3)</text>"))
    #expect(!svg.contains("afternoon"))
  }
}
