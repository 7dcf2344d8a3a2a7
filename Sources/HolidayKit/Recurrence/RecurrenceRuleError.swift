#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason RRULE text, or a rule built in code, is not a valid RFC 5545
/// recurrence rule.
public enum RecurrenceRuleError: Error, Hashable, Sendable {
  /// The text has no `FREQ` part.
  case missingFrequency
  /// A part is not `NAME=VALUE`.
  case malformedPart(String)
  /// A part whose name RFC 5545 does not define, such as `BYWEEKDAY` or an X-name.
  case unknownPart(String)
  /// A part given twice.
  case duplicatePart(String)
  /// A part whose value is malformed or out of range.
  case invalidValue(part: String, value: String, expected: String)
  /// Two parts that RFC 5545 forbids together, such as `COUNT` and `UNTIL`.
  case conflictingParts(String, String)
  /// A part the frequency does not allow, such as `BYWEEKNO` outside
  /// `FREQ=YEARLY`; `reason` says which rule of RFC 5545 §3.3.10 forbids it.
  case notAllowed(part: String, reason: String)
  /// A rule that works below days (`FREQ=HOURLY`, `BYHOUR`, …) with a start
  /// that is a date without a time.
  case needsDateTimeStart(String)
}

extension RecurrenceRuleError: CustomStringConvertible {
  /// One line quoting the offending part and saying what was expected.
  public var description: String {
    switch self {
    case .missingFrequency:
      "missing FREQ: a rule needs one, such as 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'"
    case .malformedPart(let part):
      "malformed part '\(part)': expected NAME=VALUE, such as 'FREQ=DAILY'"
    case .unknownPart(let part):
      "unknown part '\(part)': expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST"
    case .duplicatePart(let name):
      "duplicate part '\(name)': each part may appear once"
    case .invalidValue(let part, let value, let expected):
      "invalid \(part) value '\(value)': expected \(expected)"
    case .conflictingParts(let first, let second):
      "'\(first)' and '\(second)' cannot be used together"
    case .notAllowed(let part, let reason):
      "'\(part)' is not allowed: \(reason)"
    case .needsDateTimeStart(let part):
      "'\(part)' needs a start with a time of day, such as 1997-09-02T09:00:00"
    }
  }

  /// The line in `language`: ``description`` in English, or in Chinese,
  /// such as `重复的部分 'FREQ'：每个部分只能出现一次`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    return switch self {
    case .missingFrequency:
      "缺少 FREQ：规则需要它，如 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'"
    case .malformedPart(let part):
      "格式错误的部分 '\(part)'：应为 名称=值，如 'FREQ=DAILY'"
    case .unknownPart(let part):
      "未知的部分 '\(part)'：应为 FREQ、UNTIL、COUNT、INTERVAL、BYSECOND、BYMINUTE、BYHOUR、BYDAY、BYMONTHDAY、BYYEARDAY、BYWEEKNO、BYMONTH、BYSETPOS 或 WKST"
    case .duplicatePart(let name):
      "重复的部分 '\(name)'：每个部分只能出现一次"
    case .invalidValue(let part, let value, let expected):
      "\(part) 的值 '\(value)' 无效：应为 \(expected)"
    case .conflictingParts(let first, let second):
      "'\(first)' 与 '\(second)' 不能同时使用"
    case .notAllowed(let part, let reason):
      "不允许 '\(part)'：\(reason)"
    case .needsDateTimeStart(let part):
      "'\(part)' 需要带时刻的开始时间，如 1997-09-02T09:00:00"
    }
  }
}

extension RecurrenceRuleError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
