import HolidayKit

/// How a reminder's days are written as events (`--style`): both give a
/// calendar app the same occurrences.
public enum CalendarStyle: String, CaseIterable, Hashable, Sendable {
  /// One VEVENT per day: imports everywhere, one alarm per event.
  case expanded
  /// One recurring VEVENT (RRULE with UNTIL, EXDATE for the days left out)
  /// plus a separate VEVENT for each added day (never RDATE, which Outlook
  /// and Apple handle badly).
  case compact
}
