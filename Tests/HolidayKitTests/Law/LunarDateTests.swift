import Testing

@testable import HolidayKit

struct LunarDateTests {
  @Test(arguments: [
    (2026, 1, 1, false, "2026-02-17"), (2026, 8, 15, false, "2026-09-25"), (2025, 6, 1, true, "2025-07-25"),
    (2033, 11, 1, true, "2033-12-22"), (2023, 2, 1, true, "2023-03-22"), (1950, 1, 1, false, "1950-02-17"),
    // New moons within a minute of midnight, where ICU numbered the first
    // day 0 and its last 29 (HolidayKit's calendar was ICU's).
    (2057, 9, 1, false, "2057-09-28"), (2057, 9, 30, false, "2057-10-27"), (2097, 7, 1, false, "2097-08-07"),
  ])
  func toCivil(year: Int, month: Int, day: Int, leap: Bool, expected: String) {
    #expect(LunarDate(year: year, month: month, day: day, isLeapMonth: leap).civilDate?.iso8601 == expected)
  }

  @Test func impossibleDaysAreNil() {
    #expect(LunarDate(year: 2026, month: 6, day: 1, isLeapMonth: true).civilDate == nil)  // no 闰六月 in 2026
    #expect(LunarDate(year: 2026, month: 13, day: 1).civilDate == nil)
    #expect(LunarDate(year: 2101, month: 1, day: 1).civilDate == nil)
    // A day 30 that does not exist: 2026's 二月 has 29 days.
    #expect(LunarDate(year: 2026, month: 1, day: 30).civilDate?.iso8601 == "2026-03-18")
    #expect(LunarDate(year: 2026, month: 2, day: 30).civilDate == nil)
  }

  /// A lunar date is a day when its day falls in a supported year, whatever
  /// its lunar year: lunar 1900's 腊八 is 1901-01-27, its 正月初一
  /// (1900-01-31) is not a day here, nor lunar 2100's 腊八 (in 2101).
  @Test func theSupportedYearsAreThoseOfTheDay() {
    #expect(LunarDate(year: 1900, month: 12, day: 8).civilDate?.iso8601 == "1901-01-27")
    #expect(LunarDate(year: 1900, month: 1, day: 1).civilDate == nil)
    #expect(LunarDate(year: 2100, month: 12, day: 8).civilDate == nil)
  }

  @Test(arguments: ["2026-02-16", "2026-02-17", "2026-01-10", "2033-12-22", "2000-01-01", "2100-12-31"])
  func roundTrip(text: String) throws {
    let date = try #require(CivilDate(iso8601: text))
    let lunar = try #require(LunarDate(date))
    #expect(lunar.civilDate == date)
  }

  @Test func lunarYearStartsAtItsNewYear() {
    #expect(LunarDate(CivilDate(year: 2026, month: 2, day: 16)!) == LunarDate(year: 2025, month: 12, day: 29))
    #expect(LunarDate(CivilDate(year: 2026, month: 2, day: 17)!) == LunarDate(year: 2026, month: 1, day: 1))
  }
}
