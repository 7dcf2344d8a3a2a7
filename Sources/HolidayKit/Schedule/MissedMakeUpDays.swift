extension WorkdayCalendar {
  /// The make-up workdays from `start` through `end` that `selection`
  /// leaves out because it rests on a rule: a rule does not say which
  /// weekday a make-up day stands in for, so even
  /// `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR` misses every one of them unless
  /// they are added. Empty for the work week and the working-day
  /// selectors, and when the selection adds make-up days.
  ///
  /// - Throws: ``CoverageError`` as ``schedule(_:from:through:)`` does.
  package func makeUpWorkdays(missedBy selection: DaySelection, from start: CivilDate, through end: CivilDate) throws
    -> [CivilDate]
  {
    guard case .rule = selection.base, !selection.addsMakeUpDays, !selection.onlyMakeUpDays else { return [] }
    let days = DaySet(try schedule(selection, from: start, through: end).days)
    return makeUpWorkdays(from: start, through: end).map(\.date).filter { !days.contains($0) }
  }
}
