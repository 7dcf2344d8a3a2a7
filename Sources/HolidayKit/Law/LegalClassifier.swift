/// The legal kinds of a span of days, from which days are off and the
/// statutory days: the one algorithm behind
/// ``HolidayCalendar/legalKinds(from:through:)`` and the provisional year.
///
/// A *break* is a maximal run of days off (official days off and weekends)
/// that contains at least one official (or predicted) day off that is not
/// a plain weekend. In a break, each statutory day on a weekend claims one
/// non-statutory weekday off as its Art. 6 replacement, and so does a
/// holiday falling on another's statutory day (中秋 on October 1, 2020:
/// that break had one more day off than its make-up days pay for); the
/// other weekday offs are 调休 when a make-up workday of the break's
/// holiday pays for them (paired in date order), else extra days off (the
/// 2020 Spring Festival extension, the 2015-09-03 anniversary).
package struct LegalClassifier {
  /// Whether the day numbered `day` (``CivilDate/daysSinceEpoch``) is off.
  var isOff: (Int) -> Bool
  /// Whether the day is an official (or predicted) day off, as opposed to
  /// a plain weekend.
  var isListedOff: (Int) -> Bool
  /// The statutory days by day number.
  var statutory: StatutoryTable
  /// The holiday a listed day (off or working) is named for, canonical,
  /// or nil for a day no notice lists: what pairs a break's 调休 days with
  /// its make-up workdays.
  var listedName: (Int) -> String? = { _ in nil }

  /// The kinds of a span of days, and the make-up workday each 调休 day
  /// pairs with.
  package struct Classification {
    package var kinds: [LegalDayKind]
    /// The make-up workday paying for each 调休 day (by day number).
    package var makeUpDays: [Int: Int]
  }

  /// What the law makes of a day that is not off: a make-up workday on a
  /// Saturday or Sunday, else a workday. Nothing around it matters.
  static func workingDayKind(_ day: Int) -> LegalDayKind {
    isWeekend(day) ? .makeUpWorkday : .workday
  }

  static func isWeekend(_ day: Int) -> Bool {
    let weekday = Weekday(daysSinceEpoch: day)
    return weekday == .saturday || weekday == .sunday
  }

  /// The kinds of the days `range` (day numbers); days within six weeks
  /// around it are looked at to find breaks.
  func kinds(of range: ClosedRange<Int>) -> [LegalDayKind] { classify(range).kinds }

  /// The kinds of the days `range` (day numbers), and the pairs of 调休
  /// days and make-up workdays; days within six weeks around it are
  /// looked at to find breaks and their make-up workdays.
  func classify(_ range: ClosedRange<Int>) -> Classification {
    var kinds = [LegalDayKind]()
    kinds.reserveCapacity(range.count)
    var replacement: [Int: StatutoryHoliday] = [:]
    var makeUpDays: [Int: Int] = [:]
    var unpaid = Set<Int>()
    // Whether each day from 40 before the range to 40 after it, as far as
    // the breaks touching the range reach, is in a break.
    let reach = range.lowerBound - 40
    var inBreak = [Bool](repeating: false, count: range.count + 81)
    // Walk the breaks that touch the range.
    var day = range.lowerBound
    while day > range.lowerBound - 40, isOff(day - 1) { day -= 1 }
    while day <= range.upperBound {
      guard isOff(day) else {
        day += 1
        continue
      }
      var end = day
      while end < range.upperBound + 40, isOff(end + 1) { end += 1 }
      let run = day...end
      if run.contains(where: isListedOff) {
        for day in run { inBreak[day - reach] = true }
        let replacements = Self.replacements(in: run, statutory: statutory)
        for (date, holiday) in replacements { replacement[date] = holiday }
        pair(run, replacements: Set(replacements.map(\.0)), into: &makeUpDays, unpaid: &unpaid)
      }
      day = end + 1
    }
    for day in range {
      let weekend = Self.isWeekend(day)
      if !isOff(day) {
        kinds.append(Self.workingDayKind(day))
      } else if let holiday = statutory.holidays[day] {
        kinds.append(.statutoryHoliday(holiday))
      } else if weekend {
        kinds.append(inBreak[day - reach] ? .weekendInBreak : .restDay)
      } else if let holiday = replacement[day] {
        kinds.append(.replacementDay(holiday))
      } else if unpaid.contains(day) {
        kinds.append(.extraDayOff)
      } else {
        kinds.append(.swappedRestDay)
      }
    }
    return Classification(kinds: kinds, makeUpDays: makeUpDays)
  }

  /// Pairs the weekdays off of the break `run` that are neither statutory
  /// nor replacements with the make-up workdays named for the break's
  /// holidays within six weeks of it, in date order; the weekdays off left
  /// over go into `unpaid`.
  private func pair(
    _ run: ClosedRange<Int>, replacements: Set<Int>, into pairs: inout [Int: Int], unpaid: inout Set<Int>
  ) {
    let swapped = run.filter {
      !Self.isWeekend($0) && statutory.holidays[$0] == nil && !replacements.contains($0)
    }
    guard !swapped.isEmpty else { return }
    var names: [String] = []  // a break's one or two holidays
    for day in run where isListedOff(day) {
      if let name = listedName(day), !names.contains(name) { names.append(name) }
    }
    let makeUps = ((run.lowerBound - 42)...(run.upperBound + 42)).filter { day in
      Self.isWeekend(day) && !isOff(day) && listedName(day).map(names.contains) == true
    }
    for (index, day) in swapped.enumerated() {
      if index < makeUps.count { pairs[day] = makeUps[index] } else { unpaid.insert(day) }
    }
  }

  /// The Art. 6 replacement days of a break: for each statutory day on a
  /// weekend and each coinciding holiday, in date order, the first
  /// unclaimed non-statutory weekday after it, or else the nearest
  /// unclaimed one before it.
  static func replacements(in run: ClosedRange<Int>, statutory: StatutoryTable) -> [(Int, StatutoryHoliday)] {
    var claims: [(Int, StatutoryHoliday)] = []
    for day in run {
      if let coinciding = statutory.coinciding[day] { claims.append((day, coinciding)) }
      if isWeekend(day), let holiday = statutory.holidays[day] { claims.append((day, holiday)) }
    }
    var free = run.filter { !isWeekend($0) && statutory.holidays[$0] == nil }
    var result: [(Int, StatutoryHoliday)] = []
    for (day, holiday) in claims {
      let pick = free.firstIndex { $0 > day } ?? free.lastIndex { $0 < day }
      guard let index = pick else { break }
      result.append((free[index], holiday))
      free.remove(at: index)
    }
    return result
  }
}

/// Statutory days by day number (``CivilDate/daysSinceEpoch``).
struct StatutoryTable: Sendable {
  /// The holiday of each statutory day (the earlier in the law's order
  /// when two fall on one day).
  var holidays: [Int: StatutoryHoliday] = [:]
  /// The second holiday on a day that is already statutory, such as 中秋
  /// on October 1.
  var coinciding: [Int: StatutoryHoliday] = [:]

  /// The table of `days`.
  init(_ days: [StatutoryDay]) {
    for day in days {
      let number = day.date.daysSinceEpoch
      if holidays[number] == nil { holidays[number] = day.holiday } else { coinciding[number] = day.holiday }
    }
  }
}
