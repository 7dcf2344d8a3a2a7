#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A day of the Chinese lunisolar calendar (农历), such as 2026 八月十五
/// (中秋, 2026-09-25).
///
/// The lunar year is named by the Gregorian year in which its first day
/// (正月初一) falls: lunar 2026 runs from 2026-02-17 to 2027-02-05. The
/// conversion is Foundation's Chinese calendar (ICU's), which agrees with
/// the sxtwl and lunar-python libraries on every 除夕, 正月初一, 端午 and 中秋
/// from 1950 through 2100 (`Tests/HolidayKitTests/Fixtures/statutory-dates.txt`).
/// It uses UTC+8, the meridian of the calendar since 1929; before that
/// traditional tables used Beijing mean time and can differ by a day.
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
    guard HolidayLaw.supportedYears.contains(date.year), let calendar = ChineseCalendar.calendar else { return nil }
    let parts = calendar.dateComponents([.month, .day, .isLeapMonth], from: ChineseCalendar.noon(of: date))
    guard let month = parts.month, let day = parts.day else { return nil }
    // The lunar year that contains `date` began in its Gregorian year
    // unless `date` comes before that year's 正月初一.
    guard let newYear = LunarDate(year: date.year, month: 1, day: 1).civilDate else { return nil }
    self.init(
      year: date < newYear ? date.year - 1 : date.year, month: month, day: day, isLeapMonth: parts.isLeapMonth ?? false)
  }

  /// The civil day of this lunar date, or `nil` when there is no such day
  /// (day 30 of a 29-day month, a leap month the year does not have) or the
  /// year is outside ``HolidayLaw/supportedYears``.
  public var civilDate: CivilDate? {
    guard HolidayLaw.supportedYears.contains(year), (1...12).contains(month), (1...30).contains(day),
      let calendar = ChineseCalendar.calendar,
      let july = CivilDate(year: year, month: 7, day: 1)
    else { return nil }
    // The era (60-year cycle) and cyclic year of the lunar year that began
    // in `year`: every such year contains July 1, since 正月初一 falls
    // between January 21 and February 20.
    let cycle = calendar.dateComponents([.era, .year], from: ChineseCalendar.noon(of: july))
    var parts = DateComponents()
    parts.era = cycle.era
    parts.year = cycle.year
    parts.month = month
    parts.day = day
    parts.isLeapMonth = isLeapMonth
    guard let instant = calendar.date(from: parts), let date = ChineseCalendar.civilDate(of: instant) else {
      return nil
    }
    // Foundation rolls an impossible day over into the next month: check.
    let back = calendar.dateComponents([.month, .day, .isLeapMonth], from: ChineseCalendar.noon(of: date))
    guard back.month == month, back.day == day, (back.isLeapMonth ?? false) == isLeapMonth else { return nil }
    return date
  }
}
