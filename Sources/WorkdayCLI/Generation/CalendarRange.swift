import HolidayKit

/// The days a calendar covers, as asked: `--year` (or `"year"`), or
/// `--from`/`--to` (`"from"`/`"to"`), by default from today to the end of
/// the newest covered year.
struct CalendarRange: Hashable, Sendable {
  /// The years asked for, if any.
  var years: ClosedRange<Int>?
  /// The first day asked for, if any.
  var from: CivilDate?
  /// The last day asked for, if any.
  var to: CivilDate?
  /// Today, in the calendar's zone: the first day by default.
  var today: CivilDate

  /// Whether nothing was asked for: from today to the end of the data.
  var isDefault: Bool { years == nil && from == nil && to == nil }

  /// The first and last day of the range over `calendar`'s data.
  ///
  /// - Throws: ``UsageError`` for a range iCalendar cannot write or that
  ///   ends before it starts; ``CoverageError`` when there is no data to end
  ///   the default range with.
  func bounds(calendar: WorkdayCalendar) throws -> (CivilDate, CivilDate) {
    let (start, end) = try requested(calendar: calendar)
    // An event on the last day ends in year 10000, which iCalendar's
    // four-digit years cannot write.
    guard end < CivilDate.latest else {
      throw UsageError(
        message:
          "a calendar can hold days up to \(CivilDate.latest.previous ?? end): an event on \(end) would end in year 10000, which iCalendar cannot write"
      )
    }
    return (start, end)
  }

  private func requested(calendar: WorkdayCalendar) throws -> (CivilDate, CivilDate) {
    if let years, let first = CivilDate(year: years.lowerBound, month: 1, day: 1),
      let last = CivilDate(year: years.upperBound, month: 12, day: 31)
    {
      return (first, last)
    }
    let newest = calendar.holidays.coveredYears.last
    let start = from ?? today
    guard let end = to ?? newest.flatMap({ CivilDate(year: $0, month: 12, day: 31) }) else {
      throw CoverageError.noHolidayData(year: start.year, covered: [])
    }
    guard start <= end else {
      if to == nil { throw CoverageError.noHolidayData(year: start.year, covered: calendar.holidays.officialYears) }
      throw UsageError(message: "\(Option.from) \(start) is after \(Option.to) \(end)")
    }
    return (start, end)
  }
}
