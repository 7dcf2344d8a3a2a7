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
    let (first, last) = try Self.bounds(of: year)
    return try (first...last).filter { try isWorkingDay($0) }
  }

  /// January 1 and December 31 of `year`.
  static func bounds(of year: Int) throws(CoverageError) -> (CivilDate, CivilDate) {
    guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31)
    else {
      throw CoverageError.outsideSupportedDates
    }
    return (first, last)
  }

  /// Whether one works on the day `date` falls on in `timeZone`
  /// (Asia/Shanghai by default).
  ///
  /// - Throws: ``CoverageError`` when no notice covers that day.
  public func isWorkingDay(_ date: Date, in timeZone: TimeZone = .shanghai) throws -> Bool {
    try isWorkingDay(Self.day(of: date, in: timeZone))
  }

  /// The first working day after the day `date` falls on in `timeZone`.
  ///
  /// - Throws: ``CoverageError`` when no notice covers a day on the way.
  public func nextWorkingDay(after date: Date, in timeZone: TimeZone = .shanghai) throws -> CivilDate {
    try nextWorkingDay(after: Self.day(of: date, in: timeZone))
  }

  /// The last working day before the day `date` falls on in `timeZone`.
  ///
  /// - Throws: ``CoverageError`` when no notice covers a day on the way.
  public func previousWorkingDay(before date: Date, in timeZone: TimeZone = .shanghai) throws -> CivilDate {
    try previousWorkingDay(before: Self.day(of: date, in: timeZone))
  }

  /// This calendar with `file` laid over its data, the work week and the
  /// assumption about uncovered days kept: a newer notice an app
  /// downloaded (``HolidayFile/init(holidayCN:source:)``), a company's own
  /// days, or a ``ProvisionalYear/holidayFile`` for a year without a
  /// notice, whose answers are then marked provisional.
  ///
  ///     let with2027 = try china.overlaid(by: ProvisionalYear(year: 2027).holidayFile)
  ///
  /// - Throws: ``HolidayDataError`` when the file lists a date twice.
  public func overlaid(by file: HolidayFile) throws -> WorkdayCalendar {
    WorkdayCalendar(
      holidays: holidays.overlaid(by: try HolidayCalendar(files: [file])), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek
    ).forGroups(groups, halfDay: halfDay)
  }

  /// The day `date` falls on in `timeZone`.
  private static func day(of date: Date, in timeZone: TimeZone) throws(CoverageError) -> CivilDate {
    guard let day = CivilDate(date, in: timeZone) else { throw CoverageError.outsideSupportedDates }
    return day
  }
}

extension TimeZone {
  /// Asia/Shanghai, the zone of China's working days.
  public static var shanghai: TimeZone {
    TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 8 * 3600) ?? .gmt
  }
}
