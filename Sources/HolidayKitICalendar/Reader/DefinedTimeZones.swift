import HolidayKit

/// The time zones an .ics file defines for itself: each VTIMEZONE's TZID
/// and the offsets its observances (STANDARD and DAYLIGHT, RFC 5545
/// §3.6.5) give, from each observance's DTSTART and its RRULE or RDATEs.
///
/// The reader hands it each line of a VTIMEZONE as it comes (``take(_:line:)``)
/// and asks it only for a TZID that is no name it knows (an IANA name,
/// one at the end of a TZID, a Windows name): those are read from the time
/// zone database, whatever the file says, so that the file's copy of
/// Europe/Berlin cannot be older than the system's. Exchange's
/// `(UTC-03:00) Brasília`, Lotus Notes' `GMT +0100 (Standard) / GMT +0200
/// (Daylight)` and `custom_…` names are read from the file.
///
/// A zone's offsets are worked out the first time an event names it
/// (``zone(named:)``), so that the VTIMEZONEs of names the database knows
/// cost nothing. An observance's rule without an end is followed through
/// 2200; after its last change a zone keeps the offset it changed to. At
/// most ``maximumChanges`` changes are taken from each observance, and
/// the rules of all of a file's zones may take ``maximumSteps`` steps.
struct DefinedTimeZones {
  /// The zones worked out so far, by TZID as written.
  private var zones: [String: Zone] = [:]
  /// The observances of each VTIMEZONE read, by TZID, with its line.
  private var definitions: [String: (line: Int, observances: [Observance])] = [:]
  /// The steps the observances' rules have taken, for all zones.
  private var steps = 0
  /// What could not be read, each with what was left out for it.
  var skipped: [(error: ICalendarReadError, what: String)] = []

  /// The file's name, for messages.
  let source: String
  /// The VTIMEZONE being read: its TZID, line and observances.
  private var tzid: String?
  private var zoneLine = 0
  private var observances: [Observance] = []
  private var observance: Observance?

  /// The most changes of offset one observance gives.
  static let maximumChanges = 2_000
  /// The most steps (see ``RecurrenceIterator/steps``) the observances'
  /// rules of one file's zones may take together.
  static let maximumSteps = 5_000_000
  /// The last year an endless observance rule is followed through.
  static let lastYear = 2200

  /// One STANDARD or DAYLIGHT component, as read.
  private struct Observance {
    var line: Int
    var isDaylight: Bool
    var start: LocalDateTime?
    var offsetFrom: Int?
    var offsetTo: Int?
    var rules: [(text: String, line: Int)] = []
    var dates: [(text: Substring, line: Int)] = []
  }

  /// Reads none yet, of the file named `source`.
  init(source: String) { self.source = source }

  /// Notes that what `message` says at `line` was left out (`what`).
  private mutating func skip(_ line: Int, _ cause: ICalendarReadError.Cause, _ message: String, _ what: String) {
    skipped.append((ICalendarReadError(source: source, line: line, cause: cause, message: message), what))
  }

  /// Reads one property of a VTIMEZONE, from its BEGIN:VTIMEZONE to its
  /// END:VTIMEZONE; returns whether the VTIMEZONE goes on after it.
  mutating func take(_ property: ContentLineProperty, line: Int) -> Bool {
    let value = property.value.uppercased()
    switch property.name {
    case "BEGIN" where value == "VTIMEZONE":
      zoneLine = line
      tzid = nil
      observances = []
      observance = nil
    case "BEGIN" where value == "STANDARD" || value == "DAYLIGHT":
      observance = Observance(line: line, isDaylight: value == "DAYLIGHT")
    case "END" where observance != nil && (value == "STANDARD" || value == "DAYLIGHT"):
      if let finished = observance { observances.append(finished) }
      observance = nil
    case "END" where value == "VTIMEZONE":
      if let name = tzid, definitions[name] == nil, TimeZoneName.zone(named: name) == nil {
        definitions[name] = (zoneLine, observances)
      }
      observances = []
      return false
    case "TZID" where observance == nil:
      tzid = property.value
    case "DTSTART" where observance != nil:
      let parts = property.value.split(separator: "T")
      if parts.count == 2, let date = CivilDate(basicFormat: parts[0]),
        let time = TimeOfDay(basicFormat: parts[1].hasSuffix("Z") ? parts[1].dropLast() : parts[1])
      {
        observance?.start = LocalDateTime(date: date, time: time)
      } else {
        skip(
          line, .invalidValue(property: "DTSTART", value: ICalendarReader.excerpt(property.value)),
          "DTSTART: expected a local date-time such as 19701025T030000, got \(ICalendarReader.excerpt(property.value))",
          "the observance"
        )
      }
    case "TZOFFSETFROM" where observance != nil, "TZOFFSETTO" where observance != nil:
      guard let offset = Self.offset(property.value) else {
        skip(
          line, .invalidValue(property: property.name, value: ICalendarReader.excerpt(property.value)),
          "\(property.name): expected an offset such as +0800 or -0330, got \(ICalendarReader.excerpt(property.value))",
          "the observance"
        )
        return true
      }
      if property.name == "TZOFFSETFROM" { observance?.offsetFrom = offset } else { observance?.offsetTo = offset }
    case "RRULE" where observance != nil:
      observance?.rules.append((property.value, line))
    case "RDATE" where observance != nil:
      for text in ICalendarReader.values(property) { observance?.dates.append((text, line)) }
    default:
      break
    }
    return true
  }

