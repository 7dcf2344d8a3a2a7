import HolidayKit

extension CalendarChange {
  /// One thing that differs between the old and the new version of an
  /// occurrence (a ``Kind/changed`` change): its title, place, length,
  /// alarms, notes, link, status or whether it shows as busy, each with the
  /// value before and after.
  ///
  ///     // The changes that only drop "(暂定)" when a notice replaces the law's prediction.
  ///     let titleOnly = changes.filter { $0.differences.map(\.field) == [.title] }
  ///
  /// Its ``description`` is how `workday-ics diff` shows it:
  /// `title "A" → "B"`, `location "A" → none`, `duration 30m → 1h`,
  /// `alarms 10m, 1h → 15m`, `notes "A" → "B"`, `url none → "https://…"`,
  /// `status none → "TENTATIVE"`, `shown as busy → free`; a text longer
  /// than 200 characters is cut there, and kept whole in the value.
  public enum Difference: Hashable, Sendable, CustomStringConvertible {
    /// The title (SUMMARY) changed; empty for none.
    case title(from: String, to: String)
    /// The place (LOCATION) changed; nil for none.
    case location(from: String?, to: String?)
    /// The length changed: DTEND minus DTSTART, or DURATION.
    case duration(from: ICalendarDuration, to: ICalendarDuration)
    /// The alarms changed, each list in order (relative ones earliest
    /// first, then those at a fixed time).
    case alarms(from: [Alarm], to: [Alarm])
    /// The notes (DESCRIPTION) changed; nil for none.
    case notes(from: String?, to: String?)
    /// The link (URL) changed; nil for none.
    case url(from: String?, to: String?)
    /// The status (STATUS: TENTATIVE, CONFIRMED…) changed; nil for none.
    case status(from: String?, to: String?)
    /// Whether the occurrence makes its owner busy (TRANSP) changed.
    case busy(from: Bool, to: Bool)

    /// What changed, without the values.
    public var field: Field {
      switch self {
      case .title: .title
      case .location: .location
      case .duration: .duration
      case .alarms: .alarms
      case .notes: .notes
      case .url: .url
      case .status: .status
      case .busy: .busy
      }
    }

    /// `title "A" → "B"`, `location "A" → none`, `duration 30m → 1h` or
    /// `alarms 10m → 15m, 1h`.
    public var description: String {
      func quoted(_ text: String?) -> String { text.map { "\"" + EventDetails.shown($0) + "\"" } ?? "none" }
      func list(_ alarms: [Alarm]) -> String {
        alarms.isEmpty ? "none" : alarms.map(\.description).joined(separator: ", ")
      }
      switch self {
      case .title(let old, let new): return "title \(quoted(old)) → \(quoted(new))"
      case .location(let old, let new): return "location \(quoted(old)) → \(quoted(new))"
      case .duration(let old, let new): return "duration \(old.shortText) → \(new.shortText)"
      case .alarms(let old, let new): return "alarms \(list(old)) → \(list(new))"
      case .notes(let old, let new): return "notes \(quoted(old)) → \(quoted(new))"
      case .url(let old, let new): return "url \(quoted(old)) → \(quoted(new))"
      case .status(let old, let new): return "status \(quoted(old)) → \(quoted(new))"
      case .busy(let old, let new): return "shown as \(old ? "busy" : "free") → \(new ? "busy" : "free")"
      }
    }
  }

  /// What a ``Difference`` is about, in the order differences are listed.
  public enum Field: Int, CaseIterable, Hashable, Comparable, Sendable {
    /// The title (SUMMARY).
    case title
    /// The place (LOCATION).
    case location
    /// The length.
    case duration
    /// The alarms (VALARM triggers).
    case alarms
    /// The notes (DESCRIPTION).
    case notes
    /// The link (URL).
    case url
    /// The status (STATUS).
    case status
    /// Whether it shows as busy (TRANSP).
    case busy

    /// In declaration order.
    public static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// When an occurrence's alarm goes off, as its calendar wrote it.
  public enum Alarm: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// This long after the occurrence's start; negative for before. A
    /// trigger related to the end (`RELATED=END`) is counted from the
    /// start by adding the event's length.
    case relative(ICalendarDuration)
    /// At this time in UTC (`TRIGGER;VALUE=DATE-TIME`).
    case absolute(LocalDateTime)

    /// Relative alarms first, earliest first; then absolute ones by time.
    public static func < (lhs: Alarm, rhs: Alarm) -> Bool {
      switch (lhs, rhs) {
      case (.relative(let a), .relative(let b)): a < b
      case (.absolute(let a), .absolute(let b)): a < b
      case (.relative, .absolute): true
      case (.absolute, .relative): false
      }
    }

    /// `10m` (ten minutes before the start, as the `--alarm` option takes
    /// it), `0` (at the start), `5m after`, or `at 2026-10-09T00:50:00Z`.
    public var description: String {
      switch self {
      case .relative(let offset) where offset.seconds < 0:
        ICalendarDuration(seconds: -offset.seconds).shortText
      case .relative(let offset) where offset.seconds == 0:
        "0"
      case .relative(let offset):
        offset.shortText + " after"
      case .absolute(let time):
        "at " + CalendarChange.Start.utc(time).description
      }
    }
  }
}
