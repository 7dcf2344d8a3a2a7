import HolidayKit

/// A reminder's events: any prepared ones (the series of the compact
/// style), then one per day, each made when it is reached.
package struct ReminderEventSequence: Sequence, IteratorProtocol {
  let events: ReminderEvents
  let prepared: [Event]
  let days: [CivilDate]
  private var index = 0

  init(events: ReminderEvents, prepared: [Event], days: [CivilDate]) {
    self.events = events
    self.prepared = prepared
    self.days = days
  }

  /// The next event, or nil after the last.
  package mutating func next() -> Event? {
    let position = index
    guard position < prepared.count + days.count else { return nil }
    index += 1
    return position < prepared.count ? prepared[position] : events.event(on: days[position - prepared.count])
  }

  /// How many events are still to come.
  package var underestimatedCount: Int { prepared.count + days.count - index }
}
