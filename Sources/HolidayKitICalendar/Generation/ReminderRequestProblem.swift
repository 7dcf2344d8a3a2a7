import HolidayKit

/// A reminder of a ``CalendarGeneration/Request`` that is not one: the
/// reminder at `reminder` of the calendar at `calendar` and what is
/// wrong with it, for whoever asked to word it in the names it gave its
/// fields (an option, a JSON path).
package struct ReminderRequestProblem: Error, Hashable, Sendable {
  /// The calendar's index in the request.
  package var calendar: Int
  /// The reminder's index in its calendar.
  package var reminder: Int
  /// What is wrong (``HolidayKit/ReminderRequest/reminder(rangeStart:)``).
  package var problem: ReminderRequest.Problem

  /// The problem of reminder `reminder` of calendar `calendar`.
  package init(calendar: Int, reminder: Int, problem: ReminderRequest.Problem) {
    self.calendar = calendar
    self.reminder = reminder
    self.problem = problem
  }
}
