import Foundation
import Testing

@testable import HolidayKit

/// One stanza of `Fixtures/rfc5545-examples.txt`.
struct RecurrenceStanza: Sendable, CustomTestStringConvertible {
  var title: String
  var timeZone: String?
  var start: String
  var rule: String
  var excluded: [String] = []
  var instances: [String]
  var isComplete: Bool
  var isDate = false
  var testDescription: String { title }

  /// Reads every stanza of a fixture file: blank-line separated, a `#`
  /// title line, then DTSTART, RRULE, optional EXDATE, and INSTANCES or PREFIX.
  static func load(_ name: String) throws -> [RecurrenceStanza] {
    let text = try PackagePaths.fixture(name)
    return text.components(separatedBy: "\n\n").compactMap { block in
      var stanza = RecurrenceStanza(title: "", start: "", rule: "", instances: [], isComplete: true)
      for line in block.split(separator: "\n") {
        if line.hasPrefix("# ") {
          if stanza.title.isEmpty { stanza.title = String(line.dropFirst(2)) }
          continue
        }
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon]
        let value = String(line[line.index(after: colon)...])
        if name.hasPrefix("DTSTART") {
          stanza.start = value
          stanza.isDate = name.contains("VALUE=DATE")
          if let tz = name.split(separator: "=").last, name.contains("TZID") { stanza.timeZone = String(tz) }
        } else if name == "RRULE" {
          stanza.rule = value
        } else if name.hasPrefix("EXDATE") {
          stanza.excluded = value.split(separator: ",").map(String.init)
        } else if name == "INSTANCES" || name == "PREFIX" {
          stanza.instances = value.split(separator: ",").map(String.init)
          stanza.isComplete = name == "INSTANCES"
        }
      }
      return stanza.rule.isEmpty ? nil : stanza
    }
  }

  /// The stanza's set expanded: all of it, or as many as it lists.
  func expand() throws -> [String] {
    if isDate {
      let rule = try RecurrenceRule(parsing: rule)
      let dates = try rule.dates(from: try #require(CivilDate(basicFormat: start)))
      return dates.prefix(isComplete ? instances.count + 10 : instances.count).map(\.basicFormat)
    }
    let zone = try timeZone.map { try #require(Zone(ianaName: $0)) }
    var set = RecurrenceSet(start: try #require(LocalDateTime(parsing: start)), timeZone: zone)
    set.rules = [try RecurrenceRule(parsing: rule)]
    set.excludedDates = try excluded.map { try #require(LocalDateTime(parsing: $0)) }
    let limit = isComplete ? instances.count + 10 : instances.count
    return set.occurrences().prefix(limit).map(\.basicFormat)
  }
}

/// `Fixtures/expansion-cases.txt`: one stanza per behaviour of each part.
struct ExpansionCasesTests {
  static func stanzas() throws -> [RecurrenceStanza] { try RecurrenceStanza.load("expansion-cases.txt") }

  @Test func casesAreLoaded() throws { #expect(try Self.stanzas().count >= 40) }

  @Test(arguments: try stanzas())
  func expansionCase(_ stanza: RecurrenceStanza) throws {
    #expect(try stanza.expand() == stanza.instances)
  }
}

struct RFC5545ExamplesTests {
  static func stanzas() throws -> [RecurrenceStanza] { try RecurrenceStanza.load("rfc5545-examples.txt") }

  @Test func everyExampleIsTranscribed() throws {
    #expect(try Self.stanzas().count == 42)
  }

  @Test(arguments: try stanzas())
  func example(_ stanza: RecurrenceStanza) throws {
    #expect(try stanza.expand() == stanza.instances)
  }

  @Test(arguments: try stanzas())
  func ruleTextRoundTrips(_ stanza: RecurrenceStanza) throws {
    let rule = try RecurrenceRule(parsing: stanza.rule)
    #expect(try RecurrenceRule(parsing: rule.rfc5545Text) == rule)
  }
}
