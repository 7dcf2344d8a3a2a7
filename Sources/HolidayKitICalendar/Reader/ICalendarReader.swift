import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an iCalendar file's events into ``ICalendarOccurrences``: finds
/// each VEVENT (and the TRIGGER of each VALARM in it), expands it as soon
/// as it ends, then applies the overrides (`RECURRENCE-ID`) and sorts.
///
/// Lines are unfolded one at a time from the bytes, and only the properties
/// the comparison needs are split, so memory grows with the occurrences
/// and the distinct texts, not with the file's lines.
package struct ICalendarReader {
  let source: String
  let limits: ICalendarOccurrences.Limits

  /// Occurrences of events without a RECURRENCE-ID.
  var masters: [ICalendarOccurrences.Occurrence] = []
  /// Occurrences of events with one: they replace the occurrence they name.
  var overrides: [ICalendarOccurrences.Occurrence] = []
  /// The occurrences overrides replace or cancel: UID and start.
  var replaced: Set<ReplacedOccurrence> = []

  var details: [EventDetails] = []
  var detailsIndex: [EventDetails: Int32] = [:]
  var uids: [String] = []
  var uidIndex: [String: Int32] = [:]
  var zones: [ZoneRules] = []
  var zoneIndex: [String: Int32] = [:]

  /// Occurrences made so far, repeats included, against ``ICalendarOccurrences/Limits/occurrences``.
  var made = 0
  /// Steps the rules have taken so far, against ``ICalendarOccurrences/Limits/steps``.
  var steps = 0

  /// An occurrence an override replaces.
  package struct ReplacedOccurrence: Hashable {
    var uid: Int32
    var start: OccurrenceStart
  }

  /// A property with the physical line it starts on.
  package struct Located {
    var property: ContentLineProperty
    var line: Int
  }

  /// The properties of one VEVENT that the comparison reads.
  package struct EventComponent {
    /// The line of its BEGIN:VEVENT.
    var line: Int
    var uid: String?
    var start: Located?
    var end: Located?
    var duration: Located?
    var recurrenceID: Located?
    var summary: String?
    var location: String?
    var isCancelled = false
    var rules: [Located] = []
    var extraDates: [Located] = []
    var excludedDates: [Located] = []
    /// The TRIGGER of each VALARM that has one.
    var triggers: [Located] = []
  }

  init(source: String, limits: ICalendarOccurrences.Limits) {
    self.source = source
    self.limits = limits
  }

  func error(_ line: Int, _ cause: ICalendarReadError.Cause, _ message: String) -> ICalendarOccurrences.ReadError {
    ICalendarOccurrences.ReadError(source: source, line: line, cause: cause, message: message)
  }

  /// Checks that `bytes` are UTF-8 text, as RFC 5545 requires.
  ///
  /// - Throws: ``ICalendarReadError/Cause/notUTF8`` at the line of the
  ///   first byte that is not, naming up to four bytes from there.
  func checkUTF8(_ bytes: [UInt8]) throws(ICalendarOccurrences.ReadError) {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1, scalar.first == 10 { line += 1 }
        offset += scalar.count
      case .emptyInput:
        return
      case .error:
        let shown = bytes[offset...].prefix(4).map { String($0, radix: 16, uppercase: true) }
        throw error(
          line, .notUTF8,
          "expected UTF-8 text, got the bytes \(shown.map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: " ")) (an iCalendar file is UTF-8; was it saved in another encoding, such as GBK?)"
        )
      }
    }
  }

  /// Reads the whole file.
  mutating func read(_ bytes: [UInt8]) throws(ICalendarOccurrences.ReadError) -> ICalendarOccurrences {
    var lines = LogicalLines(bytes)
    guard let first = lines.next(), Self.isLine(first.bytes, "BEGIN:VCALENDAR") else {
      throw error(1, .notICalendar, "not an iCalendar file: expected BEGIN:VCALENDAR")
    }
    var event: EventComponent?
    var open: [String] = []  // the components open inside the event, the event first
    var inAlarm = false
    var alarmHasTrigger = false
    while let line = lines.next() {
      guard let name = ContentLineProperty.name(of: line.bytes) else {
        let excerpt = String(decoding: line.bytes.prefix(160), as: UTF8.self)
        throw error(
          line.number, .malformedLine, "expected NAME:VALUE, got \(String(excerpt.unicodeScalars.prefix(40)))")
      }
      if name == "BEGIN" {
        let component = Self.value(of: line.bytes)
        if event == nil {
          if component == "VEVENT" {
            event = EventComponent(line: line.number)
            open = [component]
          }
        } else {
          open.append(component)
          if open.count == 2, component == "VALARM" {
            inAlarm = true
            alarmHasTrigger = false
          }
        }
        continue
      }
      guard var current = event else { continue }
      if name == "END" {
        let component = Self.value(of: line.bytes)
        guard component == open.last else {
          throw error(
            line.number, .unbalancedComponent,
            "END:\(Self.excerpt(component)) inside the VEVENT of line \(current.line): expected END:\(Self.excerpt(open.last ?? ""))"
          )
        }
        open.removeLast()
        if open.count == 1 { inAlarm = false }
        if open.isEmpty {
          event = nil
          try expand(current)
        }
        continue
      }
      if inAlarm, open.count == 2, name == "TRIGGER", !alarmHasTrigger, let property = ContentLineProperty(line.bytes) {
        alarmHasTrigger = true
        event = nil  // so that the append does not copy the array
        current.triggers.append(Located(property: property, line: line.number))
        event = current
        continue
      }
      guard open.count == 1, Self.readNames.contains(name), let property = ContentLineProperty(line.bytes) else {
        continue
      }
      // Only the event's own properties. Emptied while `current` changes,
      // so that appending to its arrays does not copy them.
      event = nil
      let located = Located(property: property, line: line.number)
      switch name {
      case "UID": if current.uid == nil { current.uid = property.value }
      case "DTSTART": if current.start == nil { current.start = located }
      case "DTEND": if current.end == nil { current.end = located }
      case "DURATION": if current.duration == nil { current.duration = located }
      case "RECURRENCE-ID": if current.recurrenceID == nil { current.recurrenceID = located }
      case "SUMMARY": if current.summary == nil { current.summary = TextValue.unescaped(property.value) }
      case "LOCATION": if current.location == nil { current.location = TextValue.unescaped(property.value) }
      case "STATUS": current.isCancelled = property.value.uppercased() == "CANCELLED"
      case "RRULE": current.rules.append(located)
      case "RDATE": current.extraDates.append(located)
      default: current.excludedDates.append(located)
      }
      event = current
    }
    if let event {
      throw error(
        event.line, .unendedEvent, "a VEVENT that is never ended: expected END:VEVENT before the end of the file")
    }
    return finish()
  }

  /// The names of the event properties the comparison reads.
  private static let readNames: Set<String> = [
    "UID", "DTSTART", "DTEND", "DURATION", "RECURRENCE-ID", "SUMMARY", "LOCATION", "STATUS", "RRULE", "RDATE",
    "EXDATE",
  ]

  /// Whether `bytes` is `expected`, ignoring the case of ASCII letters.
  private static func isLine(_ bytes: ArraySlice<UInt8>, _ expected: String) -> Bool {
    bytes.count == expected.utf8.count
      && zip(bytes, expected.utf8).allSatisfy { ((97...122).contains($0) ? $0 - 32 : $0) == $1 }
  }

  /// The value of a BEGIN or END line, upper-cased.
  private static func value(of bytes: ArraySlice<UInt8>) -> String {
    ContentLineProperty(bytes)?.value.uppercased() ?? ""
  }

  /// Applies the overrides and sorts.
  private mutating func finish() -> ICalendarOccurrences {
    var all = masters
    masters = []
    if !replaced.isEmpty {
      all.removeAll { replaced.contains(ReplacedOccurrence(uid: $0.uid, start: $0.start)) }
    }
    all += overrides
    all.sort { a, b in
      if a.start != b.start { return a.start < b.start }
      if a.details != b.details { return a.details < b.details }
      return a.uid < b.uid
    }
    return ICalendarOccurrences(occurrences: all, details: details, uids: uids, zones: zones)
  }

  /// The index of `uid`, added if new.
  mutating func index(ofUID uid: String) -> Int32 {
    if let index = uidIndex[uid] { return index }
    let index = Int32(uids.count)
    uids.append(uid)
    uidIndex[uid] = index
    return index
  }

  /// The index of `value`, added if new.
  mutating func index(of value: EventDetails) -> Int32 {
    if let index = detailsIndex[value] { return index }
    let index = Int32(details.count)
    details.append(value)
    detailsIndex[value] = index
    return index
  }

  /// The index of the zone named `name`, looked up once per file.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` naming `property` and
  ///   the line for a name the system's time zone database does not know.
  mutating func index(ofZone name: String, property: String, line: Int) throws(ICalendarOccurrences.ReadError) -> Int32
  {
    if let index = zoneIndex[name] { return index }
    guard let zone = TimeZoneName.zone(named: name) else {
      throw error(
        line, .unknownTimeZone(String(name.unicodeScalars.prefix(60))),
        "\(property): unknown time zone \(String(name.unicodeScalars.prefix(60))): expected an IANA name such as Asia/Shanghai, one at the end of a TZID such as /mozilla.org/20050126_1/Asia/Shanghai, or a Windows name such as China Standard Time (a VTIMEZONE of the file's own is not read)"
      )
    }
    let index = Int32(zones.count)
    zones.append(ZoneRules(zone))
    zoneIndex[name] = index
    return index
  }
}

