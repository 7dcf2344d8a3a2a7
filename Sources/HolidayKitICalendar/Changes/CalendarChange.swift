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
/// `duration 30m → 1h`, `alarms 10m, 1h → 15m`. The start is shown in
/// ISO 8601 (`2026-10-09T09:00:00+08:00` with the offset of the zone the
/// old file wrote it in for `-` and `~`, the new file's for `+`; with `Z`
/// for a time written in UTC; `2026-10-09` for a day; without an offset
/// for a floating time); the title is the
/// old one for `-` and `~`. Titles and places longer than 200 characters
/// are cut. ``changes(from:to:oldSource:newSource:)`` compares two
/// calendars' text.
///
/// The same change as data: ``kind``, ``start`` (a ``Start``: a day, or a
/// wall-clock time and how it was zoned), ``title`` and, for `~`, the
/// ``differences`` (each a ``Difference`` with the values before and
/// after), so that an app can pick out, say, the changes that only
/// rename an event.
public struct CalendarChange: Hashable, Sendable, CustomStringConvertible {
  /// What happened to the occurrence; ordered removed, changed, added.
  public enum Kind: Int, Hashable, Comparable, Sendable {
    /// Only the old calendar has it (`-`).
    case removed
    /// Both have it, with other details (`~`).
    case changed
    /// Only the new calendar has it (`+`).
    case added

    /// In declaration order.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

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
  public internal(set) var kind: Kind
  /// When the occurrence starts, as the old calendar wrote it for a
  /// removed or changed one, as the new calendar did for an added one.
  public internal(set) var start: Start
  /// The title (the old one for a change), whole; empty when the event
  /// has none. ``description`` cuts one longer than 200 characters.
  public internal(set) var title: String
  /// For a ``Kind/changed`` occurrence, what changed, in a fixed order:
  /// title, place, length, alarms; empty otherwise.
  public internal(set) var differences: [Difference]

  /// Creates a change.
  init(kind: Kind, start: Start, title: String, differences: [Difference] = []) {
    self.kind = kind
    self.start = start
    self.title = title
    self.differences = differences
  }

  /// The line: `- START TITLE`, `+ START TITLE` or `~ START TITLE: CHANGES`,
  /// as `workday-ics diff` prints it.
  public var description: String {
    let head = kind.marker + " " + start.description + " " + EventDetails.shown(title)
    return differences.isEmpty ? head : head + ": " + differences.map(\.description).joined(separator: "; ")
  }
}
