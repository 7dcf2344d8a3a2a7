import TestSupport
import Testing

@testable import HolidayKit

struct HolidayLawTests {

  @Test(arguments: [
    (1999, nil), (2000, "国务院令第270号"), (2007, "国务院令第270号"), (2008, "国务院令第513号"),
    (2013, "国务院令第513号"), (2014, "国务院令第644号"), (2024, "国务院令第644号"), (2025, "国务院令第795号"),
    (2100, "国务院令第795号"),
  ])
  func versionInForce(year: Int, order: String?) {
    let law = HolidayLaw.inForce(in: year)
    #expect(law.map { $0.citation.contains(order ?? "-") } ?? (order == nil), "\(year)")
  }

  /// The years with statutory days HolidayKit reckons: a version in force
  /// all year and the lunar table's years; an answer from the regular
  /// week has statutory days off only in them.
  @Test(arguments: [
    (Int.min, false), (1901, false), (1999, false), (2000, true), (2026, true), (2100, true), (2101, false),
    (Int.max, false),
  ])
  func yearsWithStatutoryDays(year: Int, reckoned: Bool) {
    #expect(HolidayLaw.reckonsStatutoryDays(in: year) == reckoned)
    #expect(HolidayLaw.yearsWithoutStatutoryDays([year]) == (reckoned ? [] : [year]))
  }

  /// The statutory years are those a version is in force all year, within
  /// the years the lunar dates and solar terms are known.
  @Test func theStatutoryYearsAreThoseOfALawInForceAndTheTables() {
    let years = HolidayLaw.statutoryYears
    #expect(years.allSatisfy { HolidayLaw.inForce(in: $0) != nil && HolidayLaw.supportedYears.contains($0) })
    #expect(HolidayLaw.inForce(in: years.lowerBound - 1) == nil)
    #expect(!HolidayLaw.supportedYears.contains(years.upperBound + 1))
  }

  @Test func versionInForceOnADay() {
    #expect(HolidayLaw.inForce(on: day("1999-09-17")) == nil)
    #expect(HolidayLaw.inForce(on: day("1999-09-18")) == .measures1999)
    #expect(HolidayLaw.inForce(on: day("2024-12-31")) == .measures2013)
    #expect(HolidayLaw.inForce(on: day("2025-01-01")) == .measures2024)
  }

  @Test func dayCounts() {
    #expect(HolidayLaw.versions.map(\.dayCount) == [10, 11, 11, 13])
  }

  /// The statutory days of one year under each version, written out.
  @Test(arguments: [
    (
      HolidayLaw.measures1999, 2007,
      "2007-01-01 元旦, 2007-02-18 春节, 2007-02-19 春节, 2007-02-20 春节, 2007-05-01 劳动节, 2007-05-02 劳动节, 2007-05-03 劳动节, 2007-10-01 国庆节, 2007-10-02 国庆节, 2007-10-03 国庆节"
    ),
    (
      HolidayLaw.measures2007, 2008,
      "2008-01-01 元旦, 2008-02-06 春节, 2008-02-07 春节, 2008-02-08 春节, 2008-04-04 清明节, 2008-05-01 劳动节, 2008-06-08 端午节, 2008-09-14 中秋节, 2008-10-01 国庆节, 2008-10-02 国庆节, 2008-10-03 国庆节"
    ),
    (
      HolidayLaw.measures2013, 2024,
      "2024-01-01 元旦, 2024-02-10 春节, 2024-02-11 春节, 2024-02-12 春节, 2024-04-04 清明节, 2024-05-01 劳动节, 2024-06-10 端午节, 2024-09-17 中秋节, 2024-10-01 国庆节, 2024-10-02 国庆节, 2024-10-03 国庆节"
    ),
    (
      HolidayLaw.measures2024, 2026,
      "2026-01-01 元旦, 2026-02-16 春节, 2026-02-17 春节, 2026-02-18 春节, 2026-02-19 春节, 2026-04-05 清明节, 2026-05-01 劳动节, 2026-05-02 劳动节, 2026-06-19 端午节, 2026-09-25 中秋节, 2026-10-01 国庆节, 2026-10-02 国庆节, 2026-10-03 国庆节"
    ),
    // 中秋 on 国庆's third day: both are listed.
    (
      HolidayLaw.measures2024, 2028,
      "2028-01-01 元旦, 2028-01-25 春节, 2028-01-26 春节, 2028-01-27 春节, 2028-01-28 春节, 2028-04-04 清明节, 2028-05-01 劳动节, 2028-05-02 劳动节, 2028-05-28 端午节, 2028-10-01 国庆节, 2028-10-02 国庆节, 2028-10-03 中秋节, 2028-10-03 国庆节"
    ),
  ])
  func statutoryDays(law: HolidayLaw, year: Int, expected: String) throws {
    #expect(try law.statutoryDays(in: year).map(\.description).joined(separator: ", ") == expected)
  }

  @Test func yearsOutsideTheTablesAreAnError() {
    #expect(throws: LawError.unsupportedYear(2101)) { try HolidayLaw.measures2024.statutoryDays(in: 2101) }
    #expect(throws: LawError.unsupportedYear(1900)) { try HolidayLaw.measures2024.statutoryDays(in: 1900) }
    #expect(
      LawError.unsupportedYear(2101).description
        == "no statutory holidays can be computed for 2101 (supported: 1901-2100)")
  }
}
