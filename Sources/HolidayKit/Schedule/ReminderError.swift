#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason reminders cannot be turned into events.
public enum ReminderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A reminder's day that the time zone's clocks skip altogether, such as
  /// 2011-12-30 in Pacific/Apia (which moved across the date line): no time
  /// of that day exists there, so an event on it cannot be made without
  /// landing on another day. Carries the day and the zone's IANA name.
  case missingDay(CivilDate, timeZone: String)
  /// An identifier that cannot go into a UID (see
  /// ``Reminder/isValidIdentifier(_:)``).
  case invalidIdentifier(String)
  /// Two events of one calendar (two reminders, or a reminder and an
  /// app's own event) with the same identifier, which would share UIDs (a calendar app keeps one event of each UID). Titles
  /// that differ only in case or punctuation, such as "Clock in" and
  /// "clock-in", give the same identifier: name them apart with
  /// ``Reminder/init(identifier:title:location:notes:url:time:duration:alarms:selection:isBusy:marksMakeUpDays:language:)``.
  case duplicateIdentifier(String)
  /// A timed reminder's length that is negative (an end before its start)
  /// or longer than 1000 days (``ICalendarDuration/maximumSeconds``): no
  /// calendar can hold such an event. Carries the length in seconds.
  case invalidDuration(seconds: Int)
  /// An alarm further than 1000 days from its event (``AlarmTrigger/before(_:)``)
  /// or a time of day more than 366 days away (``AlarmTrigger/atTime(dayOffset:time:)``).
  case invalidAlarm(AlarmTrigger)

  /// One line saying what is wrong and what to do.
  public var description: String {
    switch self {
    case .missingDay(let day, let timeZone):
      "\(day) does not exist in \(timeZone): its clocks skipped that day; leave it out of the range, or choose all-day events"
    case .invalidIdentifier(let identifier):
      "invalid reminder identifier \(JSONValue.quotedExcerpt(identifier)): expected 1 to 64 ASCII letters, digits, '-', '_' or '.'"
    case .duplicateIdentifier(let identifier):
      "two events of one calendar have the identifier \(JSONValue.quotedExcerpt(identifier)), so they would share UIDs; give each its own identifier"
    case .invalidDuration(let seconds):
      "invalid duration \(seconds) seconds: expected a length from 0 to \(ICalendarDuration.maximumSeconds) seconds (1000 days)"
    case .invalidAlarm(let trigger):
      "invalid alarm '\(trigger.phrase)': expected at most 1000 days before or after the start, or a time of day at most 366 days away"
    }
  }

  /// The line in `language`: ``description`` in English, or in Chinese,
  /// such as `两个事件的标识符都是 "clock-in"，其 UID 会相同；请给每个事件不同的标识符`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    switch self {
    case .missingDay(let day, let timeZone):
      return "\(timeZone) 没有 \(day) 这一天（时钟跳过了这一天）；请把它排除在范围外，或改用全天事件"
    case .invalidIdentifier(let identifier):
      return "提醒标识符 \(JSONValue.quotedExcerpt(identifier)) 无效：应为 1 到 64 个 ASCII 字母、数字、'-'、'_' 或 '.'"
    case .duplicateIdentifier(let identifier):
      return "同一日历的两个事件的标识符都是 \(JSONValue.quotedExcerpt(identifier))，其 UID 会相同；请给每个事件不同的标识符"
    case .invalidDuration(let seconds):
      return "时长 \(seconds) 秒无效：应为 0 到 \(ICalendarDuration.maximumSeconds) 秒（1000 天）"
    case .invalidAlarm(let trigger):
      return "提醒 '\(trigger.phrase(in: .chinese))' 无效：应在开始前后 1000 天以内，或为 366 天以内某天的某个时刻"
    }
  }

  /// Checks that `reminders` can share one calendar: each identifier valid
  /// and used once, each length and alarm one a calendar can hold.
  package static func check(_ reminders: [Reminder]) throws(ReminderError) {
    var seen: Set<String> = []
    for reminder in reminders {
      guard Reminder.isValidIdentifier(reminder.identifier) else {
        throw .invalidIdentifier(reminder.identifier)
      }
      guard (0...ICalendarDuration.maximumSeconds).contains(reminder.duration.seconds) else {
        throw .invalidDuration(seconds: reminder.duration.seconds)
      }
      for trigger in reminder.alarms {
        switch trigger {
        case .before(let duration) where abs(duration.seconds) > ICalendarDuration.maximumSeconds:
          throw .invalidAlarm(trigger)
        case .atTime(let days, _) where abs(days) > AlarmTrigger.maximumDayOffset:
          throw .invalidAlarm(trigger)
        default: continue
        }
      }
      guard seen.insert(reminder.identifier).inserted else { throw .duplicateIdentifier(reminder.identifier) }
    }
  }
}

extension ReminderError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
