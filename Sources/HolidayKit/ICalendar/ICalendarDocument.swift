import Foundation

/// A VCALENDAR (RFC 5545 §3.4) with the calendar-level properties that real
/// clients read, written as text: CRLF line ends, lines folded at 75
/// octets, TEXT escaped, and a VTIMEZONE for the zone of timed events.
///
/// Output is deterministic: properties come in a fixed order and nothing
/// depends on the clock, the machine or hash seeds.
public struct ICalendarDocument: Sendable {
  /// PRODID.
  public var productIdentifier = "-//workday-ics//HolidayKit//EN"
  /// The calendar's name (X-WR-CALNAME and RFC 7986 NAME).
  public var name: String?
  /// What the calendar holds and how far it can be trusted (X-WR-CALDESC
  /// and RFC 7986 DESCRIPTION).
  public var description: String?
  /// The colour (RFC 7986 COLOR and X-APPLE-CALENDAR-COLOR).
  public var color: CalendarColor?
  /// How often subscribers should refetch (REFRESH-INTERVAL and X-PUBLISHED-TTL).
  public var refreshInterval: ICalendarDuration?
  /// The zone of every timed event (TZID), described by a VTIMEZONE.
  public var timeZone: TimeZone
  /// The years the VTIMEZONE covers.
  public var years: ClosedRange<Int>
  /// DTSTAMP of every event, in UTC.
  public var timestamp: LocalDateTime

  /// Creates a document for events in `timeZone` during `years`.
  public init(timeZone: TimeZone, years: ClosedRange<Int>, timestamp: LocalDateTime) {
    self.timeZone = timeZone
    self.years = years
    self.timestamp = timestamp
  }

  /// Writes the whole calendar: header, `events` in order, footer.
  ///
  /// - Parameter includesTimeZone: Whether to write the VTIMEZONE (needed
  ///   when any event is timed).
  public func write<Events: Sequence<Event>>(
    events: Events, includesTimeZone: Bool, to output: inout some TextOutputStream
  ) {
    var text = ""
    for line in headerLines(includesTimeZone: includesTimeZone) { ContentLine.appendFolded(line, to: &text) }
    output.write(text)
    for event in events {
      text.removeAll(keepingCapacity: true)
      appendLines(of: event, to: &text)
      output.write(text)
    }
    output.write(ContentLine.folded("END:VCALENDAR"))
  }

  func headerLines(includesTimeZone: Bool) -> [String] {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + TextValue.escaped(productIdentifier), "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]
    if let name {
      lines += ["NAME:" + TextValue.escaped(name), "X-WR-CALNAME:" + TextValue.escaped(name)]
    }
    if let description {
      lines += ["DESCRIPTION:" + TextValue.escaped(description), "X-WR-CALDESC:" + TextValue.escaped(description)]
    }
    if let color {
      lines += ["COLOR:" + color.cssName, "X-APPLE-CALENDAR-COLOR:" + color.hex]
    }
    if let refreshInterval {
      lines += [
        "REFRESH-INTERVAL;VALUE=DURATION:" + refreshInterval.rfc5545Text,
        "X-PUBLISHED-TTL:" + refreshInterval.rfc5545Text,
      ]
    }
    if includesTimeZone {
      lines.append("X-WR-TIMEZONE:" + timeZone.identifier)
      lines += TimeZoneComponent(timeZone: timeZone, years: years).lines
    }
    return lines
  }

  private func value(_ time: Event.Time) -> String {
    switch time {
    case .date(let date): ";VALUE=DATE:" + date.basicFormat
    case .dateTime(let moment): ";TZID=" + timeZone.identifier + ":" + moment.basicFormat
    }
  }

  /// Appends one VEVENT, folded, to `text`.
  func appendLines(of event: Event, to text: inout String) {
    func add(_ line: String) { ContentLine.appendFolded(line, to: &text) }
    add("BEGIN:VEVENT")
    add("UID:" + TextValue.escaped(event.uid))
    add("DTSTAMP:" + timestamp.basicFormat + "Z")
    add("DTSTART" + value(event.start))
    add("DTEND" + value(event.end))
    if let recurrence = event.recurrence {
      add("RRULE:" + recurrence.rule.rfc5545Text)
      for excluded in recurrence.excluded { add("EXDATE" + value(excluded)) }
    }
    add("SUMMARY:" + TextValue.escaped(event.summary))
    if let location = event.location { add("LOCATION:" + TextValue.escaped(location)) }
    if let description = event.description { add("DESCRIPTION:" + TextValue.escaped(description)) }
    if let url = event.url { add("URL:" + url) }
    add("TRANSP:" + (event.isTransparent ? "TRANSPARENT" : "OPAQUE"))
    for alarm in event.alarms {
      add("BEGIN:VALARM")
      add("ACTION:DISPLAY")
      add("DESCRIPTION:" + TextValue.escaped(alarm.description))
      add("TRIGGER:" + alarm.trigger.rfc5545Text)
      add("END:VALARM")
    }
    add("END:VEVENT")
  }

  /// The whole calendar as a string.
  public func text<Events: Sequence<Event>>(events: Events, includesTimeZone: Bool) -> String {
    var output = ""
    write(events: events, includesTimeZone: includesTimeZone, to: &output)
    return output
  }
}
