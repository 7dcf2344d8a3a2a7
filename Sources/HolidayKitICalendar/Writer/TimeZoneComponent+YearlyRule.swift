import HolidayKit

extension TimeZoneComponent {
  /// The yearly rule of a zone's change of offset, as the RRULE of a
  /// STANDARD or DAYLIGHT sub-component writes it: the `week`th `weekday`
  /// of `month` (`FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`, New York's second Sunday
  /// of March) or its last (`BYDAY=-1SU`, Berlin's last Sunday of March).
  ///
  /// The time of day is the sub-component's DTSTART's, in the offset before
  /// the change, every year alike.
  package struct YearlyRule: Hashable, Sendable {
    /// The month, 1 to 12. Corresponds to `BYMONTH`.
    package var month: Int
    /// Which of the month's `weekday`s: 1 to 4 for the first to the fourth,
    /// -1 for the last. The ordinal of `BYDAY`.
    package var week: Int
    /// The day of the week. The day of `BYDAY`.
    package var weekday: Weekday
    /// The last change the rule gives, in UTC (`UNTIL`); nil for a rule
    /// that goes on.
    package var until: LocalDateTime?

    /// Creates a rule.
    package init(month: Int, week: Int, weekday: Weekday, until: LocalDateTime? = nil) {
      self.month = month
      self.week = week
      self.weekday = weekday
      self.until = until
    }

    /// The day the rule gives in `year`.
    package func day(inYear year: Int) -> CivilDate? {
      guard CivilDate.supportedYears.contains(year), (1...12).contains(month) else { return nil }
      let length = CivilDate.daysInMonth(year: year, month: month)
      if week < 0 {
        let last = CivilDate(uncheckedYear: year, month: month, day: length)
        let back = (last.weekday.rawValue - weekday.rawValue + 7) % 7
        return CivilDate(uncheckedYear: year, month: month, day: length - back)
      }
      let first = CivilDate(uncheckedYear: year, month: month, day: 1)
      let day = 1 + (weekday.rawValue - first.weekday.rawValue + 7) % 7 + 7 * (week - 1)
      return day <= length ? CivilDate(uncheckedYear: year, month: month, day: day) : nil
    }

    /// The rules without end that give `date` in its year, the last-week
    /// rule first: the fourth Sunday of March 2026, the 22nd, is not its
    /// last; the 29th is the last but a fifth, which not every March has.
    static func rules(giving date: CivilDate) -> [YearlyRule] {
      var rules: [YearlyRule] = []
      if date.day + 7 > CivilDate.daysInMonth(year: date.year, month: date.month) {
        rules.append(YearlyRule(month: date.month, week: -1, weekday: date.weekday))
      }
      let week = (date.day - 1) / 7 + 1
      if week <= 4 { rules.append(YearlyRule(month: date.month, week: week, weekday: date.weekday)) }
      return rules
    }

    /// The RRULE value, in the order vzic and libical's zone files use:
    /// `FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU`, then `;UNTIL=…Z` if the rule ends.
    package var rfc5545Text: String {
      var text = "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week)" + weekday.code
      if let until { text += ";UNTIL=" + until.basicFormat + "Z" }
      return text
    }
  }
}
