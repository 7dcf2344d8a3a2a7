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

  /// The dates this file lists that `other` does not list the same way
  /// (dropped, or a day off there and a working day here, or the other
  /// way round), in date order: what replacing this file with `other`
  /// would take away or turn over. All of them when `other` is empty
  /// (not published).
  package func daysChanged(in other: HolidayFile) -> [CivilDate] {
    let kept = Set(other.days.map { Listing(date: $0.date, isOffDay: $0.isOffDay) })
    return Set(days.filter { !kept.contains(Listing(date: $0.date, isOffDay: $0.isOffDay)) }.map(\.date)).sorted()
  }

  /// A listed date and whether it is a day off, without its name.
  private struct Listing: Hashable {
    var date: CivilDate
    var isOffDay: Bool
  }

  /// One listed day, without where it was read.
  private struct Arrangement: Hashable {
    var date: CivilDate
    var name: String
    var isOffDay: Bool
  }
}
