import HolidayKit

/// The properties of a VEVENT that make what a phone shows and does: when
/// it starts and ends, when it recurs, its title, place, notes, link,
/// status and whether it makes its owner busy. One list, read two ways:
/// `diff` compares occurrences by them (``EventDetails``), and `sync`
/// fingerprints an event's meaning by them (`EventMeaning` in
/// HolidayKitCalDAV), so that an edit `sync` counts is a change `diff`
/// shows. Everything else (DTSTAMP, SEQUENCE, `X-` properties…) is
/// bookkeeping that no one sees. The alarms (each VALARM's action and
/// trigger) mean something too, and are read from their components.
package enum EventMeaningProperty: String, CaseIterable, Sendable {
  case start = "DTSTART"
  case end = "DTEND"
  case duration = "DURATION"
  case recurrenceID = "RECURRENCE-ID"
  case rule = "RRULE"
  case extraDates = "RDATE"
  case excludedDates = "EXDATE"
  case title = "SUMMARY"
  case location = "LOCATION"
  case notes = "DESCRIPTION"
  case url = "URL"
  case status = "STATUS"
  case transparency = "TRANSP"

  /// The property named `name` (upper-case), if it is one of these.
  package init?(name: String) { self.init(rawValue: name) }

  /// The value of a property that shows as text (title, place, notes,
  /// link, status, transparency) in the one form two spellings of it
  /// share: text unescaped, STATUS and TRANSP upper-cased; nil for what
  /// shows as nothing (empty text or link, `TRANSP:OPAQUE`, the default)
  /// and for the properties that are times, rules or durations.
  package func shownValue(_ value: String) -> String? {
    switch self {
    case .title, .location, .notes:
      let text = TextValue.unescaped(value)
      return text.isEmpty ? nil : text
    case .url:
      return value.isEmpty ? nil : value
    case .status:
      return value.uppercased()
    case .transparency:
      let upper = value.uppercased()
      return upper.isEmpty || upper == "OPAQUE" ? nil : upper
    case .start, .end, .duration, .recurrenceID, .rule, .extraDates, .excludedDates:
      return nil
    }
  }
}
