/// Years written as people write them: `2026`, or `2026-2027` for a range.
package enum YearRange {
  /// The years `text` names; nil unless it is a year from 1 to 9999 or two
  /// such years joined by `-`, the first not after the second.
  package static func parse(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let years = parts.compactMap { CivilDate(iso8601: $0 + "-01-01")?.year }
    guard parts.count == 1 || parts.count == 2, years.count == parts.count, let first = years.first,
      let last = years.last, first <= last
    else { return nil }
    return first...last
  }
}
