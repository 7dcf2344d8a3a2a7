import HolidayKit

/// What changed between two versions of a calendar, occurrence by
/// occurrence: what an administrator checks before publishing a calendar
/// regenerated from a new or corrected notice.
///
/// Occurrences are matched at equal starts (``OccurrenceStart``: instants
/// for zoned and UTC times, days, floating times). At one start, an
/// occurrence of the old calendar and one of the new that show the same
/// title, place, length and alarms are the same, whatever their UIDs (so
/// an expanded calendar and a compact one of the same days are equal);
/// two that remain with the same UID, and then two that remain with the
/// same title, are one changed occurrence (`~`); the rest are removed
/// (`-`) or added (`+`), so that a `-` and a `+` line never read the same. Calendars are multisets: two
/// identical events at one start are two occurrences.
///
/// Changes come in a stable order: by day, then removed, changed, added,
/// then by start, then by UID, then by title, place, length and alarms;
/// they are produced one day at a time, so that they can be written as
/// they come.
package struct CalendarChanges: Sendable {
  /// The old calendar's occurrences.
  let old: ICalendarOccurrences
  /// The new calendar's occurrences.
  let new: ICalendarOccurrences

  /// The new calendar's details and UIDs as indexes shared with the old
  /// one: equal values, equal indexes.
  private let newDetails: [Int32]
  private let newUIDs: [Int32]
  /// Each shared index's place in sorted order, for a stable output order.
  private let detailsRank: [Int32]
  private let uidRank: [Int32]
  /// Every distinct UID and details value, by shared index.
  private let allUIDs: [String]
  private let allDetails: [EventDetails]

  /// The changes from `old` to `new`.
  ///
  /// - Complexity: O(*d* log *d*) in the distinct titles, places and UIDs,
  ///   whose text is hashed and compared a bounded number of times.
  package init(from old: ICalendarOccurrences, to new: ICalendarOccurrences) {
    self.old = old
    self.new = new
    (newDetails, allDetails) = Self.shared(old.details, new.details)
    (newUIDs, allUIDs) = Self.shared(old.uids, new.uids)
    detailsRank = Self.ranks(allDetails) { a, b in
      if a.summary != b.summary { return a.summary.utf8.lexicographicallyPrecedes(b.summary.utf8) }
      if a.location != b.location {
        return (a.location ?? "").utf8.lexicographicallyPrecedes((b.location ?? "").utf8) || a.location == nil
      }
      if a.duration != b.duration { return a.duration < b.duration }
      return a.alarms.lexicographicallyPrecedes(b.alarms)
    }
    uidRank = Self.ranks(allUIDs) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The new values' indexes among the old values followed by the new
  /// values the old ones lack; and all the values by index.
  private static func shared<Value: Hashable>(_ old: [Value], _ new: [Value]) -> ([Int32], [Value]) {
    var index: [Value: Int32] = [:]
    index.reserveCapacity(old.count)
    for (position, value) in old.enumerated() where index[value] == nil { index[value] = Int32(position) }
    var all = old
    var mapped: [Int32] = []
    mapped.reserveCapacity(new.count)
    for value in new {
      if let known = index[value] {
        mapped.append(known)
      } else {
        let position = Int32(all.count)
        all.append(value)
        index[value] = position
        mapped.append(position)
      }
    }
    return (mapped, all)
  }

  /// Each value's place when the values are sorted by `precedes`.
  private static func ranks<Value>(_ values: [Value], by precedes: (Value, Value) -> Bool) -> [Int32] {
    let order = values.indices.sorted { a, b in
      precedes(values[a], values[b]) || (!precedes(values[b], values[a]) && a < b)
    }
    var ranks = [Int32](repeating: 0, count: values.count)
    for (rank, index) in order.enumerated() { ranks[index] = Int32(rank) }
    return ranks
  }

  /// One occurrence of one side at the start being compared, in shared indexes.
  private struct Entry {
    var details: Int32
    var uid: Int32
    /// The occurrence's index in its own calendar.
    var index: Int
  }

  /// Calls `body` with each change in order.
  package func forEach(_ body: (CalendarChange) throws -> Void) rethrows {
    try walk { change in
      try body(change)
      return true
    }
  }

  /// Every change, in order.
  var changes: [CalendarChange] {
    var result: [CalendarChange] = []
    forEach { result.append($0) }
    return result
  }

  /// Every change as its line, in order.
  var lines: [String] { changes.map(\.description) }

  /// Whether the two calendars have the same occurrences; stops at the
  /// first change.
  package var isEmpty: Bool {
    var empty = true
    walk { _ in
      empty = false
      return false
    }
    return empty
  }

  /// Walks both calendars start by start, handing `body` each change
  /// until it returns false: a day's changes at once, removed, changed,
  /// then added, each kind by start (an all-day `+` after a timed `-` on
  /// its day, as a reader expects of an event made all-day).
  private func walk(_ body: (CalendarChange) throws -> Bool) rethrows {
    var day: CivilDate?
    var pending: [CalendarChange] = []
    /// Hands `body` the day's changes; false when it asked to stop.
    func flush() throws -> Bool {
      // A stable sort: within a kind, the order of the starts.
      let ordered = pending.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
      pending.removeAll(keepingCapacity: true)
      for change in ordered where try !body(change.element) { return false }
      return true
    }
    var stopped = false
    try walkByStart { change in
      let changeDay = change.start.date
      if changeDay != day {
        guard try flush() else {
          stopped = true
          return false
        }
        day = changeDay
      }
      pending.append(change)
      return true
    }
    if !stopped { _ = try flush() }
  }

  /// Walks both calendars start by start, handing `body` each change
  /// until it returns false.
  private func walkByStart(_ body: (CalendarChange) throws -> Bool) rethrows {
    var oldZones = old.zones
    var newZones = new.zones
    let olds = old.occurrences
    let news = new.occurrences
    var i = 0
    var j = 0
    var oldGroup: [Entry] = []
    var newGroup: [Entry] = []
    while i < olds.count || j < news.count {
      let start: OccurrenceStart
      if i < olds.count, j < news.count {
        start = min(olds[i].start, news[j].start)
      } else {
        start = i < olds.count ? olds[i].start : news[j].start
      }
      oldGroup.removeAll(keepingCapacity: true)
      newGroup.removeAll(keepingCapacity: true)
      while i < olds.count, olds[i].start == start {
        oldGroup.append(Entry(details: olds[i].details, uid: olds[i].uid, index: i))
        i += 1
      }
      while j < news.count, news[j].start == start {
        let occurrence = news[j]
        newGroup.append(
          Entry(details: newDetails[Int(occurrence.details)], uid: newUIDs[Int(occurrence.uid)], index: j))
        j += 1
      }
      // The common case: one occurrence on each side, the same.
      if oldGroup.count == 1, newGroup.count == 1, oldGroup[0].details == newGroup[0].details { continue }
      for change in changes(old: oldGroup, new: newGroup, oldZones: &oldZones, newZones: &newZones) {
        guard try body(change) else { return }
      }
    }
  }

  /// The changes at one start, in order.
  private func changes(
    old oldGroup: [Entry], new newGroup: [Entry], oldZones: inout [ZoneRules], newZones: inout [ZoneRules]
  )
    -> [CalendarChange]
  {
    func byDetailsThenUID(_ a: Entry, _ b: Entry) -> Bool {
      a.details != b.details ? a.details < b.details : a.uid < b.uid
    }
    var olds = oldGroup.sorted(by: byDetailsThenUID)
    var news = newGroup.sorted(by: byDetailsThenUID)
    // The same details and UID, then the same details: unchanged.
    Self.removePairs(&olds, &news) { byDetailsThenUID($0, $1) ? -1 : byDetailsThenUID($1, $0) ? 1 : 0 }
    Self.removePairs(&olds, &news) { $0.details < $1.details ? -1 : $0.details > $1.details ? 1 : 0 }
    // The same UID with other details: changed.
    func byUIDThenRank(_ a: Entry, _ b: Entry) -> Bool {
      a.uid != b.uid ? a.uid < b.uid : detailsRank[Int(a.details)] < detailsRank[Int(b.details)]
    }
    olds.sort(by: byUIDThenRank)
    news.sort(by: byUIDThenRank)
    var a = 0
    var b = 0
    var removed: [Entry] = []
    var added: [Entry] = []
    var changed: [(Entry, Entry)] = []
    while a < olds.count || b < news.count {
      if a < olds.count, b < news.count, olds[a].uid == news[b].uid {
        changed.append((olds[a], news[b]))
        a += 1
        b += 1
      } else if b >= news.count || (a < olds.count && olds[a].uid < news[b].uid) {
        removed.append(olds[a])
        a += 1
      } else {
        added.append(news[b])
        b += 1
      }
    }
    // What remains with the same title on both sides is one changed
    // occurrence too (an expanded event against a compact series' one,
    // whose UIDs differ, with other alarms), rather than a removed and an
    // added line that read the same.
    if !removed.isEmpty, !added.isEmpty {
      var addedByTitle: [String: [Int]] = [:]
      for (position, entry) in added.enumerated() {
        addedByTitle[allDetails[Int(entry.details)].summary, default: []].append(position)
      }
      var paired = Set<Int>()
      var unpaired: [Entry] = []
      for entry in removed {
        let title = allDetails[Int(entry.details)].summary
        if let position = addedByTitle[title]?.first {
          addedByTitle[title]?.removeFirst()
          paired.insert(position)
          changed.append((entry, added[position]))
        } else {
          unpaired.append(entry)
        }
      }
      removed = unpaired
      added = added.enumerated().filter { !paired.contains($0.offset) }.map(\.element)
    }
    var result: [(key: (Int, Int32, Int32, Int32), change: CalendarChange)] = []
    for entry in removed {
      let occurrence = old.occurrences[entry.index]
      let change = CalendarChange(
        kind: .removed, start: ICalendarOccurrences.start(of: occurrence, zones: &oldZones),
        title: allDetails[Int(entry.details)].summary)
      result.append(((0, uidRank[Int(entry.uid)], detailsRank[Int(entry.details)], 0), change))
    }
    for (before, after) in changed {
      let occurrence = old.occurrences[before.index]
      let change = CalendarChange(
        kind: .changed, start: ICalendarOccurrences.start(of: occurrence, zones: &oldZones),
        title: allDetails[Int(before.details)].summary,
        differences: allDetails[Int(before.details)].changes(to: allDetails[Int(after.details)]))
      result.append(
        ((1, uidRank[Int(before.uid)], detailsRank[Int(before.details)], detailsRank[Int(after.details)]), change))
    }
    for entry in added {
      let occurrence = new.occurrences[entry.index]
      let change = CalendarChange(
        kind: .added, start: ICalendarOccurrences.start(of: occurrence, zones: &newZones),
        title: allDetails[Int(entry.details)].summary)
      result.append(((2, uidRank[Int(entry.uid)], detailsRank[Int(entry.details)], 0), change))
    }
    result.sort { $0.key < $1.key }
    return result.map(\.change)
  }

  /// Removes from `olds` and `news`, both sorted so that `compare` is
  /// increasing, the pairs `compare` finds equal (0), one for one.
  private static func removePairs(_ olds: inout [Entry], _ news: inout [Entry], compare: (Entry, Entry) -> Int) {
    var keptOld: [Entry] = []
    var keptNew: [Entry] = []
    var a = 0
    var b = 0
    while a < olds.count, b < news.count {
      let order = compare(olds[a], news[b])
      if order == 0 {
        a += 1
        b += 1
      } else if order < 0 {
        keptOld.append(olds[a])
        a += 1
      } else {
        keptNew.append(news[b])
        b += 1
      }
    }
    olds = keptOld + olds[a...]
    news = keptNew + news[b...]
  }
}
