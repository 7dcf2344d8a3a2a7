import HolidayKit
import Testing

/// The lunar festivals against lunar-python's dates, through
/// ``LunarTextFixture``, on every day from 1901 through 2100.
struct LunarFestivalTests {
  /// The days on which lunar-python and HolidayKit give different festivals
  /// (1914-11 and -12, 1916's new year, 1920-11, 2057's 重阳).
  static let knownToDiffer: Set = [
    "1914-11-17", "1914-11-18", "1914-12-01", "1914-12-02", "1916-02-02", "1916-02-03", "1916-02-04", "1916-02-17",
    "1916-02-18", "1920-11-10", "1920-11-11", "1920-11-24", "1920-11-25", "2057-10-06", "2057-10-07",
  ]

  /// Any year may be asked, the extremes of Int among them: outside the
  /// table the answer is nil, never a trap.
  @Test(arguments: [Int.min, -1, 0, 1899, 2101, Int.max - 1, Int.max])
  func aYearFarOutsideTheTableHasNoDays(year: Int) {
    for festival in LunarFestival.allCases {
      #expect(festival.date(inLunarYear: year) == nil, "\(festival) of lunar \(year)")
    }
    #expect(LunarDate(year: year, month: 1, day: 1).civilDate == nil)
    #expect(LunarFestival.days(in: year).isEmpty)
  }

  @Test func everyDayFrom1901To2100() throws {
    let fixture = try LunarTextFixture.committed()
    var expected: [String: [LunarFestival]] = [:]
    for year in fixture.years.values {
      for (festival, day) in zip(LunarFestival.allCases, year.festivals) { expected[day, default: []].append(festival) }
    }
    var date = try #require(CivilDate(year: 1901, month: 1, day: 1))
    var mismatches: [String] = []
    while date.year <= 2100 {
      let festivals = LunarFestival.festivals(on: date)
      // Before 1929 lunar-python reckons at Beijing's mean time (UTC+7:46),
      // HolidayKit at UTC+8, and in 2057 it starts 九月 a day later (see
      // Tests/Interop/test_lunar_table.py): the festivals of the months
      // that start on different days are a day apart, on these days alone.
      if festivals != expected[date.iso8601] ?? [], !Self.knownToDiffer.contains(date.iso8601) {
        mismatches.append("\(date.iso8601): \(festivals), lunar-python \(expected[date.iso8601] ?? [])")
      }
      date = try #require(date.adding(days: 1))
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(
      LunarFestival.days(in: 1901).first
        == LunarFestivalDay(festival: .labaFestival, date: CivilDate(year: 1901, month: 1, day: 27)!))
  }

  /// A festival's day in each lunar year names that festival (the days that
  /// name none are everyDayFrom1901To2100's): the two ways to ask give one
  /// answer, lunar 1900's days of 1901 among them.
  @Test func eachFestivalsDayNamesIt() {
    var days = 0
    for lunarYear in 1900...2100 {
      for festival in LunarFestival.allCases {
        guard let date = festival.date(inLunarYear: lunarYear) else { continue }
        #expect(LunarFestival.festivals(on: date) == [festival], "\(festival) of lunar \(lunarYear)")
        days += 1
      }
    }
    // Lunar 1900's last four (腊八, the two 小年, 除夕); none of lunar 2100's
    // 腊月, which falls in 2101.
    #expect(days == 4 + 199 * 14 + 10)
  }

  @Test func aYearsFestivalsInOrder() {
    let days = LunarFestival.days(in: 2026)
    #expect(days.map { $0.date.iso8601 }.sorted() == days.map { $0.date.iso8601 })
    for day in days {
      #expect(day.date.year == 2026 && [2025, 2026].contains { day.festival.date(inLunarYear: $0) == day.date })
    }
    // 除夕 of lunar 2025 (2026-02-16), and none of lunar 2026's (2027-02-05).
    #expect(days.filter { $0.festival == .newYearsEve }.map { $0.date.iso8601 } == ["2026-02-16"])
    #expect(days.count == LunarFestival.allCases.count)
    #expect(LunarFestival.days(in: 2101).isEmpty)
  }

  @Test(arguments: [
    (LunarFestival.qixi, "七夕节", "Qixi Festival", "2026-08-19"), (.labaFestival, "腊八节", "Laba Festival", "2027-01-15"),
    (.newYearsEve, "除夕", "New Year's Eve", "2027-02-05"),
  ])
  func names(festival: LunarFestival, chinese: String, english: String, day: String) {
    #expect(festival.chineseName == chinese)
    #expect(festival.englishName == english)
    #expect(festival.date(inLunarYear: 2026)?.iso8601 == day)
  }
}
