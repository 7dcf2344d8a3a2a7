/// One occurrence of a reminder laid over the official calendar, and why it
/// is there: what ``WorkdayOccurrences`` gives.
package struct WorkdayOccurrence: Hashable, Sendable {
  /// Why an occurrence is where it is.
  ///
  /// The cases are in order of precedence: when two occurrences land on
  /// the same moment, the one whose reason comes first is the one given
  /// (the rule's own day before a day moved onto it, a moved day before
  /// a make-up workday that is also added).
  package enum Reason: Hashable, Comparable, Sendable {
    /// One of the base's own days, and a working day: a day of the rule
    /// or of the work week.
    case ruleDay
    /// A working day picked by a ``WorkdaySelector``.
    case pickedWorkday
    /// One of the base's days that is not a working day, kept
    /// (``DaySelection/DayOffPolicy/keep``).
    case dayOffKept
    /// One of the base's days that is not a working day, `from`, moved to
    /// the next or previous working day
    /// (``DaySelection/DayOffPolicy/nextWorkday``,
    /// ``DaySelection/DayOffPolicy/previousWorkday``).
    case moved(from: CivilDate)
    /// A make-up workday (调休上班), added.
    case makeUpWorkday
  }

  /// When it is: the base's time of day on the day it lands on (midnight
  /// for whole days).
  package var moment: LocalDateTime
  /// Why it is there.
  package var reason: Reason

  /// The day it lands on.
  package var date: CivilDate { moment.date }

  /// Creates an occurrence.
  package init(moment: LocalDateTime, reason: Reason) {
    self.moment = moment
    self.reason = reason
  }
}
