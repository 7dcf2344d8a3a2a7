import HolidayKit

extension MonthGrid {
  /// How official days are shown.
  enum Marking: Sendable {
    /// A character after the day: `*` for an official day off, `+` for a
    /// make-up workday.
    case markers
    /// ANSI colours: red for an official day off, black on yellow for a
    /// make-up workday, reverse video for today.
    case colors
  }

  /// The marker after an official day off that is not statutory.
  static let dayOffMarker: Character = "*"
  /// The marker after a statutory holiday (法定节假日).
  static let statutoryMarker: Character = "!"
  /// The marker after a make-up workday.
  static let makeUpMarker: Character = "+"
  /// The marker after a Saturday or Sunday that the work week itself
  /// works (`--work-week MO-SA`, a rotating week's long weeks).
  static let weekendWorkdayMarker: Character = "^"
  /// The marker after a Monday to Friday that the work week itself has
  /// off (`--work-week SU-TH`, a rotating week's short weeks).
  static let weekdayRestDayMarker: Character = "-"
  /// The marker after a working day an overlay lists on a day the work
  /// week has off: the overlay's, not a make-up workday of a notice.
  static let overlayWorkdayMarker: Character = "#"
  /// The marker after a working day with a half day off for `--group`
  /// (妇女节, 青年节, 建军节).
  static let halfDayMarker: Character = "~"

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
  static func width(lunar: Bool) -> Int { lunar ? 35 : 21 }

  /// The lunar date under a day, two characters wide: the lunar month's
  /// name on its first day (正月, 闰四, 冬月, 腊月), else the day (初五,
  /// 十五, 廿三); a solar term's name on its day instead (清明, 冬至, any of
  /// the 24, each two characters), as a paper calendar prints them; blank
  /// where no lunar date is known.
  static func lunarLabel(_ date: CivilDate) -> String {
    if let term = SolarTerm(date) { return term.chineseName }
    guard let lunar = LunarDate(date) else { return "    " }
    guard lunar.day == 1 else { return lunar.dayName }
    // 闰四月 and 闰冬月 keep two characters: 闰四, 闰冬.
    return String(lunar.monthName.prefix(2))
  }

  /// The block's lines: a centred title, the weekday header and six weeks,
  /// each exactly ``width(lunar:)`` columns wide (ANSI codes take no
  /// columns). With `lunar`, each week's line is followed by one with the
  /// lunar date under each day (the month's name on its first day, a
  /// solar term's name on its day), as Chinese wall calendars show it.
  ///
  /// - Parameters:
  ///   - marking: How official days are shown.
  ///   - showsYear: Whether the title includes the year.
  ///   - today: A day to highlight when colouring.
  ///   - language: The language of the title and the weekdays.
  ///   - lunar: Whether a line of lunar dates follows each week.
  func lines(
    marking: Marking, showsYear: Bool = true, today: CivilDate? = nil, language: Language = .english,
    lunar: Bool = false
  ) -> [String] {
    var title = name(withYear: showsYear, in: language)
    if hasPredictedDays { title += language == .chinese ? "(暂定)" : "?" }
    let width = Self.width(lunar: lunar)
    let columns = Language.columns(title)
    let padding = max(0, (width - columns) / 2)
    // Each weekday takes two columns and a space, like the day numbers;
    // with lunar dates, two more before each.
    let indent = lunar ? "  " : ""
    let header = Weekday.allCases.map { indent + $0.shortName(in: language) + " " }.joined()
    var lines = [
      String(repeating: " ", count: padding) + title
        + String(repeating: " ", count: max(0, width - padding - columns)),
      header,
    ]
    let blank = String(repeating: " ", count: lunar ? 5 : 3)
    let leading = month.weekday.rawValue - 1
    var cells = Array(repeating: blank, count: leading)
    var labels = Array(repeating: blank, count: leading)
    for (offset, entry) in days.enumerated() {
      let day = offset + 1
      let number = day < 10 ? " \(day)" : "\(day)"
      cells.append(indent + Self.cell(number, entry, marking: marking, isToday: today == entry.date))
      if lunar { labels.append(Self.lunarLabel(entry.date) + " ") }
    }
    while cells.count < 42 {
      cells.append(blank)
      labels.append(blank)
    }
    for week in 0..<6 {
      lines.append(Array(cells[(week * 7)..<(week * 7 + 7)]).joined())
      if lunar { lines.append(Array(labels[(week * 7)..<(week * 7 + 7)]).joined()) }
    }
    return lines
  }

  /// A day's cell: its number and its mark (``DayMark``), as a character
  /// after it or as colours.
  private static func cell(_ number: String, _ day: WorkdayCalendar.Day, marking: Marking, isToday: Bool) -> String {
    let mark = DayMark(day)
    let isHalfDay = day.halfDayOff != nil
    switch marking {
    case .markers:
      // One mark a day: a make-up workday or a Saturday the work week
      // works keeps its own (the legend's), its half day off listed below.
      if let marker = mark.marker { return number + String(marker) }
      return number + (isHalfDay ? String(halfDayMarker) : " ")
    case .colors:
      var codes: [String] = []
      if mark.isListedDayOff { codes.append(mark == .statutory ? "1;37;41" : "1;31") }
      if mark == .overlayWorkday { codes.append("30;47") }
      if mark == .makeUpWorkday { codes.append("30;43") }
      if isHalfDay { codes.append("36") }
      if mark.isWorkWeekDay { codes.append("4") }
      if isToday { codes.append("7") }
      guard !codes.isEmpty else { return number + " " }
      return "\u{1B}[" + codes.joined(separator: ";") + "m" + number + "\u{1B}[0m "
    }
  }
}
