import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ICalendarOccurrences {
  /// The occurrences that start at or after `from` and before `to`, in
  /// order of their start (occurrences that start together in the order
  /// the file's comparison uses), each with its title, start, end, alarms
  /// and UID.
  ///
  /// An all-day or floating event has no instant of its own: its day and
  /// times are taken on the wall clock of `timeZone` (an app passes the
  /// device's, `.current`); a time the zone's clocks skip moves forward by
  /// the gap. Times in UTC or in a named zone are the same in every zone.
  ///
  /// - Parameters:
  ///   - from: The first instant of the window.
  ///   - to: The instant the window ends, not in it.
  ///   - timeZone: Where all-day and floating events are placed.
  /// - Complexity: O(log *n* + *m* log *m*) for *n* occurrences in the file
  ///   and *m* in the window.
  public func occurrences(from: Date, to: Date, in timeZone: TimeZone) -> [ICalendarOccurrence] {
    guard from < to, !occurrences.isEmpty else { return [] }
    // Occurrences are sorted by their seconds: instants, or the wall clock
    // for days and floating times, which lie within a day of the instant
    // they mean in any zone. Two days on each side bound the search.
    let margin = 2 * 86_400
    let lower = Self.seconds(from, roundingUp: false) - margin
    let upper = Self.seconds(to, roundingUp: true) + margin
    let first = firstIndex { $0.start.seconds >= lower }
    let end = firstIndex { $0.start.seconds > upper }
    guard first < end else { return [] }
    var here = ZoneRules(timeZone)
    var zones = zones
    var found: [(index: Int, occurrence: ICalendarOccurrence)] = []
    for index in first..<end {
      let occurrence = self.occurrence(occurrences[index], here: &here, zones: &zones)
      if occurrence.start >= from, occurrence.start < to { found.append((index, occurrence)) }
    }
    found.sort {
      $0.occurrence.start != $1.occurrence.start ? $0.occurrence.start < $1.occurrence.start : $0.index < $1.index
    }
    return found.map(\.occurrence)
  }

  /// The index of the first occurrence that `isAfter` holds for (they hold
  /// for a tail of the sorted occurrences), or the count.
  private func firstIndex(_ isAfter: (Occurrence) -> Bool) -> Int {
    var low = 0
    var high = occurrences.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(occurrences[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// `date` in whole seconds since 1970, clamped far beyond any start.
  private static func seconds(_ date: Date, roundingUp: Bool) -> Int {
    let limit = 400_000_000_000.0
    let value = date.timeIntervalSince1970
    guard value.isFinite else { return value < 0 ? -Int(limit) : Int(limit) }
    return Int(min(max((roundingUp ? value.rounded(.up) : value.rounded(.down)), -limit), limit))
  }

  /// `occurrence` as an app shows it: its day or floating time placed in
  /// `here`, its instant in the zone it was written in.
  private func occurrence(_ occurrence: Occurrence, here: inout ZoneRules, zones: inout [ZoneRules])
    -> ICalendarOccurrence
  {
    let details = self.details[Int(occurrence.details)]
    let seconds = occurrence.start.seconds
    let form: ICalendarOccurrence.Form
    let wallClock: Int
    // The instant of a time on the occurrence's own clock, `seconds` and
    // `offset` on it: its wall clock for a day or a floating time.
    let instant: (_ offset: Int, _ here: inout ZoneRules) -> Int
    switch occurrence.start.kind {
    case .date, .floating:
      form = occurrence.start.kind == .date ? .allDay : .floating
      wallClock = seconds
      instant = { offset, here in here.instant(forWallClock: seconds + offset) }
    case .instant:
      if let written = Self.writtenZone(of: occurrence, zones: &zones) {
        form = .zoned(timeZoneIdentifier: zones[written.index].zone.identifier)
        wallClock = seconds + written.offset
      } else {
        form = .utc
        wallClock = seconds
      }
      instant = { offset, _ in seconds + offset }
    }
    var alarms: [Date] = details.alarms.map { alarm in
      switch alarm {
      case .relative(let offset): Self.date(instant(offset.seconds, &here))
      case .absolute(let moment): Self.date(moment)
      }
    }
    alarms.sort()
    return ICalendarOccurrence(
      uid: uids[Int(occurrence.uid)], title: details.summary, location: details.location, form: form,
      wallClockStart: OccurrenceStart.wallClock(wallClock), start: Self.date(instant(0, &here)),
      duration: details.duration, end: Self.date(instant(details.duration.seconds, &here)), alarms: alarms)
  }

  /// The instant `seconds` after 1970-01-01T00:00:00Z.
  private static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
