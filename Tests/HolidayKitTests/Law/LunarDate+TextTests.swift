import HolidayKit
import Testing

/// The lunar date's text forms against lunar-python, through
/// ``LunarTextFixture``, on every day from 1901 through 2100.
struct LunarDateTextTests {
  @Test func everyDayFrom1901To2100() throws {
    let fixture = try LunarTextFixture.committed()
    #expect(fixture.dayNames.count == 30)
    #expect(fixture.years.keys.sorted() == Array(1900...2100))
    var date = try #require(CivilDate(year: 1901, month: 1, day: 1))
    var mismatches: [String] = []
    // Each lunar year's months by name, in the order their first days come.
    var months: [Int: [String]] = [:]
    while date.year <= 2100 {
      let lunar = try #require(LunarDate(date))
      let year = try #require(fixture.years[lunar.year])
      if lunar.day == 1 || months[lunar.year] == nil { months[lunar.year, default: []].append(lunar.monthName) }
      let expected = [year.stemBranch, year.zodiac, fixture.dayNames[lunar.day - 1]]
      let actual = [lunar.yearStemBranch, lunar.zodiac, lunar.dayName]
      if actual != expected { mismatches.append("\(date.iso8601): \(actual), lunar-python \(expected)") }
      date = try #require(date.adding(days: 1))
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    for (year, names) in months {
      let expected = fixture.years[year]?.monthNames ?? []
      // Lunar 1900 began before 1901, lunar 2100 ends after 2100.
      let compared =
        year == 1900
        ? Array(expected.suffix(names.count)) : year == 2100 ? Array(expected.prefix(names.count)) : expected
      #expect(names == compared, "\(year)")
    }
  }

  @Test(arguments: [
    (LunarDate(year: 2026, month: 1, day: 1), "正月", "初一"),
    (LunarDate(year: 2025, month: 6, day: 20, isLeapMonth: true), "闰六月", "二十"),
    (LunarDate(year: 2033, month: 11, day: 30, isLeapMonth: true), "闰冬月", "三十"),
    (LunarDate(year: 2026, month: 12, day: 23), "腊月", "廿三"),
    (LunarDate(year: 2026, month: 13, day: 31), "", ""),
  ])
  func names(date: LunarDate, month: String, day: String) {
    #expect(date.monthName == month)
    #expect(date.dayName == day)
  }

  @Test(arguments: [(2026, "丙午", "马"), (1984, "甲子", "鼠"), (2100, "庚申", "猴"), (3, "癸亥", "猪")])
  func yearNames(year: Int, stemBranch: String, zodiac: String) {
    let date = LunarDate(year: year, month: 1, day: 1)
    #expect(date.yearStemBranch == stemBranch)
    #expect(date.zodiac == zodiac)
  }
}
