import Testing

@testable import HolidayKit

struct SolarTermsTests {
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
    #expect(SolarTerms.qingming(in: year)?.iso8601 == expected)
  }

  @Test func outsideTheRuleIsNil() {
    #expect(SolarTerms.qingming(in: 1900) == nil)
    #expect(SolarTerms.qingming(in: 2101) == nil)
  }

  /// The law's rule and the public table of the 24 terms give the same 清明.
  @Test func thePublicTableAgrees() {
    for year in SolarTerm.supportedYears {
      #expect(SolarTerm.pureBrightness.date(in: year) == SolarTerms.qingming(in: year), "\(year)")
    }
  }
}
