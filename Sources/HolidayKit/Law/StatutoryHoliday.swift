/// A holiday the law (全国年节及纪念日放假办法, Art. 2) gives all citizens
/// days off for.
public enum StatutoryHoliday: String, CaseIterable, Codable, Hashable, Sendable {
  /// 元旦, New Year's Day: January 1.
  case newYearsDay
  /// 春节, the Spring Festival: from 正月初一 (and 除夕 in some versions).
  case springFestival
  /// 清明节, the Qingming festival: the day of the solar term 清明.
  case qingming
  /// 劳动节, Labour Day: May 1 (and May 2 from 2025).
  case labourDay
  /// 端午节, the Dragon Boat festival: 五月初五.
  case dragonBoat
  /// 中秋节, the Mid-Autumn festival: 八月十五.
  case midAutumn
  /// 国庆节, National Day: October 1-3.
  case nationalDay

  /// The position in the law's list (Art. 2): 元旦 first, 国庆节 last.
  var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The name the State Council's notices use, such as `国庆节`.
  public var name: String {
    switch self {
    case .newYearsDay: "元旦"
    case .springFestival: "春节"
    case .qingming: "清明节"
    case .labourDay: "劳动节"
    case .dragonBoat: "端午节"
    case .midAutumn: "中秋节"
    case .nationalDay: "国庆节"
    }
  }

  /// The English name, such as `National Day`, as python-holidays and
  /// chinese_calendar give it.
  public var englishName: String {
    switch self {
    case .newYearsDay: "New Year's Day"
    case .springFestival: "Spring Festival"
    case .qingming: "Tomb-Sweeping Day"
    case .labourDay: "Labour Day"
    case .dragonBoat: "Dragon Boat Festival"
    case .midAutumn: "Mid-Autumn Festival"
    case .nationalDay: "National Day"
    }
  }

  /// The holiday a notice's name (canonical: 国庆节 for “十一”) stands
  /// for, such as `.nationalDay` for 国庆节; nil for any other name.
  public init?(name: String) {
    guard let holiday = Self.byName[name] else { return nil }
    self = holiday
  }

  /// Each holiday by ``name``.
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The English names of a notice's canonical name, such as `National
  /// Day, Mid-Autumn Festival` for 国庆节、中秋节; nil when any part is not
  /// a statutory festival's name.
  static func englishNames(of name: String) -> String? {
    if let holiday = StatutoryHoliday(name: name) { return holiday.englishName }  // one holiday: no splitting
    let parts = name.split(separator: "、").map { StatutoryHoliday(name: String($0))?.englishName }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }.joined(separator: ", ")
  }
}
