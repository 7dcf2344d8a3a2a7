#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The end of the data, for an alarm app: the next occurrences from a
/// moment on, as far as the data reaches, and the provisional years in one
/// call.
extension WorkdayCalendar {
  /// The search's horizon: ten years of days from the moment asked about.
  static let upcomingHorizonDays = 3660

  /// The next `count` occurrences of `reminder` that start after `moment`,
  /// as far as the data reaches: where a year has no data (and the calendar
  /// neither ``assumesRegularWeek`` nor holds a provisional year for it), the
  /// occurrences stop and ``UpcomingOccurrences/dataEnds`` says where,
  /// instead of the whole answer being an error.
  ///
  ///     let next = try china.nextOccurrences(30, of: clockIn, after: Date())
  ///     for occurrence in next.occurrences { schedule(occurrence.alarmDates) }
  ///     if let end = next.dataEnds { print("known until \(end)") }
  ///
  /// Each occurrence is the one ``occurrences(of:from:through:timeZone:)``
  /// gives (whole years are worked out, so that a month's last working day
  /// is the same one). The search stops after ten years of days.
  ///
  /// `marksProvisional` says whether a provisional occurrence's title
  /// ends with ` (provisional)` / ` (暂定)` (` (assumed)` / ` (假定)` on an
  /// assumed week); ``ReminderOccurrence/isProvisional`` says so either way.
  ///
  /// - Throws: ``ReminderError`` for an invalid identifier, length or
  ///   alarm, or a day the zone's clocks skip; ``RecurrenceRuleError`` for a
  ///   rule finer than whole days; ``CoverageError`` for a moment outside
  ///   the supported dates.
  public func nextOccurrences(
    _ count: Int, of reminder: Reminder, after moment: Date, timeZone: TimeZone = .shanghai,
    marksProvisional: Bool = true
  ) throws -> UpcomingOccurrences {
    guard count > 0 else { return UpcomingOccurrences(occurrences: [], dataEnds: nil) }
    guard let first = CivilDate(moment, in: timeZone) else { throw CoverageError.outsideSupportedDates }
    let horizon = first.adding(days: Self.upcomingHorizonDays) ?? CivilDate.latest
    var found: [ReminderOccurrence] = []
    var year = first.year
    // Where the data ends (as a default range of the command line ends):
    // the occurrences stop on the day after it, or on the first day when
    // no data covers its year.
    let dataEnd = holidays.covers(year: first.year) ? lastDayOfData(from: first) : nil
    while found.count < count {
      guard let (january1, december31) = try? Self.bounds(of: year), january1 <= horizon else {
        return UpcomingOccurrences(occurrences: found, dataEnds: nil)
      }
      guard assumesRegularWeek || dataEnd.map({ december31 <= $0 }) == true else {
        return UpcomingOccurrences(occurrences: found, dataEnds: max(january1, first))
      }
      for occurrence in try occurrences(
        of: reminder, from: january1, through: december31, timeZone: timeZone, marksTitles: marksProvisional)
      where occurrence.start > moment {
        found.append(occurrence)
        if found.count == count { break }
      }
      year += 1
    }
    return UpcomingOccurrences(occurrences: found, dataEnds: nil)
  }

  /// This calendar with each year after its newest notice through
  /// `lastYear` answered from the law (``ProvisionalYear``), every such
  /// day marked provisional: the one call an app makes to opt in to the
  /// years whose notice is not out yet. Years already covered keep their
  /// data; a notice loaded later with ``updated(with:)`` replaces the
  /// prediction.
  ///
  ///     let ahead = try WorkdayCalendar.china().withProvisionalYears(through: 2027)
  ///
  /// - Throws: ``LawError`` for a year the prediction cannot be made for
  ///   (before 2025, after 2100).
  public func withProvisionalYears(through lastYear: Int) throws -> WorkdayCalendar {
    var result = self
    let start = (holidays.coveredYears.last ?? lastYear) + 1
    guard start <= lastYear else { return self }
    for year in start...lastYear where !result.holidays.covers(year: year) {
      result = try result.updated(with: ProvisionalYear(year: year).holidayFile)
    }
    return result
  }
}
