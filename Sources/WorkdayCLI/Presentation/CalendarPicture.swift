import HolidayKit

/// `cal --format svg`: the months `cal` shows as text, as one
/// self-contained SVG picture that prints on A4 landscape (297 × 210 mm,
/// four user units a millimetre). The same month grids (``MonthGrid``)
/// and the same day values: each day is a group with its date
/// (`data-date`), its kind as the caller's scripts read it (`data-kind`,
/// `data-working`, `data-legal`, `data-provisional`: no notice, predicted
/// or assumed, as `list --json` says) and classes a stylesheet can restyle
/// (the kind, the mark ``DayMark``, `provisional` for a predicted day,
/// `guessed`, `assumed` for the regular week's, `half-day`); its mark shown by colour and by a word, its
/// sentence (``DayReport/sentence(_:in:)``, as `check` says it) as its `<title>`. Text stays text, in a
/// CJK font-family fallback list; nothing outside the file is loaded.
struct CalendarPicture {
  /// The months, in order: one, or the twelve of a year.
  let grids: [MonthGrid]
  /// The language of the title, the legend and the weekdays.
  let language: Language
  /// Whether the lunar date (a festival's or a solar term's name) is
  /// written under each date.
  let lunar: Bool

  /// The picture of `grids`, in `language`, with the lunar dates or
  /// without; each day's kind (`data-kind`) as `list --json` gives it
  /// (``DayReport/kindLabel(_:)``) and its sentence (`<title>`) as `check`
  /// says it (``DayReport/sentence(_:in:)``).
  init(_ grids: [MonthGrid], language: Language, lunar: Bool) {
    self.grids = grids
    self.language = language
    self.lunar = lunar
  }

  /// The page in user units: A4 landscape.
  static let pageWidth = 1188
  static let pageHeight = 840
  private static let margin = 36
  private static let cellWidth = 36
  private static let cellHeight = 27
  /// A month block: its name, the weekdays, six weeks.
  private static let blockWidth = 7 * cellWidth
  private static let blockHeight = 35 + 6 * cellHeight
  /// The top of the months, under the heading.
  private static let gridTop = 88
  /// The fonts, the first that is installed: CJK first, so that Chinese
  /// and Latin text share one face where one is.
  static let fontFamilies =
    "\"Noto Sans CJK SC\", \"Source Han Sans SC\", \"Source Han Sans CN\", \"PingFang SC\", \"Hiragino Sans GB\", \"Microsoft YaHei\", \"WenQuanYi Micro Hei\", \"WenQuanYi Zen Hei\", \"Noto Sans SC\", \"Noto Sans\", \"DejaVu Sans\", sans-serif"

  /// The stylesheet: a colour for each mark (``DayMark``), dashes around
  /// a predicted day.
  private static let style = """
    text { font-family: \(fontFamilies); fill: #1a1a1a; }
    .heading { font-size: 28px; font-weight: bold; }
    .month-name { font-size: 13px; font-weight: bold; text-anchor: middle; }
    .weekday { font-size: 9px; text-anchor: middle; fill: #555555; }
    .day rect, .key rect { fill: #ffffff; stroke: #b0b0b0; stroke-width: 0.5; }
    .day .date { font-size: 11px; }
    .mark { font-size: 6.5px; text-anchor: end; }
    .lunar { font-size: 7.5px; fill: #555555; }
    .mark-rest-day rect { fill: #eeeeee; }
    .mark-statutory rect { fill: #c0392b; }
    .mark-statutory text { fill: #ffffff; }
    .mark-statutory .date, .mark-day-off .date, .mark-swapped .date { font-weight: bold; }
    .mark-day-off rect { fill: #f5b7b1; }
    .mark-swapped rect { fill: #f8c471; }
    .mark-overlay-day-off rect { fill: #d2b4de; }
    .mark-overlay-workday rect { fill: #a9b7c0; }
    .mark-make-up-workday rect { fill: #f7e35a; }
    .mark-work-week-workday rect { fill: #aed6f1; }
    .mark-work-week-rest-day rect { fill: #abebc6; }
    .provisional rect { stroke: #333333; stroke-width: 0.8; stroke-dasharray: 2 1.5; }
    .assumed rect { stroke: #333333; stroke-width: 0.8; stroke-dasharray: 0.6 1.2; }
    .half { fill: #1f9bb0; }
    .half-word { font-size: 6px; text-anchor: end; fill: #ffffff; }
    .legend text { font-size: 9px; }
    .legend .mark { font-size: 7px; }
    .notes text { font-size: 8px; fill: #333333; }
    """

