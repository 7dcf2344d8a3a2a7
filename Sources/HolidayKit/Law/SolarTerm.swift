/// One of the 24 solar terms (节气), in the order they fall in a Gregorian
/// year, from 小寒 (about January 5) to 冬至 (about December 22).
///
/// The days come from a table of 1901 through 2100 (``supportedYears``),
/// written by `.tools/solar-terms` from the sxtwl and lunar-python libraries,
/// which agree on every day of it, in UTC+8. Outside those years every call
/// answers `nil` or nothing.
///
///     SolarTerm(CivilDate(year: 2026, month: 4, day: 5)!)  // .pureBrightness (清明)
///     SolarTerm.winterSolstice.date(in: 2026)               // 2026-12-22
public enum SolarTerm: Int, CaseIterable, Hashable, Sendable {
  /// 小寒, Minor Cold.
  case minorCold
  /// 大寒, Major Cold.
  case majorCold
  /// 立春, Start of Spring.
  case startOfSpring
  /// 雨水, Rain Water.
  case rainWater
  /// 惊蛰, Awakening of Insects.
  case awakeningOfInsects
  /// 春分, Spring Equinox.
  case springEquinox
  /// 清明, Pure Brightness (the day of the Qingming festival).
  case pureBrightness
  /// 谷雨, Grain Rain.
  case grainRain
  /// 立夏, Start of Summer.
  case startOfSummer
  /// 小满, Grain Buds.
  case grainBuds
  /// 芒种, Grain in Ear.
  case grainInEar
  /// 夏至, Summer Solstice.
  case summerSolstice
  /// 小暑, Minor Heat.
  case minorHeat
  /// 大暑, Major Heat.
  case majorHeat
  /// 立秋, Start of Autumn.
  case startOfAutumn
  /// 处暑, End of Heat.
  case endOfHeat
  /// 白露, White Dew.
  case whiteDew
  /// 秋分, Autumn Equinox.
  case autumnEquinox
  /// 寒露, Cold Dew.
  case coldDew
  /// 霜降, Frost's Descent.
  case frostsDescent
  /// 立冬, Start of Winter.
  case startOfWinter
  /// 小雪, Minor Snow.
  case minorSnow
  /// 大雪, Major Snow.
  case majorSnow
  /// 冬至, Winter Solstice.
  case winterSolstice

  /// The years the terms are known for: 1901 through 2100.
  public static let supportedYears = 1901...2100

  /// The term's Chinese name, such as 清明.
  public var chineseName: String {
    Self.chineseNames[rawValue]
  }

  /// The term's English name, such as Pure Brightness.
  public var englishName: String {
    Self.englishNames[rawValue]
  }

  /// The Gregorian month the term falls in every year: two terms a month.
  public var month: Int { rawValue / 2 + 1 }

  /// The day of the term in `year`, or `nil` outside ``supportedYears``.
  public func date(in year: Int) -> CivilDate? {
    guard Self.supportedYears.contains(year) else { return nil }
    let offset = Int(Self.years[year - Self.supportedYears.lowerBound] >> UInt64(2 * rawValue) & 3)
    return CivilDate(uncheckedYear: year, month: month, day: Int(Self.earliestDays[rawValue]) + offset)
  }

  /// The term that falls on `date`, or `nil` when none does (or the year is
  /// outside ``supportedYears``).
  public init?(_ date: CivilDate) {
    for term in [Self(rawValue: 2 * (date.month - 1))!, Self(rawValue: 2 * (date.month - 1) + 1)!]
    where term.date(in: date.year) == date {
      self = term
      return
    }
    return nil
  }

  /// The 24 terms of `year` with their days, in order; empty outside
  /// ``supportedYears``.
  public static func days(in year: Int) -> [SolarTermDay] {
    allCases.compactMap { term in term.date(in: year).map { SolarTermDay(term: term, date: $0) } }
  }

  /// The terms from `start` through `end` with their days, in order.
  public static func days(from start: CivilDate, through end: CivilDate) -> [SolarTermDay] {
    let first = max(start.year, supportedYears.lowerBound)
    let last = min(end.year, supportedYears.upperBound)
    guard start <= end, first <= last else { return [] }
    return (first...last).flatMap(days(in:)).filter { start <= $0.date && $0.date <= end }
  }

  private static let chineseNames = [
    "小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至",
    "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
  ]

  private static let englishNames = [
    "Minor Cold", "Major Cold", "Start of Spring", "Rain Water", "Awakening of Insects", "Spring Equinox",
    "Pure Brightness", "Grain Rain", "Start of Summer", "Grain Buds", "Grain in Ear", "Summer Solstice",
    "Minor Heat", "Major Heat", "Start of Autumn", "End of Heat", "White Dew", "Autumn Equinox",
    "Cold Dew", "Frost's Descent", "Start of Winter", "Minor Snow", "Major Snow", "Winter Solstice",
  ]
}
