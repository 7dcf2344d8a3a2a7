/// A day in the proleptic Gregorian calendar, independent of any time zone.
///
/// A `CivilDate` is what a wall calendar shows: 2025-10-01 is the same day in
/// Beijing and in New York. Moving by days is integer arithmetic on
/// ``daysSinceEpoch`` and never passes through `Date`, so daylight-saving
/// changes cannot shift it. Years 1 through 9999 are supported, the range
/// that ISO 8601 and RFC 5545 write with four digits.
///
/// A `Date` is a moment, not a day: which day it falls on depends on the
/// zone, so converting always names one.
///
///     let today = CivilDate.today(in: .shanghai)              // not CivilDate(Date())
///     let picked = CivilDate(pickerDate, in: .current)         // nil only outside 0001-9999
///     let midnight = day.start(in: .shanghai)                 // a Date: the day's first moment
///     let parsed = CivilDate(iso8601: "2026-10-01")            // from text
///     let next = day + 1                                       // Strideable: days, no 86400 s
public struct CivilDate: Hashable, Comparable, Sendable {
  /// The year, 1 through 9999.
  public let year: Int
  /// The month, 1 (January) through 12 (December).
  public let month: Int
  /// The day of the month, 1 through 28, 29, 30 or 31.
  public let day: Int

  /// The years a `CivilDate` can hold.
  public static let supportedYears = 1...9999

  /// The earliest supported day, 0001-01-01.
  public static let earliest = CivilDate(uncheckedYear: 1, month: 1, day: 1)
  /// The latest supported day, 9999-12-31.
  public static let latest = CivilDate(uncheckedYear: 9999, month: 12, day: 31)
  /// The day numbers (``daysSinceEpoch``) of the supported days.
  static let supportedDays = earliest.daysSinceEpoch...latest.daysSinceEpoch

  /// Creates a date, or returns `nil` if no such day exists, such as
  /// February 30, month 13, or a year outside ``supportedYears``.
  public init?(year: Int, month: Int, day: Int) {
    guard Self.supportedYears.contains(year), (1...12).contains(month),
      day >= 1, day <= Self.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  package init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates the date a number of days after 1970-01-01 (before it when
  /// negative), or returns `nil` outside the supported years.
  public init?(daysSinceEpoch days: Int) {
    guard Self.supportedDays.contains(days) else { return nil }
    self.init(validDaysSinceEpoch: days)
  }

  /// Howard Hinnant's `civil_from_days`, for a day number known to be in range.
  init(validDaysSinceEpoch days: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// The number of days since 1970-01-01; negative before it.
  public var daysSinceEpoch: Int {
    Self.daysSinceEpoch(year: year, month: month, day: day)
  }

  /// Howard Hinnant's `days_from_civil`; valid for any proleptic Gregorian date.
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day of the week this date falls on.
  public var weekday: Weekday { Weekday(daysSinceEpoch: daysSinceEpoch) }

  /// The date `days` days later (earlier when negative), or `nil` if that
  /// leaves the supported years.
  public func adding(days: Int) -> CivilDate? {
    let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
    return overflow ? nil : CivilDate(daysSinceEpoch: sum)
  }

  /// The day before, or `nil` on 0001-01-01.
  public var previous: CivilDate? { adding(days: -1) }
  /// The day after, or `nil` on 9999-12-31.
  public var next: CivilDate? { adding(days: 1) }

  /// The number of days from `self` to `other`: positive when `other` is later.
  public func days(to other: CivilDate) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// The day of the year, 1 (January 1) through 365 or 366.
  public var dayOfYear: Int {
    daysSinceEpoch - Self.daysSinceEpoch(year: year, month: 1, day: 1) + 1
  }

  /// Whether `year` has a February 29.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in a month of a year: 28 through 31.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The number of days in a year: 365 or 366.
  public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
