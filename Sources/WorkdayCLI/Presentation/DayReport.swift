import HolidayKit

/// How one day is printed: a line for people, a JSON object for scripts.
enum DayReport {
  /// `2026-09-20 Sunday: working day (make-up workday, 国庆节)`, and for a
  /// day off what the law makes of it: `2026-10-01 Thursday: day off
  /// (holiday, 国庆节); statutory holiday, pay ×3`; a provisional year's
  /// day ends `[provisional: law]`.
  static func sentence(_ day: WorkdayCalendar.Day, in language: Language) -> String {
    let date = day.date
    var text: String
    switch language {
    case .english: text = "\(date) \(date.weekday.name): \(kindPhrase(day, in: language))"
    case .chinese: text = "\(date) \(date.weekday.name(in: .chinese))：\(kindPhrase(day, in: language))"
    }
    if let legal = day.legal, let phrase = legalPhrase(legal, in: language) {
      text += language == .chinese ? "；\(phrase)" : "; \(phrase)"
    }
    if let groupDay = day.groupDay {
      text += (language == .chinese ? "；" : "; ") + GroupDayOff.phrase(groupDay, in: language)
    }
    if let mark = mark(day, in: language) { text += " " + mark }
    return text
  }

  /// What the day is, in words: the kind's phrase, except that a working
  /// day an own arrangement lists is called the overlay's, not official
  /// (``WorkdayCalendar/Day/isOwnWorkday``).
  static func kindPhrase(_ day: WorkdayCalendar.Day, in language: Language) -> String {
    guard day.isOwnWorkday, let name = day.holiday else { return shownKind(day).phrase(in: language) }
    return language == .chinese ? "上班（个人或单位安排，\(name)）" : "working day (overlay workday, \(name))"
  }

  /// The kind in a word: in English the word for scripts (``DayKind/label``),
  /// except `overlay-workday` (上班安排) for a working day an own
  /// arrangement lists, a weekday's or a weekend's (``WorkdayCalendar/Day/isOwnWorkday``):
  /// no official workday and no 调休 make-up workday. An overlay's working
  /// Saturday or Sunday is still a day `--only make-up-days` picks.
  static func kindWord(_ day: WorkdayCalendar.Day, in language: Language) -> String {
    guard day.isOwnWorkday else { return shownKind(day).word(in: language) }
    return language == .chinese ? "上班安排" : overlayWorkdayLabel
  }

  /// The JSON `kind` of a working day an own arrangement lists.
  static let overlayWorkdayLabel = "overlay-workday"

  /// The kind for scripts, as `list --json` and a picture's days give it:
  /// the kind's label (``DayKind/label``), or `overlay-workday` for a
  /// working day an own arrangement lists.
  static func kindLabel(_ day: WorkdayCalendar.Day) -> String {
    day.isOwnWorkday ? overlayWorkdayLabel : shownKind(day).label
  }

  /// The kind a day is shown as: its kind, but a notice's make-up
  /// workday is one whatever the work week
  /// (``WorkdayCalendar/Day/isOfficialMakeUpWorkday``: a six-day week's
  /// make-up Saturday is the notice's 补班, not an official workday).
  private static func shownKind(_ day: WorkdayCalendar.Day) -> DayKind {
    guard day.isOfficialMakeUpWorkday, case .officialWorkday(let name) = day.kind else { return day.kind }
    return .makeUpWorkday(name: name)
  }

  /// The mark of a day that rests on no notice: `[provisional: law]` or
  /// `[assumed: regular week]`; nil under a notice.
  static func mark(_ day: WorkdayCalendar.Day, in language: Language) -> String? {
    switch day.withoutNotice {
    case .provisional(let basis): provisionalMark(basis, in: language)
    case .assumedWeek: assumedMark(in: language)
    case nil: nil
    }
  }

  /// `2026-09-20 Sunday make-up-workday 国庆节`: the ISO date first, then
  /// the weekday, the kind and the holiday's name if any; then, for a day
  /// off in a break, what the law makes of it (`statutory`, `replacement`,
  /// `swapped`, `weekend-in-break`), a group's half day off
  /// (`afternoon-off 青年节`), and a provisional year's mark.
  ///
  /// Those words are for scripts (`awk '$3 == "make-up-workday"'`) and
  /// are the same in every language; in Chinese the words for people
  /// follow them, before the mark: `2026-09-20 Sunday make-up-workday 国庆节
  /// 星期日 补班`.
  static func line(_ day: WorkdayCalendar.Day, in language: Language) -> String {
    let date = day.date
    var fields = [date.iso8601, date.weekday.name, kindWord(day, in: .english)]
    if let name = day.holiday { fields.append(name) }
    let legal = day.legal.flatMap { legalPhrase($0, in: .english) == nil ? nil : $0 }
    if let legal { fields.append(legal.label) }
    let groupDay = day.groupDay.flatMap { groupDay in groupDay.timeOff.half.map { (groupDay.group, $0) } }
    if let (group, half) = groupDay { fields.append(GroupDayOff.word(group, half: half, in: .english)) }
    if language == .chinese {
      fields += [date.weekday.name(in: .chinese), kindWord(day, in: .chinese)]
      if let legal { fields.append(legal.chineseWord ?? legal.label) }
      if let (_, half) = groupDay { fields.append(half.name(in: .chinese) + "放假") }
    }
    if let mark = mark(day, in: language) { fields.append(mark) }
    return fields.joined(separator: " ")
  }