  /// The picture: an SVG document, ending in a newline.
  var svg: String {
    let days = grids.flatMap(\.days)
    let isProvisional = grids.contains(where: \.hasPredictedDays)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"297mm\" height=\"210mm\" viewBox=\"0 0 \(Self.pageWidth) \(Self.pageHeight)\" xml:lang=\"\(language == .chinese ? "zh-CN" : "en")\" role=\"img\" aria-labelledby=\"title desc\">\n"
    out += "<title id=\"title\">\(XMLText.escaped(heading(provisional: isProvisional)))</title>\n"
    out += "<desc id=\"desc\">\(XMLText.escaped(description(days)))</desc>\n"
    out += "<style>\n\(Self.style)\n</style>\n"
    out += "<rect width=\"\(Self.pageWidth)\" height=\"\(Self.pageHeight)\" fill=\"#ffffff\"/>\n"
    out +=
      "<text class=\"heading\" x=\"\(Self.margin)\" y=\"60\">\(XMLText.escaped(heading(provisional: isProvisional)))</text>\n"
    var bottom: Int
    if grids.count == 1 {
      // One month, as large as the page leaves room for.
      let scale = 2.6
      let width = Double(Self.blockWidth) * scale
      let left = (Double(Self.pageWidth) - width) / 2
      out += block(grids[0], transform: "translate(\(Self.number(left)) \(Self.gridTop)) scale(\(scale))")
      bottom = Self.gridTop + Int((Double(Self.blockHeight) * scale).rounded(.up))
    } else {
      let across = 4
      let gap = (Self.pageWidth - 2 * Self.margin - across * Self.blockWidth) / (across - 1)
      let rowGap = 14
      for (index, grid) in grids.enumerated() {
        let x = Self.margin + (index % across) * (Self.blockWidth + gap)
        let y = Self.gridTop + (index / across) * (Self.blockHeight + rowGap)
        out += block(grid, transform: "translate(\(x) \(y))")
      }
      let rows = (grids.count + across - 1) / across
      bottom = Self.gridTop + rows * Self.blockHeight + (rows - 1) * rowGap
    }
    bottom += 20
    out += legend(days, top: &bottom)
    out += notesBlock(days, top: bottom)
    out += "</svg>\n"
    return out
  }

  /// The picture's title: the year (or the month) and what it shows, and
  /// 暂定 / provisional for a year without a notice.
  private func heading(provisional: Bool) -> String {
    let month = grids[0].month
    let period: String
    switch (grids.count == 1, language) {
    case (true, _): period = grids[0].name(withYear: true, in: language)
    case (false, .chinese): period = "\(month.year)年"
    case (false, .english): period = String(month.year)
    }
    switch language {
    case .chinese: return period + " 工作日与放假安排" + (provisional ? "（暂定）" : "")
    case .english: return period + ": working days and days off" + (provisional ? " (provisional)" : "")
    }
  }

  /// The picture described in a sentence for those who cannot see it.
  private func description(_ days: [WorkdayCalendar.Day]) -> String {
    let working = days.filter(\.isWorkingDay).count
    let makeUp = days.filter { DayMark($0) == .makeUpWorkday }.count
    switch language {
    case .chinese:
      return
        "月历，周一为每周第一天：\(days.count)天中上班\(working)天、休息\(days.count - working)天（补班\(makeUp)天）；法定节假日、放假、调休、补班与个人安排以颜色和文字标出。由 workday-ics 生成。"
    case .english:
      return
        "Month grids, Monday first: of \(days.count) days, \(working) working days and \(days.count - working) days off (\(makeUp) make-up workdays); statutory holidays, days off, 调休 days, make-up workdays and your own days marked by colour and by a word. Made by workday-ics."
    }
  }

  /// A month block at `transform`: its name, the weekdays and six weeks
  /// of day cells.
  private func block(_ grid: MonthGrid, transform: String) -> String {
    let month = grid.month
    var name = grid.name(withYear: false, in: language)
    if grid.hasPredictedDays { name += language == .chinese ? "（暂定）" : " (provisional)" }
    var out =
      "<g class=\"month\" data-month=\"\(String(month.iso8601.prefix(7)))\" transform=\"\(transform)\">\n"
    out += "<text class=\"month-name\" x=\"\(Self.blockWidth / 2)\" y=\"14\">\(XMLText.escaped(name))</text>\n"
    for weekday in Weekday.allCases {
      let x = (weekday.rawValue - 1) * Self.cellWidth + Self.cellWidth / 2
      out += "<text class=\"weekday\" x=\"\(x)\" y=\"29\">\(weekday.shortName(in: language))</text>\n"
    }
    let leading = month.weekday.rawValue - 1
    for (offset, day) in grid.days.enumerated() {
      let position = leading + offset
      out += cell(day, x: (position % 7) * Self.cellWidth, y: 35 + (position / 7) * Self.cellHeight)
    }
    return out + "</g>\n"
  }

