import HolidayKit

/// What an occurrence shows and does besides when it starts: its title,
/// place, length, alarms, notes, link, status and whether it makes its
/// owner busy (``EventMeaningProperty``), as `diff` compares them.
///
/// Read once per VEVENT and shared by all of its occurrences, so that a
/// long title is held once however often the event recurs.
package struct EventDetails: Hashable, Sendable {
  /// When an alarm goes off.
  package enum Alarm: Hashable, Comparable, Sendable {
    /// This long after the occurrence's start; negative for before. A
    /// trigger related to the end (`RELATED=END`) is counted from the
    /// start by adding the event's duration.
    case relative(ICalendarDuration)
    /// At this instant, in seconds since 1970-01-01T00:00:00Z
    /// (`TRIGGER;VALUE=DATE-TIME`).
    case absolute(Int)

    /// Relative alarms first, earliest first; then absolute ones by time.
    package static func < (lhs: Alarm, rhs: Alarm) -> Bool {
      switch (lhs, rhs) {
      case (.relative(let a), .relative(let b)): a < b
      case (.absolute(let a), .absolute(let b)): a < b
      case (.relative, .absolute): true
      case (.absolute, .relative): false
      }
    }

    /// The alarm as ``CalendarChange`` shows it.
    var shown: CalendarChange.Alarm {
      switch self {
      case .relative(let offset): .relative(offset)
      case .absolute(let instant): .absolute(OccurrenceStart.wallClock(instant))
      }
    }
  }

  /// The title (SUMMARY), unescaped; empty when the event has none.
  var summary: String
  /// The place (LOCATION), unescaped; nil when the event has none.
  var location: String?
  /// How long each occurrence lasts: DTEND minus DTSTART, or DURATION;
  /// a day for an all-day event with neither, zero for a timed one.
  var duration: ICalendarDuration
  /// The alarms, sorted (two alarms at the same time are two alarms).
  var alarms: [Alarm]
  /// The notes (DESCRIPTION), unescaped; nil when there are none.
  var notes: String?
  /// The link (URL); nil when there is none.
  var url: String?
  /// The status (STATUS), upper-cased, such as `TENTATIVE`; nil when none.
  var status: String?
  /// `TRANSPARENT` for an event that leaves its owner free; nil for busy.
  var transparency: String?

  /// Creates details; `alarms` are sorted.
  init(
    summary: String, location: String? = nil, duration: ICalendarDuration, alarms: [Alarm] = [],
    notes: String? = nil, url: String? = nil, status: String? = nil, transparency: String? = nil
  ) {
    self.summary = summary
    self.location = location
    self.duration = duration
    self.alarms = alarms.sorted()
    self.notes = notes
    self.url = url
    self.status = status
    self.transparency = transparency
  }

  /// The most characters of a title or place shown in a line; longer text
  /// is cut and ends in `…`, so that a huge title cannot make a huge line.
  static let maximumShownCharacters = 200

  /// `text` cut to ``maximumShownCharacters``.
  static func shown(_ text: String) -> String {
    var end = text.startIndex
    var count = 0
    while end < text.endIndex {
      guard count < maximumShownCharacters else { return String(text[..<end]) + "…" }
      text.formIndex(after: &end)
      count += 1
    }
    return text
  }

  /// What differs from `new`, in a fixed order (title, place, length,
  /// alarms, notes, link, status, busy), shown as `title "上班" → "打卡"`,
  /// `location "A" → none`, `duration 30m → 1h`, `alarms 10m → 15m, 1h`,
  /// `notes "A" → "B"`, `url none → "https://…"`, `status none →
  /// "TENTATIVE"` or `shown as busy → free`; empty when nothing does.
  func changes(to new: EventDetails) -> [CalendarChange.Difference] {
    var changes: [CalendarChange.Difference] = []
    if summary != new.summary { changes.append(.title(from: summary, to: new.summary)) }
    if location != new.location { changes.append(.location(from: location, to: new.location)) }
    if duration != new.duration { changes.append(.duration(from: duration, to: new.duration)) }
    if alarms != new.alarms { changes.append(.alarms(from: alarms.map(\.shown), to: new.alarms.map(\.shown))) }
    if notes != new.notes { changes.append(.notes(from: notes, to: new.notes)) }
    if url != new.url { changes.append(.url(from: url, to: new.url)) }
    if status != new.status { changes.append(.status(from: status, to: new.status)) }
    if transparency != new.transparency {
      changes.append(.busy(from: transparency != "TRANSPARENT", to: new.transparency != "TRANSPARENT"))
    }
    return changes
  }
}
