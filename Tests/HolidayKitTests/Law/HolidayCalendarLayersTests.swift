import TestSupport
import Testing

@testable import HolidayKit

/// The order a run's data is laid in: built-in, the data folder (a year's
/// file replacing its year), the given official files, the provisional
/// year, then overlays on top.
struct HolidayCalendarLayersTests {
  private static func file(_ source: String, year: Int, _ days: [(String, String, Bool)]) throws -> HolidayFile {
    let listed = days.map { #"{"name": "\#($0.1)", "date": "\#($0.0)", "isOffDay": \#($0.2)}"# }
    let json = #"{"year": \#(year), "papers": [], "days": [\#(listed.joined(separator: ", "))]}"#
    return try HolidayFile(holidayCN: Array(json.utf8), source: source)
  }

  @Test func aLaterLayerWinsForTheDatesItLists() throws {
    var sources = HolidayCalendar.LayerSources()
    // 2026-10-09 is a working day in the built-in data.
    sources.downloaded = [try Self.file("data/extra.json", year: 2026, [("2026-10-09", "a", true)])]
    sources.holidays = [[try Self.file("h.json", year: 2026, [("2026-10-09", "b", false)])]]
    sources.overlays = [[try Self.file("o.json", year: 2026, [("2026-10-09", "年假", true)])]]
    let (official, withOverlays) = try HolidayCalendar.layered(sources)
    #expect(official.entry(on: day("2026-10-09"))?.name == "b")
    #expect(withOverlays.entry(on: day("2026-10-09"))?.name == "年假")
  }

  @Test func aDownloadedYearFileReplacesItsYear() throws {
    var sources = HolidayCalendar.LayerSources()
    // 2026.json as update writes it, without 2026-01-01: the day is gone.
    sources.downloaded = [try Self.file("data/2026.json", year: 2026, [("2026-10-09", "a", true)])]
    let (official, _) = try HolidayCalendar.layered(sources)
    #expect(official.entry(on: day("2026-01-01")) == nil)
    #expect(official.entry(on: day("2026-10-09"))?.name == "a")
    #expect(try HolidayCalendar.layered(HolidayCalendar.LayerSources()).official.entry(on: day("2026-01-01")) != nil)
  }

  @Test func theProvisionalYearLiesUnderTheOverlays() throws {
    var sources = HolidayCalendar.LayerSources()
    sources.provisional = true
    sources.overlays = [[try Self.file("o.json", year: 2027, [("2027-01-01", "团建", false)])]]
    let (official, withOverlays) = try HolidayCalendar.layered(sources)
    #expect(official.entry(on: day("2027-01-01"))?.isOffDay == true)
    #expect(withOverlays.entry(on: day("2027-01-01"))?.name == "团建")
    #expect(!withOverlays.covers(year: 2028))
  }

  @Test(arguments: [
    ("2026.json", 2026), ("0999.json", 999), ("2026.JSON", nil), ("20261.json", nil), ("x026.json", nil),
  ])
  func aYearFileIsNamedByItsYear(name: String, year: Int?) {
    #expect(HolidayFile.year(inFileName: name) == year)
  }
}
