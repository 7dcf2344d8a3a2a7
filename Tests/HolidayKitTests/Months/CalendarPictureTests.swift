import Testing

@testable import HolidayKit

/// The picture of month grids, made in the library from the day values:
/// each day's cell carries the caller's kind and sentence, its mark's
/// class and word.
struct CalendarPictureTests {
  @Test(arguments: [
    (Language.english, "2026-10-01", "holiday", "mark-statutory", "×3"),
    (.chinese, "2026-10-01", "holiday", "mark-statutory", "法定"),
    (.english, "2026-10-10", "make-up-workday", "mark-make-up-workday", "work"),
    (.chinese, "2026-10-04", "holiday", "mark-day-off", "休"),
  ])
  func aDaysCellCarriesItsMarkAndTheCallersWords(
    language: Language, date: String, kind: String, mark: String, word: String
  ) throws {
    let calendar = try WorkdayCalendar.china()
    let grid = try MonthGrid(monthOf: #require(CivilDate(iso8601: date)), calendar: calendar)
    let svg = CalendarPicture(
      [grid], language: language, lunar: false, halfDay: .afternoon, kindLabel: { "kind-" + $0.kind.label },
      sentence: { "said of \($0.date)" }
    ).svg
    let cell = try #require(svg.split(separator: "\n").first { $0.contains("data-date=\"\(date)\"") })
    #expect(cell.hasPrefix("<g class=\"day kind-\(kind) \(mark)\""), "\(cell)")
    #expect(cell.contains("data-kind=\"kind-\(kind)\""))
    #expect(cell.contains("<title>said of \(date)</title>"))
    #expect(cell.contains(">\(word)</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