  /// A day's cell: its facts as attributes and classes, its sentence as
  /// its title, its number, its mark's word, a group's half day off and
  /// the lunar date.
  private func cell(_ day: WorkdayCalendar.Day, x: Int, y: Int) -> String {
    let mark = DayMark(day)
    let kind = DayReport.kindLabel(day)
    var classes = ["day", kind, "mark-\(mark.rawValue)"]
    var word = mark.word(in: language)
    // Two names for two things: `data-provisional` is the day's
    // `isProvisional`, list --json's "provisional", any day without a
    // notice (predicted from the law, or the regular week assumed); the
    // classes tell them apart, as the legend's dashed and dotted keys do:
    // `provisional` a predicted day (and `guessed` its make-up workday),
    // `assumed` the regular week's.
    switch day.withoutNotice {
    case .provisional(let basis):
      classes.append("provisional")
      if basis == .guess {
        classes.append("guessed")
        word = (word ?? "") + "?"
      }
    case .assumedWeek: classes.append("assumed")
    case nil: break
    }
    if day.halfDayOff != nil { classes.append("half-day") }
    var attributes = "class=\"\(classes.joined(separator: " "))\" data-date=\"\(day.date.iso8601)\""
    attributes += " data-kind=\"\(kind)\" data-working=\"\(day.isWorkingDay)\""
    if let legal = day.legal { attributes += " data-legal=\"\(legal.label)\"" }
    attributes += " data-provisional=\"\(day.isProvisional)\""
    var out = "<g \(attributes) transform=\"translate(\(x) \(y))\">"
    out += "<title>\(XMLText.escaped(DayReport.sentence(day, in: language)))</title>"
    out +=
      "<rect x=\"0.5\" y=\"0.5\" width=\"\(Self.cellWidth - 1)\" height=\"\(Self.cellHeight - 1)\"/>"
    out += "<text class=\"date\" x=\"3\" y=\"12\">\(day.date.day)</text>"
    if let word { out += "<text class=\"mark\" x=\"\(Self.cellWidth - 3)\" y=\"9\">\(XMLText.escaped(word))</text>" }
    if day.halfDayOff != nil {
      let (right, low) = (Self.cellWidth - 1, Self.cellHeight - 1)
      out += "<path class=\"half\" d=\"M\(right) \(low - 12) L\(right) \(low) L\(right - 12) \(low) Z\"/>"
      out += "<text class=\"half-word\" x=\"\(right - 1)\" y=\"\(low - 2)\">\(halfWord)</text>"
    }
    if lunar {
      let label = Self.wallCalendarLabel(day.date)
      if !label.isEmpty { out += "<text class=\"lunar\" x=\"3\" y=\"22.5\">\(XMLText.escaped(label))</text>" }
    }
    return out + "</g>\n"
  }

  /// The word in a half day off's corner.
  private var halfWord: String { language == .chinese ? "半" : "½" }

  /// The label under a date, as a wall calendar prints it: a lunar
  /// festival's name (春节, 七夕节), else a solar term's, the lunar month's
  /// on its first day or the lunar day (``MonthGrid/lunarLabel(_:)``);
  /// empty where no lunar date is known.
  static func wallCalendarLabel(_ date: CivilDate) -> String {
    if let festival = LunarFestival.festivals(on: date).first { return festival.chineseName }
    let label = MonthGrid.lunarLabel(date)
    return label.allSatisfy { $0 == " " } ? "" : label
  }

