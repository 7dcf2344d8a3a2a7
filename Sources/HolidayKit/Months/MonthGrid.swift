/// A month laid out as `cal(1)` does, Monday first: the days it shows, as
/// the calendar says them (``WorkdayCalendar/Day``), what marks each
/// (``DayMark``) and what the month as a whole has (a predicted day, the
/// regular week assumed, an overlay's working day…). These are facts; how
/// a month is printed, as text or as a picture, is the command line's.
package struct MonthGrid: Sendable {
  /// The month's first day.
  package let month: CivilDate
  /// Every day of the month, as the calendar says it.
  package let days: [WorkdayCalendar.Day]

  /// Lays out the month containing `date`.
  ///
  /// - Throws: ``CoverageError`` when the calendar cannot tell a day's kind.
  package init(monthOf date: CivilDate, calendar: WorkdayCalendar) throws {
    let first = CivilDate(uncheckedYear: date.year, month: date.month, day: 1)
    month = first
    days = try calendar.days(from: first, through: Self.lastDay(of: first))
  }

  /// The month's last day.
  package var lastDay: CivilDate { Self.lastDay(of: month) }

  private static func lastDay(of first: CivilDate) -> CivilDate {
    CivilDate(
      uncheckedYear: first.year, month: first.month,
      day: CivilDate.daysInMonth(year: first.year, month: first.month))
  }

  /// Whether some of the month's days are predicted from the law (no
  /// notice yet: ``WorkdayCalendar/WithoutNotice/provisional(_:)``), as
  /// the days say; the title and the legend mark it.
  package var hasPredictedDays: Bool {
    days.contains { if case .provisional = $0.withoutNotice { true } else { false } }
  }

  /// Whether some of the month's days are answered from the regular week
  /// assumed (``WorkdayCalendar/WithoutNotice/assumedWeek``), as the days
  /// say; the legend names the month's year.
  package var hasAssumedWeek: Bool { days.contains { $0.withoutNotice == .assumedWeek } }

  /// Whether the month has a working day an own arrangement lists
  /// (``DayMark/overlayWorkday``; ``WorkdayCalendar/Day/isOwnWorkday``).
  package var hasOverlayWorkdays: Bool { days.contains(where: \.isOwnWorkday) }

  /// Whether the month has a 调休 make-up workday a notice (or the law's
  /// prediction) makes, which the legend's 补班 explains.
  package var hasOfficialMakeUpWorkdays: Bool { days.contains(where: \.isOfficialMakeUpWorkday) }

  /// Whether the month has a day the work week treats unlike Monday to
  /// Friday (a working Saturday or Sunday, a Monday to Friday off).
  package var hasWorkWeekDays: Bool { days.contains { DayMark($0).isWorkWeekDay } }

  /// Whether a day of the month has a group's half day off
  /// (``WorkdayCalendar/Day/halfDayOff``), whatever its mark.
  package var hasHalfDaysOff: Bool { days.contains { $0.halfDayOff != nil } }

  /// Whether a day as every week has it (``DayMark/isAsEveryWeek``) has
  /// a group's half day off: the days whose half day off is their only
  /// mark.
  package var hasHalfDaysOffOnUnmarkedDays: Bool {
    days.contains { $0.halfDayOff != nil && DayMark($0).isAsEveryWeek }
  }
}
