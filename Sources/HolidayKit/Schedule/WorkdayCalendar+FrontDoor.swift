#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WorkdayCalendar {
  /// China's working days from the built-in official data (2007 to the
  /// newest notice), over `workWeek`.
  ///
  ///     let china = try WorkdayCalendar.china()
  ///
  /// - Throws: ``HolidayDataError`` only if the built-in data were damaged.
  public static func china(workWeek: WorkWeek = .mondayToFriday) throws -> WorkdayCalendar {
    WorkdayCalendar(holidays: try HolidayCalendar.embedded(), workWeek: workWeek)
  }

  /// Every working day of `year`, make-up workdays included, in order.
  ///
  /// - Throws: ``CoverageError`` when no notice covers the year.
  public func workingDays(in year: Int) throws -> [CivilDate] {
    guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31)
    else {
      throw CoverageError.outsideSupportedDates
    }
    return try (first...last).filter { try isWorkingDay($0) }
  }

  /// Whether one works on the day `date` falls on in `timeZone`.
  ///
  /// - Throws: ``CoverageError`` when no notice covers that day.
  public func isWorkingDay(_ date: Date, in timeZone: TimeZone) throws -> Bool {
    guard let day = CivilDate(date, in: timeZone) else { throw CoverageError.outsideSupportedDates }
    return try isWorkingDay(day)
  }
}

extension TimeZone {
  /// Asia/Shanghai, the zone of China's working days.
  public static var shanghai: TimeZone {
    TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 8 * 3600) ?? .gmt
  }
}
