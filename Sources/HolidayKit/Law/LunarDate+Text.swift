extension LunarDate {
  /// The month's name: 正月, 二月 … 十月, 冬月, 腊月, and 闰 before a leap
  /// month (闰四月), as lunar-python and chinese-days write them.
  public var monthName: String {
    guard (1...12).contains(month) else { return "" }
    return (isLeapMonth ? "闰" : "") + Self.monthNames[month]
  }

  /// The day's name: 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九, 三十.
  public var dayName: String {
    let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    switch day {
    case 1...10: return "初" + digits[day]
    case 11...19: return "十" + digits[day - 10]
    case 20: return "二十"
    case 21...29: return "廿" + digits[day - 20]
    case 30: return "三十"
    default: return ""
    }
  }

  /// The year's name in the sexagenary cycle (干支), such as 丙午 for lunar
  /// 2026: from 正月初一, not from 立春.
  public var yearStemBranch: String {
    let cycle = ((year - 4) % 60 + 60) % 60
    return String(Array("甲乙丙丁戊己庚辛壬癸")[cycle % 10]) + String(Array("子丑寅卯辰巳午未申酉戌亥")[cycle % 12])
  }

  /// The year's animal (生肖), such as 马 (horse) for lunar 2026.
  public var zodiac: String {
    String(Array("鼠牛虎兔龙蛇马羊猴鸡狗猪")[((year - 4) % 12 + 12) % 12])
  }

  private static let monthNames = ["", "正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月"]
}
