/// A day of the Chinese lunisolar calendar (农历), such as 2026 八月十五
/// (中秋, 2026-09-25).
///
/// The lunar year is named by the Gregorian year in which its first day
/// (正月初一) falls: lunar 2026 runs from 2026-02-17 to 2027-02-05. The
/// conversion is a table of ICU's Chinese calendar (the one Foundation
/// gives), which agrees with the sxtwl and lunar-python libraries on every
/// 除夕, 正月初一, 端午 and 中秋 from 1950 through 2100
/// (`Tests/HolidayKitTests/Fixtures/statutory-dates.txt`). It uses UTC+8,
/// the meridian of the calendar since 1929; before that traditional tables
/// used Beijing mean time and can differ by a day.
public struct LunarDate: Hashable, Sendable {
  /// The Gregorian year in which this lunar year's 正月初一 falls.
  public var year: Int
  /// The month, 1 (正月) through 12 (腊月).
  public var month: Int
  /// Whether this is the leap (闰) month that follows month ``month``.
  public var isLeapMonth: Bool
  /// The day of the month, 1 (初一) through 29 or 30.
  public var day: Int

  /// Creates a lunar date from its parts; ``civilDate`` says whether such a
  /// day exists.
  public init(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
    self.year = year
    self.month = month
    self.day = day
    self.isLeapMonth = isLeapMonth
  }

  /// The lunar date of a civil day, or `nil` outside the years the
  /// Chinese calendar supports here (see ``HolidayLaw/supportedYears``).
  public init?(_ date: CivilDate) {
    guard HolidayLaw.supportedYears.contains(date.year), var lunar = ChineseCalendar.year(date.year) else {
      return nil
    }
    // The lunar year that contains `date` began in its Gregorian year
    // unless `date` comes before that year's 正月初一.
    if date < lunar.newYear {
      guard let previous = ChineseCalendar.year(date.year - 1) else { return nil }
      lunar = previous
    }
    var day = date.daysSinceEpoch - lunar.newYear.daysSinceEpoch
    for index in 0..<lunar.monthCount {
      let length = lunar.length(ofMonthAt: index)
      if day < length {
        let isLeapMonth = lunar.leapMonth != 0 && index == lunar.leapMonth
        let month = lunar.leapMonth != 0 && index >= lunar.leapMonth ? index : index + 1
        self.init(year: lunar.newYear.year, month: month, day: day + 1, isLeapMonth: isLeapMonth)
        return
      }
      day -= length
    }
    return nil
  }

  /// The civil day of this lunar date, or `nil` when there is no such day
  /// (day 30 of a 29-day month, a leap month the year does not have) or it
  /// falls outside ``HolidayLaw/supportedYears``: the inverse of
  /// ``init(_:)`` (lunar 1900's last months, in January 1901, are days).
  public var civilDate: CivilDate? {
    guard (1...12).contains(month), day >= 1, let lunar = ChineseCalendar.year(year),
      let index = lunar.index(ofMonth: month, isLeapMonth: isLeapMonth), day <= lunar.length(ofMonthAt: index)
    else { return nil }
    let before = (0..<index).reduce(0) { $0 + lunar.length(ofMonthAt: $1) }
    guard let date = lunar.newYear.adding(days: before + day - 1), HolidayLaw.supportedYears.contains(date.year)
    else { return nil }
    return date
  }
}