  /// The legend: a key for each mark the picture shows (and always the
  /// statutory holiday and the other day off), a group's half day, a
  /// predicted day and a guessed make-up workday; wrapped to the page.
  private func legend(_ days: [WorkdayCalendar.Day], top: inout Int) -> String {
    let shown = Set(days.map(DayMark.init))
    var keys: [(classes: String, word: String, meaning: String)] = []
    for mark in DayMark.allCases where mark != .workday && mark != .restDay {
      guard shown.contains(mark) || mark == .statutory || mark == .dayOff, let word = mark.word(in: language) else {
        continue
      }
      keys.append(("mark-\(mark.rawValue)", word, mark.meaning(in: language)))
    }
    if let halfDays = MonthGrid.halfDayMeaning(days, language: language) {
      keys.append(("half-day", halfWord, halfDays))
    }
    if grids.contains(where: \.hasPredictedDays) {
      keys.append(
        ("provisional", "", language == .chinese ? "虚线框：暂定，尚无通知" : "dashed: provisional, no notice yet"))
    }
    if grids.contains(where: \.hasAssumedWeek) {
      keys.append(
        (
          "assumed", "",
          language == .chinese ? "点线框：假定常规工作周，无节假日数据" : "dotted: the regular week assumed, no holiday data"
        ))
    }
    if days.contains(where: { $0.withoutNotice == .provisional(.guess) }) {
      keys.append(
        ("provisional guessed", "?", language == .chinese ? "推测的调休上班日" : "make-up workday guessed"))
    }
    var out = "<g class=\"legend\">\n"
    var x = Self.margin
    let lineHeight = 18
    for key in keys {
      let width = 24 + 6 + Self.textWidth(key.meaning, size: 9) + 18
      if x + width > Self.pageWidth - Self.margin, x > Self.margin {
        x = Self.margin
        top += lineHeight
      }
      out += "<g class=\"key \(key.classes)\" transform=\"translate(\(x) \(top))\">"
      out += "<rect x=\"0.5\" y=\"0.5\" width=\"23\" height=\"13\"/>"
      if key.classes == "half-day" {
        out += "<path class=\"half\" d=\"M23 1 L23 13 L11 13 Z\"/>"
        out += "<text class=\"half-word\" x=\"22\" y=\"12\">\(key.word)</text>"
      } else if !key.word.isEmpty {
        out += "<text class=\"mark\" x=\"21\" y=\"10\">\(XMLText.escaped(key.word))</text>"
      }
      out += "</g>"
      out += "<text x=\"\(x + 30)\" y=\"\(top + 10)\">\(XMLText.escaped(key.meaning))</text>\n"
      x += width
    }
    top += lineHeight + 6
    return out + "</g>\n"
  }

  /// Under the legend: the notices the period rests on, its notes
  /// (provisional, the regular week assumed), the overlays and files
  /// it reads, and the listed days with their names, as `cal` lists them.
  private func notesBlock(_ days: [WorkdayCalendar.Day], top: Int) -> String {
    var papers: [String] = []
    var sources: [String] = []
    for day in days {
      switch day.basis {
      case .notice(let source, let addresses):
        for address in (addresses.isEmpty ? [source] : addresses) where !papers.contains(address) {
          papers.append(address)
        }
      case .givenData(let source), .overlay(let source):
        if !sources.contains(source) { sources.append(source) }
      case .groupDay, .prediction, .regularWeek: break
      }
    }
    var lines: [String] = []
    if !papers.isEmpty {
      lines.append(
        (language == .chinese ? "依据：国务院办公厅通知 " : "Rests on the State Council's notices: ")
          + papers.joined(separator: "  "))
    }
    let notes = MonthGrid.notes(grids, language: language)
    lines += [notes.provisional, notes.assumed].compactMap { $0 }
    if !sources.isEmpty {
      lines.append((language == .chinese ? "个人或单位安排：" : "Your own days: ") + sources.joined(separator: ", "))
    }
    let listed = MonthGrid.officialDays(days, language: language) + MonthGrid.halfDayLines(days, language: language)
    if !listed.isEmpty {
      // Three spaces apart, as many to a line as the page holds at the
      // notes' size, as cal fits them to a terminal's columns.
      let columns = Int(Double(Self.pageWidth - 2 * Self.margin) / (8 * Self.columnWidth))
      lines += CalendarText.fitted(listed.joined(separator: "   "), columns: columns)
    }
    var out = "<g class=\"notes\">\n"
    for (index, line) in lines.enumerated() {
      out += "<text x=\"\(Self.margin)\" y=\"\(top + 8 + index * 12)\">\(XMLText.escaped(line))</text>\n"
    }
    return out + "</g>\n"
  }

  /// About how wide `text` is at font size `size`: a Chinese character a
  /// square, any other about half of one.
  private static func textWidth(_ text: String, size: Double) -> Int {
    Int((Double(Language.columns(text)) * size * columnWidth).rounded(.up))
  }

  /// A terminal column's width (``Language/columns(_:)``) as a share of
  /// the font size.
  private static let columnWidth = 0.55

  /// A number for an attribute: no trailing `.0`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
