import Foundation
import Testing

@testable import HolidayKit

/// The table of the Chinese calendar against ICU's calendar, from which
/// `.tools/lunar-table` wrote it (Foundation's `Calendar(identifier:
/// .chinese)`, in UTC+8), month by month: every month of lunar 1900 through
/// 2100 must start where ICU starts it, with ICU's number and leap flag, and
/// end on ICU's last day of it.
struct ChineseCalendarTests {
  /// The first days of months that ICU numbers 0, not 1 (and their last
  /// days 29, not 30): 九月 of 2057 and 七月 of 2097, whose new moons fall
  /// within a minute of midnight. The month is ICU's from that day, as it is
  /// sxtwl's (Tests/Interop/test_lunar_table.py).
  static let icuDaysNumberedZero: Set = ["2057-09-28", "2097-08-07"]

  static let icu: Calendar = {
    var calendar = Calendar(identifier: .chinese)
    calendar.timeZone = TimeZone(secondsFromGMT: 8 * 3600)!
    return calendar
  }()

  /// ICU's (month, day, leap) of a civil day, read at noon UTC+8.
  static func icuParts(_ date: CivilDate) -> (month: Int?, day: Int?, isLeapMonth: Bool?) {
    let noon = Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 4 * 3600))
    let parts = icu.dateComponents([.month, .day, .isLeapMonth], from: noon)
    return (parts.month, parts.day, parts.isLeapMonth)
  }

  @Test func everyMonthIsICUs() throws {
    for year in ChineseCalendar.firstYear...2100 {
      let lunar = try #require(ChineseCalendar.year(year))
      var start = lunar.newYear
      for index in 0..<lunar.monthCount {
        let isLeap = lunar.leapMonth != 0 && index == lunar.leapMonth
        let month = lunar.leapMonth != 0 && index >= lunar.leapMonth ? index : index + 1
        let shift = Self.icuDaysNumberedZero.contains(start.iso8601) ? 1 : 0
        let first = Self.icuParts(start)
        #expect(first.month == month && first.day == 1 - shift && first.isLeapMonth == isLeap, "\(year) \(index)")
        let length = lunar.length(ofMonthAt: index)
        let last = Self.icuParts(try #require(start.adding(days: length - 1)))
        #expect(last.month == month && last.day == length - shift && last.isLeapMonth == isLeap, "\(year) \(index)")
        start = try #require(start.adding(days: length))
      }
      // The year ends where the next begins.
      let next = year < 2100 ? ChineseCalendar.year(year + 1)?.newYear : CivilDate(year: 2101, month: 1, day: 29)
      #expect(start == next, "\(year)")
    }
  }

  @Test func tableEndsAt2100() {
    #expect(ChineseCalendar.year(ChineseCalendar.firstYear - 1) == nil)
    #expect(ChineseCalendar.year(2100)?.newYear.iso8601 == "2100-02-09")
    #expect(ChineseCalendar.year(2101) == nil)
  }

  /// Every civil day of the supported years reads as a lunar date that
  /// leads back to it (from lunar 1901 on), and consecutive days as
  /// consecutive lunar days.
  @Test func everyDayRoundTrips() throws {
    let first = try #require(CivilDate(year: 1901, month: 1, day: 1))
    let last = try #require(CivilDate(year: 2100, month: 12, day: 31))
    var previous: LunarDate?
    var wrong: [String] = []
    for number in first.daysSinceEpoch...last.daysSinceEpoch {
      let date = try #require(CivilDate(daysSinceEpoch: number))
      let lunar = try #require(LunarDate(date))
      if lunar.civilDate != date { wrong.append(date.iso8601) }
      if let previous, lunar.day != 1,
        lunar
          != LunarDate(
            year: previous.year, month: previous.month, day: previous.day + 1, isLeapMonth: previous.isLeapMonth)
      {
        wrong.append(date.iso8601)
      }
      previous = lunar
    }
    #expect(wrong == [])
  }
}
