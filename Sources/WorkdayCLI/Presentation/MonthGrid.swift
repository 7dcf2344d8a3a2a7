import HolidayKit

/// A month laid out as `cal(1)` does, Monday first, with official days off
/// and make-up workdays marked, either by ANSI colour or by a marker after
/// the day number.
struct MonthGrid: Sendable {
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
  /// The width of one month block in columns.
  static let width = 21

  /// The month's first day.
  let month: CivilDate
  /// Every day of the month, as the calendar says it.
  let days: [WorkdayCalendar.Day]
  /// Whether some of the month's days are predicted from the law (no
  /// notice yet: ``WorkdayCalendar/WithoutNotice/provisional(_:)``), as
  /// the days say; the title and the legend mark it.
  let hasPredictedDays: Bool
  /// The years of the month's days answered from the regular week
  /// assumed (``WorkdayCalendar/WithoutNotice/assumedWeek``), as the
  /// days say; the legend names them.
  let assumedYears: [Int]

  /// Lays out the month containing `date`.
  ///
  /// - Throws: ``CoverageError`` when the calendar cannot tell a day's kind.
  init(monthOf date: CivilDate, calendar: WorkdayCalendar) throws {
    let first = CivilDate(uncheckedYear: date.year, month: date.month, day: 1)
    let last = CivilDate(
      uncheckedYear: date.year, month: date.month,
      day: CivilDate.daysInMonth(year: date.year, month: date.month))
    month = first
    days = try calendar.days(from: first, through: last)
    hasPredictedDays = days.contains { if case .provisional = $0.withoutNotice { true } else { false } }
    assumedYears = days.contains { $0.withoutNotice == .assumedWeek } ? [first.year] : []
  }

  /// Whether the month has a working day an own arrangement lists
  /// (marked ``overlayWorkdayMarker``; ``WorkdayCalendar/Day/isOwnWorkday``).
  var hasOverlayWorkdays: Bool { days.contains(where: \.isOwnWorkday) }

