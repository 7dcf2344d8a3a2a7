/// Which official notices the days of a calendar rest on, year by year:
/// what every event `sync` writes says of the data it was made from, so
/// that any machine reading the calendar can tell whose data is newer.
///
/// A notice once published stays published: a copy of a year's data that
/// lacks a notice another copy cites is older, whatever days it moves
/// (``HolidayKit/HolidayFile/lineage(comparedWith:asUpstreamCopies:)``
/// says the same of files). A year answered without a notice (the law's
/// prediction, the regular week assumed, a company's own file) cites
/// none, so any notice is newer than it.
///
/// Each event carries one line per year its days fall in
/// (`X-WORKDAY-ICS-NOTICES:2027 https://www.gov.cn/… https://…`, the
/// year alone when it cites none): an `X-` property, which calendar
/// clients keep and do not show.
package struct NoticeLineage: Equatable, Sendable {
  /// The notices' addresses of each year, in the data's order; a year
  /// without an entry, or with none, rests on no notice.
  package var notices: [Int: [String]]

  /// A lineage of `notices`, by year.
  package init(_ notices: [Int: [String]] = [:]) {
    self.notices = notices
  }

  /// The property every event `sync` writes carries.
  package static let property = "X-WORKDAY-ICS-NOTICES"

  /// The notices of `year` (none when it rests on no notice).
  package func notices(ofYear year: Int) -> [String] { notices[year] ?? [] }

  /// The property lines for `years`, one per year in order:
  /// `X-WORKDAY-ICS-NOTICES:2027 https://…`.
  package func lines(forYears years: ClosedRange<Int>) -> [String] {
    years.map { year in ([Self.property + ":" + String(year)] + notices(ofYear: year)).joined(separator: " ") }
  }

  /// The year and notices of one property value (`2027 https://…`), or
  /// nil for a value that is not one.
  package static func parse(_ value: String) -> (year: Int, notices: [String])? {
    let words = value.split(separator: " ").map(String.init)
    guard let first = words.first, first.count <= 4 || first.count == 5 && first.hasPrefix("-"),
      let year = Int(first)
    else { return nil }
    return (year, Array(words.dropFirst()))
  }

  /// Adds `notices` to `year`'s, without repeats.
  package mutating func add(_ notices: [String], toYear year: Int) {
    var known = self.notices[year] ?? []
    for notice in notices where !known.contains(notice) { known.append(notice) }
    self.notices[year] = known
  }

  /// The notices `other` cites that this lineage lacks, by year: the
  /// years in which `other` rests on newer data (or data of another
  /// line) than this.
  package func missing(from other: NoticeLineage) -> [Int: [String]] {
    var missing: [Int: [String]] = [:]
    for (year, theirs) in other.notices {
      let mine = Set(notices(ofYear: year))
      let lacking = theirs.filter { !mine.contains($0) }
      if !lacking.isEmpty { missing[year] = lacking }
    }
    return missing
  }

  /// Whether this lineage and `other` cite the same notices in each of
  /// `years`.
  package func citesTheSame(as other: NoticeLineage, inYears years: some Sequence<Int>) -> Bool {
    years.allSatisfy { Set(notices(ofYear: $0)) == Set(other.notices(ofYear: $0)) }
  }
}
