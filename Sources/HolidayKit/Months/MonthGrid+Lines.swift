extension MonthGrid {
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
  package func lines(
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
