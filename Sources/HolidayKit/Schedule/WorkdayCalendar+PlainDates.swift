/// A person's own days as plain dates: leave, a company's Saturday.
extension WorkdayCalendar {
  /// This calendar with `daysOff` and `workdays` laid over it, as
  /// ``overlaid(by:)`` lays a file, from plain dates of any years: no
  /// holiday-cn file per year to build, and an empty list changes nothing
  /// (it is not a notice, so it is not refused as one not yet published).
  ///
  ///     let leave = [CivilDate(year: 2026, month: 12, day: 31)!, CivilDate(year: 2027, month: 1, day: 5)!]
  ///     let mine = try china.overlaid(daysOff: leave, named: "年假")
  ///
  /// Each date is named `name` (the kind and notes of the reminders'
  /// events say it), and each rests on `source`
  /// (``WorkdayCalendar/Day/basis`` is an overlay of it). Like any overlay,
  /// the dates never make a year count as published.
  ///
  /// - Throws: ``HolidayDataError`` for a date in both lists.
  public func overlaid(
    daysOff: some Sequence<CivilDate>, workdays: some Sequence<CivilDate> = [CivilDate](), named name: String,
    source: String = "overlay"
  ) throws -> WorkdayCalendar {
    let off = Set(daysOff)
    let working = Set(workdays)
    if let both = off.intersection(working).min() {
      throw HolidayDataError.conflictingEntries(date: both, first: "\(source): day off", second: "\(source): workday")
    }
    let entries =
      (off.map { HolidayEntry(date: $0, name: name, isOffDay: true, source: source) }
      + working.map { HolidayEntry(date: $0, name: name, isOffDay: false, source: source) })
      .sorted { $0.date < $1.date }
    guard !entries.isEmpty else { return self }
    let files = try Dictionary(grouping: entries, by: \.date.year).sorted { $0.key < $1.key }.map { year, days in
      try HolidayFile(source: source, year: year, papers: [], days: days)
    }
    return WorkdayCalendar(
      holidays: holidays.overlaid(by: try HolidayCalendar(files: files)), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek
    ).forGroups(groups, halfDay: halfDay)
  }
}
