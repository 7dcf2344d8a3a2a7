#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A VTIMEZONE component (RFC 5545 §3.6.5) built from the zone's real
/// rules as Foundation knows them: one STANDARD or DAYLIGHT sub-component
/// for the offset in force when the range starts and one for each change
/// of offset within the range. TZNAME is left out: abbreviations differ
/// between platforms' zone data, and the output must not.
public struct TimeZoneComponent: Sendable {
  /// The zone, whose identifier is the TZID.
  public let timeZone: TimeZone
  /// The offset changes described, oldest first.
  public let observances: [Observance]

  /// One STANDARD or DAYLIGHT sub-component.
  public struct Observance: Hashable, Sendable {
    /// Whether this is daylight saving time (DAYLIGHT) or not (STANDARD).
    public var isDaylight: Bool
    /// The wall-clock time the offset takes effect, in the old offset.
    public var start: LocalDateTime
    /// The offset before, in seconds east of UTC.
    public var offsetFrom: Int
    /// The offset after, in seconds east of UTC.
    public var offsetTo: Int
  }

  /// The zone's observances for the years `years`.
  public init(timeZone: TimeZone, years: ClosedRange<Int>) {
    self.timeZone = timeZone
    var rules = ZoneRules(timeZone)
    let first = max(years.lowerBound, 1)
    let last = min(years.upperBound, 9999)
    var transitions: [ZoneRules.Transition] = []
    // The last change before the first year: usually in the year before;
    // else found walking forward from 60 years back, one change at a time
    // (zones such as Asia/Shanghai last changed decades ago).
    var before = rules.transitions(inYear: first - 1).last
    if before == nil {
      let begin = CivilDate.daysSinceEpoch(year: max(1, first - 60), month: 1, day: 1) * 86_400
      let end = CivilDate.daysSinceEpoch(year: first - 1, month: 1, day: 1) * 86_400
      var cursor = Date(timeIntervalSince1970: TimeInterval(begin))
      var previous = timeZone.secondsFromGMT(for: cursor)
      var changes = 0
      while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next > cursor,
        next.timeIntervalSince1970 < TimeInterval(end), changes < 1000
      {
        let offset = timeZone.secondsFromGMT(for: next)
        if offset != previous { before = ZoneRules.Transition(instant: Int(next.timeIntervalSince1970), offset: offset) }
        previous = offset
        cursor = next
        changes += 1
      }
    }
    for year in first...max(first, last) { transitions += rules.transitions(inYear: year) }
    var observances: [Observance] = []
    func observance(at instant: Int, from: Int, to: Int) -> Observance {
      let date = Date(timeIntervalSince1970: TimeInterval(instant))
      return Observance(
        isDaylight: timeZone.isDaylightSavingTime(for: date),
        start: LocalDateTime(secondsSinceEpoch: instant + from) ?? LocalDateTime(date: .earliest, time: .midnight),
        offsetFrom: from, offsetTo: to)
    }
    let startOffset = rules.offset(atInstant: CivilDate.daysSinceEpoch(year: first, month: 1, day: 1) * 86_400)
    if let before {
      let previous = rules.offset(atInstant: before.instant - 1)
      observances.append(observance(at: before.instant, from: previous, to: before.offset))
    } else {
      let initialOffset = transitions.first.map { rules.offset(atInstant: $0.instant - 1) } ?? startOffset
      observances.append(observance(at: -initialOffset, from: initialOffset, to: initialOffset))
    }
    for transition in transitions {
      observances.append(observance(at: transition.instant, from: rules.offset(atInstant: transition.instant - 1), to: transition.offset))
    }
    self.observances = observances
  }

  /// The component's content lines, unfolded.
  public var lines: [String] {
    var lines = ["BEGIN:VTIMEZONE", "TZID:" + timeZone.identifier]
    for item in observances {
      let kind = item.isDaylight ? "DAYLIGHT" : "STANDARD"
      lines += ["BEGIN:" + kind, "DTSTART:" + item.start.basicFormat]
      lines += ["TZOFFSETFROM:" + Self.offsetText(item.offsetFrom), "TZOFFSETTO:" + Self.offsetText(item.offsetTo)]
      lines.append("END:" + kind)
    }
    lines.append("END:VTIMEZONE")
    return lines
  }

  /// A UTC offset as RFC 5545 writes it: `+0800`, `-0500`, `+053730`.
  public static func offsetText(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = Int(seconds.magnitude)
    var text = sign + Digits.padded(magnitude / 3600, width: 2) + Digits.padded(magnitude / 60 % 60, width: 2)
    if magnitude % 60 != 0 { text += Digits.padded(magnitude % 60, width: 2) }
    return text
  }
}
