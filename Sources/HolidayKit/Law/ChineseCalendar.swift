/// The Chinese lunisolar calendar (农历) from lunar 1900 through 2100, as a
/// table (``years``, written once by `.tools/lunar-table` from ICU's
/// astronomical calendar in UTC+8, which Foundation's
/// `Calendar(identifier: .chinese)` gives).
///
/// A table rather than Foundation's calendar: the same answers on every
/// platform, no ICU linked into the command line (a third of its size), and
/// a look-up instead of an astronomical computation.
enum ChineseCalendar {
  /// The lunar year of the table's first entry.
  static let firstYear = 1900

  /// One lunar year: its first day and its months.
  struct Year {
    /// 正月初一.
    var newYear: CivilDate
    /// The month a leap month follows, 0 if the year has none.
    var leapMonth: Int
    /// Bit `i` set: the year's `i`-th month (counting a leap month) has 30
    /// days, else 29.
    var longMonths: UInt32

    /// The number of months: 13 with a leap month, else 12.
    var monthCount: Int { leapMonth == 0 ? 12 : 13 }

    /// The days in the year's `index`-th month (from 0, counting a leap month).
    func length(ofMonthAt index: Int) -> Int { longMonths >> UInt32(index) & 1 == 1 ? 30 : 29 }

    /// The index (from 0) among the year's months of `month`, or of the
    /// leap month after it; nil when the year has no such leap month.
    func index(ofMonth month: Int, isLeapMonth: Bool) -> Int? {
      if isLeapMonth { return leapMonth == month ? month : nil }
      return leapMonth != 0 && month > leapMonth ? month : month - 1
    }
  }

  /// The lunar year whose 正月初一 falls in Gregorian `year`, or nil outside
  /// the table.
  static func year(_ year: Int) -> Year? {
    // (Compared before any arithmetic: any Int may be asked, Int.min too.)
    guard year >= firstYear, year - firstYear < years.count else { return nil }
    let index = year - firstYear
    let entry = years[index]
    let newYear = CivilDate(uncheckedYear: year, month: 1, day: 21).adding(days: Int(entry >> 17 & 0x3F))
    guard let newYear else { return nil }
    return Year(newYear: newYear, leapMonth: Int(entry >> 13 & 0xF), longMonths: entry & 0x1FFF)
  }
}
