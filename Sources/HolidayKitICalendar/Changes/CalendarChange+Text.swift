import HolidayKit

extension CalendarChange {
  /// The changes from the calendar `old` to the calendar `new` (each the
  /// text of an .ics file), occurrence by occurrence, in order: by start,
  /// then removed, changed, added. Two calendars with the same occurrences
  /// have none, however their events are written (one event per day or a
  /// recurring series with exceptions, other UIDs, another order).
  ///
  ///     let changes = try CalendarChange.changes(from: published, to: regenerated)
  ///     for change in changes { print(change) }  // - 2026-10-09T08:50:00+08:00 Clock in
  ///
  /// Recurring events are expanded (RRULE, RDATE, EXDATE, RECURRENCE-ID);
  /// a rule without an end is followed for 20 years from its start. What
  /// `workday-ics diff` prints is these changes.
  ///
  /// - Parameters:
  ///   - old: The calendar before, such as the one published.
  ///   - new: The calendar after, such as one made from a newer notice.
  ///   - oldSource: The old calendar's name, in errors.
  ///   - newSource: The new calendar's name, in errors.
  /// - Throws: ``ICalendarReadError`` naming the calendar and line of
  ///   what neither can be read nor safely guessed: the first part either
  ///   calendar's reader would skip (``ICalendarOccurrences/skipped``),
  ///   since changes of part of a calendar are not its changes.
  public static func changes(
    from old: String, to new: String, oldSource: String = "old.ics", newSource: String = "new.ics"
  ) throws(ICalendarReadError) -> [CalendarChange] {
    var sides: [ICalendarOccurrences] = []
    for (text, source) in [(old, oldSource), (new, newSource)] {
      let read = try ICalendarOccurrences(reading: text, source: source)
      if var first = read.skipped.first {
        first.skippedPart = nil
        throw first
      }
      sides.append(read)
    }
    return CalendarChanges(from: sides[0], to: sides[1]).changes
  }
}