  /// Whether the month has a 调休 make-up workday a notice (or the law's
  /// prediction) makes, which the legend's 补班 explains.
  var hasOfficialMakeUpWorkdays: Bool { days.contains(where: \.isOfficialMakeUpWorkday) }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
  ]

  /// The English name of month `month` (1-12).
  static func monthName(_ month: Int) -> String { monthNames[month - 1] }

  /// The width of one month block in columns, with lunar dates or without.
  static func width(lunar: Bool) -> Int { lunar ? 35 : width }

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
    var title: String
    switch language {
    case .english:
      title = showsYear ? "\(Self.monthNames[month.month - 1]) \(month.year)" : Self.monthNames[month.month - 1]
    case .chinese: title = showsYear ? "\(month.year)年\(month.month)月" : "\(month.month)月"
    }
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

  /// Whether a day of the month shows the half-day mark: with colours any
  /// half day off, with marks one that has no mark of its own
  /// (``DayMark/marker``).
  func showsHalfDays(marking: Marking) -> Bool {
    days.contains { $0.halfDayOff != nil && (marking == .colors || DayMark($0).marker == nil) }
  }

  /// Whether the month has a day the work week treats unlike Monday to
  /// Friday (a working Saturday or Sunday, a Monday to Friday off).
  var hasWorkWeekDays: Bool { days.contains { DayMark($0).isWorkWeekDay } }

  /// The legend of the work week's own days, in `language`: shown when a
  /// grid has any.
  static func workWeekLegend(marking: Marking, language: Language) -> String {
    switch (marking, language) {
    case (.markers, .english):
      "\(weekendWorkdayMarker) Saturday or Sunday your work week works   \(weekdayRestDayMarker) weekday your work week has off"
    case (.markers, .chinese):
      "\(weekendWorkdayMarker) 工作周内上班的周六日   \(weekdayRestDayMarker) 工作周内休息的工作日"
    case (.colors, .english):
      "\u{1B}[4munderlined\u{1B}[0m a day your work week treats unlike Monday to Friday"
    case (.colors, .chinese):
      "\u{1B}[4m下划线\u{1B}[0m 工作周与周一至周五不同的日子"
    }
  }

  /// The legend of an overlay's working days on days the work week has
  /// off, in `language`: shown when a grid has any.
  static func overlayWorkdayLegend(marking: Marking, language: Language) -> String {
    switch (marking, language) {
    case (.markers, .english): "\(overlayWorkdayMarker) working day your overlay lists (not official)"
    case (.markers, .chinese): "\(overlayWorkdayMarker) 个人或单位安排的上班日（非官方）"
    case (.colors, .english): "\u{1B}[30;47mwhite\u{1B}[0m working day your overlay lists (not official)"
    case (.colors, .chinese): "\u{1B}[30;47m白\u{1B}[0m 个人或单位安排的上班日（非官方）"
    }
  }

  /// The legend of the half days off for `--group`, in `language`: shown
  /// when a grid has any.
  static func halfDayLegend(
    marking: Marking, half: DayHalf, days: [WorkdayCalendar.Day], language: Language
  ) -> String {
    let mark =
      marking == .markers ? String(halfDayMarker) : "\u{1B}[36m" + (language == .chinese ? "青" : "cyan") + "\u{1B}[0m"
    return mark + " " + halfDayMeaning(half, days: days, language: language)
  }

  /// What a group's half day off is, in `language`, for a legend, citing
  /// where the measures in force on `days`' half days give it (Art. 3,
  /// part 乙 of the 1949 measures, or both over 1999).
  static func halfDayMeaning(_ half: DayHalf, days: [WorkdayCalendar.Day], language: Language) -> String {
    var provisions: [HolidayLaw.Provision] = []
    for day in days where day.halfDayOff != nil {
      if let granted = day.groupDay?.grantedIn, !provisions.contains(granted) { provisions.append(granted) }
    }
    let cited = (provisions.isEmpty ? [.article(3)] : provisions).map { GroupDayOff.provision($0, in: language) }
    return language == .chinese
      ? "部分公民\(half.name(in: .chinese))放假（\(cited.joined(separator: "、"))）"
      : "working day with the \(half.rawValue) off for your group (\(cited.joined(separator: ", ")))"
  }

  /// The days of `days` with a half day off for a group, as lines such as
  /// `03-08 afternoon off: 妇女节`.
  static func halfDayLines(_ days: [WorkdayCalendar.Day], language: Language) -> [String] {
    days.compactMap { day in
      guard let group = day.groupDay, let half = day.halfDayOff else { return nil }
      return String(day.date.iso8601.dropFirst(5)) + " " + half.name(in: language)
        + (language == .chinese ? "放假：" : " off: ") + group.group.holidayName
    }
  }

  /// The note of a provisional period, in `language`: no notice yet, the
  /// law and the principles, the make-up workdays guessed.
  static func provisionalNote(language: Language) -> String {
    language == .chinese
      ? "暂定：尚无通知；依据法律与2025年原则，调休上班日为推测"
      : "provisional: no notice yet; from the law and the 2025 principles, make-up workdays guessed"
  }

  /// The note of a period with the regular week assumed for `years`,
  /// which no data covers, in `language`.
  static func assumedNote(years: [Int], language: Language) -> String {
    (language == .chinese
      ? "[假定：常规工作周] 无节假日数据：按常规工作周与法定节假日，不含调休"
      : "[assumed: regular week] no holiday data: the regular week and the law's statutory days, without 调休")
      + Messages.withoutStatutoryDays(years, in: language)
  }

  /// The legend explaining the marking, in `language`; the make-up
  /// workday's mark only when `showsMakeUpDays` (a grid shows a 调休
  /// make-up workday: ``hasOfficialMakeUpWorkdays``).
  static func legend(marking: Marking, language: Language, showsMakeUpDays: Bool) -> String {
    let parts: [String]
    switch (marking, language) {
    case (.markers, .english):
      parts = [
        "\(statutoryMarker) statutory holiday", "\(dayOffMarker) other day off",
        "\(makeUpMarker) make-up workday (调休上班)",
      ]
    case (.markers, .chinese):
      parts = ["\(statutoryMarker) 法定节假日", "\(dayOffMarker) 放假", "\(makeUpMarker) 补班（调休上班）"]
    case (.colors, .english):
      parts = [
        "\u{1B}[1;37;41mon red\u{1B}[0m statutory holiday", "\u{1B}[1;31mred\u{1B}[0m other day off",
        "\u{1B}[30;43myellow\u{1B}[0m make-up workday (调休上班)",
      ]
    case (.colors, .chinese):
      parts = [
        "\u{1B}[1;37;41m红底\u{1B}[0m 法定节假日", "\u{1B}[1;31m红\u{1B}[0m 放假", "\u{1B}[30;43m黄\u{1B}[0m 补班（调休上班）",
      ]
    }
    return (showsMakeUpDays ? parts : parts.dropLast()).joined(separator: "   ")
  }

  /// The listed days of `days` as lines such as `10-01..10-08 day off:
  /// 国庆节、中秋节`, consecutive days of the same name and status on one
  /// line; a working day an overlay lists is the overlay's, not official;
  /// a notice's make-up workday is one whatever the work week.
  static func officialDays(_ days: [WorkdayCalendar.Day], language: Language = .english) -> [String] {
    var lines: [String] = []
    var run: (first: CivilDate, last: CivilDate, status: String, holiday: String)?
    func flush() {
      guard let run else { return }
      let first = String(run.first.iso8601.dropFirst(5))
      let span = run.first == run.last ? first : first + ".." + String(run.last.iso8601.dropFirst(5))
      lines.append("\(span) \(run.status)\(language == .chinese ? "：" : ": ")\(run.holiday)")
    }
    for day in days {
      guard let holiday = day.holiday else {
        flush()
        run = nil
        continue
      }
      let status: String
      switch (DayMark(day), language) {
      case (.overlayWorkday, .english): status = "overlay workday"
      case (.overlayWorkday, .chinese): status = "上班安排"
      case (let mark, .english) where mark.isListedDayOff: status = "day off"
      case (let mark, .chinese) where mark.isListedDayOff: status = "放假"
      case (.makeUpWorkday, .english): status = "make-up workday"
      case (.makeUpWorkday, .chinese): status = "补班"
      case (_, .english): status = "official workday"
      case (_, .chinese): status = "工作日"
      }
      if let current = run, current.status == status, current.holiday == holiday, current.last.next == day.date {
        run?.last = day.date
      } else {
        flush()
        run = (day.date, day.date, status, holiday)
      }
    }
    flush()
    return lines
  }
}
