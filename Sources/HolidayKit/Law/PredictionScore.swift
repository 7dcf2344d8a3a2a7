/// How a predicted year compares with the notice: the days that decide
/// whether one works, counted right, missed and extra.
///
/// *Days off* are weekdays (Monday-Friday) off; *make-up workdays* are
/// Saturdays and Sundays worked. Weekend days off inside a break and
/// weekdays worked change nothing and are not counted.
package struct PredictionScore: Hashable, Sendable, CustomStringConvertible {
  /// The year compared.
  package let year: Int
  /// Weekdays off both predicted and official.
  package let daysOffRight: [CivilDate]
  /// Official weekdays off not predicted.
  package let daysOffMissed: [CivilDate]
  /// Predicted weekdays off that are working days.
  package let daysOffExtra: [CivilDate]
  /// Make-up workdays both predicted and official.
  package let makeUpRight: [CivilDate]
  /// Official make-up workdays not predicted: the worst failure.
  package let makeUpMissed: [CivilDate]
  /// Predicted make-up workdays that are days off.
  package let makeUpExtra: [CivilDate]

  /// Compares predicted entries with the official entries of `year`
  /// (those dated in the year, or listed by its file).
  init(year: Int, predicted: [HolidayEntry], official: HolidayCalendar) {
    func weekdaysOff(_ entries: [HolidayEntry]) -> Set<CivilDate> {
      Set(entries.filter { $0.isOffDay && !LegalClassifier.isWeekend($0.date.daysSinceEpoch) }.map(\.date))
    }
    func makeUps(_ entries: [HolidayEntry]) -> Set<CivilDate> {
      Set(entries.filter { !$0.isOffDay && LegalClassifier.isWeekend($0.date.daysSinceEpoch) }.map(\.date))
    }
    let officialEntries = official.files.filter { $0.year == year }.flatMap(\.days)
    let (predictedOff, officialOff) = (weekdaysOff(predicted), weekdaysOff(officialEntries))
    let (predictedWork, officialWork) = (makeUps(predicted), makeUps(officialEntries))
    self.year = year
    daysOffRight = predictedOff.intersection(officialOff).sorted()
    daysOffMissed = officialOff.subtracting(predictedOff).sorted()
    daysOffExtra = predictedOff.subtracting(officialOff).sorted()
    makeUpRight = predictedWork.intersection(officialWork).sorted()
    makeUpMissed = officialWork.subtracting(predictedWork).sorted()
    makeUpExtra = predictedWork.subtracting(officialWork).sorted()
  }

  /// `2026: days off 19/19 (0 missed, 0 extra), make-up workdays 6/6 (0 missed, 0 extra)`.
  package var description: String {
    let officialOff = daysOffRight.count + daysOffMissed.count
    let officialWork = makeUpRight.count + makeUpMissed.count
    return "\(year): days off \(daysOffRight.count)/\(officialOff) (\(daysOffMissed.count) missed, "
      + "\(daysOffExtra.count) extra), make-up workdays \(makeUpRight.count)/\(officialWork) "
      + "(\(makeUpMissed.count) missed, \(makeUpExtra.count) extra)"
  }
}
