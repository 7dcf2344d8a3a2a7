/// A month laid out as `cal(1)` does, Monday first: the days it shows, as
/// the calendar says them (``WorkdayCalendar/Day``), and what marks them
/// (``DayMark``), either by ANSI colour or by a marker after the day
/// number. Its lines are ``lines(marking:showsYear:today:language:lunar:)``;
/// months side by side and the legend under them are ``CalendarText``, the
/// picture ``CalendarPicture``.
package struct MonthGrid: Sendable {
  /// How official days are shown.
  package enum Marking: Sendable {
    /// A character after the day: `*` for an official day off, `+` for a
    /// make-up workday.
    case markers
    /// ANSI colours: red for an official day off, black on yellow for a
    /// make-up workday, reverse video for today.
    case colors
  }

  /// The marker after an official day off that is not statutory.
  package static let dayOffMarker: Character = "*"
  /// The marker after a statutory holiday (法定节假日).
  package static let statutoryMarker: Character = "!"
  /// The marker after a make-up workday.
  package static let makeUpMarker: Character = "+"
  /// The marker after a Saturday or Sunday that the work week itself
  /// works (`--work-week MO-SA`, a rotating week's long weeks).
  package static let weekendWorkdayMarker: Character = "^"
  /// The marker after a Monday to Friday that the work week itself has
  /// off (`--work-week SU-TH`, a rotating week's short weeks).
  package static let weekdayRestDayMarker: Character = "-"
  /// The marker after a working day an overlay lists on a day the work
  /// week has off: the overlay's, not a make-up workday of a notice.
  package static let overlayWorkdayMarker: Character = "#"
  /// The marker after a working day with a half day off for `--group`
  /// (妇女节, 青年节, 建军节).
  package static let halfDayMarker: Character = "~"

  /// The month's first day.
  package let month: CivilDate
  /// Every day of the month, as the calendar says it.
  package let days: [WorkdayCalendar.Day]

  /// Lays out the month containing `date`.
  ///
  /// - Throws: ``CoverageError`` when the calendar cannot tell a day's kind.
  package init(monthOf date: CivilDate, calendar: WorkdayCalendar) throws {
    let first = CivilDate(uncheckedYear: date.year, month: date.month, day: 1)
    let last = CivilDate(
      uncheckedYear: date.year, month: date.month,
      day: CivilDate.daysInMonth(year: date.year, month: date.month))
    month = first
    days = try calendar.days(from: first, through: last)
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
  /// (marked ``overlayWorkdayMarker``; ``WorkdayCalendar/Day/isOwnWorkday``).
  package var hasOverlayWorkdays: Bool { days.contains(where: \.isOwnWorkday) }

  /// Whether the month has a 调休 make-up workday a notice (or the law's
  /// prediction) makes, which the legend's 补班 explains.
  package var hasOfficialMakeUpWorkdays: Bool { days.contains(where: \.isOfficialMakeUpWorkday) }

  /// Whether the month has a day the work week treats unlike Monday to
  /// Friday (a working Saturday or Sunday, a Monday to Friday off).
  package var hasWorkWeekDays: Bool { days.contains { DayMark($0).isWorkWeekDay } }

  /// Whether a day of the month shows the half-day mark: with colours any
  /// half day off, with marks one that has no mark of its own
  /// (``DayMark/marker``).
  package func showsHalfDays(marking: Marking) -> Bool {
    days.contains { $0.halfDayOff != nil && (marking == .colors || DayMark($0).marker == nil) }
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
  ]

  /// The month's name in `language`: `October 2026` or `2026年10月` with
  /// its year, `October` or `10月` without.
  func name(withYear: Bool, in language: Language) -> String {
    switch (language, withYear) {
    case (.english, true): "\(Self.monthNames[month.month - 1]) \(month.year)"
    case (.english, false): Self.monthNames[month.month - 1]
    case (.chinese, true): "\(month.year)年\(month.month)月"
    case (.chinese, false): "\(month.month)月"
    }
  }

  /// The width of one month block in columns, with lunar dates or without.
  package static func width(lunar: Bool) -> Int { lunar ? 35 : 21 }

  /// The lunar date under a day, two characters wide: the lunar month's
  /// name on its first day (正月, 闰四, 冬月, 腊月), else the day (初五,
  /// 十五, 廿三); a solar term's name on its day instead (清明, 冬至, any of
  /// the 24, each two characters), as a paper calendar prints them; blank
  /// where no lunar date is known.
  package static func lunarLabel(_ date: CivilDate) -> String {
    if let term = SolarTerm(date) { return term.chineseName }
    guard let lunar = LunarDate(date) else { return "    " }
    guard lunar.day == 1 else { return lunar.dayName }
    // 闰四月 and 闰冬月 keep two characters: 闰四, 闰冬.
    return String(lunar.monthName.prefix(2))
  }
}
