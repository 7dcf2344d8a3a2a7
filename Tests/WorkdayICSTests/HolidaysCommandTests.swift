import HolidayKit
import Testing

struct HolidaysCommandTests {
  @Test func withNoRangeItCoversEveryPublishedYear() throws {
    let result = try Tool.run(["holidays"])
    #expect(result.status == 0)
    let lines = ContentLine.unfold(result.stdout)
    let starts = lines.filter { $0.hasPrefix("DTSTART;VALUE=DATE:") }.map { $0.suffix(8) }
    #expect(starts.first?.hasPrefix("2007") == true)
    #expect(starts.last?.hasPrefix("2026") == true)
    #expect(lines.contains("SUMMARY:补班 (国庆节)"))
    #expect(!lines.contains { $0.hasPrefix("BEGIN:VALARM") })
    #expect(!lines.contains { $0.hasPrefix("BEGIN:VTIMEZONE") })
  }

  @Test func the2020SpringFestivalIsOneRunEndingTheDayBeforeFebruaryThird() throws {
    let lines = ContentLine.unfold(try Tool.run(["holidays", "--year", "2020"]).stdout)
    let index = try #require(lines.firstIndex(of: "DTSTART;VALUE=DATE:20200124"))
    #expect(lines[index + 1] == "DTEND;VALUE=DATE:20200203")
    #expect(lines[index + 2] == "SUMMARY:春节")
  }

  @Test func anUnpublishedYearIsALoudError() throws {
    let result = try Tool.run(["holidays", "--year", "2026-2027"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("no official holiday data for 2027"))
  }
}
