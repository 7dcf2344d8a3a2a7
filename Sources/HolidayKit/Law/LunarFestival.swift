/// A festival of the lunar calendar, the ones JavaScript chinese-days
/// returns (`getLunarFestivals`), with its names.
///
/// Each falls on a fixed day of a lunar month that is not a leap month,
/// but 除夕, the last day of the lunar year (腊月廿九 or 三十). Three are
/// also statutory holidays (春节, 端午, 中秋: see ``HolidayLaw``); the others
/// are no days off. Known for the lunar dates of ``HolidayLaw/supportedYears``.
///
///     LunarFestival.festivals(on: CivilDate(year: 2026, month: 8, day: 19)!)  // [.qixi] (七夕)
public enum LunarFestival: CaseIterable, Hashable, Sendable {
  /// 春节, Spring Festival: 正月初一.
  case springFestival
  /// 元宵节, Lantern Festival: 正月十五.
  case lanternFestival
  /// 龙抬头, Dragon Raises Its Head: 二月初二.
  case dragonRaisesItsHead
  /// 端午节, Dragon Boat Festival: 五月初五.
  case dragonBoatFestival
  /// 七夕节, Qixi Festival: 七月初七.
  case qixi
  /// 中元节, Ghost Festival: 七月十五.
  case ghostFestival
  /// 中秋节, Mid-Autumn Festival: 八月十五.
  case midAutumnFestival
  /// 重阳节, Double Ninth Festival: 九月初九.
  case doubleNinthFestival
  /// 寒衣节, Winter Clothing Festival: 十月初一.
  case winterClothingFestival
  /// 下元节, Xiayuan Festival: 十月十五.
  case xiayuanFestival
  /// 腊八节, Laba Festival: 腊月初八.
  case labaFestival
  /// 北方小年, the Little New Year of the north: 腊月廿三.
  case northernLittleNewYear
  /// 南方小年, the Little New Year of the south: 腊月廿四.
  case southernLittleNewYear
  /// 除夕, New Year's Eve: the last day of the lunar year.
  case newYearsEve

  /// The festival's Chinese name, as chinese-days writes it (七夕节).
  public var chineseName: String {
    switch self {
    case .springFestival: "春节"
    case .lanternFestival: "元宵节"
    case .dragonRaisesItsHead: "龙抬头"
    case .dragonBoatFestival: "端午节"
    case .qixi: "七夕节"
    case .ghostFestival: "中元节"
    case .midAutumnFestival: "中秋节"
    case .doubleNinthFestival: "重阳节"
    case .winterClothingFestival: "寒衣节"
    case .xiayuanFestival: "下元节"
    case .labaFestival: "腊八节"
    case .northernLittleNewYear: "北方小年"
    case .southernLittleNewYear: "南方小年"
    case .newYearsEve: "除夕"
    }
  }

  /// The festival's English name, such as Qixi Festival.
  public var englishName: String {
    switch self {
    case .springFestival: "Spring Festival"
    case .lanternFestival: "Lantern Festival"
    case .dragonRaisesItsHead: "Dragon Raises Its Head"
    case .dragonBoatFestival: "Dragon Boat Festival"
    case .qixi: "Qixi Festival"
    case .ghostFestival: "Ghost Festival"
    case .midAutumnFestival: "Mid-Autumn Festival"
    case .doubleNinthFestival: "Double Ninth Festival"
    case .winterClothingFestival: "Winter Clothing Festival"
    case .xiayuanFestival: "Xiayuan Festival"
    case .labaFestival: "Laba Festival"
    case .northernLittleNewYear: "Little New Year (north)"
    case .southernLittleNewYear: "Little New Year (south)"
    case .newYearsEve: "New Year's Eve"
    }
  }

  /// The festival's day in lunar year `lunarYear` (the one whose 正月初一
  /// falls in that Gregorian year), or `nil` when that day falls outside
  /// ``HolidayLaw/supportedYears`` (lunar 1900's festivals of January 1901
  /// are days; 除夕 of lunar 2100, whose end the table does not give, is
  /// not). ``festivals(on:)`` is this, asked of the day's lunar year.
  public func date(inLunarYear lunarYear: Int) -> CivilDate? {
    guard let (month, day) = monthAndDay else {
      guard lunarYear < Int.max else { return nil }
      return LunarDate(year: lunarYear + 1, month: 1, day: 1).civilDate?.adding(days: -1)
    }
    return LunarDate(year: lunarYear, month: month, day: day).civilDate
  }

  /// The festivals on `date`: none on most days, never more than one in
  /// the supported years (a list, as chinese-days answers); none outside
  /// ``HolidayLaw/supportedYears``.
  public static func festivals(on date: CivilDate) -> [LunarFestival] {
    guard let lunar = LunarDate(date) else { return [] }
    return allCases.filter { $0.date(inLunarYear: lunar.year) == date }
  }

  /// The festivals whose day falls in Gregorian `year`, with their days, in
  /// order of the day; empty outside ``HolidayLaw/supportedYears``.
  public static func days(in year: Int) -> [LunarFestivalDay] {
    guard HolidayLaw.supportedYears.contains(year), var date = CivilDate(year: year, month: 1, day: 1) else {
      return []
    }
    var days: [LunarFestivalDay] = []
    while date.year == year {
      days += festivals(on: date).map { LunarFestivalDay(festival: $0, date: date) }
      guard let next = date.adding(days: 1) else { break }
      date = next
    }
    return days
  }

  /// The lunar month and day, `nil` for 除夕.
  private var monthAndDay: (Int, Int)? {
    switch self {
    case .springFestival: (1, 1)
    case .lanternFestival: (1, 15)
    case .dragonRaisesItsHead: (2, 2)
    case .dragonBoatFestival: (5, 5)
    case .qixi: (7, 7)
    case .ghostFestival: (7, 15)
    case .midAutumnFestival: (8, 15)
    case .doubleNinthFestival: (9, 9)
    case .winterClothingFestival: (10, 1)
    case .xiayuanFestival: (10, 15)
    case .labaFestival: (12, 8)
    case .northernLittleNewYear: (12, 23)
    case .southernLittleNewYear: (12, 24)
    case .newYearsEve: nil
    }
  }
}
