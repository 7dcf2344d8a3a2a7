/// A day whose working status differs between two calendars: a day that
/// was a working day and no longer is, or the reverse.
package struct WorkingDayChange: Hashable, Sendable {
  /// The day.
  package var date: CivilDate
  /// What the day was in the old calendar.
  var before: DayKind
  /// What the day is in the new one.
  package var after: DayKind

  /// Creates a change.
  init(date: CivilDate, before: DayKind, after: DayKind) {
    self.date = date
    self.before = before
    self.after = after
  }

  /// Whether the day became a working day (it was one before otherwise).
  package var isNewWorkingDay: Bool { after.isWorkingDay }
}

extension WorkingDayChange {
  /// The days among `dates` that are working days in exactly one of
  /// `older` and `newer`, in date order without repeats.
  ///
  /// A day without official data in either calendar counts as the regular
  /// week says, so that a newly published year is compared with the plain
  /// week it replaces.
  package static func changes(
    from older: WorkdayCalendar, to newer: WorkdayCalendar, on dates: some Sequence<CivilDate>
  )
    -> [WorkingDayChange]
  {
    let old = WorkdayCalendar(
      holidays: older.holidays, workWeek: older.workWeek, assumesRegularWeek: true, plainWeek: true)
    let new = WorkdayCalendar(
      holidays: newer.holidays, workWeek: newer.workWeek, assumesRegularWeek: true, plainWeek: true)
    var changes: [WorkingDayChange] = []
    for date in Set(dates).sorted() {
      guard let before = try? old.kind(of: date), let after = try? new.kind(of: date),
        before.isWorkingDay != after.isWorkingDay
      else { continue }
      changes.append(WorkingDayChange(date: date, before: before, after: after))
    }
    return changes
  }
}