  /// A UTC offset (`+0800`, `-0330`, `+013045`) in seconds, or nil.
  static func offset(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
      bytes.dropFirst().allSatisfy({ (48...57).contains($0) })
    else { return nil }
    let digits = bytes.dropFirst().map { Int($0) - 48 }
    let hours = digits[0] * 10 + digits[1]
    let minutes = digits[2] * 10 + digits[3]
    let seconds = digits.count == 6 ? digits[4] * 10 + digits[5] : 0
    guard hours < 24, minutes < 60, seconds < 60 else { return nil }
    return (bytes[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
  }

  /// The zone the VTIMEZONE with TZID `name` defines, worked out the
  /// first time it is asked for; nil when no VTIMEZONE read so far defines
  /// it, or none of its observances can be read (named in ``skipped``).
  mutating func zone(named name: String) -> Zone? {
    if let zone = zones[name] { return zone }
    guard let definition = definitions.removeValue(forKey: name) else { return nil }
    var problems: [(Int, ICalendarReadError.Cause, String, String)] = []
    let zone = Self.zone(named: name, definition.observances, steps: &steps) { problems.append(($0, $1, $2, $3)) }
    for problem in problems { skip(problem.0, problem.1, problem.2, problem.3) }
    guard let zone else {
      skip(
        definition.line, .unknownTimeZone(String(name.unicodeScalars.prefix(60))),
        "VTIMEZONE \(String(name.unicodeScalars.prefix(60))): no observance with DTSTART, TZOFFSETFROM and TZOFFSETTO that can be read",
        "the VTIMEZONE"
      )
      return nil
    }
    zones[name] = zone
    return zone
  }

  /// The zone `observances` define, or nil when none can be read; the
  /// steps their rules take are added to `steps`.
  private static func zone(
    named name: String, _ observances: [Observance], steps: inout Int,
    skip: (Int, ICalendarReadError.Cause, String, String) -> Void
  ) -> Zone? {
    var changes: [(instant: Int, type: CompiledZone.LocalTimeType)] = []
    var earliest: (instant: Int, offset: Int)?
    for observance in observances {
      guard let start = observance.start, let from = observance.offsetFrom, let to = observance.offsetTo else {
        continue
      }
      var set = RecurrenceSet(start: start)
      set.endlessRulesThrough = CivilDate(year: lastYear, month: 12, day: 31)
      for rule in observance.rules {
        do {
          set.rules.append(try RecurrenceRule(parsing: rule.text))
        } catch {
          let cause = (error as? RecurrenceRuleError).map(ICalendarReadError.Cause.invalidRule)
          skip(
            rule.line, cause ?? .invalidValue(property: "RRULE", value: ICalendarReader.excerpt(rule.text)),
            "RRULE: \(error)", "the rule")
        }
      }
      for date in observance.dates {
        let parts = date.text.split(separator: "T")
        guard parts.count == 2, let day = CivilDate(basicFormat: parts[0]),
          let time = TimeOfDay(basicFormat: parts[1].hasSuffix("Z") ? parts[1].dropLast() : parts[1])
        else {
          skip(
            date.line, .invalidValue(property: "RDATE", value: ICalendarReader.excerpt(date.text)),
            "RDATE: expected a local date-time such as 19701025T030000, got \(ICalendarReader.excerpt(date.text))",
            "the date"
          )
          continue
        }
        set.extraDates.append(LocalDateTime(date: day, time: time))
      }
      struct TooMany: Error {}
      var count = 0
      let onsets: [Int]
      do {
        onsets = try set.collect { (progress) throws(TooMany) in
          switch progress {
          case .ruleOccurrence(_, let ruleSteps):
            if steps + ruleSteps > maximumSteps { throw TooMany() }
          case .ruleEnded(_, let ruleSteps):
            steps += ruleSteps
            if steps > maximumSteps { throw TooMany() }
          default: break
          }
          count += 1
          if count > maximumChanges { throw TooMany() }
        }
      } catch {
        skip(
          observance.line, .tooManyOccurrences(limit: maximumChanges),
          "\(observance.isDaylight ? "DAYLIGHT" : "STANDARD"): more than \(maximumChanges) changes of offset, or rules that take more than \(maximumSteps) steps",
          "the observance"
        )
        continue
      }
      let type = CompiledZone.LocalTimeType(offset: to, isDaylight: observance.isDaylight)
      for wall in onsets {
        let instant = wall - from
        changes.append((instant, type))
        if earliest == nil || instant < earliest!.instant { earliest = (instant, from) }
      }
    }
    guard let earliest else { return nil }
    let initial = CompiledZone.LocalTimeType(offset: earliest.offset, isDaylight: false)
    return Zone(identifier: name, compiled: CompiledZone(initial: initial, changes: changes))
  }
}
