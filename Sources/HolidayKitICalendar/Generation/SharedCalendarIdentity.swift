/// Two calendars of one request whose events would share UIDs: the
/// calendar at `calendar` has the name, work week and groups of the one
/// at `earlier` and a reminder of the same identifier
/// (``CalendarGeneration/Request/refusesSharedUIDs``).
package struct SharedCalendarIdentity: Error, Hashable, Sendable {
  /// The later calendar's index in the request.
  package var calendar: Int
  /// The earlier calendar's index, whose identity it shares.
  package var earlier: Int
}
