/// When a reminder's alarm goes off, as people say it: an amount of time
/// before the start (`10m`, `1h`, `1d`, `0` for at the start), or a
/// wall-clock time on a day relative to the event's day (`-1d 21:00` for
/// "21:00 the evening before", `08:00` for "08:00 the same day").
///
///     .before(.minutes(10))                                         // 10 minutes before the start
///     .before(.hours(1))
///     .atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!) // 21:00 the evening before
///     AlarmTrigger(parsing: "-1d 21:00")                            // from text a user typed
///
/// There is no `.minutes(10)` alone: it would not say before or after.
public enum AlarmTrigger: Hashable, Sendable {
  /// This long before the event starts.
  case before(ICalendarDuration)
  /// At this time of day, `dayOffset` days from the event's day (−1: the day before).
  case atTime(dayOffset: Int, time: TimeOfDay)

  /// Parses `10m`, `1h30m`, `1d`, `0` (a time before the start), `21:00`
  /// (that time on the event's day), or a day and a time: `-1d 21:00` the
  /// day before, `0d 08:00` (or `-0d`, `+0d`) the same day, `+1d 08:00` the
  /// day after; `nil` for anything else. A day other than 0 needs its
  /// sign, since `1d 08:00` could mean either.
  public init?(parsing text: String) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    if parts.count == 1, let time = TimeOfDay(parsing: parts[0]) {
      self = .atTime(dayOffset: 0, time: time)
    } else if parts.count == 1, let duration = ICalendarDuration(parsing: parts[0]) {
      self = .before(duration)
    } else if parts.count == 2, parts[0].hasSuffix("d"),
      parts[0].hasPrefix("-") || parts[0].hasPrefix("+") || parts[0] == "0d",
      let days = Digits.signed(parts[0].dropLast()), abs(days) <= Self.maximumDayOffset,
      let time = TimeOfDay(parsing: parts[1])
    {
      self = .atTime(dayOffset: days, time: time)
    } else {
      return nil
    }
  }

  /// The most days from the event's day an alarm at a time of day may be:
  /// a year's, either way.
  static let maximumDayOffset = 366

  /// What a trigger of the right form but too far from the event should
  /// be (`10000d`: "a time at most 1000 days before the start"), or nil
  /// when `text` is not such a trigger.
  package static func limitExceeded(_ text: String) -> String? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    if parts.count == 1, ICalendarDuration.exceedsMaximum(parts[0]) {
      return "a time at most \(ICalendarDuration.maximumDays) days (\(ICalendarDuration.maximumDays)d) before the start"
    }
    if parts.count == 2, parts[0].hasSuffix("d"), parts[0].hasPrefix("-") || parts[0].hasPrefix("+"),
      parts[0].dropFirst().dropLast().allSatisfy(\.isASCII), parts[0].dropFirst().dropLast().allSatisfy(\.isNumber),
      parts[0].count > 2, TimeOfDay(parsing: parts[1]) != nil
    {
      return "a day at most \(maximumDayOffset) days from the event's day, such as '-1d 21:00'"
    }
    return nil
  }

  /// The trigger as an offset from an event starting at `start` on its day
  /// (midnight for an all-day event), counted on the wall clock.
  public func offset(fromStartAt start: TimeOfDay) -> ICalendarDuration {
    switch self {
    case .before(let duration):
      return ICalendarDuration(seconds: -duration.seconds)
    case .atTime(let dayOffset, let time):
      return ICalendarDuration(seconds: dayOffset * 86_400 + time.secondsSinceMidnight - start.secondsSinceMidnight)
    }
  }

  /// Why the trigger is unlikely to be what was meant for an event
  /// starting at `start` (nil: all day, starting at midnight), or nil:
  /// an alarm after a timed event's start, one after an all-day event's
  /// day (an alarm during the day, such as `08:00`, is the usual one), or
  /// an all-day event's alarm counted back from midnight into the evening
  /// before.
  public func caveat(forStartAt start: TimeOfDay?) -> String? {
    let offset = self.offset(fromStartAt: start ?? .midnight).seconds
    if let start, offset > 0 {
      return "rings after the event starts (at \(start.iso8601.prefix(5)))"
    }
    if start == nil, offset >= 86_400 {
      return "rings after the all-day event's day is over"
    }
    if start == nil, case .before(let duration) = self, duration.seconds > 0, duration.seconds % 86_400 != 0 {
      let clock = TimeOfDay(validSecondsSinceMidnight: (86_400 - duration.seconds % 86_400) % 86_400)
      return
        "rings at \(clock.iso8601.prefix(5)) the evening before, since an all-day event starts at midnight; for a time of day say '-1d 21:00' or '08:00'"
    }
    return nil
  }

  /// How the trigger reads in `language`: `10 minutes before` or
  /// `提前10分钟`, `21:00 the day before` or `前一天21:00`.
  public func phrase(in language: Language) -> String {
    guard language == .chinese else { return phrase }
    switch self {
    case .before(let duration) where duration.seconds == 0: return "开始时"
    case .before(let duration) where duration.seconds < 0: return "开始后" + Self.spellChinese(-duration.seconds)
    case .before(let duration): return "提前" + Self.spellChinese(duration.seconds)
    case .atTime(let dayOffset, let time):
      let clock = String(time.iso8601.prefix(5))
      switch dayOffset {
      case 0: return "当天\(clock)"
      case -1: return "前一天\(clock)"
      case 1: return "后一天\(clock)"
      default: return dayOffset < 0 ? "\(-dayOffset)天前\(clock)" : "\(dayOffset)天后\(clock)"
      }
    }
  }

  private static func spellChinese(_ seconds: Int) -> String {
    var text = ""
    var rest = seconds
    for (size, name) in [(86_400, "天"), (3600, "小时"), (60, "分钟"), (1, "秒")] where rest >= size {
      text += "\(rest / size)\(name)"
      rest %= size
    }
    return text
  }

  /// How the trigger reads in an alarm's text, such as `10 minutes before`
  /// or `21:00 the day before`.
  public var phrase: String {
    switch self {
    case .before(let duration) where duration.seconds == 0: return "at the start"
    case .before(let duration) where duration.seconds < 0: return Self.spell(-duration.seconds) + " after"
    case .before(let duration): return Self.spell(duration.seconds) + " before"
    case .atTime(let dayOffset, let time):
      let clock = String(time.iso8601.prefix(5))
      switch dayOffset {
      case 0: return "\(clock) the same day"
      case -1: return "\(clock) the day before"
      case 1: return "\(clock) the day after"
      default: return dayOffset < 0 ? "\(clock), \(-dayOffset) days before" : "\(clock), \(dayOffset) days after"
      }
    }
  }

  private static func spell(_ seconds: Int) -> String {
    var parts: [String] = []
    var rest = seconds
    for (size, name) in [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")] where rest >= size {
      let count = rest / size
      rest %= size
      parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
    }
    return parts.joined(separator: " ")
  }
}
