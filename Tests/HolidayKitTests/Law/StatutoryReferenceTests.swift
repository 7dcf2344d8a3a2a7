import Foundation
import TestSupport
import Testing

@testable import HolidayKit

/// HolidayKit's statutory dates against two independent Chinese-calendar
/// libraries, sxtwl and lunar-python, through the committed fixture
/// `Fixtures/statutory-dates.txt` (written by `.tools/statutory-dates`; the
/// interop tests run that script again in the venv and check it still
/// writes the committed file).
struct StatutoryReferenceTests {
  struct Row: Sendable {
    var year: Int
    var qingming: String
    /// 除夕, 初一, 端午, 中秋; empty before 1950.
    var lunar: [String]
  }

  static func rows() throws -> [Row] {
    let text = try PackagePaths.fixture("statutory-dates.txt")
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count == 6, let year = Int(fields[0]) else { return nil }
      return Row(year: year, qingming: fields[1], lunar: fields[2] == "-" ? [] : Array(fields[2...]))
    }
  }

  @Test func fixtureCoversTheYears() throws {
    let rows = try Self.rows()
    #expect(rows.map(\.year) == Array(1901...2100))
    #expect(rows.filter { !$0.lunar.isEmpty }.map(\.year) == Array(1950...2100))
  }

  @Test func qingming1901To2100() throws {
    for row in try Self.rows() {
      #expect(SolarTerm.pureBrightness.date(in: row.year)?.iso8601 == row.qingming, "\(row.year)")
    }
  }

  /// Every statutory day of 1950-2100 under the 2024 measures (元旦 through
  /// 国庆), against the references.
  @Test func statutoryDays1950To2100() throws {
    for row in try Self.rows() where !row.lunar.isEmpty {
      let days = try HolidayLaw.measures2024.statutoryDays(in: row.year)
      func dates(_ holiday: StatutoryHoliday) -> [String] { days.filter { $0.holiday == holiday }.map(\.date.iso8601) }
      let y = String(row.year)
      let eve = day(row.lunar[0])
      let newYear = day(row.lunar[1])
      #expect(eve.next == newYear, "\(y)")
      #expect(dates(.newYearsDay) == ["\(y)-01-01"], "\(y)")
      #expect(dates(.springFestival) == [eve, newYear, newYear.next!, newYear.next!.next!].map(\.iso8601), "\(y)")
      #expect(dates(.qingming) == [row.qingming], "\(y)")
      #expect(dates(.labourDay) == ["\(y)-05-01", "\(y)-05-02"], "\(y)")
      #expect(dates(.dragonBoat) == [row.lunar[2]], "\(y)")
      #expect(dates(.midAutumn) == [row.lunar[3]], "\(y)")
      #expect(dates(.nationalDay) == ["\(y)-10-01", "\(y)-10-02", "\(y)-10-03"], "\(y)")
    }
  }

  /// The one statutory date from 2027 on that the sources dispute: 中秋
  /// 2089 is 09-18 per ICU (Foundation), sxtwl and lunar-python, 09-19 per
  /// borax. The new moon that begins 八月 falls within seconds of midnight.
  @Test func midAutumn2089() throws {
    #expect(LunarDate(year: 2089, month: 8, day: 15).civilDate?.iso8601 == "2089-09-18")
    #expect(try Self.rows().first { $0.year == 2089 }?.lunar[3] == "2089-09-18")
  }
}
