#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One occurrence of a reminder as an app hands it to EventKit or a
/// notification: real moments, not wall-clock text.
///
/// For an all-day occurrence, ``start`` is the day's first moment in the
/// zone asked for; EventKit wants an all-day event's dates as the day
/// itself, which ``day`` gives (`day.dateComponents`).
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
  /// The title, marked when the day is a make-up workday (`上班 (补班)`)
  /// and when it is provisional (`上班 (暂定)`, `Clock in (provisional)`).
  public var title: String
  /// The notes: the reminder's own, then what the day is (`调休上班
  /// make-up workday: 国庆节`) and what a provisional day rests on.
  public var notes: String?
  /// The identifier the same occurrence has in the .ics text
  /// (`20261010-clock-in@workday-ics`): stable across runs, so that an app
  /// can find the event it made for this occurrence and update it.
  public var uid: String
  /// Each alarm's offset from ``start``, in seconds (negative: before), as
  /// `EKAlarm(relativeOffset:)` takes it.
  public var alarmOffsets: [TimeInterval]
  /// When each alarm rings: ``start`` plus each of ``alarmOffsets``, for a
  /// local notification's trigger.
  public var alarmDates: [Date] { alarmOffsets.map { start.addingTimeInterval($0) } }
  /// Whether the day is a make-up workday a notice (or the law's
  /// prediction) makes, 调休上班, as the title marks it: a working weekend
  /// day of a person's or company's own arrangement (an overlay) is not
  /// (``WorkdayCalendar/Day/isOfficialMakeUpWorkday``).
  public var isMakeUpWorkday: Bool
  /// Whether the day rests on something other than a notice: a prediction
  /// from the law (``ProvisionalYear``), or the regular week assumed where
  /// no data covers it (``WorkdayCalendar/assumesRegularWeek``). A
  /// notice can still change such a day. The December of the newest
  /// notice's year is not provisional, though the next notice may still
  /// move its last days (see
  /// ``WorkdayCalendar/yearsWithUnsettledDecember(from:through:)``).
  public var isProvisional: Bool

  /// Creates an occurrence, as a test of an app's own code may want one.
  public init(
    day: CivilDate, start: Date, end: Date, isAllDay: Bool, title: String, notes: String? = nil, uid: String,
    alarmOffsets: [TimeInterval] = [], isMakeUpWorkday: Bool = false, isProvisional: Bool = false
  ) {
    self.day = day
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.title = title
    self.notes = notes
    self.uid = uid
    self.alarmOffsets = alarmOffsets
    self.isMakeUpWorkday = isMakeUpWorkday
    self.isProvisional = isProvisional
  }
}
