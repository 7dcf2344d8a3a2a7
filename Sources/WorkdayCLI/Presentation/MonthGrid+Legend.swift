import HolidayKit

extension MonthGrid {
  /// Whether a day of the month shows the half-day mark: with colours any
  /// half day off (``hasHalfDaysOff``), with marks one on a day that has
  /// no mark of its own (``hasHalfDaysOffOnUnmarkedDays``).
  func showsHalfDays(marking: Marking) -> Bool {
    marking == .colors ? hasHalfDaysOff : hasHalfDaysOffOnUnmarkedDays
  }

  /// The legend of the work week's own days, in `language`: shown when a
  /// grid has any.
  static func workWeekLegend(marking: Marking, language: Language) -> String {
    guard marking == .colors else {
      return "\(weekendWorkdayMarker) \(DayMark.workWeekWorkday.meaning(in: language))   "
        + "\(weekdayRestDayMarker) \(DayMark.workWeekRestDay.meaning(in: language))"
    }
    return key(
      weekendWorkdayMarker, "4", ("underlined", "下划线"), marking: marking, language: language,
      meaning: language == .chinese ? "工作周与周一至周五不同的日子" : "a day your work week treats unlike Monday to Friday")
  }

  /// The legend of an overlay's working days on days the work week has
  /// off, in `language`: shown when a grid has any.
  static func overlayWorkdayLegend(marking: Marking, language: Language) -> String {
    key(
      overlayWorkdayMarker, "30;47", ("white", "白"), marking: marking, language: language,
      meaning: DayMark.overlayWorkday.meaning(in: language))
  }

  /// The legend of the half days off for `--group` among `days`, in
  /// `language`; nil when none of them has one.
  static func halfDayLegend(marking: Marking, days: [WorkdayCalendar.Day], language: Language) -> String? {
    halfDayMeaning(days, language: language).map {
      key(halfDayMarker, "36", ("cyan", "青"), marking: marking, language: language, meaning: $0)
    }
  }

  /// A key of a legend: the mark as the grid shows it, `marker` or, in
  /// colour, a word (English, Chinese) in the colours of `code` (an ANSI
  /// SGR code, as ``lines(marking:showsYear:today:language:lunar:)``
  /// colours a day), then its meaning.
  private static func key(
    _ marker: Character, _ code: String, _ word: (english: String, chinese: String), marking: Marking,
    language: Language, meaning: String
  ) -> String {
    guard marking == .colors else { return "\(marker) \(meaning)" }
    return "\u{1B}[\(code)m\(language == .chinese ? word.chinese : word.english)\u{1B}[0m \(meaning)"
  }

  /// What a group's half day off is, in `language`, for a legend: the
  /// half the days themselves have off (``WorkdayCalendar/Day/halfDayOff``,
  /// as their listed lines say it), citing where the measures in force on
  /// `days`' half days give it (Art. 3, part 乙 of the 1949 measures, or
  /// both over 1999); nil when no day of `days` has a half day off.
  static func halfDayMeaning(_ days: [WorkdayCalendar.Day], language: Language) -> String? {
    guard let half = days.lazy.compactMap(\.halfDayOff).first else { return nil }
    var provisions: [HolidayLaw.Provision] = []
    for day in days where day.halfDayOff != nil {
      if let granted = day.groupDay?.grantedIn, !provisions.contains(granted) { provisions.append(granted) }
    }
    let cited = (provisions.isEmpty ? [.article(3)] : provisions).map { $0.name(in: language) }
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

  /// The notes of `grids` in `language`: the provisional period's if a
  /// day is predicted (``hasPredictedDays``), the regular week's assumed
  /// for the years of the grids that assume it (``hasAssumedWeek``).
  static func notes(_ grids: [MonthGrid], language: Language) -> (provisional: String?, assumed: String?) {
    let provisional =
      !grids.contains(where: \.hasPredictedDays)
      ? nil
      : language == .chinese
        ? "暂定：尚无通知；依据法律与2025年原则，调休上班日为推测"
        : "provisional: no notice yet; from the law and the 2025 principles, make-up workdays guessed"
    let years = Array(Set(grids.filter(\.hasAssumedWeek).map(\.month.year))).sorted()
    let assumed =
      years.isEmpty
      ? nil
      : (language == .chinese
        ? "[假定：常规工作周] 无节假日数据：按常规工作周与法定节假日，不含调休"
        : "[assumed: regular week] no holiday data: the regular week and the law's statutory days, without 调休")
        + HolidayLaw.withoutStatutoryDays(years, in: language)
    return (provisional, assumed)
  }

  /// The legend explaining the marking, in `language`; the make-up
  /// workday's mark only when `showsMakeUpDays` (a grid shows a 调休
  /// make-up workday: ``hasOfficialMakeUpWorkdays``).
  static func legend(marking: Marking, language: Language, showsMakeUpDays: Bool) -> String {
    let chinese = language == .chinese
    let parts = [
      key(
        statutoryMarker, "1;37;41", ("on red", "红底"), marking: marking, language: language,
        meaning: chinese ? "法定节假日" : "statutory holiday"),
      key(
        dayOffMarker, "1;31", ("red", "红"), marking: marking, language: language,
        meaning: chinese ? "放假" : "other day off"),
      key(
        makeUpMarker, "30;43", ("yellow", "黄"), marking: marking, language: language,
        meaning: DayMark.makeUpWorkday.meaning(in: language)),
    ]
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