/// The logical lines of iCalendar bytes, unfolded one at a time, each with
/// the number (from 1) of the physical line it starts on. Lines may end in
/// CRLF or LF; a line that starts with a space or tab continues the one
/// before, without that character; empty lines are skipped. A byte order
/// mark before the first line is skipped too.
package struct LogicalLines {
  private let bytes: [UInt8]
  private var position = 0
  private var number = 0
  /// A folded line, joined here.
  private var joined: [UInt8] = []

  /// Starts at the first line, after a UTF-8 byte order mark if there is
  /// one (editors on Windows write it).
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// The next physical line's bounds, without its line end.
  private mutating func physical() -> Range<Int>? {
    guard position < bytes.count else { return nil }
    let start = position
    var end = bytes[start...].firstIndex(of: 10) ?? bytes.count
    position = end + 1
    number += 1
    if end > start, bytes[end - 1] == 13 { end -= 1 }
    return start..<end
  }

  /// Whether the next physical line continues the current one.
  private var nextIsContinuation: Bool {
    position < bytes.count && (bytes[position] == 32 || bytes[position] == 9)
  }

  /// The next logical line.
  package mutating func next() -> (number: Int, bytes: ArraySlice<UInt8>)? {
    while let range = physical() {
      guard !range.isEmpty || nextIsContinuation else { continue }
      let first = number
      guard nextIsContinuation else { return (first, bytes[range]) }
      joined.removeAll(keepingCapacity: true)
      joined += bytes[range]
      while nextIsContinuation, let more = physical() {
        joined += bytes[(more.lowerBound + 1)..<max(more.lowerBound + 1, more.upperBound)]
      }
      guard !joined.isEmpty else { continue }
      return (first, joined[...])
    }
    return nil
  }
}
