import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A VTIMEZONE component (RFC 5545 §3.6.5) built from the zone's real
/// changes of offset as Foundation knows them, in the form vzic and
/// libical's zone files use: where the zone follows a yearly rule, one
/// DAYLIGHT and one STANDARD sub-component with an RRULE, such as New
/// York's
///
///     BEGIN:DAYLIGHT
///     DTSTART:20250309T020000
///     TZOFFSETFROM:-0500
///     TZOFFSETTO:-0400
///     RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
///     END:DAYLIGHT
///
/// and where it does not, the changes themselves as RDATEs.
///
/// The changes examined are those of the years covered and of one year on
/// either side, so that every sub-component's first onset (DTSTART) comes
/// before the first day covered where the zone changes every year (readers
/// such as icalendar-ruby need an earlier onset of every sub-component for
/// each time they convert), and a rule left without end (no UNTIL) has been
/// seen to hold a year past the last day. Every change of the examined years
/// is an onset, none else is, and each sub-component groups the changes
/// with one pair of offsets: `init(timeZone:years:)` checks that the rules
/// reproduce the changes, and writes the changes as RDATEs if they ever
/// did not.
///
/// A zone without change in the years examined (such as Asia/Shanghai,
/// unchanged since 1991) is one STANDARD whose TZOFFSETFROM and TZOFFSETTO
/// are both its offset, dated January 1 of the year before the first
/// covered. A zone that changes within the years covered but not in the
/// year before starts with its last change before them (see
/// `changes(before:ofKinds:includingLast:rules:timeZone:)`), or if it
/// has none, as a zone without change. TZNAME is left out: abbreviations
/// differ between platforms' zone data, and the output must not.
package struct TimeZoneComponent: Sendable {
  /// The zone.
  package let timeZone: Zone
  /// The TZID: the zone's IANA name, and `UTC` for UTC under any of its
  /// names (Foundation calls the zone named `UTC` "GMT").
  package let identifier: String
  /// The sub-components, by first onset.
  package let observances: [Observance]

  /// One STANDARD or DAYLIGHT sub-component: the changes of offset from
  /// `offsetFrom` to `offsetTo`.
  package struct Observance: Hashable, Sendable {
    /// Whether this is daylight saving time (DAYLIGHT) or not (STANDARD).
    package var isDaylight: Bool
    /// The first onset (DTSTART): the wall-clock time of the change, in
    /// the offset before it.
    package var start: LocalDateTime
    /// The offset before, in seconds east of UTC (TZOFFSETFROM).
    package var offsetFrom: Int
    /// The offset after, in seconds east of UTC (TZOFFSETTO).
    package var offsetTo: Int
    /// The rule of the onsets from `start` on (RRULE), if they follow one.
    package var rule: YearlyRule?
    /// The onsets after the rule's, or after `start` without a rule (RDATE),
    /// as wall-clock times in the offset before.
    package var otherStarts: [LocalDateTime] = []

    /// Creates a sub-component.
    package init(
      isDaylight: Bool, start: LocalDateTime, offsetFrom: Int, offsetTo: Int, rule: YearlyRule? = nil,
      otherStarts: [LocalDateTime] = []
    ) {
      self.isDaylight = isDaylight
      self.start = start
      self.offsetFrom = offsetFrom
      self.offsetTo = offsetTo
      self.rule = rule
      self.otherStarts = otherStarts
    }

    /// Every onset through the end of `lastYear`, in order, as wall-clock
    /// times in `offsetFrom`: `start`, the rule's, then `otherStarts`.
    package func starts(throughYear lastYear: Int) -> [LocalDateTime] {
      var starts = [start]
      if let rule, start.date.year < lastYear {
        for year in (start.date.year + 1)...lastYear {
          guard let day = rule.day(inYear: year) else { continue }
          let onset = LocalDateTime(date: day, time: start.time)
          if let until = rule.until, onset.secondsSinceEpoch - offsetFrom > until.secondsSinceEpoch { break }
          starts.append(onset)
        }
      }
      return starts + otherStarts
    }
  }

  /// The component for events in `years`, a range within 1...9999.
  package init(timeZone: Zone, years: ClosedRange<Int>) {
    self.timeZone = timeZone
    identifier = timeZone.isUTC ? "UTC" : timeZone.identifier
    let first = min(max(years.lowerBound, 1), 9999)
    let last = max(min(years.upperBound, 9999), first)
    let examined = max(first - 1, 1)...min(last + 1, 9999)
    var rules = ZoneRules(timeZone)
    var changes: [Change] = []
    // By UTC years, a year more on each side: a change early on January 1
    // in local time can be late on December 31 in UTC, and the other way.
    for year in max(examined.lowerBound - 1, 1)...min(examined.upperBound + 1, 9999) {
      for transition in rules.transitions(inYear: year) {
        guard let change = Change(transition, rules: &rules, timeZone: timeZone),
          examined.contains(change.onset.date.year)
        else { continue }
        changes.append(change)
      }
    }
    let firstDay = LocalDateTime(date: CivilDate(uncheckedYear: first, month: 1, day: 1), time: .midnight)
    let windowStart = LocalDateTime(
      date: CivilDate(uncheckedYear: examined.lowerBound, month: 1, day: 1), time: .midnight)
    // Each kind of change an onset before the first day, where the zone's
    // history has one, and the change in force then.
    let earlier = changes.filter { $0.onset < firstDay }
    let missing = Set(changes.map(\.kind)).subtracting(earlier.map(\.kind))
    if !changes.isEmpty, earlier.isEmpty || !missing.isEmpty {
      changes.insert(
        contentsOf: Self.changes(
          before: windowStart, ofKinds: missing, includingLast: earlier.isEmpty, rules: &rules, timeZone: timeZone),
        at: 0)
    }
    // Still no change before the first day covered: the offset in force on
    // January 1 of the year before, which holds until the first change.
    // (Once the offset before the first change of the years, dated
    // 1970-01-01 whatever the years: from 1900, Asia/Shanghai's local mean
    // time of before 1901 then came after its change of 1949, and readers
    // took +08:05:43 for every time of 1970 to 1986.)
    if !changes.contains(where: { $0.onset < firstDay }) {
      let instant = rules.instant(forWallClock: windowStart.secondsSinceEpoch)
      let offset = rules.offset(atInstant: instant)
      changes.insert(
        Change(
          instant: instant, offsetFrom: offset, offsetTo: offset, isDaylight: timeZone.isDaylight(at: instant),
          onset: windowStart),
        at: 0)
    }
    var observances = Self.observances(for: changes, lastYear: examined.upperBound, derivingRules: true)
    if !Self.describes(observances, exactly: changes, throughYear: examined.upperBound) {
      observances = Self.observances(for: changes, lastYear: examined.upperBound, derivingRules: false)
    }
    self.observances = observances
  }

  /// A change of offset at a UTC instant; its onset is the wall-clock time
  /// in the offset before, `instant + offsetFrom` seconds.
  struct Change: Hashable {
    var instant: Int
    var offsetFrom: Int
    var offsetTo: Int
    var isDaylight: Bool
    var onset: LocalDateTime

    /// What one sub-component holds: changes of one kind between one pair
    /// of offsets.
    struct Kind: Hashable {
      var isDaylight: Bool
      var offsetFrom: Int
      var offsetTo: Int
    }

    var kind: Kind { Kind(isDaylight: isDaylight, offsetFrom: offsetFrom, offsetTo: offsetTo) }

    init(instant: Int, offsetFrom: Int, offsetTo: Int, isDaylight: Bool, onset: LocalDateTime) {
      self.instant = instant
      self.offsetFrom = offsetFrom
      self.offsetTo = offsetTo
      self.isDaylight = isDaylight
      self.onset = onset
    }

    /// The change `transition` of `timeZone`, or nil outside the years 1 to 9999.
    init?(_ transition: ZoneRules.Transition, rules: inout ZoneRules, timeZone: Zone) {
      let from = rules.offset(atInstant: transition.instant - 1)
      guard let onset = LocalDateTime(secondsSinceEpoch: transition.instant + from) else { return nil }
      self.init(
        instant: transition.instant, offsetFrom: from, offsetTo: transition.offset,
        isDaylight: timeZone.isDaylight(at: transition.instant), onset: onset)
    }
  }

  /// The last change before `end` of each of `kinds`, and if
  /// `includingLast` the last change before `end` of any kind, oldest
  /// first; found walking back a year at a time, no further than the zone's
  /// first change.
  ///
  /// With them a zone that changes within the years covered but not in the
  /// year before (Asia/Shanghai over 1970-1992, changing from 1986) starts
  /// with the offset really in force, and each sub-component has an onset
  /// before the first day covered, as icalendar-ruby needs, unless the zone
  /// never made that change before (Asia/Shanghai's end of local mean time
  /// in 1901, for a calendar from 1900).
  static func changes(
    before end: LocalDateTime, ofKinds kinds: Set<Change.Kind>, includingLast: Bool, rules: inout ZoneRules,
    timeZone: Zone
  ) -> [Change] {
    guard let earliest = timeZone.firstTransition,
      let earliestYear = LocalDateTime(secondsSinceEpoch: earliest)?.date.year
    else { return [] }
    var missing = kinds
    var needsLast = includingLast
    var found: [Change] = []
    var year = end.date.year
    while year >= max(earliestYear, 1), needsLast || !missing.isEmpty {
      for transition in rules.transitions(inYear: year).reversed() {
        guard let change = Change(transition, rules: &rules, timeZone: timeZone), change.onset < end else { continue }
        if needsLast || missing.contains(change.kind) { found.append(change) }
        needsLast = false
        missing.remove(change.kind)
      }
      year -= 1
    }
    return found.reversed()
  }

  /// The sub-components describing `changes` (in order): one for each kind
  /// and pair of offsets, dated by its first change. Its changes in
  /// consecutive years from the first on that fall on the same day of one
  /// yearly rule (month, weekday, week or last week) at the same time of
  /// day become its RRULE, if there are at least two; the RRULE has no
  /// UNTIL if they are all of its changes and reach `lastYear`. The rest
  /// are RDATEs.
  static func observances(for changes: [Change], lastYear: Int, derivingRules: Bool) -> [Observance] {
    var keys: [Change.Kind] = []
    var groups: [[Change]] = []
    for change in changes {
      let key = change.kind
      if let index = keys.firstIndex(of: key) {
        groups[index].append(change)
      } else {
        keys.append(key)
        groups.append([change])
      }
    }
    var observances: [Observance] = []
    for group in groups {
      let first = group[0]
      var observance = Observance(
        isDaylight: first.isDaylight, start: first.onset, offsetFrom: first.offsetFrom, offsetTo: first.offsetTo)
      var rules = derivingRules ? YearlyRule.rules(giving: first.onset.date) : []
      var count = 1
      while count < group.count, !rules.isEmpty {
        let previous = group[count - 1].onset
        let onset = group[count].onset
        guard onset.date.year == previous.date.year + 1, onset.time == first.onset.time else { break }
        let kept = rules.filter { $0.day(inYear: onset.date.year) == onset.date }
        if kept.isEmpty { break }
        rules = kept
        count += 1
      }
      if count >= 2, var rule = rules.first {
        let end = group[count - 1]
        if count < group.count || end.onset.date.year < lastYear {
          rule.until = LocalDateTime(secondsSinceEpoch: end.instant)
        }
        observance.rule = rule
        observance.otherStarts = group[count...].map(\.onset)
      } else {
        observance.otherStarts = group.dropFirst().map(\.onset)
      }
      observances.append(observance)
    }
    return observances.sorted { ($0.start, $0.isDaylight ? 1 : 0) < ($1.start, $1.isDaylight ? 1 : 0) }
  }

  /// Whether the onsets of `observances` through `lastYear` are exactly
  /// `changes`: the same instants with the same offsets after.
  static func describes(_ observances: [Observance], exactly changes: [Change], throughYear lastYear: Int) -> Bool {
    struct Onset: Hashable, Comparable {
      var instant: Int
      var offsetTo: Int
      static func < (lhs: Onset, rhs: Onset) -> Bool { (lhs.instant, lhs.offsetTo) < (rhs.instant, rhs.offsetTo) }
    }
    let written = observances.flatMap { observance in
      observance.starts(throughYear: lastYear).map {
        Onset(instant: $0.secondsSinceEpoch - observance.offsetFrom, offsetTo: observance.offsetTo)
      }
    }
    let real = changes.map { Onset(instant: $0.instant, offsetTo: $0.offsetTo) }
    return written.sorted() == real.sorted()
  }

  /// The component's content lines, unfolded.
  package var lines: [String] {
    var lines = ["BEGIN:VTIMEZONE", "TZID:" + identifier]
    for item in observances {
      let kind = item.isDaylight ? "DAYLIGHT" : "STANDARD"
      lines += ["BEGIN:" + kind, "DTSTART:" + item.start.basicFormat]
      lines += ["TZOFFSETFROM:" + Self.offsetText(item.offsetFrom), "TZOFFSETTO:" + Self.offsetText(item.offsetTo)]
      if let rule = item.rule { lines.append("RRULE:" + rule.rfc5545Text) }
      for start in item.otherStarts { lines.append("RDATE:" + start.basicFormat) }
      lines.append("END:" + kind)
    }
    lines.append("END:VTIMEZONE")
    return lines
  }

  /// A UTC offset as RFC 5545 writes it: `+0800`, `-0500`, `+053730`.
  package static func offsetText(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = Int(seconds.magnitude)
    var text = sign + Digits.padded(magnitude / 3600, width: 2) + Digits.padded(magnitude / 60 % 60, width: 2)
    if magnitude % 60 != 0 { text += Digits.padded(magnitude % 60, width: 2) }
    return text
  }
}
