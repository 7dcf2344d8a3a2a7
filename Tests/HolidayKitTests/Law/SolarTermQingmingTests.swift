import Testing

@testable import HolidayKit

/// 清明, which the law places its holiday on, from the table of the 24
/// terms against a derivation of its own: from 1901 through 2099 the day
/// follows from the year alone, by a threshold for each remainder of the
/// year divided by 4 (the rule python-holidays uses); 2100, no leap year,
/// puts it back by almost a day.
struct SolarTermQingmingTests {
  static func byTheRule(_ year: Int) -> CivilDate? {
    guard (1901...2100).contains(year) else { return nil }
    if year == 2100 { return CivilDate(year: year, month: 4, day: 5) }
    let remainder = year % 4
    let april4From = [0: 1976, 1: 2009, 2: 2042, 3: 2075]
    let april6Through = [2: 1910, 3: 1943]
    let day: Int
    if let first = april4From[remainder], year >= first {
      day = 4
    } else if let last = april6Through[remainder], year <= last {
      day = 6
    } else {
      day = 5
    }
    return CivilDate(year: year, month: 4, day: day)
  }

  /// Spot checks across the thresholds of the year-mod-4 rule; the whole
  /// of 1901-2100 is compared with sxtwl and lunar-python in
  /// StatutoryReferenceTests.
  @Test(arguments: [
    (1901, "1901-04-05"), (1908, "1908-04-05"), (1910, "1910-04-06"), (1911, "1911-04-06"), (1912, "1912-04-05"),
    (1943, "1943-04-06"), (1944, "1944-04-05"), (1947, "1947-04-05"), (1975, "1975-04-05"), (1976, "1976-04-04"),
    (2008, "2008-04-04"), (2009, "2009-04-04"), (2010, "2010-04-05"), (2025, "2025-04-04"), (2026, "2026-04-05"),
    (2027, "2027-04-05"), (2028, "2028-04-04"), (2041, "2041-04-04"), (2042, "2042-04-04"), (2074, "2074-04-04"),
    (2073, "2073-04-04"), (2075, "2075-04-04"), (2099, "2099-04-04"), (2100, "2100-04-05"),
  ])
  func qingming(year: Int, expected: String) {
    #expect(SolarTerm.pureBrightness.date(in: year)?.iso8601 == expected)
    #expect(Self.byTheRule(year)?.iso8601 == expected)
  }

  @Test func outsideTheTableIsNil() {
    #expect(SolarTerm.pureBrightness.date(in: 1900) == nil)
    #expect(SolarTerm.pureBrightness.date(in: 2101) == nil)
  }

  /// The table and the rule give the same 清明 in every year.
  @Test func theTableIsTheRule() {
    for year in SolarTerm.supportedYears {
      #expect(SolarTerm.pureBrightness.date(in: year) == Self.byTheRule(year), "\(year)")
    }
  }
}
