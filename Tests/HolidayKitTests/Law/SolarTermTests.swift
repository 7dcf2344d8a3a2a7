import Foundation
import HolidayKit
import TestSupport
import Testing

/// The public solar terms against sxtwl and lunar-python, through the
/// committed fixture `Fixtures/solar-terms.txt` (written by
/// `.tools/solar-terms`; the interop tests run that script again in the venv
/// and check it still writes the committed file).
struct SolarTermTests {
  /// Year → the 24 days (MM-DD) from 小寒.
  static func fixture() throws -> [Int: [String]] {
    let text = try PackagePaths.fixture("solar-terms.txt")
    var rows: [Int: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map(String.init)
      if let year = Int(fields[0]) { rows[year] = Array(fields.dropFirst()) }
    }
    return rows
  }

  @Test func everyTermFrom1901To2100IsTheFixtures() throws {
    let fixture = try Self.fixture()
    #expect(fixture.keys.sorted() == Array(1901...2100))
    for year in SolarTerm.supportedYears {
      let days = SolarTerm.days(in: year)
      #expect(days.map(\.term) == SolarTerm.allCases, "\(year)")
      #expect(days.map { $0.date.iso8601 } == fixture[year]?.map { "\(year)-\($0)" }, "\(year)")
    }
  }

  @Test func eachDayHasTheTermThatFallsOnIt() throws {
    var date = try #require(CivilDate(year: 1901, month: 1, day: 1))
    var found: [SolarTermDay] = []
    while date.year <= 2100 {
      if let term = SolarTerm(date) { found.append(SolarTermDay(term: term, date: date)) }
      date = try #require(date.adding(days: 1))
    }
    #expect(found == SolarTerm.supportedYears.flatMap(SolarTerm.days(in:)))
    #expect(found.count == 200 * 24)
  }

  @Test(arguments: [
    (SolarTerm.minorCold, "小寒", "Minor Cold", 1), (.pureBrightness, "清明", "Pure Brightness", 4),
    (.winterSolstice, "冬至", "Winter Solstice", 12),
  ])
  func names(term: SolarTerm, chinese: String, english: String, month: Int) {
    #expect(term.chineseName == chinese)
    #expect(term.englishName == english)
    #expect(term.month == month)
  }

  @Test func outsideTheTableNothing() throws {
    #expect(SolarTerm.minorCold.date(in: 1900) == nil)
    #expect(SolarTerm.minorCold.date(in: 2101) == nil)
    #expect(SolarTerm.days(in: 2101).isEmpty)
    #expect(SolarTerm(try #require(CivilDate(year: 1900, month: 12, day: 22))) == nil)
    let all = SolarTerm.days(from: CivilDate.earliest, through: CivilDate.latest)
    #expect(all.count == 200 * 24)
  }

  @Test func aRangeIsInclusiveAndOrdered() throws {
    let start = try #require(CivilDate(year: 2026, month: 12, day: 22))
    let end = try #require(CivilDate(year: 2027, month: 1, day: 20))
    #expect(SolarTerm.days(from: start, through: end).map(\.term) == [.winterSolstice, .minorCold, .majorCold])
    #expect(SolarTerm.days(from: end, through: start).isEmpty)
  }
}
