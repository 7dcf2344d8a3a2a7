/// A reminder's day that the time zone's clocks skip altogether, such as
/// 2011-12-30 in Pacific/Apia (which moved across the date line): no time
/// of that day exists there, so an event on it cannot be written without
/// landing on another day.
public struct MissingDayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The day that does not exist in the zone.
  public var day: CivilDate
  /// The zone's IANA name.
  public var timeZone: String

  /// Creates the error.
  public init(day: CivilDate, timeZone: String) {
    self.day = day
    self.timeZone = timeZone
  }

  /// `2011-12-30 does not exist in Pacific/Apia: its clocks skipped that day; leave it out of the range`.
  public var description: String {
    "\(day) does not exist in \(timeZone): its clocks skipped that day; leave it out of the range, or choose all-day events"
  }
}
