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
/// The file may come in pieces (``read(piece:)``, each ending where a
/// line does, then ``end()``), so that a file of any size is read without
/// being held whole. Lines are unfolded one at a time, and only the
/// properties the comparison needs are split, so memory grows with the
/// occurrences and the distinct texts, not with the file's lines. An
/// event that names a zone no VTIMEZONE has defined yet waits for the end
/// of the file.
package struct ICalendarReader {
  let source: String
  let limits: ICalendarOccurrences.Limits
  /// The zones the file's VTIMEZONEs define, as they come.
  var definedZones: DefinedTimeZones
  /// Zone names that are no name the time zone database knows.
  var unnamedZones: Set<String> = []
  /// Whether every VTIMEZONE has been read (the file has ended).
  var allZonesRead = false
  /// Events that wait for the end of the file for a zone.
  var waiting: [EventComponent] = []

  /// The physical lines of the pieces read so far.
  var linesRead = 0
  /// Whether the first line, BEGIN:VCALENDAR, has been read.
  var started = false
  /// The event being read, if any.
  var event: EventComponent?
  /// The components open inside the event, the event first.
  var open: [String] = []
  var inAlarm = false
  var alarmHasTrigger = false
  /// Whether a VTIMEZONE is being read.
  var inTimeZone = false

  /// What was skipped, at most ``ICalendarOccurrences/maximumSkippedShown``.
  var skipped: [ICalendarReadError] = []
  /// How many properties and components were skipped, in all.
  var skippedCount = 0

  /// Occurrences of events without a RECURRENCE-ID.
  var masters: [ICalendarOccurrences.Occurrence] = []
  /// Occurrences of events with one: they replace the occurrence they name.
  var overrides: [ICalendarOccurrences.Occurrence] = []
  /// The overrides read so far, matched to the occurrences they replace
  /// once every event is read.
  var pendingOverrides: [PendingOverride] = []
  /// The events without RECURRENCE-ID read so far, in order, each with
  /// its occurrences' place in ``masters``.
  var seriesEvents: [SeriesEvent] = []

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

  /// An event without a RECURRENCE-ID, as read: of the events of one
  /// UID, the one with the highest SEQUENCE (the first of those) is the
  /// series, and the others are earlier versions of it, not shown.
  package struct SeriesEvent {
    var uid: Int32
    var sequence: Int
    /// How it starts, which decides how a RECURRENCE-ID names one of its
    /// occurrences.
    var context: StartContext
    /// Its occurrences in ``masters``.
    var range: Range<Int>
  }

  /// An event with a RECURRENCE-ID, as read.
  package struct PendingOverride {
    var uid: Int32
    var sequence: Int
    /// Whether it has an RRULE (not followed: it names one occurrence).
    var hasRules: Bool
    /// Its occurrence's place in ``overrides``; nil when it is cancelled.
    var occurrence: Int?
    /// The RECURRENCE-ID as written.
    var named: TimeValue
    /// `RANGE=THISANDFUTURE`: every later occurrence is moved and shown as
    /// this one is.
    var isRange: Bool
    /// The override's own start.
    var start: OccurrenceStart
    /// What it shows; nil when it is cancelled.
    var details: Int32?
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
    var notes: String?
    var url: String?
    var status: String?
    var transparency: String?
    var isCancelled = false
    var sequence = 0
    var rules: [Located] = []
    var extraDates: [Located] = []
    var excludedDates: [Located] = []
    /// The TRIGGER of each VALARM that has one.
    var triggers: [Located] = []
  }

  package init(source: String, limits: ICalendarOccurrences.Limits = .standard) {
    self.source = source
    self.limits = limits
    definedZones = DefinedTimeZones(source: source)
  }

  func error(_ line: Int, _ cause: ICalendarReadError.Cause, _ message: String) -> ICalendarOccurrences.ReadError {
    ICalendarOccurrences.ReadError(source: source, line: line, cause: cause, message: message)
  }

  /// Notes that what `error` names was skipped, and how much (`what`:
  /// `the VEVENT of line 12`, `the property`), and reads on.
  mutating func skip(_ error: ICalendarOccurrences.ReadError, _ what: String) {
    skippedCount += 1
    guard skipped.count < ICalendarOccurrences.maximumSkippedShown else { return }
    var noted = error
    noted.skippedPart = what
    skipped.append(noted)
  }

  /// Checks that `bytes` are UTF-8 text, as RFC 5545 requires.
  ///
  /// - Throws: ``ICalendarReadError/Cause/notUTF8`` at the line of the
  ///   first byte that is not, naming up to four bytes from there.
  func checkUTF8(_ bytes: [UInt8]) throws(ICalendarOccurrences.ReadError) {
    // The standard library's check first; the scalars one by one only to
    // find where it fails.
    if String(validating: bytes, as: UTF8.self) != nil { return }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = linesRead + 1
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
    try read(piece: bytes)
    return try end()
  }

  /// Reads the next piece of a file, which must be UTF-8 and end where a
  /// line does (after a line break that no folded line follows, or at the
  /// end of the file).
  ///
  /// - Throws: ``ICalendarReadError/Cause/notUTF8``, and what ``read(piece:)``
  ///   throws.
  package mutating func readUTF8(piece bytes: [UInt8]) throws(ICalendarOccurrences.ReadError) {
    try checkUTF8(bytes)
    try read(piece: bytes)
  }

  /// Reads the next piece of a file, ending where a line does.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` for a file that does not
  ///   start with BEGIN:VCALENDAR, or that passes the reader's limits.
  mutating func read(piece bytes: [UInt8]) throws(ICalendarOccurrences.ReadError) {
    var lines = LogicalLines(bytes, skipsByteOrderMark: linesRead == 0)
    let offset = linesRead
    linesRead += bytes.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
    while let physical = lines.next() {
      let line = (number: physical.number + offset, bytes: physical.bytes)
      guard started else {
        guard Self.isLine(line.bytes, "BEGIN:VCALENDAR") else {
          throw error(line.number, .notICalendar, "not an iCalendar file: expected BEGIN:VCALENDAR")
        }
        started = true
        continue
      }
      try read(line)
    }
  }

  /// Reads the end of the file: what waited for a zone, the overrides.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` for a file without
  ///   BEGIN:VCALENDAR, or that passes the reader's limits.
  package mutating func end() throws(ICalendarOccurrences.ReadError) -> ICalendarOccurrences {
    guard started else { throw error(1, .notICalendar, "not an iCalendar file: expected BEGIN:VCALENDAR") }
    if let event {
      skip(
        error(
          event.line, .unendedEvent, "a VEVENT that is never ended: expected END:VEVENT before the end of the file"),
        "the VEVENT")
    }
    event = nil
    allZonesRead = true
    let events = waiting
    waiting = []
    for event in events { try expand(event) }
    return finish()
  }

  /// Reads one logical line after BEGIN:VCALENDAR.
  private mutating func read(_ line: (number: Int, bytes: ArraySlice<UInt8>)) throws(ICalendarOccurrences.ReadError) {
    guard let name = ContentLineProperty.name(of: line.bytes) else {
      let excerpt = String(decoding: line.bytes.prefix(160), as: UTF8.self)
      skip(
        error(line.number, .malformedLine, "expected NAME:VALUE, got \(String(excerpt.unicodeScalars.prefix(40)))"),
        "the line")
      return
    }
    if event == nil, inTimeZone || (name == "BEGIN" && Self.value(of: line.bytes) == "VTIMEZONE") {
      if let property = ContentLineProperty(line.bytes) {
        inTimeZone = definedZones.take(property, line: line.number)
        for problem in definedZones.skipped { skip(problem.error, problem.what) }
        definedZones.skipped = []
      }
      return
    }
    if name == "BEGIN" {
      let component = Self.value(of: line.bytes)
      if let unended = event, component == "VEVENT" {
        // A VEVENT inside one: the first was never ended.
        skip(
          error(
            unended.line, .unendedEvent,
            "a VEVENT that is not ended before the BEGIN:VEVENT of line \(line.number)"),
          "the VEVENT")
        event = nil
      }
      if event == nil {
        if component == "VEVENT" {
          event = EventComponent(line: line.number)
          open = [component]
          inAlarm = false
        }
      } else {
        open.append(component)
        if open.count == 2, component == "VALARM" {
          inAlarm = true
          alarmHasTrigger = false
        }
      }
      return
    }
    guard var current = event else { return }
    if name == "END" {
      let component = Self.value(of: line.bytes)
      if component != open.last {
        let problem = error(
          line.number, .unbalancedComponent,
          "END:\(Self.excerpt(component)) inside the VEVENT of line \(current.line): expected END:\(Self.excerpt(open.last ?? ""))"
        )
        if let position = open.lastIndex(of: component) {
          // It closes the components left open inside it too.
          skip(problem, "the missing END lines: the components are closed here")
          open.removeSubrange((position + 1)...)
        } else if component == "VCALENDAR" {
          skip(problem, "the VEVENT of line \(current.line)")
          event = nil
          return
        } else {
          skip(problem, "the line")
          return
        }
      }
      open.removeLast()
      if open.count == 1 { inAlarm = false }
      if open.isEmpty {
        event = nil
        try expand(current)
      }
      return
    }
    if inAlarm, open.count == 2, name == "TRIGGER", !alarmHasTrigger, let property = ContentLineProperty(line.bytes) {
      alarmHasTrigger = true
      event = nil  // so that the append does not copy the array
      current.triggers.append(Located(property: property, line: line.number))
      event = current
      return
    }
    guard open.count == 1, Self.readNames.contains(name), let property = ContentLineProperty(line.bytes) else {
      return
    }
    // Only the event's own properties. Emptied while `current` changes,
    // so that appending to its arrays does not copy them.
    event = nil
    let located = Located(property: property, line: line.number)
    if name == "UID" || name == "SEQUENCE" {
      if name == "SEQUENCE" {
        current.sequence = Int(property.value.filter { $0 != " " }) ?? 0
      } else if current.uid == nil {
        current.uid = property.value
      }
      event = current
      return
    }
    switch EventMeaningProperty(name: name) {
    case .start: if current.start == nil { current.start = located }
    case .end: if current.end == nil { current.end = located }
    case .duration: if current.duration == nil { current.duration = located }
    case .recurrenceID: if current.recurrenceID == nil { current.recurrenceID = located }
    case .title: if current.summary == nil { current.summary = TextValue.unescaped(property.value) }
    case .location: if current.location == nil { current.location = TextValue.unescaped(property.value) }
    case .notes: if current.notes == nil { current.notes = EventMeaningProperty.notes.shownValue(property.value) }
    case .url: if current.url == nil { current.url = EventMeaningProperty.url.shownValue(property.value) }
    case .status:
      current.status = EventMeaningProperty.status.shownValue(property.value)
      current.isCancelled = current.status == "CANCELLED"
    case .transparency: current.transparency = EventMeaningProperty.transparency.shownValue(property.value)
    case .rule: current.rules.append(located)
    case .extraDates: current.extraDates.append(located)
    case .excludedDates: current.excludedDates.append(located)
    case nil: break
    }
    event = current
  }

  /// The names of the event properties the comparison reads: the UID
  /// and what a phone shows and does.
  private static let readNames = Set(["UID", "SEQUENCE"] + EventMeaningProperty.allCases.map(\.rawValue))

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
  ///
  /// Of the events of one UID without RECURRENCE-ID, the one with the
  /// highest SEQUENCE (the first of those) is the series; so is the
  /// override of one occurrence. An override with an RRULE and a lower
  /// SEQUENCE than its series, naming no occurrence of it, was made for
  /// an older version of the series and is not shown.
  ///
  /// A RECURRENCE-ID names its occurrence as the series' start would be
  /// written: a day for an all-day series whatever its value's type or
  /// zone (Outlook's `RECURRENCE-ID;TZID=…:20200416T000000`), an instant
  /// for a zoned or UTC one. An override with `RANGE=THISANDFUTURE` moves
  /// every later occurrence of its series by as much as it moves its own
  /// and shows them as it shows itself (or cancels them), up to the next
  /// such override; an override of one occurrence wins over it.
  private mutating func finish() -> ICalendarOccurrences {
    // Events without a UID are each an event of their own.
    let noUID = uidIndex[""]
    var series: [Int32: Int] = [:]
    var superseded = 0
    for (index, event) in seriesEvents.enumerated() where event.uid != noUID {
      if let known = series[event.uid] {
        superseded += 1
        if seriesEvents[known].sequence >= event.sequence { continue }
      }
      series[event.uid] = index
    }
    var all: [ICalendarOccurrences.Occurrence]
    if superseded == 0 {
      all = masters
    } else {
      all = []
      for (index, event) in seriesEvents.enumerated() where event.uid == noUID || series[event.uid] == index {
        all += masters[event.range]
      }
    }
    masters = []
    var shownOverrides: [ICalendarOccurrences.Occurrence] = []
    if !pendingOverrides.isEmpty {
      // Each override's occurrence, as its series names it.
      var byOccurrence: [ReplacedOccurrence: Int] = [:]
      var order: [ReplacedOccurrence] = []
      var seriesStarts: Set<ReplacedOccurrence>?
      for (index, override) in pendingOverrides.enumerated() {
        let master = series[override.uid].map { seriesEvents[$0] }
        let key = master.map { start(override.named, in: $0.context) } ?? ownStart(override.named)
        let named = ReplacedOccurrence(uid: override.uid, start: key)
        if let master, override.hasRules, override.sequence < master.sequence {
          if seriesStarts == nil { seriesStarts = Set(all.map { ReplacedOccurrence(uid: $0.uid, start: $0.start) }) }
          if seriesStarts?.contains(named) == false { continue }
        }
        if let known = byOccurrence[named] {
          if pendingOverrides[known].sequence < override.sequence { byOccurrence[named] = index }
        } else {
          byOccurrence[named] = index
          order.append(named)
        }
      }
      var ranges: [Int32: [(from: Int, shift: Int, details: Int32?)]] = [:]
      for named in order {
        let override = pendingOverrides[byOccurrence[named]!]
        if let occurrence = override.occurrence { shownOverrides.append(overrides[occurrence]) }
        if override.isRange {
          ranges[named.uid, default: []].append(
            (named.start.seconds, override.start.seconds - named.start.seconds, override.details))
        }
      }
      for uid in ranges.keys { ranges[uid]?.sort { $0.from < $1.from } }
      let replaced = Set(order)
      var kept: [ICalendarOccurrences.Occurrence] = []
      kept.reserveCapacity(all.count)
      for var occurrence in all {
        if replaced.contains(ReplacedOccurrence(uid: occurrence.uid, start: occurrence.start)) { continue }
        if let later = ranges[occurrence.uid], let range = later.last(where: { $0.from < occurrence.start.seconds }) {
          guard let details = range.details else { continue }
          occurrence.start.seconds += range.shift
          occurrence.details = details
        }
        kept.append(occurrence)
      }
      all = kept
    }
    overrides = []
    all += shownOverrides
    all.sort { a, b in
      if a.start != b.start { return a.start < b.start }
      if a.details != b.details { return a.details < b.details }
      return a.uid < b.uid
    }
    return ICalendarOccurrences(
      occurrences: all, details: details, uids: uids, zones: zones, skipped: skipped, skippedCount: skippedCount)
  }

  /// Whether `event` names a zone that neither the time zone database nor
  /// a VTIMEZONE read so far defines: an event that waits for the end of
  /// the file, where the VTIMEZONE may come.
  mutating func namesAZoneNotYetDefined(_ event: EventComponent) -> Bool {
    let dated =
      [event.start, event.end, event.recurrenceID].compactMap { $0 } + event.extraDates
      + event.excludedDates + event.triggers
    for located in dated {
      guard let name = located.property.parameter("TZID"), zoneIndex[name] == nil else { continue }
      if (try? index(ofZone: name, property: "", line: located.line)) == nil { return true }
    }
    return false
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
    var named: Zone?
    if !unnamedZones.contains(name) {
      named = TimeZoneName.zone(named: name)
      if named == nil { unnamedZones.insert(name) }
    }
    if named == nil {
      named = definedZones.zone(named: name)
      for problem in definedZones.skipped { skip(problem.error, problem.what) }
      definedZones.skipped = []
    }
    guard let zone = named else {
      throw error(
        line, .unknownTimeZone(String(name.unicodeScalars.prefix(60))),
        "\(property): unknown time zone \(String(name.unicodeScalars.prefix(60))): expected an IANA name such as Asia/Shanghai, one at the end of a TZID such as /mozilla.org/20050126_1/Asia/Shanghai, a Windows name such as China Standard Time, or a VTIMEZONE of the file that defines it"
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
  /// one (editors on Windows write it) and `skipsByteOrderMark`.
  package init(_ bytes: [UInt8], skipsByteOrderMark: Bool = true) {
    self.bytes = bytes
    if skipsByteOrderMark, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
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
