import HolidayKit

/// Something a calendar of reminders (``CalendarGeneration``) does as
/// asked but that may not be what was meant: a value, worded by whoever
/// shows it.
package enum CalendarWarning: Hashable, Sendable {
  /// A reminder built on a rule that leaves out make-up workdays of the
  /// range that nobody asked to leave out.
  case missedMakeUpDays(title: String, days: [CivilDate])
  /// The reminder's last working day `day` before days off the law names
  /// (`before`, a statutory day) but no notice covers yet: it has no event.
  case beforeUnpublishedDaysOff(title: String, day: CivilDate, before: StatutoryDay)
  /// Days off of the reminder's rule that the policy would move out of
  /// the range (``HolidayKit/DayLeftOut/Reason/movedOutOfRange(to:)``),
  /// in order.
  case daysMovedOutOfRange(title: String, days: [DayLeftOut])
  /// Days off of the reminder's rule that the policy would move before
  /// the rule's start `ruleStart`, where nothing moves
  /// (``HolidayKit/DayLeftOut/Reason/movedBeforeRuleStart(to:start:)``), in order.
  case daysMovedBeforeRuleStart(title: String, days: [DayLeftOut], ruleStart: CivilDate)
  /// An alarm of the reminder unlikely to be what was meant
  /// (``HolidayKit/AlarmTrigger/caveat(forStartAt:)``), with its phrase.
  case alarm(title: String, phrase: String, caveat: String)
  /// The calendar at `index` of the request has no events in the range.
  case emptyCalendar(index: Int)
}
