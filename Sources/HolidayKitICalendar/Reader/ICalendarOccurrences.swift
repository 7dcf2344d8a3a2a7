import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The occurrences an iCalendar (.ics) file describes, as a calendar app
/// shows them: read once, then asked for a window's occurrences
/// (``occurrences(from:to:in:)``), each an ``ICalendarOccurrence``.
/// `workday-ics diff` compares two files' occurrences read the same way.
///
/// Every VEVENT gives its start, and a recurring one every start its RRULEs
/// (several are their union; `RSCALE=CHINESE` in the Chinese calendar)
/// and RDATEs give, less its EXDATEs (RFC 5545 §3.8.5). Of the events of
/// one UID, the one with the highest SEQUENCE is shown. An event with a
/// `RECURRENCE-ID` replaces the occurrence of the event with the same UID
/// whose instant or day it names, whatever its form (or removes it, with
/// `STATUS:CANCELLED`); `RANGE=THISANDFUTURE` moves the later ones too; a
/// cancelled event without one shows nothing. A TZID is an IANA name, a
/// name that ends in one such as Thunderbird's
/// `/mozilla.org/20050126_1/Asia/Shanghai`, or one of Outlook's Windows
/// names such as `China Standard Time` (CLDR's table), read from the
/// system's time zone database; any other name is defined by the file's
/// own VTIMEZONE. A start is an instant for a time in UTC or a named zone,
/// a day for an all-day event and a wall-clock time for a floating one
/// (``ICalendarOccurrence/Form``).
///
/// Reads what calendars in the wild contain: folded lines, parameters,
/// quoted parameter values, dates, zoned, UTC and floating date-times,
/// comma lists, EXDATE and RDATE in every form (a day, a zoned, UTC or
/// floating time, several per line, several lines; an EXDATE day on a
/// timed event excludes its occurrences on that day, in the event's zone),
/// RDATE periods (their starts), DTEND or DURATION, VALARM triggers
/// relative to the start or end or at a UTC time.
///
/// What cannot be read is skipped and listed in ``skipped``: a property,
/// a value or an alarm, or the whole event for a start or RECURRENCE-ID
/// that cannot be read. A file that is not an iCalendar file is refused.
///
/// Bounded, since a calendar may come from anyone: a rule without `COUNT`
/// or `UNTIL` is followed through the end of the 20th year from its start
/// (the start's year counting as the first); a file may give at most a
/// million occurrences in all, counted as they are made (repeats
/// included), and its rules may take at most fifty million steps (days,
/// periods and times examined) to expand; more throws
/// ``ICalendarReadError``. Each event's text is held once, however often
/// it recurs.
///
/// ```swift
/// let file = try ICalendarOccurrences(reading: ics, source: "work.ics")
/// let week = file.occurrences(from: monday, to: nextMonday, in: .current)
/// ```
public struct ICalendarOccurrences: Sendable {
  /// One occurrence: when it starts, and indexes of what it shows and of
  /// its UID in ``ICalendarOccurrences/details`` and ``ICalendarOccurrences/uids``.
  package struct Occurrence: Hashable, Sendable {
    /// When it starts.
    var start: OccurrenceStart
    /// Its title, place, length and alarms: an index into ``ICalendarOccurrences/details``.
    var details: Int32
    /// Its event's UID: an index into ``ICalendarOccurrences/uids``.
    var uid: Int32
    /// The zone its start was written in, for showing an instant: an
    /// index into the file's zones, or -1 for UTC (and for days and
    /// floating times).
    var zone: Int32
  }

  /// A reason a file cannot be read, with its line number.
  package typealias ReadError = ICalendarReadError

  /// How much one file may make the reader do.
  package struct Limits: Hashable, Sendable {
    /// The most occurrences the file's events may give together, counted
    /// as they are made (an occurrence given twice counts twice).
    var occurrences: Int
    /// The most steps (days, periods and times examined, see
    /// ``RecurrenceIterator/steps``) the file's rules may take together.
    var steps: Int

    /// One million occurrences and fifty million steps: a 100-year
    /// calendar of every day is 36 525 occurrences and about as many
    /// steps; fifty million steps take about a second.
    static let standard = Limits(occurrences: 1_000_000, steps: 50_000_000)
  }

  /// How far a rule without an end is followed.
  static let unboundedYears = 20

  /// The occurrences, ordered by start, then by details and UID index.
  var occurrences: [Occurrence]
  /// What the occurrences show, each distinct value once.
  var details: [EventDetails]
  /// The UIDs, each once (an event without one has the empty UID).
  var uids: [String]
  /// The zones starts were written in, by index.
  var zones: [ZoneRules]

