/// Comparing two versions of one year's file, as an update does before it
/// replaces the old copy with a download.
extension HolidayFile {
  /// Whether `other` says the same as this file: the same year, notices
  /// and days (date, name, day off or working day), whatever the order of
  /// the days, the file's bytes or where it was read.
  package func hasSameArrangement(as other: HolidayFile) -> Bool {
    guard year == other.year, papers == other.papers, days.count == other.days.count else { return false }
    func key(_ entry: HolidayEntry) -> Arrangement {
      Arrangement(date: entry.date, name: entry.name, isOffDay: entry.isOffDay)
    }
    return Set(days.map(key)) == Set(other.days.map(key))
  }

  /// The dates this file lists that `newer` does not, in date order: what
  /// replacing this file with `newer` would take away. All of them when
  /// `newer` is empty (not published).
  package func datesMissing(from newer: HolidayFile) -> [CivilDate] {
    let kept = Set(newer.days.map(\.date))
    return Set(days.map(\.date)).subtracting(kept).sorted()
  }

  /// One listed day, without where it was read.
  private struct Arrangement: Hashable {
    var date: CivilDate
    var name: String
    var isOffDay: Bool
  }
}
