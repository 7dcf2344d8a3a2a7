import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ICalendarDocument {
  /// One event as a calendar object resource of its own, as CalDAV stores
  /// it (RFC 4791 §4.1): a VCALENDAR holding VERSION, PRODID, CALSCALE,
  /// the VTIMEZONE the event's times refer to (none for an all-day event
  /// or in UTC) and the one VEVENT, always with its DTEND.
  ///
  /// The calendar-level properties of a file (NAME, X-WR-*, COLOR,
  /// REFRESH-INTERVAL, DESCRIPTION) belong to the collection on a server,
  /// not to each resource, and are left out.
  ///
  /// `ownProperties` (whole content lines, such as `sync`'s `X-` marks)
  /// are written among the VEVENT's own properties, before its alarms.
  package func resourceText(for event: Event, ownProperties: [String] = []) -> String {
    var bytes: [UInt8] = []
    writeAll(
      events: CollectionOfOne(event), includesTimeZone: event.needsTimeZone, calendarProperties: false,
      ownProperties: ownProperties
    ) {
      bytes.append(contentsOf: $0)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Event {
  /// Whether a time of the event (its start, end or an excluded start) is
  /// a wall-clock time that needs the document's VTIMEZONE.
  package var needsTimeZone: Bool {
    func zoned(_ time: Time) -> Bool {
      if case .dateTime = time { return true }
      return false
    }
    return zoned(start) || zoned(end) || (recurrence?.excluded.contains(where: zoned) ?? false)
  }
}