  /// What the reader skipped, in the order of the file (at most
  /// ``maximumSkippedShown``; ``skippedCount`` counts them all): each a
  /// property, a value, an alarm or a whole event it could not read, with
  /// the line, the cause and a message that ends in what was skipped
  /// (`work.ics:12: RRULE: unknown part UNTL; skipped the RRULE`). The
  /// occurrences are the rest of the file; when this is not empty they
  /// are only part of what the file means to say, and an app should say
  /// so.
  public var skipped: [ICalendarReadError]
  /// How many properties, values, alarms and events were skipped, in all.
  public var skippedCount: Int
  /// The most skipped parts ``skipped`` lists.
  public static let maximumSkippedShown = 100

  /// Reads the calendar `text`.
  ///
  /// - Parameters:
  ///   - text: An iCalendar file's text.
  ///   - source: The file's name, for messages (`work.ics:12: …`).
  /// - Throws: ``ICalendarReadError`` for a file that is not an iCalendar
  ///   file, or would make the reader do too much work; a part it cannot
  ///   read is skipped and listed in ``skipped``.
  /// - Complexity: Proportional to the text and the occurrences;
  ///   O(*n* log *n*) in the occurrences to sort them.
  public init(reading text: String, source: String = "calendar.ics") throws(ICalendarReadError) {
    try self.init(reading: text, source: source, limits: .standard)
  }

  /// Reads the calendar `data`, which must be UTF-8 text, as RFC 5545
  /// requires (a byte order mark before it is skipped).
  ///
  /// - Parameters:
  ///   - data: An iCalendar file's bytes, as read from a file or a server.
  ///   - source: The file's name, for messages (`work.ics:12: …`).
  /// - Throws: ``ICalendarReadError``: ``ICalendarReadError/Cause/notUTF8``
  ///   at the line of the first byte that is not UTF-8, or any error of
  ///   reading the same file as text.
  public init(reading data: Data, source: String = "calendar.ics") throws(ICalendarReadError) {
    try self.init(reading: [UInt8](data), source: source, limits: .standard)
  }

  /// Reads the calendar `text`, doing at most what `limits` allows.
  ///
  /// - Throws: ``ReadError``, as reading without limits given does.
  package init(reading text: String, source: String, limits: Limits) throws(ReadError) {
    var reader = ICalendarReader(source: source, limits: limits)
    self = try reader.read(Array(text.utf8))
  }

  /// Reads the calendar `bytes`, which must be UTF-8, doing at most what
  /// `limits` allows: what reading `Data` and `workday-ics diff` read
  /// files with.
  ///
  /// - Throws: ``ReadError``: ``ICalendarReadError/Cause/notUTF8`` at the
  ///   line of the first byte that is not UTF-8, or as reading text does.
  package init(reading bytes: [UInt8], source: String, limits: Limits = .standard) throws(ReadError) {
    var reader = ICalendarReader(source: source, limits: limits)
    try reader.checkUTF8(bytes)
    self = try reader.read(bytes)
  }

  /// The number of occurrences the file gives, in all.
  public var count: Int { occurrences.count }

  init(
    occurrences: [Occurrence], details: [EventDetails], uids: [String], zones: [ZoneRules],
    skipped: [ICalendarReadError] = [], skippedCount: Int = 0
  ) {
    self.occurrences = occurrences
    self.details = details
    self.uids = uids
    self.zones = zones
    self.skipped = skipped
    self.skippedCount = skippedCount
  }

  /// How `occurrence`'s start is shown, as a value: an instant in the
  /// zone it was written in, with its offset; the zones' look-up tables
  /// kept by the caller.
  static func start(of occurrence: Occurrence, zones: inout [ZoneRules]) -> CalendarChange.Start {
    occurrence.start.shown(offset: writtenZone(of: occurrence, zones: &zones)?.offset)
  }

  /// The zone `occurrence`'s instant was written in, as its index in
  /// `zones`, and that zone's offset from UTC at the instant; nil for UTC,
  /// a day and a floating time. The zones' look-up tables are kept by the
  /// caller.
  static func writtenZone(of occurrence: Occurrence, zones: inout [ZoneRules]) -> (index: Int, offset: Int)? {
    guard occurrence.start.kind == .instant, occurrence.zone >= 0, Int(occurrence.zone) < zones.count else {
      return nil
    }
    let index = Int(occurrence.zone)
    return (index, zones[index].offset(atInstant: occurrence.start.seconds))
  }

  /// Each occurrence as `START TITLE`, in order: `2026-10-09T09:00:00+08:00 上班`.
  var lines: [String] {
    var zones = zones
    return occurrences.map {
      Self.start(of: $0, zones: &zones).description + " " + EventDetails.shown(details[Int($0.details)].summary)
    }
  }
}
