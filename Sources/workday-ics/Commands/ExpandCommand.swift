import Foundation
import HolidayKit

/// `workday-ics expand --start START --rule RRULE`: a rule's occurrences,
/// one per line.
enum ExpandCommand {
  static let specs = [
    OptionSpec(name: "--start", takesValue: true),
    OptionSpec(name: "--rule", takesValue: true),
    OptionSpec(name: "--time-zone", takesValue: true),
    OptionSpec(name: "--limit", takesValue: true),
    OptionSpec(name: "--from", takesValue: true),
    OptionSpec(name: "--to", takesValue: true),
    OptionSpec(name: "--exdate", takesValue: true),
    OptionSpec(name: "--rdate", takesValue: true),
    OptionSpec(name: "--explain", takesValue: false),
  ]

  /// Occurrences printed when nothing else bounds the rule.
  static let defaultLimit = 1000

  static func run(_ arguments: Arguments) throws -> Int32 {
    _ = try arguments.operands("expand", atMost: 0)
    if arguments.has("--explain") {
      Terminal.write(Usage.expandRecipes)
      return 0
    }
    guard let startText = arguments.value("--start"), let ruleText = arguments.value("--rule") else {
      throw UsageError(message: "expand: --start and --rule are required")
    }
    let zone = try QueryOptions.timeZone(arguments.value("--time-zone") ?? "Asia/Shanghai")
    let rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: ruleText)
    } catch let error as RecurrenceRuleError {
      throw InputError(message: "--rule: \(error)")
    }
    let start = try moment(startText, for: "--start", endOfDay: false)
    let isDate = start.isDate
    if isDate, rule.needsTimeOfDay {
      do {
        _ = try rule.dates(from: start.value.date)
      } catch let error as RecurrenceRuleError {
        throw InputError(message: "--rule: \(error)")
      }
    }
    var limit: Int?
    if let text = arguments.value("--limit") {
      guard let value = Int(text), value >= 0 else {
        throw UsageError(message: "invalid --limit '\(text)': expected a number of occurrences such as 10")
      }
      limit = value
    }
    let from = try arguments.value("--from").map { try moment($0, for: "--from", endOfDay: false).value }
    let to = try arguments.value("--to").map { try moment($0, for: "--to", endOfDay: true).value }
    var set = RecurrenceSet(start: start.value, timeZone: isDate ? nil : zone)
    set.rules = [rule]
    set.extraDates = try dates(arguments.values("--rdate"), for: "--rdate")
    set.excludedDates = try dates(arguments.values("--exdate"), for: "--exdate")
    let bounded: Bool
    switch rule.end {
    case .never: bounded = limit != nil || to != nil
    default: bounded = true
    }
    let cap = limit ?? (bounded ? Int.max : defaultLimit)
    var printed = 0
    var text = ""
    var iterator = set.occurrences(window: RecurrenceWindow(from: from, to: to)).makeIterator()
    while printed < cap, let moment = iterator.next() {
      text += (isDate ? moment.date.iso8601 : moment.iso8601) + "\n"
      printed += 1
      if text.utf8.count > 1 << 16 {
        Terminal.write(text)
        text = ""
      }
    }
    Terminal.write(text)
    if !bounded, printed == cap, iterator.next() != nil {
      Terminal.warning(
        "stopped after \(defaultLimit) occurrences of a rule without an end; use --limit N or --to DATE for more")
    }
    return 0
  }

  /// A date or date-time argument: `1997-09-02`, `19970902`,
  /// `1997-09-02T09:00:00` or `19970902T090000`. A date given for `--to`
  /// means the end of that day.
  static func moment(_ text: String, for option: String, endOfDay: Bool) throws(UsageError) -> (value: LocalDateTime, isDate: Bool) {
    if let date = CivilDate(iso8601: text) ?? CivilDate(basicFormat: text) {
      let time = endOfDay ? TimeOfDay(hour: 23, minute: 59, second: 59) ?? .midnight : .midnight
      return (LocalDateTime(date: date, time: time), true)
    }
    if let value = LocalDateTime(parsing: text) { return (value, false) }
    throw UsageError(
      message: "invalid \(option) '\(text)': expected a date such as 1997-09-02 or a date-time such as 1997-09-02T09:00:00 or 19970902T090000")
  }

  private static func dates(_ values: [String], for option: String) throws(UsageError) -> [LocalDateTime] {
    var result: [LocalDateTime] = []
    for value in values {
      for item in value.split(separator: ",") {
        result.append(try moment(String(item), for: option, endOfDay: false).value)
      }
    }
    return result
  }
}
