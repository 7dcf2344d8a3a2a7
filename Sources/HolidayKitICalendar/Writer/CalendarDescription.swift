import HolidayKit

/// The text that tells a calendar's readers where its days come from and
/// how far they can be trusted (X-WR-CALDESC).
package enum CalendarDescription {
  /// What a reminder calendar's events are.
  package static let workingDays = "Working days of China"
  /// What the `holidays` calendar's events are.
  package static let officialDays = "Official days off and make-up workdays of China"

  /// Names what the events are (`subject`), the range, the covered years,
  /// any years answered from the regular week assumed, a provisional
  /// December, and the official notices behind the range.
  package static func text(
    calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, subject: String = workingDays
  ) -> String {
    let holidays = calendar.holidays
    var lines = [
      "\(subject) from the official holiday arrangement (holiday-cn data), \(start) to \(end).",
      "Official data covers: \(holidays.officialYears.isEmpty ? "no year" : CoverageError.ranges(holidays.officialYears)).",
    ]
    let predicted = holidays.provisionalYears.filter { (start.year...end.year).contains($0) }
    if !predicted.isEmpty {
      lines.append(
        "Provisional: \(CoverageError.ranges(predicted)) answered from the law before the notice; make-up workdays are guesses."
      )
    }
    let assumed = calendar.uncoveredYears(from: start, through: end)
    if !assumed.isEmpty {
      lines.append(
        "No official data for \(CoverageError.ranges(assumed)): the regular week (\(calendar.workWeek)) was assumed, with the law's statutory days off."
      )
      let without = HolidayLaw.yearsWithoutStatutoryDays(assumed)
      if !without.isEmpty {
        lines.append(
          "\(CoverageError.ranges(without)): no statutory days either (the law's are reckoned for "
            + "\(CoverageError.ranges(Array(HolidayLaw.statutoryYears))) only).")
      }
    }
    for year in calendar.yearsWithUnsettledDecember(from: start, through: end) {
      lines.append("December \(year) may still change until the \(year + 1) notice is published.")
    }
    let added = holidays.addedSources.filter { !$0.hasPrefix(ProvisionalYear.sourcePrefix) }
    if !added.isEmpty {
      // File names only: a published calendar must not show the folders
      // of the machine that made it.
      let names = added.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      lines.append("Also from: " + names.joined(separator: ", ") + ".")
    }
    let papers = holidays.papers(ofYears: start.year...(end.year + 1))
    if !papers.isEmpty { lines.append("Notices: " + papers.joined(separator: " ")) }
    return lines.joined(separator: "\n")
  }
}
