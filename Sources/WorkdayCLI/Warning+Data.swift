import HolidayKit

extension Warning {
  /// Where an answer over `start`…`end` rests on less than published
  /// data: years answered from the regular week, provisional years and
  /// Decembers the next notice may change.
  static func aboutData(calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate) -> [Warning] {
    let (low, high) = start <= end ? (start, end) : (end, start)
    var warnings: [Warning] = []
    let assumed = calendar.uncoveredYears(from: low, through: high)
    if !assumed.isEmpty { warnings.append(.assumedYears(assumed, workWeek: calendar.workWeek)) }
    for year in calendar.holidays.provisionalYears where year >= low.year && year <= high.year {
      warnings.append(.provisionalYear(year))
    }
    for year in calendar.yearsWithUnsettledDecember(from: low, through: high) {
      warnings.append(.unsettledDecember(year))
    }
    return warnings
  }

  /// A calendar file's warnings about its data: ``aboutData(calendar:from:through:)``,
  /// and whether it runs into the provisional year or ends where the data
  /// ends, to be made again when the next notice is published.
  static func aboutCalendarData(calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate)
    -> [Warning]
  {
    var warnings = aboutData(calendar: calendar, from: start, through: end)
    if let predicted = calendar.holidays.provisionalYears.last, end.year == predicted,
      let certain = CivilDate(year: predicted, month: 1, day: 1)
    {
      warnings.append(
        .calendarRunsIntoProvisionalYear(
          start: start, end: end, certainUntil: certain.previous ?? certain, year: predicted))
    } else if let newest = calendar.holidays.coveredYears.last, end.year == newest, end.month == 12, end.day == 31 {
      warnings.append(.calendarEndsWithTheData(end: end, nextYear: newest + 1))
    }
    return warnings
  }
}
