#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One occurrence of a reminder as an app hands it to EventKit or a
/// notification: real moments, not wall-clock text.
public struct ReminderOccurrence: Hashable, Sendable {
  /// The day it falls on.
  public var day: CivilDate
  /// The start: the reminder's time on ``day`` in the zone, or the day's
  /// first moment for an all-day reminder.
  public var start: Date
  /// The end: the start plus the duration, or the next day's first moment.
  public var end: Date
  /// Whether the reminder is all day.
  public var isAllDay: Bool
  /// The title, marked when the day is a make-up workday (`上班 (补班)`).
  public var title: String
  /// Each alarm's offset from ``start``, in seconds (negative: before), as
  /// `EKAlarm(relativeOffset:)` takes it.
  public var alarmOffsets: [TimeInterval]
  /// Whether the day is a make-up workday (调休上班).
  public var isMakeUpWorkday: Bool
  /// Whether the day comes from a prediction rather than a notice.
  public var isProvisional: Bool
}
