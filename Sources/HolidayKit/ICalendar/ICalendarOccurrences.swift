#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The occurrences an iCalendar file describes, as a calendar app would
/// show them: each VEVENT's start, and for a recurring one every start its
/// RRULE, RDATE and EXDATE give. Used to compare two versions of a
/// calendar ("what did the new notice change?").
///
/// Reads what calendars in the wild contain: folded lines, parameters,
/// dates, zoned, UTC and floating date-times, comma lists. Recurrence
/// overrides (`RECURRENCE-ID`) are not applied. A rule without `COUNT` or
/// `UNTIL` is followed through the end of the ``unboundedYears``th year
/// from its start (the start's year counting as the first).
public enum ICalendarOccurrences {
  /// One occurrence: when it starts, as written (`2026-10-09`,
  /// `2026-10-09T09:00:00`, or with `Z` for UTC), and its title.
  public struct Occurrence: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The start, in ISO 8601.
    public var start: String
    /// The SUMMARY, unescaped.
    public var summary: String

    /// Creates an occurrence.
    public init(start: String, summary: String) {
      self.start = start
      self.summary = summary
    }

    /// Ordered by start, then title.
    public static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
      (lhs.start, lhs.summary) < (rhs.start, rhs.summary)
    }

    /// `2026-10-09T09:00:00 上班`.
    public var description: String { "\(start) \(summary)" }
  }

  /// A reason a file cannot be read, with its line number.
  public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name, for messages.
    public var source: String
    /// The physical line where the offending property starts (1-based).
    public var line: Int
    /// What was wrong.
    public var message: String

    /// `old.ics:12: DTSTART: expected …`.
    public var description: String { "\(source):\(line): \(message)" }
  }

  /// How far a rule without an end is followed.
  public static let unboundedYears = 20

  /// The most occurrences read from one file.
  public static let maximumOccurrences = 1_000_000

  /// The occurrences of every VEVENT in `text`, sorted, repeats removed.
  ///
  /// - Throws: ``ReadError`` for a file that is not an iCalendar file or
  ///   has a start, rule or date it cannot read.
  public static func read(_ text: String, source: String) throws(ReadError) -> [Occurrence] {
    let lines = ContentLine.unfoldNumbered(text)
    guard lines.first?.text.uppercased() == "BEGIN:VCALENDAR" else {
      throw ReadError(source: source, line: 1, message: "not an iCalendar file: expected BEGIN:VCALENDAR")
    }
    var result: Set<Occurrence> = []
    var event: [(number: Int, property: Property)]?
    var eventLine = 0
    var depth = 0
    for line in lines {
      let property = try Property(line.text, source: source, line: line.number)
      if property.name == "BEGIN" {
        if property.value.uppercased() == "VEVENT", depth == 0 {
          event = []
          eventLine = line.number
        }
        depth += event == nil ? 0 : 1
      } else if property.name == "END", event != nil {
        depth -= 1
        if depth == 0, let properties = event {
          result.formUnion(try occurrences(of: properties, source: source, line: eventLine))
          guard result.count <= maximumOccurrences else {
            throw ReadError(source: source, line: line.number, message: "more than \(maximumOccurrences) occurrences")
          }
          event = nil
        }
      } else if depth == 1 {
        event?.append((line.number, property))
      }
    }
    return result.sorted()
  }

  /// One content line split into name, parameters and value.
  struct Property {
    var name: String
    var parameters: [String: String] = [:]
    var value: String

    init(_ text: String, source: String, line: Int) throws(ReadError) {
      // Scalars, not characters: a value may start with a combining mark,
      // which would make one character of the colon and the mark.
      let scalars = text.unicodeScalars
      var inQuotes = false
      var colon: String.UnicodeScalarView.Index?
      for index in scalars.indices {
        let scalar = scalars[index]
        if scalar == "\"" { inQuotes.toggle() }
        if scalar == ":", !inQuotes {
          colon = index
          break
        }
      }
      guard let colon else {
        throw ReadError(source: source, line: line, message: "expected NAME:VALUE, got \(String(scalars.prefix(40)))")
      }
      value = String(scalars[scalars.index(after: colon)...])
      let head = String(scalars[..<colon]).split(separator: ";", omittingEmptySubsequences: false)
      name = String(head.first ?? "").uppercased()
      for parameter in head.dropFirst() {
        let parts = parameter.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        var value = parts[1]
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
        parameters[parts[0].uppercased()] = String(value)
      }
    }
  }

  /// A DTSTART-like value: the moment, whether it is a date, and its zone.
  private struct Start {
    var moment: LocalDateTime
    var isDate: Bool
    var isUTC: Bool
    var zone: TimeZone?

    var text: String {
      isDate ? moment.date.iso8601 : moment.iso8601 + (isUTC ? "Z" : "")
    }
  }

  private static func start(
    _ text: String, parameters: [String: String], name: String, source: String, line: Int
  ) throws(ReadError) -> Start {
    if parameters["VALUE"]?.uppercased() == "DATE" || (text.count == 8 && !text.contains("T")) {
      guard let date = CivilDate(basicFormat: text) else {
        throw ReadError(source: source, line: line, message: "\(name): expected a date such as 20261010, got \(text)")
      }
      return Start(moment: LocalDateTime(date: date, time: .midnight), isDate: true, isUTC: false, zone: nil)
    }
    let isUTC = text.hasSuffix("Z")
    guard let moment = LocalDateTime(parsing: isUTC ? String(text.dropLast()) : text) else {
      throw ReadError(
        source: source, line: line, message: "\(name): expected a date-time such as 20261010T090000, got \(text)")
    }
    var zone: TimeZone? = isUTC ? TimeZone(identifier: "UTC") : nil
    if !isUTC, let identifier = parameters["TZID"] {
      guard let named = TimeZone(ianaName: identifier) else {
        throw ReadError(source: source, line: line, message: "\(name): unknown time zone \(identifier)")
      }
      zone = named
    }
    return Start(moment: moment, isDate: false, isUTC: isUTC, zone: zone)
  }

  private static func occurrences(of properties: [(number: Int, property: Property)], source: String, line: Int)
    throws(ReadError) -> [Occurrence]
  {
    let summary = properties.first { $0.property.name == "SUMMARY" }.map { TextValue.unescaped($0.property.value) } ?? ""
    guard let dtstart = properties.first(where: { $0.property.name == "DTSTART" }) else {
      throw ReadError(source: source, line: line, message: "a VEVENT has no DTSTART")
    }
    let first = try start(
      dtstart.property.value, parameters: dtstart.property.parameters, name: "DTSTART", source: source,
      line: dtstart.number)
    let rules = properties.filter { $0.property.name == "RRULE" }
    let extras = properties.filter { $0.property.name == "RDATE" }
    guard !rules.isEmpty || !extras.isEmpty else { return [Occurrence(start: first.text, summary: summary)] }
    var set = RecurrenceSet(start: first.moment, timeZone: first.zone)
    var bounded = true
    for rule in rules {
      do {
        let parsed = try RecurrenceRule(parsing: rule.property.value)
        if case .never = parsed.end { bounded = false }
        set.rules.append(parsed)
      } catch {
        throw ReadError(source: source, line: rule.number, message: "RRULE: \(error)")
      }
    }
    func moments(_ name: String) throws(ReadError) -> [LocalDateTime] {
      var result: [LocalDateTime] = []
      for item in properties where item.property.name == name {
        for value in item.property.value.split(separator: ",") {
          let parsed = try start(
            String(value), parameters: item.property.parameters, name: name, source: source, line: item.number)
          result.append(parsed.moment)
        }
      }
      return result
    }
    set.extraDates = try moments("RDATE")
    set.excludedDates = try moments("EXDATE")
    let horizon = CivilDate(year: min(first.moment.date.year + unboundedYears - 1, 9999), month: 12, day: 31)
      .map { LocalDateTime(date: $0, time: TimeOfDay(hour: 23, minute: 59, second: 59) ?? .midnight) }
    let window = RecurrenceWindow(to: bounded ? nil : horizon)
    var result: [Occurrence] = []
    for moment in set.occurrences(window: window) {
      let occurrence = Start(moment: moment, isDate: first.isDate, isUTC: first.isUTC, zone: first.zone)
      result.append(Occurrence(start: occurrence.text, summary: summary))
      guard result.count <= maximumOccurrences else {
        throw ReadError(source: source, line: dtstart.number, message: "more than \(maximumOccurrences) occurrences")
      }
    }
    return result
  }
}
