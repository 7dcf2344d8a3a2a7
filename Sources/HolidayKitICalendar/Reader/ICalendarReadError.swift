/// A reason an .ics file cannot be read, with the file's name and the line
/// where the offending property starts: `old.ics:12: DTSTART: expected a
/// date-time such as 20261010T090000, got 2026-10-10`.
///
/// The reader refuses what it cannot read rather than guess: a file that
/// is not an iCalendar file, a start, rule, date, duration or trigger it
/// cannot read, an unknown time zone, an event that is never ended, and a
/// file whose rules would make it do too much work (more than a million
/// occurrences, or fifty million steps of rules that rarely match).
public struct ICalendarReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name, as the caller gave it.
  public var source: String
  /// The physical line where the offending property starts (1-based).
  public var line: Int
  /// What was wrong, such as `DTSTART: expected a date such as 20261010, got 2026`.
  public var message: String

  /// Creates an error.
  init(source: String, line: Int, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// `old.ics:12: DTSTART: expected …`.
  public var description: String { "\(source):\(line): \(message)" }
}
