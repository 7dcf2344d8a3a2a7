/// What changed between two versions of a calendar, occurrence by
/// occurrence: what an administrator checks before publishing a calendar
/// regenerated from a new or corrected notice.
public struct CalendarChanges: Hashable, Sendable {
  /// Occurrences only the old calendar has, in order.
  public var removed: [ICalendarOccurrences.Occurrence]
  /// Occurrences only the new calendar has, in order.
  public var added: [ICalendarOccurrences.Occurrence]

  /// The changes from `old` to `new`.
  public init(from old: [ICalendarOccurrences.Occurrence], to new: [ICalendarOccurrences.Occurrence]) {
    let oldSet = Set(old)
    let newSet = Set(new)
    removed = old.filter { !newSet.contains($0) }.sorted()
    added = new.filter { !oldSet.contains($0) }.sorted()
  }

  /// Whether the two calendars have the same occurrences.
  public var isEmpty: Bool { removed.isEmpty && added.isEmpty }

  /// One line per change in date order, `- ` for removed and `+ ` for added:
  /// `- 2026-10-09T09:00:00 上班`.
  public var lines: [String] {
    let marked = removed.map { ($0, "- ") } + added.map { ($0, "+ ") }
    return marked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { $0.1 + $0.0.description }
  }
}
