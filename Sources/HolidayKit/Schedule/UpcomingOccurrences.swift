/// The next occurrences of a reminder, as far as the data reaches
/// (``WorkdayCalendar/nextOccurrences(_:of:after:timeZone:marksProvisional:)``):
/// what is known, and where the known days end when they end before the
/// count asked for.
public struct UpcomingOccurrences: Hashable, Sendable {
  /// The occurrences found, in order, at most the count asked for.
  public var occurrences: [ReminderOccurrence]
  /// The first day no data covers, when the occurrences stop there short of
  /// the count asked for (ask again once the next notice is out, or opt in
  /// to ``WorkdayCalendar/withProvisionalYears(through:)``); nil when
  /// the count was reached, or the search reached its horizon of ten years.
  public var dataEnds: CivilDate?

  /// Creates an answer, as a test of an app's own code may want one.
  public init(occurrences: [ReminderOccurrence], dataEnds: CivilDate?) {
    self.occurrences = occurrences
    self.dataEnds = dataEnds
  }
}
