/// Where the breaks of a year lie, by the principles the State Council
/// announced with the 2025 notice (国办发明电〔2024〕12号, "除个别特殊情形外"):
///
/// - 春节: 8 days from 除夕.
/// - 劳动节: 5 days.
/// - 国庆节: 7 days from October 1; 8 when 中秋 falls in the break (2025),
///   and then the two are one break. A 中秋 on September 29 or 30 joins it
///   too, the break starting on 中秋 (2023 did so under the old law).
/// - 元旦, 清明, 端午, 中秋: 3 days with the weekend or by 调休; only the
///   day itself when it is a Wednesday.
///
/// Where a break of *n* days could lie in several places, it takes the
/// place with the most weekend days, the latest of those: Monday → Saturday
/// to Monday, Tuesday → Sunday to Tuesday, Thursday → Thursday to Saturday,
/// Saturday or Sunday → Saturday to Monday (the Monday replaces the weekend
/// statutory day, Art. 6); 劳动节 on a Monday → Saturday to Wednesday, on a
/// Sunday → Saturday to Wednesday. Each of these is what a notice of
/// 2022-2026 did.
enum BreakPrinciples {
  /// The breaks of `year`, in date order, from its statutory days.
  static func breaks(statutory: [StatutoryDay]) -> [PlannedBreak] {
    func days(_ holiday: StatutoryHoliday) -> [Int] {
      statutory.filter { $0.holiday == holiday }.map(\.date.daysSinceEpoch)
    }
    var breaks: [PlannedBreak] = []
    for day in days(.newYearsDay) { breaks.append(short(day, .newYearsDay)) }
    if let eve = days(.springFestival).first {
      breaks.append(PlannedBreak(days: eve...(eve + 7), holidays: [.springFestival], keepsEveFree: true))
    }
    for day in days(.qingming) { breaks.append(short(day, .qingming)) }
    let labour = days(.labourDay)
    if let first = labour.first, let last = labour.last {
      breaks.append(PlannedBreak(days: placed(covering: first...last, length: 5), holidays: [.labourDay]))
    }
    for day in days(.dragonBoat) { breaks.append(short(day, .dragonBoat)) }
    let national = days(.nationalDay)
    if let october1 = national.first {
      if let midAutumn = days(.midAutumn).first, (october1 - 2)...(october1 + 7) ~= midAutumn {
        let start = min(october1, midAutumn)
        breaks.append(PlannedBreak(days: start...(start + 7), holidays: [.nationalDay, .midAutumn]))
      } else {
        for day in days(.midAutumn) { breaks.append(short(day, .midAutumn)) }
        breaks.append(PlannedBreak(days: october1...(october1 + 6), holidays: [.nationalDay]))
      }
    }
    return breaks.sorted { $0.days.lowerBound < $1.days.lowerBound }
  }

  /// A one-day holiday's break: the day alone on a Wednesday, else 3 days.
  static func short(_ day: Int, _ holiday: StatutoryHoliday) -> PlannedBreak {
    let days = Weekday(daysSinceEpoch: day) == .wednesday ? day...day : placed(covering: day...day, length: 3)
    return PlannedBreak(days: days, holidays: [holiday])
  }

  /// The `length` days covering `statutory` with the most weekend days,
  /// the latest of equals.
  static func placed(covering statutory: ClosedRange<Int>, length: Int) -> ClosedRange<Int> {
    let earliest = statutory.upperBound - length + 1
    var best = statutory.lowerBound...(statutory.lowerBound + length - 1)
    var bestWeekends = -1
    for start in earliest...statutory.lowerBound {
      let window = start...(start + length - 1)
      let weekends = window.filter(LegalClassifier.isWeekend).count
      if weekends >= bestWeekends {
        best = window
        bestWeekends = weekends
      }
    }
    return best
  }
}
