import HolidayKit
import HolidayKitICalendar

/// What an event means to the person who sees it, in one canonical text,
/// so that `sync` can tell an edit from the housekeeping other clients do
/// when they write an event back.
///
/// The meaning is each VEVENT's ``EventMeaningProperty`` properties (start,
/// end or duration, title, location, notes, URL, status, transparency,
/// recurrence: RRULE, RDATE, EXDATE, RECURRENCE-ID), the list `diff`
/// compares occurrences by, and its alarms' actions and triggers. Left out, because
/// clients change them on their own: DTSTAMP, SEQUENCE, LAST-MODIFIED,
/// CREATED, every `X-` property (`X-APPLE-*`, `X-MOZ-*`), `ACKNOWLEDGED`
/// and the other bookkeeping of a VALARM, the VTIMEZONE, property order,
/// line folding and the case of names and parameters. Values spelled
/// differently are made equal where that is cheap: text unescaped,
/// durations counted in days and seconds (`-PT10M` is `-PT600S`),
/// default parameters dropped (`VALUE=DATE-TIME`, `RELATED=START`,
/// `TRANSP:OPAQUE`), RRULE parts sorted, date lists sorted, empty text
/// the same as none, a DURATION the same as the DTEND it comes to. Snooze
/// alarms (a VALARM with `RELATED-TO`, as Apple's apps add one), Apple's
/// default alarms and `ACTION:NONE` placeholders are not alarms a person
/// set.
///
/// `sync` writes the fingerprint of this text into every event it puts
/// (``property``): an event whose meaning no longer matches its
/// fingerprint was edited by someone, whatever else changed.
///
/// A series' override of one occurrence (a VEVENT with RECURRENCE-ID,
/// what a phone writes for "this event only") is not part of the series'
/// meaning: it is the user's edit of that day alone, kept beside the
/// series (``Stored/overrides``) while the series itself goes on
/// following the notices.
package enum EventMeaning {
  /// The property that carries the fingerprint in what `sync` writes.
  static let property = "X-WORKDAY-ICS-FINGERPRINT"
  /// The version of the canonical text, the fingerprint's prefix: a new
  /// canonical form gets a new version, so no old fingerprint is misread.
  static let version = "1"

  /// The canonical text of the VEVENTs in `text` but the overrides of one
  /// occurrence (RECURRENCE-ID): one line per meaningful property, sorted,
  /// the events' blocks sorted too; empty when `text` holds no VEVENT.
  static func canonical(_ text: String) -> String {
    var lines = LogicalLines(Array(text.utf8))
    var blocks: [String] = []
    var event: [String]?
    var alarm: (action: String, trigger: String, isPlaceholder: Bool)?
    var alarms: [String] = []
    var depth = 0  // components open inside the VEVENT, the VEVENT itself included
    while let line = lines.next() {
      guard let property = ContentLineProperty(line.bytes) else { continue }
      let value = property.value.uppercased()
      if property.name == "BEGIN" {
        if event == nil {
          if value == "VEVENT" {
            event = []
            alarms = []
            depth = 1
          }
        } else {
          depth += 1
          if depth == 2, value == "VALARM" { alarm = ("", "", false) }
        }
        continue
      }
      guard var current = event else { continue }
      if property.name == "END" {
        depth -= 1
        if depth == 1, let finished = alarm {
          if !finished.isPlaceholder, finished.action != "NONE" {
            alarms.append("ALARM:\(finished.action)|\(finished.trigger)")
          }
          alarm = nil
        } else if depth == 0 {
          if !current.contains(where: { $0.hasPrefix("RECURRENCE-ID") }) {
            blocks.append((Self.endingAsDTEND(current) + alarms).sorted().joined(separator: "\n"))
          }
          event = nil
        }
        continue
      }
      if depth == 2, alarm != nil {
        switch property.name {
        case "ACTION": alarm?.action = value
        case "TRIGGER": alarm?.trigger = trigger(property)
        // A snooze, and an alarm Apple's apps add by default.
        case "RELATED-TO": alarm?.isPlaceholder = true
        case "X-APPLE-DEFAULT-ALARM": if value == "TRUE" { alarm?.isPlaceholder = true }
        default: break
        }
        continue
      }
      guard depth == 1 else { continue }
      event = nil  // so that appending does not copy the array
      current += meaningfulLines(of: property)
      event = current
    }
    return blocks.sorted().joined(separator: "\n--\n")
  }

  /// The fingerprint of `text`'s meaning: the version, `-`, and sixteen
  /// hex digits of ``canonical(_:)``'s hash.
  static func fingerprint(of text: String) -> String {
    version + "-" + StableHash.hex64(canonical(text))
  }

  /// What differs in meaning between an event as the server holds it
  /// (`there`) and as this run would write it (`here`), in a few words:
  /// `SUMMARY '上班 (暂定)' there, 'Work (provisional)' here`, the first
  /// property that differs (an alarm's is `ALARM`), and how many more.
  static func difference(there: String, here: String) -> String {
    func properties(_ text: String) -> [(name: String, value: String)] {
      canonical(text).split(separator: "\n").map { line in
        let name = line.prefix { $0 != ":" && $0 != ";" && $0 != "|" }
        let value = line.drop { $0 != ":" }.dropFirst()
        return (String(name), String(value))
      }
    }
    let theirs = properties(there)
    let ours = properties(here)
    var names: [String] = []
    for (name, _) in theirs + ours where !names.contains(name) {
      let a = theirs.filter { $0.name == name }.map(\.value)
      let b = ours.filter { $0.name == name }.map(\.value)
      if a != b { names.append(name) }
    }
    guard let first = names.first else { return "the same meaning" }
    func values(_ list: [(name: String, value: String)]) -> String {
      let found = list.filter { $0.name == first }.map(\.value)
      return found.isEmpty ? "none" : "'" + found.joined(separator: ", ") + "'"
    }
    let more = names.count > 1 ? " (and " + names.dropFirst().joined(separator: ", ") + ")" : ""
    return "\(first) \(values(theirs)) there, \(values(ours)) here\(more)"
  }

  /// The fingerprint property line for an event whose text (as written
  /// without it) is `text`: `X-WORKDAY-ICS-FINGERPRINT:1-…`.
  package static func line(for text: String) -> String {
    property + ":" + fingerprint(of: text)
  }

  /// An event as a server holds it, read once.
  package struct Stored: Equatable {
    /// The first VEVENT's UID.
    var uid: String?
    /// The fingerprint written into it, if any.
    var recorded: String?
    /// The fingerprint of what it means now.
    var current: String
    /// The notices its days rest on, as the run that wrote it said
    /// (``NoticeLineage/property``); empty for an event without them.
    var lineage = NoticeLineage()
    /// The series' (or the event's) day, time and title as the server
    /// holds them: `2027-01-05 09:00 上班 早会`; nil when it has no start.
    var label: String?
    /// The overrides of one occurrence each (a VEVENT with RECURRENCE-ID):
    /// the day's label and the component's lines, as the server holds them.
    var overrides: [Override] = []

    /// One occurrence of a series that a person edited alone.
    package struct Override: Equatable {
      /// The occurrence's day, time and title, as edited.
      package var label: String
      /// The VEVENT's lines, BEGIN and END included, unfolded.
      package var lines: [String]
    }

    /// Reads `text`.
    init(_ text: String) {
      var lines = LogicalLines(Array(text.utf8))
      var depth = 0
      // The VEVENT being read: its lines, start, title, whether it overrides one occurrence.
      var block: (lines: [String], start: String?, summary: String?, isOverride: Bool)?
      while let line = lines.next() {
        guard let property = ContentLineProperty(line.bytes) else { continue }
        if property.name == "BEGIN" {
          depth += 1
          if depth == 2, property.value.uppercased() == "VEVENT" { block = ([], nil, nil, false) }
        }
        if depth >= 2, block != nil { block?.lines.append(String(decoding: line.bytes, as: UTF8.self)) }
        switch property.name {
        case "END":
          depth -= 1
          if depth == 1, let finished = block {
            let label = Self.label(start: finished.start, summary: finished.summary)
            if finished.isOverride {
              overrides.append(Override(label: label ?? "", lines: finished.lines))
            } else if self.label == nil {
              self.label = label
            }
            block = nil
          }
        // VCALENDAR then VEVENT: the event's own properties.
        case "UID" where depth == 2 && uid == nil: uid = property.value
        case EventMeaning.property where depth == 2 && recorded == nil: recorded = property.value
        case NoticeLineage.property where depth == 2:
          if let (year, notices) = NoticeLineage.parse(property.value) { lineage.add(notices, toYear: year) }
        case "DTSTART" where depth == 2: block?.start = property.value
        case "SUMMARY" where depth == 2: block?.summary = TextValue.unescaped(property.value)
        case "RECURRENCE-ID" where depth == 2: block?.isOverride = true
        default: break
        }
      }
      current = EventMeaning.fingerprint(of: text)
    }

    /// Whether it still means what its fingerprint says: nil when it has
    /// none (written by another client, or an import of the `.ics`).
    var isUnedited: Bool? { recorded.map { $0 == current } }

    /// `2027-01-05 09:00 上班` from a DTSTART value and a title, as
    /// ``SyncPlan/Resource/label`` says an event.
    static func label(start: String?, summary: String?) -> String? {
      guard let start, start.utf8.count >= 8, start.prefix(8).allSatisfy(\.isNumber) else { return nil }
      var label = "\(start.prefix(4))-\(start.dropFirst(4).prefix(2))-\(start.dropFirst(6).prefix(2))"
      let time = start.dropFirst(9)
      if start.dropFirst(8).first == "T", time.count >= 4, time.prefix(4).allSatisfy(\.isNumber) {
        label += " \(time.prefix(2)):\(time.dropFirst(2).prefix(2))"
      }
      if let summary, !summary.isEmpty { label += " " + summary }
      return label
    }
  }

  /// The canonical lines of one property of a VEVENT; none for a property
  /// that is not part of the meaning.
  private static func meaningfulLines(of property: ContentLineProperty) -> [String] {
    let name = property.name
    guard let meaning = EventMeaningProperty(name: name) else { return [] }
    switch meaning {
    case .start, .end, .recurrenceID:
      return [name + dateParameters(property) + ":" + property.value.uppercased()]
    case .extraDates, .excludedDates:
      let head = name + dateParameters(property) + ":"
      return property.value.uppercased().split(separator: ",").map { head + $0 }.sorted()
    case .duration:
      return [name + ":" + duration(property.value)]
    case .rule:
      let parts = property.value.uppercased().split(separator: ";").filter { !$0.isEmpty }.map(String.init).sorted()
      return [name + ":" + parts.joined(separator: ";")]
    case .title, .location, .notes, .url, .status, .transparency:
      return meaning.shownValue(property.value).map { [name + ":" + $0] } ?? []
    }
  }

  /// An event's canonical lines with a DURATION (and no DTEND) written as
  /// the DTEND it comes to, so that a client that turned one into the
  /// other changed nothing: days added to the date, seconds to the wall
  /// clock (the same in a zone without daylight saving, as China's).
  static func endingAsDTEND(_ lines: [String]) -> [String] {
    guard !lines.contains(where: { $0.hasPrefix("DTEND") }),
      let durationIndex = lines.firstIndex(where: { $0.hasPrefix("DURATION:") }),
      let start = lines.first(where: { $0.hasPrefix("DTSTART") }),
      let colon = start.lastIndex(of: ":")
    else { return lines }
    let head = start[start.index(start.startIndex, offsetBy: 7)..<colon]  // the parameters
    let value = start[start.index(after: colon)...]
    let duration = lines[durationIndex].dropFirst("DURATION:".count)
    guard let d = duration.firstIndex(of: "d"), let sign = duration.first, sign == "+" || sign == "-",
      let days = Int(duration[duration.index(after: duration.startIndex)..<d]),
      let seconds = Int(duration[duration.index(after: d)...].dropLast()),
      let date = CivilDate(basicFormat: value.prefix(8))
    else { return lines }
    let direction = sign == "-" ? -1 : 1
    var end: String
    if value.count == 8 {
      guard seconds == 0, let day = date.adding(days: direction * days) else { return lines }
      end = day.basicFormat
    } else {
      let time = value.dropFirst(9)
      guard value.count >= 15, let clock = Int(time.prefix(6)) else { return lines }
      let since = (clock / 10000) * 3600 + (clock / 100 % 100) * 60 + clock % 100 + direction * seconds
      let carry = since >= 0 ? since / 86400 : (since - 86399) / 86400
      let rest = since - carry * 86400
      guard let day = date.adding(days: direction * days + carry) else { return lines }
      func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
      end = day.basicFormat + "T" + two(rest / 3600) + two(rest / 60 % 60) + two(rest % 60) + time.dropFirst(6)
    }
    var result = lines
    result[durationIndex] = "DTEND" + head + ":" + end
    return result
  }

  /// `;TZID=…` and `;VALUE=DATE` (or PERIOD) of a date property, the
  /// default `VALUE=DATE-TIME` left out.
  private static func dateParameters(_ property: ContentLineProperty) -> String {
    var text = ""
    if let zone = property.parameter("TZID") { text += ";TZID=" + zone }
    if let value = property.parameter("VALUE")?.uppercased(), value != "DATE-TIME" { text += ";VALUE=" + value }
    return text
  }

  /// A TRIGGER: a date-time as written, or a duration counted, with
  /// `RELATED=END` kept (START is the default).
  private static func trigger(_ property: ContentLineProperty) -> String {
    if property.parameter("VALUE")?.uppercased() == "DATE-TIME" { return "AT " + property.value.uppercased() }
    let related = property.parameter("RELATED")?.uppercased() == "END" ? "END " : ""
    return related + duration(property.value)
  }

  /// A duration (RFC 5545 §3.3.6) as `±DAYSdSECONDSs`, weeks counted as
  /// seven days; text that is no duration, upper-cased as written.
  static func duration(_ text: String) -> String {
    var scalars = Substring(text.uppercased()).unicodeScalars[...]
    var sign = "+"
    if let first = scalars.first, first == "+" || first == "-" {
      sign = first == "-" ? "-" : "+"
      scalars = scalars.dropFirst()
    }
    guard scalars.first == "P" else { return text.uppercased() }
    scalars = scalars.dropFirst()
    var days = 0
    var seconds = 0
    var number = ""
    var inTime = false
    var any = false
    for scalar in scalars {
      switch scalar {
      case "0"..."9": number.unicodeScalars.append(scalar)
      case "T":
        guard number.isEmpty, !inTime else { return text.uppercased() }
        inTime = true
      case "W", "D", "H", "M", "S":
        guard let count = Int(number), count < 1_000_000 else { return text.uppercased() }
        number = ""
        any = true
        switch (scalar, inTime) {
        case ("W", false): days += count * 7
        case ("D", false): days += count
        case ("H", true): seconds += count * 3600
        case ("M", true): seconds += count * 60
        case ("S", true): seconds += count
        default: return text.uppercased()
        }
      default: return text.uppercased()
      }
    }
    guard any, number.isEmpty else { return text.uppercased() }
    if days == 0, seconds == 0 { sign = "+" }
    return "\(sign)\(days)d\(seconds)s"
  }
}
