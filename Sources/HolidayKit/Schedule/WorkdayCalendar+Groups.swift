extension WorkdayCalendar {
  /// The source of the entries ``givingWholeDaysOff(to:)`` lays over a
  /// calendar.
  static let groupDaySource = "全国年节及纪念日放假办法 第三条"

  /// The day off the law gives one of `groups` on `date`, if any: the
  /// group, the half that is off (`nil` for a whole day, 儿童节 for
  /// children) and the citation of the version in force that day.
  ///
  /// A group's day gives time off only on a working day of this calendar:
  /// on a weekend, a statutory holiday or any other day off nothing is made
  /// up (Art. 6), and a make-up workday that falls on it has the half day
  /// off like any working day. A whole day laid over the calendar by
  /// ``givingWholeDaysOff(to:)`` is still answered here. `nil` as well
  /// where no data covers `date`.
  ///
  ///     china.groupDayOff(on: CivilDate(year: 2023, month: 3, day: 8)!, for: [.women])?.half  // .afternoon
  ///     china.groupDayOff(on: CivilDate(year: 2026, month: 3, day: 8)!, for: [.women])  // nil: a Sunday
  public func groupDayOff(
    on date: CivilDate, for groups: some Sequence<CitizenGroup>, halfDay: DayHalf = .afternoon
  ) -> (group: CitizenGroup, half: DayHalf?, citation: String)? {
    for group in groups {
      guard let law = group.dayOff(on: date) else { continue }
      let laidOver = holidays.entry(on: date).map { $0.isOffDay && $0.source == Self.groupDaySource } ?? false
      guard laidOver || workingDayIfKnown(date) == true else { return nil }
      return (group, law.isWholeDay ? nil : halfDay, law.citation)
    }
    return nil
  }

  /// This calendar with the whole days off the law gives `groups` (儿童节
  /// for children under 14, from 1999) laid over it as days off, each on
  /// a day this calendar works: every answer (working or not, counts,
  /// reminders) then treats them as days off. The years covered stay the
  /// same.
  public func givingWholeDaysOff(to groups: some Sequence<CitizenGroup>) -> WorkdayCalendar {
    let groups = Array(groups)
    guard !groups.isEmpty else { return self }
    var files: [HolidayFile] = []
    for year in HolidayLaw.supportedYears {
      let days = groups.compactMap { group -> HolidayEntry? in
        guard let date = group.date(in: year), let law = group.dayOff(on: date), law.isWholeDay,
          workingDayIfKnown(date) == true
        else { return nil }
        return HolidayEntry(date: date, name: group.holidayName, isOffDay: true, source: Self.groupDaySource)
      }
      if !days.isEmpty { files.append(HolidayFile(source: Self.groupDaySource, year: year, papers: [], days: days)) }
    }
    guard let layer = try? HolidayCalendar(files: files) else { return self }
    return WorkdayCalendar(
      holidays: holidays.overlaid(by: layer, addingCoverage: false), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek)
  }
}
