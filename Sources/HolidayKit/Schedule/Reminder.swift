#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One reminder of a calendar: what it says, when in the day, which days,
/// and its alarms.
public struct Reminder: Hashable, Sendable {
  /// The part of every UID that names this reminder, such as `clock-in`;
  /// occurrences of the same reminder on the same day keep the same UID.
  public var identifier: String
  /// The title (SUMMARY).
  public var title: String
  /// Where (LOCATION).
  public var location: String?
  /// Notes (DESCRIPTION).
  public var notes: String?
  /// A link (URL).
  public var url: String?
  /// The start time; `nil` for all-day events.
  public var time: TimeOfDay?
  /// The length of a timed event: from 0 to 1000 days
  /// (``ICalendarDuration/maximumSeconds``); any other length throws
  /// ``ReminderError/invalidDuration(seconds:)`` when events are made.
  public var duration: ICalendarDuration
  /// The alarms.
  public var alarms: [AlarmTrigger]
  /// Which days.
  public var selection: DaySelection
  /// Whether the events show as busy (TRANSP:OPAQUE) rather than free.
  public var isBusy: Bool
  /// Whether an event on a make-up workday says so in its title:
  /// `上班 (补班)`.
  public var marksMakeUpDays: Bool
  /// The language of the alarms' descriptions (default: the title's,
  /// ``Language/of(_:)``).
  public var language: Language

  /// The title of the event on a make-up workday, when marked, in the
  /// reminder's ``language``: `上班 (补班)`, `Clock in (make-up workday)`.
  public var makeUpDayTitle: String {
    switch language {
    case .chinese: title + " (补班)"
    case .english: title + " (make-up workday)"
    }
  }

  /// Creates a reminder with every detail.
  ///
  /// - Parameters:
  ///   - identifier: What names the reminder in UIDs (see
  ///     ``isValidIdentifier(_:)``); checked when events are made.
  ///   - title: What the events say.
  ///   - location: Where, if anywhere.
  ///   - notes: Notes for every event, before what the day is.
  ///   - url: A link for every event.
  ///   - time: The time of day, or `nil` for all-day events.
  ///   - duration: How long a timed event lasts.
  ///   - alarms: When the alarms go off.
  ///   - selection: Which days (every working day by default).
  ///   - isBusy: Whether the events show as busy time.
  ///   - marksMakeUpDays: Whether a make-up workday's title says so
  ///     (``makeUpDayTitle``); by default, unless the reminder is for
  ///     make-up workdays only, whose every title would say it.
  ///   - language: The language of alarm texts and marks; by default the
  ///     title's (``Language/of(_:)``).
  public init(
    identifier: String, title: String, location: String? = nil, notes: String? = nil, url: String? = nil,
    time: TimeOfDay?, duration: ICalendarDuration = ICalendarDuration(seconds: 1800), alarms: [AlarmTrigger] = [],
    selection: DaySelection = DaySelection(), isBusy: Bool = false, marksMakeUpDays: Bool? = nil,
    language: Language? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.location = location
    self.notes = notes
    self.url = url
    self.time = time
    self.duration = duration
    self.alarms = alarms
    self.selection = selection
    self.isBusy = isBusy
    self.marksMakeUpDays = marksMakeUpDays ?? ReminderDefaults.marksMakeUpDays(selection)
    self.language = language ?? Language.of(title)
  }

  /// A reminder at `time` of day, named by its title (its identifier in
  /// UIDs derived from it), on every working day by default:
  ///
  ///     Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])
  public init(
    title: String, time: TimeOfDay, duration: ICalendarDuration = .minutes(30), alarms: [AlarmTrigger] = [],
    selection: DaySelection = DaySelection()
  ) {
    self.init(
      identifier: Self.identifier(forTitle: title), title: title, time: time, duration: duration, alarms: alarms,
      selection: selection)
  }

  /// An all-day reminder, named by its title, on every working day by
  /// default; its alarms are counted from the day's midnight, so "21:00
  /// the evening before every make-up workday" is:
  ///
  ///     Reminder.allDay(
  ///       title: "明天补班", alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)],
  ///       selection: DaySelection(onlyMakeUpDays: true))
  public static func allDay(
    title: String, alarms: [AlarmTrigger] = [], selection: DaySelection = DaySelection()
  ) -> Reminder {
    Reminder(
      identifier: identifier(forTitle: title), title: title, time: nil, alarms: alarms, selection: selection)
  }

  /// What about the reminder is unlikely to be what was meant, one line
  /// each, for the user to see: an alarm that rings after the event
  /// starts, or an all-day event's alarm counted back from midnight into
  /// the evening before (``AlarmTrigger/caveat(forStartAt:)``). Empty when
  /// nothing is. Such reminders are made as asked; what can never be right
  /// (a negative length) throws ``ReminderError`` when events are made.
  ///
  ///     Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(-5))]).caveats
  ///     // ["the alarm '5 minutes after' rings after the event starts (at 08:50)"]
  public var caveats: [String] {
    alarms.compactMap { trigger in trigger.caveat(forStartAt: time).map { "the alarm '\(trigger.phrase)' \($0)" } }
  }

  /// The text of an alarm with `trigger`: `Clock in (10 minutes before)`,
  /// or `上班（提前10分钟）` in Chinese.
  public func alarmDescription(_ trigger: AlarmTrigger) -> String {
    switch language {
    case .english: "\(title) (\(trigger.phrase))"
    case .chinese: "\(title)（\(trigger.phrase(in: .chinese))）"
    }
  }

  /// An identifier derived from a title: its letters and digits, lower-cased
  /// and joined by hyphens when the title is ASCII (`Clock in` → `clock-in`),
  /// else `r` and a stable hash of its UTF-8 bytes (`上班` → `r1f2e3d4c`).
  /// Always a valid identifier: words longer than 64 characters in all keep
  /// their first 54 and add the hash.
  public static func identifier(forTitle title: String) -> String {
    let hash = "r" + StableHash.hex32(title)
    guard title.allSatisfy(\.isASCII) else { return hash }
    let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
    guard !words.isEmpty else { return hash }
    let joined = words.map(String.init).joined(separator: "-")
    guard joined.count > 64 else { return joined }
    var kept = joined.prefix(54)
    while kept.last == "-" { kept = kept.dropLast() }
    return String(kept) + "-" + hash
  }

  /// Whether `identifier` is usable in a UID: 1 to 64 ASCII letters,
  /// digits, `-`, `_` or `.`.
  public static func isValidIdentifier(_ identifier: String) -> Bool {
    (1...64).contains(identifier.count)
      && identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
  }
}
