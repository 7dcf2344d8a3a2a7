import HolidayKit
import Testing

@testable import WorkdayCLI

/// The lunar date under a day of `cal --lunar`.
struct MonthGridLunarTests {
  @Test(arguments: [
    ("2026-02-17", "正月"), ("2026-02-16", "廿九"), ("2026-02-19", "初三"), ("2026-03-04", "十六"),
    ("2026-04-05", "清明"), ("2026-09-25", "十五"), ("2026-03-03", "十五"), ("2025-07-25", "闰六"),
    ("2025-08-12", "十九"), ("2026-01-19", "腊月"), ("2025-12-20", "冬月"), ("2026-02-07", "二十"),
    ("2026-02-05", "十八"), ("2026-02-12", "廿五"), ("2026-01-18", "三十"),
  ])
  func labels(date: String, label: String) throws {
    #expect(MonthGrid.lunarLabel(try #require(CivilDate(iso8601: date))) == label)
  }

  /// Each of the 24 solar terms of a year is named on its day, in place
  /// of the lunar day (雨水 on 2026-02-18, 初二), as sxtwl dates them.
  @Test(arguments: [("2026-02-18", "雨水"), ("2026-12-22", "冬至"), ("2026-02-04", "立春"), ("2100-12-22", "冬至")])
  func solarTerms(date: String, label: String) throws {
    #expect(MonthGrid.lunarLabel(try #require(CivilDate(iso8601: date))) == label)
  }

  @Test func everySolarTermOfAYearIsNamed() {
    for day in SolarTerm.days(in: 2027) {
      #expect(MonthGrid.lunarLabel(day.date) == day.term.chineseName)
      #expect(day.term.chineseName.count == 2, "two characters wide, as the lunar days are")
    }
    #expect(SolarTerm.days(in: 2027).count == 24)
  }
}
