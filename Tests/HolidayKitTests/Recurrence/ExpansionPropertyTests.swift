import Foundation
import TestSupport
import Testing

@testable import HolidayKit

/// Properties every expansion must have, checked over many generated rules.
struct ExpansionPropertyTests {
  /// A random valid rule and start.
  static func randomCase(_ random: inout SeededGenerator) -> (rule: RecurrenceRule, start: LocalDateTime) {
    func pick<T>(_ values: [T], count: Int) -> [T] {
      Array(values.shuffled(using: &random).prefix(count))
    }
    let frequency = RecurrenceRule.Frequency.allCases.randomElement(using: &random)!
    var rule = RecurrenceRule(uncheckedFrequency: frequency, interval: Int.random(in: 1...4, using: &random))
    func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &random) == 0 }
    if chance(3) { rule.months = pick(Array(1...12), count: Int.random(in: 1...4, using: &random)) }
    if frequency != .weekly, chance(3) {
      rule.daysOfTheMonth = pick(Array(1...31) + Array(-31...(-1)), count: Int.random(in: 1...4, using: &random))
    }
    if chance(2) {
      let numbered = (frequency == .monthly || frequency == .yearly) && chance(2)
      rule.weekdays = pick(Weekday.allCases, count: Int.random(in: 1...3, using: &random)).map {
        .init(ordinal: numbered ? [1, 2, -1, -2, 3].randomElement(using: &random) : nil, weekday: $0)
      }
    }
    if frequency == .yearly, chance(4) {
      rule.daysOfTheYear = pick(Array(1...366) + Array(-366...(-1)), count: Int.random(in: 1...3, using: &random))
    }
    if frequency == .yearly, !rule.weekdays.contains(where: { $0.ordinal != nil }), chance(4) {
      rule.weeks = pick(Array(1...53), count: Int.random(in: 1...3, using: &random))
    }
    if frequency <= .daily || chance(4) {
      rule.hours = pick(Array(0...23), count: Int.random(in: 1...3, using: &random))
    }
    if frequency <= .hourly || chance(5) {
      rule.minutes = pick(Array(0...59), count: Int.random(in: 1...3, using: &random))
    }
    if frequency == .secondly || chance(6) {
      rule.seconds = pick(Array(0...59), count: Int.random(in: 1...3, using: &random))
    }
    if chance(4) { rule.setPositions = pick([1, 2, -1, -2, 3], count: Int.random(in: 1...2, using: &random)) }
    if chance(5) { rule.weekStart = Weekday.allCases.randomElement(using: &random)! }
    let start = LocalDateTime(
      date: CivilDate(daysSinceEpoch: Int.random(in: 7000...22000, using: &random))!,
      time: TimeOfDay(hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random))!)
    return (rule, start)
  }

  static let cases: [(rule: RecurrenceRule, start: LocalDateTime)] = {
    var random = SeededGenerator(seed: 20_261_122)
    return (0..<400).map { _ in randomCase(&random) }.filter { (try? $0.rule.validate()) != nil }
  }()

  static let iso: Calendar = {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// Whether `moment` satisfies every BYxxx part, checked from first
  /// principles rather than with the expansion code.
  static func satisfies(_ moment: LocalDateTime, _ rule: RecurrenceRule) -> Bool {
    let date = moment.date
    let monthLength = CivilDate.daysInMonth(year: date.year, month: date.month)
    let yearLength = CivilDate.daysInYear(date.year)
    if !rule.months.isEmpty, !rule.months.contains(date.month) { return false }
    if !rule.daysOfTheMonth.isEmpty,
      !rule.daysOfTheMonth.contains(date.day), !rule.daysOfTheMonth.contains(date.day - monthLength - 1)
    {
      return false
    }
    if !rule.daysOfTheYear.isEmpty,
      !rule.daysOfTheYear.contains(date.dayOfYear), !rule.daysOfTheYear.contains(date.dayOfYear - yearLength - 1)
    {
      return false
    }
    if !rule.weekdays.isEmpty {
      let inYear = rule.frequency == .yearly && rule.months.isEmpty
      let position = inYear ? date.dayOfYear : date.day
      let length = inYear ? yearLength : monthLength
      let ok = rule.weekdays.contains { item in
        guard item.weekday == date.weekday else { return false }
        guard let ordinal = item.ordinal else { return true }
        return ordinal == (position + 6) / 7 || ordinal == -((length - position) / 7 + 1)
      }
      if !ok { return false }
    }
    if !rule.weeks.isEmpty, rule.weekStart == .monday {
      let components = DateComponents(year: date.year, month: date.month, day: date.day)
      let week = iso.component(.weekOfYear, from: iso.date(from: components)!)
      if !rule.weeks.contains(week) { return false }
    }
    if !rule.hours.isEmpty, !rule.hours.contains(moment.time.hour) { return false }
    if !rule.minutes.isEmpty, !rule.minutes.contains(moment.time.minute) { return false }
    if !rule.seconds.isEmpty, !rule.seconds.contains(moment.time.second) { return false }
    return true
  }

  @Test func generatedCasesAreMostlyValid() { #expect(Self.cases.count > 300) }

  @Test(.timeLimit(.minutes(2))) func occurrencesIncreaseAndSatisfyEveryPart() {
    for (rule, start) in Self.cases {
      let occurrences = Array(rule.occurrences(from: start, includesStart: false).prefix(60))
      #expect(
        zip(occurrences, occurrences.dropFirst()).allSatisfy { $0 < $1 }, "\(rule.rfc5545Text) from \(start.iso8601)")
      for moment in occurrences {
        #expect(moment >= start, "\(rule.rfc5545Text) from \(start.iso8601)")
        #expect(Self.satisfies(moment, rule), "\(moment.iso8601) for \(rule.rfc5545Text) from \(start.iso8601)")
      }
    }
  }

  @Test(.timeLimit(.minutes(2))) func countIsExact() {
    for (rule, start) in Self.cases {
      let unbounded = Array(rule.occurrences(from: start).prefix(25))
      var counted = rule
      counted.end = .afterOccurrences(25)
      #expect(Array(counted.occurrences(from: start)) == unbounded, "\(counted.rfc5545Text) from \(start.iso8601)")
    }
  }

  @Test(.timeLimit(.minutes(2))) func untilIsInclusiveAndMatchesTheUnboundedWalk() {
    for (rule, start) in Self.cases {
      let unbounded = Array(rule.occurrences(from: start).prefix(20))
      guard let last = unbounded.last else { continue }
      var until = rule
      until.end = .until(.floating(last))
      #expect(Array(until.occurrences(from: start)) == unbounded, "\(until.rfc5545Text) from \(start.iso8601)")
    }
  }

  @Test(.timeLimit(.minutes(2))) func windowedEqualsWholeFiltered() {
    for (rule, start) in Self.cases {
      let whole = Array(rule.occurrences(from: start).prefix(80))
      guard whole.count > 10 else { continue }
      let from = whole[whole.count / 3]
      let to = whole[whole.count * 2 / 3]
      let window = RecurrenceWindow(from: from, to: to)
      let expected = whole.filter { $0 >= from && $0 <= to }
      #expect(
        Array(rule.occurrences(from: start, window: window)) == expected, "\(rule.rfc5545Text) from \(start.iso8601)")
    }
  }

  @Test func printedRulesParseBack() throws {
    for (rule, _) in Self.cases {
      #expect(try RecurrenceRule(parsing: rule.rfc5545Text) == rule)
    }
  }
}
