import Foundation
import Testing

@testable import HolidayKit

/// The one recurrence set: walked lazily (`expand`, the workday policy's
/// base) and collected rule by rule (the .ics reader behind `diff`), the
/// two the same set; on a zone's timeline of instants.
struct RecurrenceSetTests {
  static func moment(_ text: String) -> LocalDateTime { LocalDateTime(parsing: text)! }
  static let newYork = Zone(ianaName: "America/New_York")!

  /// A set, described for the table.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var set: RecurrenceSet
    var testDescription: String { name }
  }

  static let cases: [Case] = {
    func set(
      _ start: String, _ zone: Zone?, _ rules: [String], extra: [String] = [], excluded: [String] = [],
      days: [String] = [], includesStart: Bool = true
    ) -> RecurrenceSet {
      var set = RecurrenceSet(start: moment(start), timeZone: zone)
      set.rules = rules.map { try! RecurrenceRule(parsing: $0) }
      set.extraDates = extra.map(moment)
      set.excludedDates = excluded.map(moment)
      set.excludedDays = days.map { CivilDate(iso8601: $0)! }
      set.includesStart = includesStart
      return set
    }
    return [
      Case(name: "a floating weekly rule", set: set("2026-01-05T09:00:00", nil, ["FREQ=WEEKLY;COUNT=5"])),
      Case(
        name: "rules, extras and exclusions in New York across the clock changes",
        set: set(
          "2026-03-01T01:30:00", newYork, ["FREQ=DAILY;COUNT=20", "FREQ=WEEKLY;BYDAY=SU;COUNT=40"],
          extra: ["2026-03-08T02:30:00", "2026-11-01T01:30:00"], excluded: ["2026-03-09T01:30:00"],
          days: ["2026-03-10"])),
      Case(
        name: "a start the rule does not fall on, not an occurrence of its own",
        set: set("2026-01-01T00:00:00", nil, ["FREQ=WEEKLY;BYDAY=MO;COUNT=4"], includesStart: false)),
      Case(
        name: "an endless rule bounded by the set",
        set: {
          var bounded = set("2026-12-25T08:00:00", newYork, ["FREQ=DAILY"])
          bounded.endlessRulesThrough = CivilDate(iso8601: "2027-01-03")!
          return bounded
        }()),
    ]
  }()

  @Test(arguments: cases)
  func collectingGivesTheLazyWalksOccurrences(_ example: Case) throws {
    var timeline = RecurrenceSet.Timeline(example.set.timeZone)
    let lazy = example.set.occurrences().map { timeline.point(wallClock: $0) }
    let collected = example.set.collect { (_: RecurrenceSet.Progress) throws(Never) in }
    #expect(!collected.isEmpty)
    #expect(collected == lazy)
    #expect(collected == collected.sorted() && Set(collected).count == collected.count)
  }

  @Test func aStartTheRuleMissesIsNoOccurrenceWithoutIncludesStart() {
    let set = Self.cases[2].set
    #expect(
      set.occurrences().map(\.iso8601) == [
        "2026-01-05T00:00:00", "2026-01-12T00:00:00", "2026-01-19T00:00:00", "2026-01-26T00:00:00",
      ])
  }

  @Test func anEndlessRuleStopsWhereTheSetSaysAndACountedOneDoesNot() throws {
    var set = Self.cases[3].set
    #expect(set.occurrences().map(\.date.iso8601).last == "2027-01-03")
    set.rules = [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=30")]
    #expect(set.occurrences().map(\.date.iso8601).last == "2027-01-23")
  }

  /// An exclusion by day takes out every time of that day, on the set's
  /// wall clock (an `EXDATE;VALUE=DATE` of a timed event).
  @Test func anExcludedDayTakesOutEveryTimeOfIt() throws {
    var set = RecurrenceSet(start: Self.moment("2026-06-01T09:00:00"), timeZone: Self.newYork)
    set.rules = [try RecurrenceRule(parsing: "FREQ=HOURLY;BYHOUR=9,23;COUNT=6")]
    set.excludedDays = [CivilDate(iso8601: "2026-06-02")!]
    #expect(
      set.occurrences().map(\.iso8601) == [
        "2026-06-01T09:00:00", "2026-06-01T23:00:00", "2026-06-03T09:00:00", "2026-06-03T23:00:00",
      ])
  }

  /// 01:30 on 2026-11-01 happens twice in New York. A rule's 01:30 is the
  /// first pass (RFC 5545); an extra instant at the second pass is another
  /// occurrence, and an exclusion by wall-clock time takes out the first.
  @Test func theSetsTimelineIsInstantsInItsZone() throws {
    var set = RecurrenceSet(start: Self.moment("2026-11-01T01:30:00"), timeZone: Self.newYork)
    set.rules = [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2")]
    let firstPass = 1_793_511_000  // 2026-11-01T05:30:00Z, 01:30 EDT
    let secondPass = firstPass + 3600  // 06:30Z, 01:30 EST
    set.extraInstants = [secondPass]
    let collected = set.collect { (_: RecurrenceSet.Progress) throws(Never) in }
    #expect(collected == [firstPass, secondPass, firstPass + 86_400 + 3600])
    #expect(
      set.occurrences().map(\.iso8601) == [
        "2026-11-01T01:30:00", "2026-11-01T01:30:00", "2026-11-02T01:30:00",
      ])
    set.excludedDates = [Self.moment("2026-11-01T01:30:00")]
    #expect(set.collect { (_: RecurrenceSet.Progress) throws(Never) in } == [secondPass, firstPass + 86_400 + 3600])
  }

  /// Progress reports every occurrence as it is made, repeats included,
  /// rule by rule: what lets the reader bound a file's work at the line
  /// that exceeds it.
  @Test func progressCountsEveryOccurrenceMadeRuleByRule() throws {
    var set = RecurrenceSet(start: Self.moment("2026-01-05T09:00:00"))
    set.rules = [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3"), try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2")]
    set.extraInstants = [Self.moment("2026-01-05T09:00:00").secondsSinceEpoch]
    var reported: [String] = []
    let points = set.collect { (progress: RecurrenceSet.Progress) throws(Never) in
      switch progress {
      case .start: reported.append("start")
      case .ruleOccurrence(let index, _): reported.append("rule \(index)")
      case .ruleEnded(let index, _): reported.append("end \(index)")
      case .extra(let index): reported.append("extra \(index)")
      }
    }
    #expect(points.count == 3)
    #expect(
      reported == ["start", "rule 0", "rule 0", "rule 0", "end 0", "rule 1", "rule 1", "end 1", "extra 0"])
  }
}
