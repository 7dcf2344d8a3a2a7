import HolidayKit

/// An event on the last day iCalendar can write, 9999-12-31, that would
/// end in year 10000, which its four-digit years cannot write: an
/// all-day event (its DTEND is the next day), or one that runs to or
/// past midnight, on its zone's wall clock or in UTC (a compact
/// calendar's UNTIL). An event that ends that day is written.
package struct EventEndsInYear10000: Error, Hashable, Sendable {
  /// The event's title.
  package var title: String
  /// The day it is on: ``HolidayKit/CivilDate/latest``.
  package var day: CivilDate
  /// Its start, or nil for an all-day event.
  package var time: TimeOfDay?
  /// Its length (a timed event's).
  package var duration: ICalendarDuration
  /// Whether it ends in year 10000 only in UTC, on its zone's wall
  /// clock ending that day.
  package var onlyInUTC: Bool

  /// Refuses a range ending on 9999-12-31 for an event titled `title`,
  /// all day (`time` nil) or at `time` for `duration` in `zone`: the one
  /// rule for reminders and days off.
  package static func check(
    rangeEnd end: CivilDate, title: String, time: TimeOfDay?, duration: ICalendarDuration, in zone: Zone
  ) throws(EventEndsInYear10000) {
    guard end == CivilDate.latest else { return }
    var onlyInUTC = false
    if let time {
      let start = LocalDateTime(date: end, time: time).secondsSinceEpoch
      let lastSecond = start - time.secondsSinceMidnight + 24 * 3600 - 1
      let wallEnd = start + duration.seconds
      let utcEnd = wallEnd - zone.offset(at: wallEnd)
      guard max(wallEnd, utcEnd) > lastSecond else { return }
      onlyInUTC = wallEnd <= lastSecond
    }
    throw EventEndsInYear10000(title: title, day: end, time: time, duration: duration, onlyInUTC: onlyInUTC)
  }
}