  /// `{"date":…,"weekday":…,"isWorkingDay":…,"kind":…,"name":…,"holiday":…,
  /// "legal":"statutory","statutory":true,"payMultiplier":3,"provisional":false,"withoutNotice":null}`:
  /// `name` as the data spells it, `holiday` the canonical name, `legal`
  /// and `payMultiplier` what the law makes of the day (null where no data
  /// covers it, or the day is not the State Council's to say: an
  /// overlay's, a given file's, a group's), `withoutNotice` what a provisional day
  /// rests on; then `englishName` (a statutory festival's), `makeUpDay`
  /// (the make-up workday paying for a 调休 day), `basis` (`notice`,
  /// `holidays-file`, `overlay`, `group-day`, `prediction`, `regular-week`),
  /// `source` and `papers` (the notices' addresses); with `--group`, the
  /// group's fields.
  static func json(_ day: WorkdayCalendar.Day, groupsAsked: Bool) -> JSONValue {
    let legal = day.legal
    let groupFields = groupsAsked ? day.groupDay.map(GroupDayOff.jsonFields) ?? GroupDayOff.nullJSONFields : []
    let withoutNotice: JSONValue =
      switch day.withoutNotice {
      case .provisional(let basis): .string(basis.rawValue)
      case .assumedWeek: .string(assumedBasis)
      case nil: .null
      }
    let (basisWord, source, papers) = basisFields(day.basis)
    return .object(
      [
        ("date", .string(day.date.iso8601)),
        ("weekday", .string(day.date.weekday.name)),
        ("isWorkingDay", .bool(day.isWorkingDay)),
        ("kind", .string(kindLabel(day))),
        ("name", day.name.map(JSONValue.string) ?? .null),
        ("holiday", day.holiday.map(JSONValue.string) ?? .null),
        ("legal", legal.map { .string($0.label) } ?? .null),
        ("statutory", legal.map { kind in .bool(kind.isStatutory) } ?? .null),
        ("payMultiplier", legal.map { .number(String($0.payMultiplier)) } ?? .null),
        ("provisional", .bool(day.isProvisional)),
        ("withoutNotice", withoutNotice),
        ("englishName", day.englishName.map(JSONValue.string) ?? .null),
        ("makeUpDay", day.makeUpDay.map { .string($0.iso8601) } ?? .null),
        ("basis", .string(basisWord)),
        ("source", source.map(JSONValue.string) ?? .null),
        ("papers", .array(papers.map(JSONValue.string))),
      ] + groupFields)
  }

  /// The `basis` word of a basis, its source and its notices' addresses.
  static func basisFields(_ basis: DayBasis) -> (String, String?, [String]) {
    switch basis {
    case .notice(let source, let papers): ("notice", source, papers)
    case .givenData(let source): ("holidays-file", source, [])
    case .overlay(let source): ("overlay", source, [])
    case .groupDay(let citation): ("group-day", citation, [])
    case .prediction(let source): ("prediction", source, [])
    case .regularWeek: ("regular-week", nil, [])
    }
  }

  /// What the law makes of a day off in a break; nil for other days.
  private static func legalPhrase(_ legal: LegalDayKind, in language: Language) -> String? {
    switch (legal, language) {
    case (.statutoryHoliday, .english): "statutory holiday, pay ×3"
    case (.replacementDay, .english): "replacement day off (Art. 6), pay ×2"
    case (.swappedRestDay, .english): "调休 day off, pay ×2"
    case (.extraDayOff, .english): "extra day off (no make-up workday), pay ×2"
    case (.weekendInBreak, .english): "weekend in a break, pay ×2"
    case (.statutoryHoliday, .chinese): "法定节假日，三倍工资"
    case (.replacementDay, .chinese): "补假（第六条），两倍工资"
    case (.swappedRestDay, .chinese): "调休，两倍工资"
    case (.extraDayOff, .chinese): "额外放假（无补班），两倍工资"
    case (.weekendInBreak, .chinese): "假期中的周末，两倍工资"
    default: nil
    }
  }

  /// The `withoutNotice` in JSON of a day no data covers, answered from the
  /// regular week assumed.
  static let assumedBasis = "regular-week"

  /// `[assumed: regular week]`, or `[假定：常规工作周]`: a day no data
  /// covers, answered from the regular week assumed.
  static func assumedMark(in language: Language) -> String {
    language == .chinese ? "[假定：常规工作周]" : "[assumed: regular week]"
  }

  /// `[provisional: law]`, or `[暂定：法律]`.
  static func provisionalMark(_ basis: Basis, in language: Language) -> String {
    guard language == .chinese else { return "[provisional: \(basis.rawValue)]" }
    let word: String
    switch basis {
    case .law: word = "法律"
    case .principle: word = "原则"
    case .guess: word = "推测"
    }
    return "[暂定：\(word)]"
  }
}
