import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One occurrence of an event of an .ics file, as a calendar app shows it:
/// its title, when it starts and ends, its alarms and its event's UID.
///
/// ``ICalendarOccurrences/occurrences(from:to:in:)`` gives them, with the
/// file's RRULE, RDATE, EXDATE and RECURRENCE-ID applied. A start in UTC or
/// in a named zone is one instant everywhere; an all-day event's day and a
/// floating time (no zone) are the same wall-clock time everywhere, so
/// their ``start``, ``end`` and ``alarms`` are placed in the zone the app
/// asks in (usually the device's).
public struct ICalendarOccurrence: Hashable, Sendable {
  /// How an event's start is written, which decides what its time means.
  public enum Form: Hashable, Sendable {
    /// A day (`DTSTART;VALUE=DATE:20261010`): the whole day, wherever the
    /// reader is.
    case allDay
    /// A time without a zone (`DTSTART:20261010T090000`): 09:00 on every
    /// wall clock.
    case floating
    /// A time in UTC (`DTSTART:20261010T010000Z`).
    case utc
    /// A time in a named zone (`DTSTART;TZID=Asia/Shanghai:20261010T090000`),
    /// with the zone's IANA name (a Windows name such as `China Standard
    /// Time` is given as the IANA zone it stands for, `Asia/Shanghai`).
    case zoned(timeZoneIdentifier: String)
  }

  /// The UID of the occurrence's event; empty when the event has none.
  public var uid: String
  /// The title (SUMMARY), unescaped; empty when the event has none.
  public var title: String
  /// The place (LOCATION), unescaped; nil when the event has none.
  public var location: String?
  /// How the start is written: all day, floating, UTC or in a zone.
  public var form: Form
  /// The start as the calendar writes it: the day at midnight for an
  /// all-day event, the floating time, the time in UTC, or the wall-clock
  /// time in the event's zone.
  public var wallClockStart: LocalDateTime
  /// When the occurrence starts.
  public var start: Date
  /// How long it lasts: DTEND minus DTSTART, or DURATION; a day for an
  /// all-day event with neither, zero for a timed one.
  public var duration: ICalendarDuration
  /// When it ends: ``start`` plus ``duration`` (for an all-day or floating
  /// event, on the wall clock of the zone asked in).
  public var end: Date
  /// When each of the event's alarms (VALARM) goes off, earliest first: a
  /// TRIGGER relative to the start (or to the end, `RELATED=END`) counted
  /// from this occurrence, or the instant a TRIGGER names.
  public var alarms: [Date]
}
