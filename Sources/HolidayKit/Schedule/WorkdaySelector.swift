/// Days chosen by counting working days rather than calendar days, which
/// no RFC 5545 rule can express because the official days off move every
/// year: "the last working day of each month", "every 3rd working day".
public enum WorkdaySelector: Hashable, Sendable {
  /// The working days at these positions in each month: 1 is the first,
  /// −1 the last; a position the month does not have (the 25th working day)
  /// gives nothing for that month.
  case positionsInMonth([Int])
  /// Every `interval`-th working day, counting the first working day on or
  /// after `start` as the first.
  case everyNth(interval: Int, start: CivilDate)
  /// The last working day before each run of days off that holds an
  /// official day off ("the working day before each holiday").
  case beforeDaysOff
  /// The first working day after each run of days off that holds an
  /// official day off ("the first day back").
  case afterDaysOff

  /// The largest position in a month, counted from either end.
  public static let maximumPosition = 31

  /// Positions written as `1`, `-1` or `1,15,-1`; nil for anything else
  /// (range checks are the caller's).
  public static func positions(parsing text: String) -> [Int]? {
    var result: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = Digits.signed(part) else { return nil }
      result.append(value)
    }
    return result
  }
}

extension WorkdayCalendar {
  /// The days `selector` picks from `start` through `end`, in order.
  ///
  /// Positions in a month count over the whole month, even when the range
  /// cuts it; so does the search for the run of days off around an edge.
  ///
  /// - Throws: ``CoverageError`` when the answer depends on a day no
  ///   official data covers (unless the calendar assumes the regular week).
  public func days(selecting selector: WorkdaySelector, from start: CivilDate, through end: CivilDate) throws
    -> [CivilDate]
  {
    guard start <= end else { return [] }
    switch selector {
    case .positionsInMonth(let positions):
      var result: [CivilDate] = []
      var year = start.year
      var month = start.month
      while (year, month) <= (end.year, end.month) {
        guard let first = CivilDate(year: year, month: month, day: 1),
          let last = CivilDate(year: year, month: month, day: CivilDate.daysInMonth(year: year, month: month))
        else { break }
        let working = try days(from: first, through: last, matching: .workdays).map(\.date)
        var chosen: Set<CivilDate> = []
        for position in positions {
          let index = position > 0 ? position - 1 : working.count + position
          if working.indices.contains(index) { chosen.insert(working[index]) }
        }
        result += chosen.filter { $0 >= start && $0 <= end }.sorted()
        (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
      }
      return result
    case .everyNth(let interval, let anchor):
      guard interval >= 1 else { return [] }
      var result: [CivilDate] = []
      var index = 0
      for day in Self.days(from: anchor, through: end) where try isWorkingDay(day) {
        if index % interval == 0, day >= start { result.append(day) }
        index += 1
      }
      return result
    case .beforeDaysOff, .afterDaysOff:
      let forward = selector == .afterDaysOff
      var result: Set<CivilDate> = []
      // A block's edge lies in the range only if the block has an official
      // day off within a month past the range's near side.
      let low = forward ? (start.adding(days: -31) ?? start) : start
      let high = forward ? end : (end.adding(days: 31) ?? end)
      for entry in holidays.entries where entry.isOffDay && entry.date >= low && entry.date <= high {
        if let edge = try workingDay(nextTo: entry.date, forward: forward, within: start...end) {
          result.insert(edge)
        }
      }
      return result.sorted()
    }
  }

  /// The working day next to the run of days off holding `date`, or nil
  /// when it falls outside `range`.
  private func workingDay(nextTo date: CivilDate, forward: Bool, within range: ClosedRange<CivilDate>) throws
    -> CivilDate?
  {
    var day = date
    while true {
      guard let next = day.adding(days: forward ? 1 : -1) else { return nil }
      day = next
      if forward ? day > range.upperBound : day < range.lowerBound { return nil }
      guard range.contains(day) else {
        // Before the range (walking forward) or after it (walking back):
        // a day without data ends the search, since it cannot matter here.
        guard let working = workingDayIfKnown(day) else { return nil }
        if working { return nil }
        continue
      }
      if try isWorkingDay(day) { return day }
    }
  }
}
