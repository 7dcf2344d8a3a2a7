import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A VCALENDAR (RFC 5545 §3.4) with the calendar-level properties that real
/// clients read, written as text: CRLF line ends, lines folded at 75
/// octets, TEXT escaped, and a VTIMEZONE for the zone of timed events
/// (none for UTC, whose times are written with a `Z` suffix).
///
/// Output is deterministic: properties come in a fixed order and nothing
/// depends on the clock, the machine or hash seeds.
package struct ICalendarDocument: Sendable {
  /// PRODID.
  package var productIdentifier = "-//workday-ics//HolidayKit//EN"
  /// The calendar's name (X-WR-CALNAME and RFC 7986 NAME).
  package var name: String?
  /// What the calendar holds and how far it can be trusted (X-WR-CALDESC
  /// and RFC 7986 DESCRIPTION).
  package var description: String?
  /// The colour (RFC 7986 COLOR and X-APPLE-CALENDAR-COLOR).
  package var color: CalendarColor?
  /// How often subscribers should refetch (REFRESH-INTERVAL and X-PUBLISHED-TTL).
  package var refreshInterval: ICalendarDuration?
  /// The zone of every timed event (TZID), described by a VTIMEZONE; for
  /// UTC (`TimeZone.isUTC`), times in UTC such as
  /// `20261010T085000Z` instead, without VTIMEZONE.
  package var timeZone: Zone
  /// The years the VTIMEZONE covers.
  package var years: ClosedRange<Int>
  /// The stamp of the document's events, in UTC: an event's DTSTAMP is
  /// this plus its revision (``Event/Standing/revision``) in seconds, so
  /// that a confirmed copy of an event is stamped later than the
  /// tentative copy it replaces, and the same inputs give the same bytes.
  package var timestamp: LocalDateTime

  /// Creates a document for events in `timeZone` during `years`.
  package init(timeZone: Zone, years: ClosedRange<Int>, timestamp: LocalDateTime) {
    self.timeZone = timeZone
    self.years = years
    self.timestamp = timestamp
  }

  /// Writes the whole calendar: header, `events` in order, footer. Events
  /// are written as they come, in pieces of about 16 KiB.
  ///
  /// - Parameters:
  ///   - events: The events, in the order they are written.
  ///   - includesTimeZone: Whether to write the VTIMEZONE (needed
  ///     when any event is timed).
  ///   - output: Receives the bytes, a piece at a time.
  package func write<Events: Sequence<Event>>(
    events: Events, includesTimeZone: Bool, to output: inout some TextOutputStream
  ) {
    write(events: events, includesTimeZone: includesTimeZone) { output.write(String(decoding: $0, as: UTF8.self)) }
  }

  /// Writes the whole calendar as UTF-8, handing `output` one piece of
  /// about 16 KiB at a time.
  package func write<Events: Sequence<Event>>(
    events: Events, includesTimeZone: Bool, bytes output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    try writeAll(events: events, includesTimeZone: includesTimeZone, bytes: output)
  }

  // A copy of the loop made for the reminders' events, which the generic
  // one runs when it is handed them (the command line's calendars, from
  // another module): an event then goes from its maker to the writer
  // without being copied and destroyed through run-time type information.
  @_specialize(where Events == ReminderCalendar.Events)
  @_specialize(where Events == ReminderEventSequence)
  func writeAll<Events: Sequence<Event>>(
    events: Events, includesTimeZone: Bool, calendarProperties: Bool = true, ownProperties: [String] = [],
    bytes output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    // Small pieces, reused: they stay in the processor's cache, and a
    // process that writes a year touches a few pages of memory, not 100 KB.
    let piece = 1 << 14
    var writer = ContentLineWriter(reservingCapacity: piece + (1 << 12))  // a piece and the event that ends it
    for line in headerLines(includesTimeZone: includesTimeZone, calendarProperties: calendarProperties) {
      writer.line(line)
    }
    let shared = SharedText(self)
    for event in events {
      append(event, sharing: shared, ownProperties: ownProperties, to: &writer)
      if writer.count >= piece {
        try writer.withBytes(output)
        writer.removeAll()
      }
    }
    writer.line("END:VCALENDAR")
    try writer.withBytes(output)
  }

  /// The lines before the first event; without `calendarProperties`,
  /// only VERSION, PRODID, CALSCALE and the VTIMEZONE (a CalDAV resource).
  func headerLines(includesTimeZone: Bool, calendarProperties: Bool = true) -> [String] {
    var lines = [
      // No METHOD: a plain calendar file is no iTIP message (RFC 5546
      // would then require ORGANIZER, RFC 5545 §3.7.2 the HTTP method).
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + TextValue.escaped(productIdentifier), "CALSCALE:GREGORIAN",
    ]
    guard calendarProperties else {
      if includesTimeZone, !timeZone.isUTC { lines += TimeZoneComponent(timeZone: timeZone, years: years).lines }
      return lines
    }
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
      if timeZone.isUTC {
        lines.append("X-WR-TIMEZONE:UTC")
      } else {
        let component = TimeZoneComponent(timeZone: timeZone, years: years)
        lines.append("X-WR-TIMEZONE:" + component.identifier)
        lines += component.lines
      }
    }
    return lines
  }

  /// What every event of the document writes alike, spelled out once.
  private struct SharedText {
    /// `DTSTAMP:20261122T000000Z`, an event of revision 0's.
    var stampLine: String
    /// `DTSTAMP:20261122T000001Z`, a confirmed event's: the stamp plus its
    /// revision in seconds.
    var confirmedStampLine: String
    /// `;TZID=Asia/Shanghai:`, or `:` in UTC.
    var zoneParameter: String
    /// Whether times are in UTC, written with a `Z` suffix.
    var isUTC: Bool

    init(_ document: ICalendarDocument) {
      var stamp = ContentLineWriter(reservingCapacity: 32)
      stamp.append("DTSTAMP:")
      stamp.append(basicFormat: document.timestamp)
      stamp.append("Z")
      stampLine = stamp.text
      var later = ContentLineWriter(reservingCapacity: 32)
      later.append("DTSTAMP:")
      later.append(
        basicFormat: LocalDateTime(
          secondsSinceEpoch: document.timestamp.secondsSinceEpoch + Event.Standing.confirmed.revision)
          ?? document.timestamp)
      later.append("Z")
      confirmedStampLine = later.text
      isUTC = document.timeZone.isUTC
      zoneParameter = isUTC ? ":" : ";TZID=" + document.timeZone.identifier + ":"
    }
  }

  private func append(
    _ name: StaticString, _ time: Event.Time, sharing shared: SharedText, to writer: inout ContentLineWriter
  ) {
    writer.append(name)
    switch time {
    case .date(let date):
      writer.append(";VALUE=DATE:")
      writer.append(basicFormat: date)
    case .dateTime(let moment):
      writer.append(shared.zoneParameter)
      writer.append(basicFormat: moment)
      if shared.isUTC { writer.append("Z") }
    case .utc(let moment):
      writer.append(":")
      writer.append(basicFormat: moment)
      writer.append("Z")
    }
    writer.endLine()
  }

  private func append(text name: StaticString, _ value: String, to writer: inout ContentLineWriter) {
    writer.append(name)
    writer.appendEscaped(value)
    writer.endLine()
  }

  /// Appends one VEVENT, with `ownProperties` (whole lines) before its alarms.
  private func append(
    _ event: Event, sharing shared: SharedText, ownProperties: [String] = [], to writer: inout ContentLineWriter
  ) {
    writer.line("BEGIN:VEVENT")
    append(text: "UID:", event.uid, to: &writer)
    let revision = event.standing.revision
    writer.line(revision == 0 ? shared.stampLine : shared.confirmedStampLine)
    if revision > 0 {
      writer.append("SEQUENCE:")
      writer.append(number: revision, width: 1)
      writer.endLine()
    }
    append("DTSTART", event.start, sharing: shared, to: &writer)
    append("DTEND", event.end, sharing: shared, to: &writer)
    if let recurrence = event.recurrence {
      writer.line("RRULE:" + recurrence.rule.rfc5545Text)
      for excluded in recurrence.excluded { append("EXDATE", excluded, sharing: shared, to: &writer) }
    }
    append(text: "SUMMARY:", event.summary, to: &writer)
    if let location = event.location { append(text: "LOCATION:", location, to: &writer) }
    if let description = event.description { append(text: "DESCRIPTION:", description, to: &writer) }
    if let url = event.url { writer.line("URL:" + TextValue.uri(url)) }
    writer.line(event.isTransparent ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE")
    switch event.standing {
    case .tentative: writer.line("STATUS:TENTATIVE")
    case .confirmed: writer.line("STATUS:CONFIRMED")
    case .unmarked: break
    }
    for line in ownProperties { writer.line(line) }
    for alarm in event.alarms {
      writer.line("BEGIN:VALARM")
      writer.line("ACTION:DISPLAY")
      append(text: "DESCRIPTION:", alarm.description, to: &writer)
      writer.append("TRIGGER:")
      writer.append(duration: alarm.trigger, exact: true)
      writer.endLine()
      writer.line("END:VALARM")
    }
    writer.line("END:VEVENT")
  }

  /// The whole calendar as a string.
  package func text<Events: Sequence<Event>>(events: Events, includesTimeZone: Bool) -> String {
    var output = ""
    write(events: events, includesTimeZone: includesTimeZone, to: &output)
    return output
  }
}
