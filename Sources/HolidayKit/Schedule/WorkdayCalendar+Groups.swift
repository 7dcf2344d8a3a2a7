extension WorkdayCalendar {
  /// The source of the entries ``forGroups(_:morningOff:)`` lays over a
  /// calendar (a layer of ``HolidayCalendar/Standing/groupDay``: its name,
  /// never asked what the days are).
  package static let groupDaySource = "全国年节及纪念日放假办法 第三条"

  /// The day off the law gives one of `groups` on `date`, if any, as the
  /// day value gives it (``Day/groupDay``, with `groups` asked about): the
  /// group, whether the day is whole (儿童节 for children; else half of it
  /// is off, the half ``morningOff`` says), the citation of the version in
  /// force that day and what it gives; nil where it gives nothing
  /// (``Day/groupDay`` says why).
  ///
  /// A group's day gives time off only on a working day of this calendar
  /// that no data lists as one: on a weekend, a statutory holiday or any
  /// other day off nothing is made up (Art. 6), and a make-up workday or
  /// an overlay's working day that falls on it keeps its working day. A
  /// whole day laid over the calendar by ``forGroups(_:morningOff:)`` is
  /// still answered here. `nil` as well where no data covers `date`.
  ///
  ///     china.groupDayOff(on: CivilDate(year: 2023, month: 3, day: 8)!, for: [.women])?.isWholeDay  // false
  ///     china.groupDayOff(on: CivilDate(year: 2026, month: 3, day: 8)!, for: [.women])  // nil: a Sunday
  public func groupDayOff(on date: CivilDate, for groups: some Sequence<CitizenGroup>) -> GroupDay? {
    guard let day = groupDay(on: date, for: Array(groups), half: halfDay), day.timeOff.givesTimeOff else {
      return nil
    }
    return day
  }

  /// Whether a group's half day off is the morning; the afternoon, as
  /// employers commonly give it, by default (the law says only 放假半天).
  /// Noon divides the halves.
  public var morningOff: Bool { halfDay == .morning }

  /// This calendar for people of `groups`, whose days the law gives off
  /// (``CitizenGroup``): each whole day (儿童节 for children under 14, from
  /// 1999) is a day off on a day this calendar works that no data lists as
  /// a working day (a person's own workday keeps it), so that every answer
  /// (working or not, counts, reminders) treats it as one; each half day
  /// stays a working day, but a timed reminder that starts in the half off
  /// (the afternoon, from 12:00, unless `morningOff`) is left out of it (or
  /// moved by its ``DaySelection/DayOffPolicy``) while one in the other
  /// half and an all-day one stay. The years covered stay the same.
  ///
  ///     let forAMother = try WorkdayCalendar.china().forGroups([.women, .children])
  public func forGroups(_ groups: some Sequence<CitizenGroup>, morningOff: Bool = false) -> WorkdayCalendar {
    forGroups(groups, halfDay: morningOff ? .morning : .afternoon)
  }

  /// ``forGroups(_:morningOff:)`` with the half off named: the calendar
  /// for people of `groups` whose half days off are `halfDay`
  /// (``DayHalf/afternoon`` as employers commonly give it).
  ///
  ///     let mornings = try WorkdayCalendar.china().forGroups([.women], halfDay: .morning)
  public func forGroups(_ groups: some Sequence<CitizenGroup>, halfDay: DayHalf) -> WorkdayCalendar {
    // The whole days ``Day/groupDay`` gives off: none on a day the data
    // lists as a working day (a make-up workday, an overlay's workday),
    // which keeps its working day, as a half day does.
    var result = laidOver(by: Array(groups)) { date, group in
      groupDay(on: date, for: [group], half: halfDay)?.timeOff == .wholeDay
    }
    result.groups = Array(groups)
    result.halfDay = halfDay
    return result
  }

  /// Whether one works on `date` at `time`, nil when no data answers:
  /// the day's answer, but a working day whose group half day off
  /// (``Day/halfDayOff``, the day value's own ``Day/groupDay``) holds
  /// `time` is off then. A reminder starting at `time` is scheduled by
  /// it; an all-day one (`nil`) by the day's answer alone.
  package func workingDayIfKnown(_ date: CivilDate, at time: TimeOfDay?) -> Bool? {
    let working = workingDayIfKnown(date)
    guard working == true, let time, !groups.isEmpty, halfDay.contains(time) else { return working }
    return groupDay(on: date)?.timeOff.half == nil
  }

  /// ``workingDayIfKnown(_:at:)``, throwing where no data answers.
  ///
  /// - Throws: ``CoverageError`` when no data covers `date`.
  package func isWorkingDay(_ date: CivilDate, at time: TimeOfDay?) throws -> Bool {
    guard let answer = workingDayIfKnown(date, at: time) else { throw coverageError(date) }
    return answer
  }

  /// This calendar with each day of `groups` that is `wanted` laid over it
  /// as a day off.
  private func laidOver(
    by groups: [CitizenGroup], where wanted: (CivilDate, CitizenGroup) -> Bool
  ) -> WorkdayCalendar {
    guard !groups.isEmpty else { return self }
    var files: [HolidayFile] = []
    for year in HolidayLaw.supportedYears {
      let days = groups.compactMap { group -> HolidayEntry? in
        guard let date = group.date(in: year), wanted(date, group) else { return nil }
        return HolidayEntry(date: date, name: group.holidayName, isOffDay: true, source: Self.groupDaySource)
      }.sorted { $0.date < $1.date }
      if !days.isEmpty {
        files.append(HolidayFile(uncheckedSource: Self.groupDaySource, year: year, papers: [], days: days))
      }
    }
    guard let layer = try? HolidayCalendar(files: files) else { return self }
    var result = WorkdayCalendar(
      holidays: holidays.overlaid(by: layer, standing: .groupDay), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek)
    result.groups = self.groups
    result.halfDay = self.halfDay
    return result
  }
}
