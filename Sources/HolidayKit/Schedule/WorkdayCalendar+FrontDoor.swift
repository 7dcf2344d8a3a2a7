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
  package static func bounds(of year: Int) throws(CoverageError) -> (CivilDate, CivilDate) {
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

  /// This calendar with personal or company days laid over it (a day of
  /// leave, a company's own make-up Saturday), the work week and the
  /// assumption about uncovered days kept.
  ///
  /// An overlay changes the answers for the days it lists and nothing
  /// else: it never makes a year count as published, so a day the
  /// official data does not cover still throws ``CoverageError`` (or is
  /// answered from the regular week, marked provisional, when the
  /// calendar ``assumesRegularWeek``). Newer official data goes through
  /// ``updated(with:)`` instead.
  ///
  ///     let leave = try HolidayFile(source: "leave", year: 2026, papers: [], days: [
  ///       HolidayEntry(date: CivilDate(year: 2026, month: 10, day: 9)!, name: "年假", isOffDay: true, source: "leave")])
  ///     let mine = try china.overlaid(by: leave)
  ///
  /// - Throws: ``HolidayDataError/notPublished(source:year:)`` when the
  ///   file lists no days (it would change nothing).
  public func overlaid(by file: HolidayFile) throws -> WorkdayCalendar {
    guard file.isPublished else { throw HolidayDataError.notPublished(source: file.source, year: file.year) }
    return WorkdayCalendar(
      holidays: holidays.overlaid(by: try HolidayCalendar(files: [file])), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek
    ).forGroups(groups, halfDay: halfDay)
  }

  /// This calendar with newer official data for one year, which
  /// **replaces** that year's data: a notice published after this
  /// library was built, a corrected file (a day it no longer lists goes
  /// back to the regular week), or a ``ProvisionalYear/holidayFile`` for
  /// a year without a notice, whose answers are then marked provisional.
  ///
  ///     let bytes = try Data(contentsOf: downloaded2027)  // holiday-cn's 2027.json
  ///     let file = try HolidayFile(holidayCN: bytes, source: "2027.json")
  ///     let newer = try china.updated(with: file)
  ///
  /// Read a download with ``HolidayFile/init(holidayCN:source:)``, the
  /// strict reader the built-in data passes, and see <doc:TheData> for the
  /// data's traps (an empty file, a December changed by the next year's
  /// notice).
  ///
  /// - Throws: ``HolidayDataError/notPublished(source:year:)`` when the
  ///   file lists no days: its notice is not out yet, and an empty file
  ///   never withdraws a published year.
  public func updated(with file: HolidayFile) throws -> WorkdayCalendar {
    WorkdayCalendar(
      holidays: try holidays.updated(with: [file]), workWeek: workWeek, assumesRegularWeek: assumesRegularWeek
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
