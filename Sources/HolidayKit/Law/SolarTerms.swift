/// The solar terms (节气) the law needs: 清明, the day of the Qingming
/// festival.
///
/// Foundation has no solar terms, and 清明 needs none of the astronomy:
/// the sun reaches 15° of longitude on April 4, 5 or 6 (UTC+8), and from 1901
/// through 2099 which of them follows from the year alone, by a threshold
/// for each remainder of the year divided by 4 (the rule python-holidays
/// uses). It gives the same day as the sxtwl and lunar-python libraries for
/// every year from 1901 through 2100 (`Tests/HolidayKitTests/Fixtures/statutory-dates.txt`).
package enum SolarTerms {
  /// The years ``qingming(in:)`` answers for.
  package static let supportedYears = 1901...2100

  /// The day of 清明 in `year`, or `nil` outside ``supportedYears``.
  ///
  ///     SolarTerms.qingming(in: 2026)  // 2026-04-05
  ///     SolarTerms.qingming(in: 2028)  // 2028-04-04
  package static func qingming(in year: Int) -> CivilDate? {
    guard supportedYears.contains(year) else { return nil }
    // 2100 is no leap year, which puts the term back by almost a day.
    if year == 2100 { return CivilDate(year: year, month: 4, day: 5) }
    let remainder = year % 4
    // From these years on (for each remainder), 清明 falls on April 4 …
    let april4From = [0: 1976, 1: 2009, 2: 2042, 3: 2075]
    // … and up to these, on April 6.
    let april6Through = [2: 1910, 3: 1943]
    let day: Int
    if let first = april4From[remainder], year >= first {
      day = 4
    } else if let last = april6Through[remainder], year <= last {
      day = 6
    } else {
      day = 5
    }
    return CivilDate(year: year, month: 4, day: day)
  }
}
