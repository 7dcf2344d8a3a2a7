/// A version of the law that fixes the statutory holidays: the State
/// Council's 全国年节及纪念日放假办法 (National Holidays and Commemorative
/// Days Measures), Art. 2 (holidays for all citizens) and Art. 6 (a
/// statutory day that falls on a weekend is made up on a working day, 补假).
///
/// | version | in force | days | 春节 | 劳动节 | 清明, 端午, 中秋 |
/// |---|---|---|---|---|---|
/// | ``measures1999`` | 1999-09-18 to 2007-12-31 | 10 | 初一-初三 | May 1-3 | - |
/// | ``measures2007`` | 2008-01-01 to 2013-12-31 | 11 | 除夕, 初一, 初二 | May 1 | 1 day each |
/// | ``measures2013`` | 2014-01-01 to 2024-12-31 | 11 | 初一-初三 | May 1 | 1 day each |
/// | ``measures2024`` | from 2025-01-01 | 13 | 除夕, 初一-初三 | May 1-2 | 1 day each |
///
/// Every version gives 元旦 (January 1) and 国庆节 (October 1-3).
///
///     HolidayLaw.inForce(in: 2026)?.statutoryDays(in: 2026).count  // 13
public struct HolidayLaw: Hashable, Sendable, CustomStringConvertible {
  /// The citation, such as `全国年节及纪念日放假办法 (国务院令第795号, 2024)`.
  public let citation: String
  /// The first day this version applies.
  public let inForceFrom: CivilDate
  /// The statutory days off, per holiday.
  let rules: [(StatutoryHoliday, StatutoryRule)]

  /// The days a holiday takes, counted from a day fixed by the calendar.
  enum StatutoryRule: Hashable, Sendable {
    /// Fixed Gregorian days: month, first day, number of days.
    case gregorian(month: Int, day: Int, count: Int)
    /// Days from a lunar month and day (negative `offset`: before it,
    /// so -1 from 正月初一 is 除夕), `count` days.
    case lunar(month: Int, day: Int, offset: Int, count: Int)
    /// The day of the solar term 清明.
    case qingming
  }

  /// The 1999 version: State Council Order No. 270 (国务院令第270号),
  /// promulgated and in force 1999-09-18. 元旦 1 day, 春节 3 days (正月初一,
  /// 初二, 初三), 劳动节 3 days (May 1-3), 国庆节 3 days (October 1-3): 10.
  public static let measures1999 = HolidayLaw(
    citation: "全国年节及纪念日放假办法 (国务院令第270号, 1999)", inForceFrom: CivilDate(uncheckedYear: 1999, month: 9, day: 18),
    rules: [
      (.newYearsDay, .gregorian(month: 1, day: 1, count: 1)),
      (.springFestival, .lunar(month: 1, day: 1, offset: 0, count: 3)),
      (.labourDay, .gregorian(month: 5, day: 1, count: 3)),
      (.nationalDay, .gregorian(month: 10, day: 1, count: 3)),
    ])

  /// The 2007 amendment: State Council Order No. 513 (国务院令第513号),
  /// promulgated 2007-12-14, in force 2008-01-01. 春节 becomes 除夕, 初一,
  /// 初二; 劳动节 1 day; 清明, 端午, 中秋 added, 1 day each: 11.
  public static let measures2007 = HolidayLaw(
    citation: "全国年节及纪念日放假办法 (国务院令第513号, 2007)", inForceFrom: CivilDate(uncheckedYear: 2008, month: 1, day: 1),
    rules: [
      (.newYearsDay, .gregorian(month: 1, day: 1, count: 1)),
      (.springFestival, .lunar(month: 1, day: 1, offset: -1, count: 3)),
      (.qingming, .qingming),
      (.labourDay, .gregorian(month: 5, day: 1, count: 1)),
      (.dragonBoat, .lunar(month: 5, day: 5, offset: 0, count: 1)),
      (.midAutumn, .lunar(month: 8, day: 15, offset: 0, count: 1)),
      (.nationalDay, .gregorian(month: 10, day: 1, count: 3)),
    ])

  /// The 2013 amendment: State Council Order No. 644 (国务院令第644号),
  /// promulgated 2013-12-11, in force 2014-01-01. 春节 back to 初一, 初二,
  /// 初三 (除夕 a working day again): 11.
  public static let measures2013 = HolidayLaw(
    citation: "全国年节及纪念日放假办法 (国务院令第644号, 2013)", inForceFrom: CivilDate(uncheckedYear: 2014, month: 1, day: 1),
    rules: [
      (.newYearsDay, .gregorian(month: 1, day: 1, count: 1)),
      (.springFestival, .lunar(month: 1, day: 1, offset: 0, count: 3)),
      (.qingming, .qingming),
      (.labourDay, .gregorian(month: 5, day: 1, count: 1)),
      (.dragonBoat, .lunar(month: 5, day: 5, offset: 0, count: 1)),
      (.midAutumn, .lunar(month: 8, day: 15, offset: 0, count: 1)),
      (.nationalDay, .gregorian(month: 10, day: 1, count: 3)),
    ])

