import HolidayKit

extension Warning {
  /// Where an answer over `start`…`end` rests on less than published
  /// data: years answered from the regular week, provisional years and
  /// Decembers the next notice may change.
  ///
  /// Those are the days a notice `update` downloads may answer: when the
  /// run found no data folder to read (`session`'s
  /// ``FileSession/dataFolder``), the answer is refused rather than given
  /// from the built-in data alone (a cron job's `check` would gate on a
  /// day the downloaded notice makes a day off).
  ///
  /// - Throws: ``InputError`` naming where the folder was looked for.
  static func aboutData(
    calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, session: FileSession
  ) throws(InputError) -> [Warning] {
    let (low, high) = start <= end ? (start, end) : (end, start)
    var warnings: [Warning] = []
    var downloadable: [String] = []
    let firstYear = calendar.holidays.coveredYears.first ?? 2007
    let assumed = calendar.uncoveredYears(from: low, through: high)
    if !assumed.isEmpty { warnings.append(.assumedYears(assumed, workWeek: calendar.workWeek)) }
    let later = assumed.filter { $0 > firstYear }
    if !later.isEmpty { downloadable.append(CoverageError.ranges(later)) }
    for year in calendar.holidays.provisionalYears where year >= low.year && year <= high.year {
      warnings.append(.provisionalYear(year))
      downloadable.append(String(year))
    }
    for year in calendar.yearsWithUnsettledDecember(from: low, through: high) {
      warnings.append(.unsettledDecember(year))
      downloadable.append("December \(year)")
    }
    if let absence = session.dataFolder?.absence, !downloadable.isEmpty {
      throw InputError(
        message:
          "\(absence), and a notice 'workday-ics update' fetches may change the answer for \(downloadable.joined(separator: ", ")); set \(DataFolder.variable) to the folder 'update' fills, or to an empty folder to answer from the built-in data alone"
      )
    }
    return warnings
  }

  /// A calendar file's warnings about its data: ``aboutData(calendar:from:through:session:)``,
  /// and whether it runs into the provisional year or ends where the data
  /// ends, to be made again when the next notice is published.
  static func aboutCalendarData(
    calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, session: FileSession
  ) throws(InputError) -> [Warning] {
    var warnings = try aboutData(calendar: calendar, from: start, through: end, session: session)
    if let predicted = calendar.holidays.provisionalYears.last, end.year == predicted,
      let certain = CivilDate(year: predicted, month: 1, day: 1)
    {
      warnings.append(
        .calendarRunsIntoProvisionalYear(
          start: start, end: end, certainUntil: certain.previous ?? certain, year: predicted))
    } else if calendar.lastDayOfData(from: end) == end {
      warnings.append(.calendarEndsWithTheData(end: end, nextYear: end.year + 1))
    }
    return warnings
  }
}
