import HolidayKit

/// One difference between two versions of a calendar, shown as one line:
///
///     - 2026-10-09T09:00:00+08:00 上班
///     + 2026-10-17T09:00:00+08:00 上班
///     ~ 2026-10-12T09:00:00+08:00 上班: duration 30m → 1h; alarms 10m → 15m
///
/// `-` is an occurrence only the old calendar has, `+` one only the new
/// calendar has, and `~` an occurrence of the same event (UID) at the same
/// start whose title, place, length or alarms changed, with what changed
/// in a fixed order: `title "A" → "B"`, `location "A" → none`,
/// `duration 30m → 1h`, `alarms 10m, 1h → 15m` (see
/// ``EventDetails/changes(to:)``). The start is shown as
/// ``OccurrenceStart/text(offset:)`` shows it, in the zone the old file
/// wrote it in for `-` and `~`, the new file's for `+`; the title is the
/// old one for `-` and `~`. Titles and places longer than
/// ``EventDetails/maximumShownCharacters`` are cut.
package struct CalendarChange: Hashable, Sendable, CustomStringConvertible {
  /// What happened to the occurrence; ordered removed, changed, added.
  package enum Kind: Int, Hashable, Comparable, Sendable {
    /// Only the old calendar has it (`-`).
    case removed
    /// Both have it, with other details (`~`).
    case changed
    /// Only the new calendar has it (`+`).
    case added

    /// In declaration order.
    package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `-`, `~` or `+`.
    var marker: String {
      switch self {
      case .removed: "-"
      case .changed: "~"
      case .added: "+"
      }
    }
  }

  /// What happened.
  var kind: Kind
  /// The start, as shown.
  var start: String
  /// The title, as shown (the old one for a change).
  var title: String
  /// For a change, what changed, such as `duration 30m → 1h`; else empty.
  var changes: [String]

  /// Creates a change.
  init(kind: Kind, start: String, title: String, changes: [String] = []) {
    self.kind = kind
    self.start = start
    self.title = title
    self.changes = changes
  }

  /// The line: `- START TITLE`, `+ START TITLE` or `~ START TITLE: CHANGES`.
  package var description: String {
    let head = kind.marker + " " + start + " " + title
    return changes.isEmpty ? head : head + ": " + changes.joined(separator: "; ")
  }
}