  /// The 2024 amendment: State Council Order No. 795 (国务院令第795号),
  /// signed 2024-11-10, in force 2025-01-01
  /// (gov.cn/gongbao/2024/issue_11726/202411/content_6989774.html). 春节
  /// 4 days (除夕, 初一-初三), 劳动节 2 days (May 1-2): 13. Its new Art. 7
  /// allows 调休 and says that, save in particular cases, the consecutive
  /// working days around a holiday generally do not exceed six.
  public static let measures2024 = HolidayLaw(
    citation: "全国年节及纪念日放假办法 (国务院令第795号, 2024)", inForceFrom: CivilDate(uncheckedYear: 2025, month: 1, day: 1),
    rules: [
      (.newYearsDay, .gregorian(month: 1, day: 1, count: 1)),
      (.springFestival, .lunar(month: 1, day: 1, offset: -1, count: 4)),
      (.qingming, .qingming),
      (.labourDay, .gregorian(month: 5, day: 1, count: 2)),
      (.dragonBoat, .lunar(month: 5, day: 5, offset: 0, count: 1)),
      (.midAutumn, .lunar(month: 8, day: 15, offset: 0, count: 1)),
      (.nationalDay, .gregorian(month: 10, day: 1, count: 3)),
    ])

  /// Every version, oldest first.
  public static let versions = [measures1999, measures2007, measures2013, measures2024]

  /// The years whose statutory days can be computed: those of the lunar
  /// conversion and of the solar terms (``SolarTerm``, for 清明), checked
  /// against two independent libraries.
  public static let supportedYears = SolarTerm.supportedYears

  /// The version in force on `date`, or `nil` before 1999-09-18.
  public static func inForce(on date: CivilDate) -> HolidayLaw? {
    versions.last { $0.inForceFrom <= date }
  }

  /// The years whose statutory days the law gives and HolidayKit can
  /// reckon: from the first a version is in force all year (2000) through
  /// the last of ``supportedYears`` (2100).
  public static let statutoryYears = 2000...supportedYears.upperBound

  /// Whether `year` is one of ``statutoryYears``. A year answered from the
  /// regular week (``WorkdayCalendar/assumesRegularWeek``) has its
  /// statutory days off only then; after 2100, none.
  public static func reckonsStatutoryDays(in year: Int) -> Bool {
    statutoryYears.contains(year)
  }

  /// The years of `years` without them (``reckonsStatutoryDays(in:)``).
  public static func yearsWithoutStatutoryDays(_ years: [Int]) -> [Int] {
    years.filter { !reckonsStatutoryDays(in: $0) }
  }

  /// What an answer from the regular week lacks in `years`, in
  /// `language`: a clause naming the years the law gives no statutory
  /// days for or HolidayKit cannot reckon them in
  /// (``yearsWithoutStatutoryDays(_:)``), or nothing.
  package static func withoutStatutoryDays(_ years: [Int], in language: Language) -> String {
    let without = yearsWithoutStatutoryDays(years)
    guard !without.isEmpty else { return "" }
    let named = CoverageError.ranges(without)
    let reckoned = CoverageError.ranges(Array(statutoryYears))
    return language == .chinese
      ? "；\(named) 年不含法定节假日（法定节假日仅推算 \(reckoned) 年）"
      : "; \(named) without statutory days (the law's are reckoned for \(reckoned) only)"
  }

  /// The version in force for the holidays of `year`: each version took
  /// effect on January 1 except the first (September 1999, after that
  /// year's 劳动节 under the 1949 measures), so this is `nil` before 2000.
  public static func inForce(in year: Int) -> HolidayLaw? {
    guard year >= statutoryYears.lowerBound, let january1 = CivilDate(year: year, month: 1, day: 1) else { return nil }
    return inForce(on: january1)
  }

  /// The holidays this version gives days off for, in calendar order.
  public var holidays: [StatutoryHoliday] { rules.map(\.0) }

  /// The number of statutory days in a year, such as 13.
  public var dayCount: Int {
    rules.reduce(0) { total, rule in
      switch rule.1 {
      case .gregorian(_, _, let count), .lunar(_, _, _, let count): total + count
      case .qingming: total + 1
      }
    }
  }

  /// The statutory days of `year` under this version, in date order,
  /// whether or not it was in force then (the tests compare 1950-2100
  /// under ``measures2024``).
  ///
  /// - Throws: ``LawError/unsupportedYear(_:)`` outside
  ///   ``supportedYears``.
  public func statutoryDays(in year: Int) throws -> [StatutoryDay] {
    guard Self.supportedYears.contains(year) else { throw LawError.unsupportedYear(year) }
    var days: [StatutoryDay] = []
    for (holiday, rule) in rules {
      let first: CivilDate
      let count: Int
      switch rule {
      case .gregorian(let month, let day, let length):
        first = CivilDate(uncheckedYear: year, month: month, day: day)
        count = length
      case .lunar(let month, let day, let offset, let length):
        guard let anchor = LunarDate(year: year, month: month, day: day).civilDate,
          let start = anchor.adding(days: offset)
        else { throw LawError.unsupportedYear(year) }
        first = start
        count = length
      case .qingming:
        guard let date = SolarTerm.pureBrightness.date(in: year) else { throw LawError.unsupportedYear(year) }
        first = date
        count = 1
      }
      for offset in 0..<count {
        if let date = first.adding(days: offset) { days.append(StatutoryDay(date: date, holiday: holiday)) }
      }
    }
    return days.sorted()
  }

  /// The citation.
  public var description: String { citation }

  /// Whether two values are the same version.
  public static func == (lhs: HolidayLaw, rhs: HolidayLaw) -> Bool { lhs.citation == rhs.citation }

  /// Hashes the version's citation.
  public func hash(into hasher: inout Hasher) { hasher.combine(citation) }
}
