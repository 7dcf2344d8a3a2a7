import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason an .ics file cannot be read, with the file's name, the line
/// where the offending property starts and the cause an app can switch on:
/// `old.ics:12: DTSTART: expected a date-time such as 20261010T090000, got 2026-10-10`.
///
/// The reader refuses a file whose bytes are not UTF-8, that is not an
/// iCalendar file, or whose rules would make it do too much work (more
/// than a million occurrences, or fifty million steps of rules that rarely
/// match). What it cannot read in a calendar (a start, rule, date,
/// duration or trigger, an unknown time zone, an event that is never
/// ended) it skips rather than guess, and lists as these values, each
/// with ``skippedPart``, in ``ICalendarOccurrences/skipped``.
///
/// It is a `LocalizedError`: `localizedDescription` is ``description``, and
/// ``description(in:)`` gives the line in Chinese.
public struct ICalendarReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, for an app to act on.
  public enum Cause: Hashable, Sendable {
    /// The bytes are not UTF-8 text (RFC 5545 calendars are UTF-8): a
    /// file saved in another encoding, such as GBK.
    case notUTF8
    /// The text does not start with `BEGIN:VCALENDAR`.
    case notICalendar
    /// A line that is not `NAME:VALUE`.
    case malformedLine
    /// An `END:` that does not close the component open inside an event.
    case unbalancedComponent
    /// A VEVENT without DTSTART.
    case missingStart
    /// A VEVENT that is never ended.
    case unendedEvent
    /// A property's value that cannot be read (`DTSTART`, `DTEND`,
    /// `DURATION`, `TRIGGER`…), with the property's name and the value's
    /// start as written.
    case invalidValue(property: String, value: String)
    /// An RRULE the library's parser refuses, and why.
    case invalidRule(RecurrenceRuleError)
    /// A TZID that names no time zone known here.
    case unknownTimeZone(String)
    /// More occurrences than the reader gives for one file.
    case tooManyOccurrences(limit: Int)
    /// Rules that take more steps to expand than the reader takes for one file.
    case tooMuchWork(steps: Int)
  }

  /// The file's name, as the caller gave it.
  public var source: String
  /// The physical line where the offending property starts (1-based).
  public var line: Int
  /// What was wrong, for an app to switch on.
  public var cause: Cause
  /// What was wrong, such as `DTSTART: expected a date such as 20261010, got 2026`.
  public var message: String
  /// What the reader left out for it and read on without, such as `the
  /// RRULE` or `the VEVENT of line 12`, for an entry of
  /// ``ICalendarOccurrences/skipped``; nil for an error that stopped the
  /// reading.
  public var skippedPart: String?

  /// Creates an error.
  init(source: String, line: Int, cause: Cause, message: String) {
    self.source = source
    self.line = line
    self.cause = cause
    self.message = message
  }

  /// `old.ics:12: DTSTART: expected …`, and for a part skipped `; skipped
  /// the VEVENT of line 12`.
  public var description: String {
    "\(source):\(line): \(message)" + (skippedPart.map { "; skipped \($0)" } ?? "")
  }

  /// The line in `language`: ``description`` in English; in Chinese, such
  /// as `old.ics:12: DTSTART 的值无法读取：2026-10-10`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    let text: String
    switch cause {
    case .notUTF8: text = "不是 UTF-8 文本：iCalendar 文件应为 UTF-8 编码（文件是否以 GBK 等其他编码保存？）"
    case .notICalendar: text = "不是 iCalendar 文件：应以 BEGIN:VCALENDAR 开头"
    case .malformedLine: text = "无法读取的行：应为 名称:值（NAME:VALUE）"
    case .unbalancedComponent: text = "VEVENT 内的组件未正确结束"
    case .missingStart: text = "VEVENT 缺少 DTSTART"
    case .unendedEvent: text = "VEVENT 未结束：文件结束前应有 END:VEVENT"
    case .invalidValue(let property, let value): text = "\(property) 的值无法读取：\(value)"
    case .invalidRule(let error): text = "RRULE 无法读取：\(error.description(in: .chinese))"
    case .unknownTimeZone(let name): text = "未知时区 \(name)：应为 IANA 名称（如 Asia/Shanghai）或 Windows 名称"
    case .tooManyOccurrences(let limit): text = "文件的重复事件超过 \(limit) 次（单个文件的上限）"
    case .tooMuchWork(let steps): text = "文件的重复规则展开超过 \(steps) 步（单个文件的上限）"
    }
    return "\(source):\(line): \(text)" + (skippedPart.map { "（已跳过：\($0)）" } ?? "")
  }
}

extension ICalendarReadError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
