import TestSupport
import Testing

@testable import HolidayKit

/// The order a run's data is laid in: built-in, the data folder (a year's
/// file replacing its year), the given official files, the provisional
/// year, then overlays on top.
struct HolidayCalendarLayersTests {
  private static func file(
    _ source: String, year: Int, papers: [String] = [], _ days: [(String, String, Bool)]
  ) throws -> HolidayFile {
    let listed = days.map { #"{"name": "\#($0.1)", "date": "\#($0.0)", "isOffDay": \#($0.2)}"# }
    let cited = papers.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = #"{"year": \#(year), "papers": [\#(cited)], "days": [\#(listed.joined(separator: ", "))]}"#
    return try HolidayFile(holidayCN: Array(json.utf8), source: source)
  }

  @Test func aLaterLayerWinsForTheDatesItLists() throws {
    var sources = HolidayCalendar.LayerSources()
    // 2026-10-09 is a working day in the built-in data.
    sources.downloaded = [try Self.file("data/extra.json", year: 2026, [("2026-10-09", "a", true)])]
    sources.holidays = [[try Self.file("h.json", year: 2026, [("2026-10-09", "b", false)])]]
    sources.overlays = [[try Self.file("o.json", year: 2026, [("2026-10-09", "年假", true)])]]
    let layers = try HolidayCalendar.layered(sources)
    let (official, withOverlays) = (layers.official, layers.withOverlays)
    #expect(official.entry(on: day("2026-10-09"))?.name == "b")
    #expect(withOverlays.entry(on: day("2026-10-09"))?.name == "年假")
  }

  @Test func aDownloadedYearFileReplacesItsYear() throws {
    var sources = HolidayCalendar.LayerSources()
    // 2026.json as update writes it, citing the built-in copy's notice,
    // without 2026-01-01: the day is gone.
    sources.downloaded = [
      try Self.file("data/2026.json", year: 2026, papers: [Self.notice2026], [("2026-10-09", "a", true)])
    ]
    let official = try HolidayCalendar.layered(sources).official
    #expect(official.entry(on: day("2026-01-01")) == nil)
    #expect(official.entry(on: day("2026-10-09"))?.name == "a")
    #expect(try HolidayCalendar.layered(HolidayCalendar.LayerSources()).official.entry(on: day("2026-01-01")) != nil)
  }

  @Test func theProvisionalYearLiesUnderTheOverlays() throws {
    var sources = HolidayCalendar.LayerSources()
    sources.provisional = true
    sources.overlays = [[try Self.file("o.json", year: 2027, [("2027-01-01", "团建", false)])]]
    let layers = try HolidayCalendar.layered(sources)
    let (official, withOverlays) = (layers.official, layers.withOverlays)
    #expect(official.entry(on: day("2027-01-01"))?.isOffDay == true)
    #expect(withOverlays.entry(on: day("2027-01-01"))?.name == "团建")
    #expect(!withOverlays.covers(year: 2028))
  }

  /// The notice the built-in 2026.json cites.
  private static let notice2026 = "https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm"

  /// The two notices the built-in 2020.json cites: the 2020 arrangement
  /// and the extension of the Spring Festival (2020-01-27).
  private static let notice2020 = "http://www.gov.cn/zhengce/zhengceku/2019-11/21/content_5454164.htm"
  private static let extension2020 = "http://www.gov.cn/zhengce/zhengceku/2020-01/27/content_5472352.htm"

  /// 2020.json as it was before the extension: 2020-01-31 a working day,
  /// 2020-02-01 a make-up Saturday.
  private static func before2020Extension(_ source: String) throws -> HolidayFile {
    try file(
      source, year: 2020, papers: [notice2020],
      [("2020-01-24", "春节", true), ("2020-01-30", "春节", true), ("2020-02-01", "春节", false)])
  }

  @Test func aDataFolderCopyOlderThanTheBuiltInOneIsLeftUnused() throws {
    var sources = HolidayCalendar.LayerSources()
    let stale = try Self.before2020Extension("data/2020.json")
    sources.downloaded = [stale]
    let layers = try HolidayCalendar.layered(sources)
    #expect(layers.official.entry(on: day("2020-01-31"))?.isOffDay == true)
    #expect(layers.official.entry(on: day("2020-02-01"))?.isOffDay == true)
    #expect(layers.olderCopies.map(\.copy) == [stale])
    #expect(layers.olderCopies.first?.newerIsBuiltIn == true)
    #expect(layers.olderCopies.first?.missingNotices == [Self.extension2020])
  }

  @Test func aDataFolderCopyCitingNoNoticeIsOlderThanTheBuiltInOne() throws {
    var sources = HolidayCalendar.LayerSources()
    // The data folder holds upstream's copies, never a company's own file.
    let uncited = try Self.file("data/2020.json", year: 2020, [("2020-01-31", "春节", false)])
    sources.downloaded = [uncited]
    let layers = try HolidayCalendar.layered(sources)
    #expect(layers.official.entry(on: day("2020-01-31"))?.isOffDay == true)
    #expect(layers.olderCopies.map(\.copy) == [uncited])
    #expect(layers.olderCopies.first?.newerIsBuiltIn == true)
    #expect(layers.olderCopies.first?.missingNotices == [Self.notice2020, Self.extension2020])
  }

  @Test func aNewerDataFolderCopyWinsAndAnOlderGivenCopyIsLeftUnused() throws {
    var sources = HolidayCalendar.LayerSources()
    let newer = try Self.file(
      "data/2020.json", year: 2020, papers: [Self.notice2020, Self.extension2020, "https://example.org/third"],
      [("2020-01-31", "春节", false)])
    let given = try Self.file(
      "h/2020.json", year: 2020, papers: [Self.notice2020, Self.extension2020], [("2020-01-31", "春节", true)])
    sources.downloaded = [newer]
    sources.holidays = [[given]]
    let layers = try HolidayCalendar.layered(sources)
    #expect(layers.official.entry(on: day("2020-01-31"))?.isOffDay == false)
    #expect(layers.olderCopies.map(\.copy.source) == ["h/2020.json"])
    #expect(layers.olderCopies.first?.newer.source == "data/2020.json")
    #expect(layers.olderCopies.first?.newerIsBuiltIn == false)
  }

  @Test func copiesCitingNoNoticeOrTheSameOnesAreLaidInOrder() throws {
    var sources = HolidayCalendar.LayerSources()
    // A company's own file cites no notice, a copy of the built-in one the same two.
    sources.holidays = [
      [try Self.file("company.json", year: 2020, [("2020-01-31", "公司", false)])],
      [try Self.file("copy/2020.json", year: 2020, papers: [Self.extension2020, Self.notice2020], [])],
    ]
    let layers = try HolidayCalendar.layered(sources)
    #expect(layers.official.entry(on: day("2020-01-31"))?.name == "公司")
    #expect(layers.olderCopies.isEmpty)
  }

  @Test(arguments: [
    ("2026.json", 2026), ("0999.json", 999), ("2026.JSON", nil), ("20261.json", nil), ("x026.json", nil),
  ])
  func aYearFileIsNamedByItsYear(name: String, year: Int?) {
    #expect(HolidayFile.year(inFileName: name) == year)
  }
}
