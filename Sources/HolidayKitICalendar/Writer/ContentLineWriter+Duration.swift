import HolidayKit

extension ContentLineWriter {
  /// Appends `duration` as RFC 5545 text (``ICalendarDuration/rfc5545Text``).
  ///
  /// With `exact`, the duration is spelled in hours, minutes and seconds
  /// only: RFC 5545 §3.3.6 makes a day (`D`) or week (`W`) nominal, so
  /// `-P1DT11H` would mean "a calendar day and 11 hours" and move with a
  /// daylight-saving change in between, while `-PT35H` is 35 hours of
  /// elapsed time. Alarm triggers are exact.
  package mutating func append(duration: ICalendarDuration, exact: Bool = false) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ICalendarDuration.longestRFC5545Text) { room in
      guard let base = room.baseAddress else { return }
      append(utf8: UnsafeBufferPointer(start: base, count: duration.writeRFC5545Text(exact: exact, at: base)))
    }
  }
}
