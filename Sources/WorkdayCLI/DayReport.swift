import HolidayKit

/// What is said of a day beyond its kind: what the law makes of it, and
/// what it rests on when its year has no notice yet.
struct DayDetails {
  /// The day under the law (statutory holiday, 调休 day off, …); nil where
  /// no data covers the day (answered from the regular week).
  var legal: LegalDayKind?
  /// What a provisional year's day rests on; nil in a year with a notice.
  var basis: Basis?
  /// What the law gives `--group` on the day (a half day, 儿童节's whole
  /// day); nil on other days.
  var groupDay: GroupDayOff?
  /// A group's day that gives nothing, being a day off anyway (Art. 6:
  /// nothing is made up).
  var groupDayOnDayOff: CitizenGroup?
  /// Whether `--group` was given: JSON then has the group fields on every day.
  var groupsAsked = false
  /// Whether no data covers the day, which is answered from the regular
  /// week alone (`--assume-regular-week`).
  var isAssumed = false

  /// Whether the answer rests on no notice: provisional or assumed.
  var restsOnNoNotice: Bool { basis != nil || isAssumed }

  /// The details of the days from `start` through `end`, by day.
  /// The law is asked about the official days alone: a day an overlay
  /// changed (leave, a company day) has no legal standing here.
  static func of(
    from start: CivilDate, through end: CivilDate, calendar: WorkdayCalendar, official: HolidayCalendar,
    groups: GroupOptions = GroupOptions()
  ) -> [CivilDate: DayDetails] {
    var details: [CivilDate: DayDetails] = [:]
    let holidays = calendar.holidays
    let legal = (try? official.legalKinds(from: start, through: end)) ?? []
    for (date, kind) in legal where holidays.entry(on: date)?.isOffDay == official.entry(on: date)?.isOffDay {
      details[date] = DayDetails(legal: kind)
    }
    for year in holidays.provisionalYears where year >= start.year && year <= end.year {
      guard let predicted = try? ProvisionalYear(year: year) else { continue }
      let first = CivilDate(year: year, month: 1, day: 1).map { max(start, $0) } ?? start
      let last = CivilDate(year: year, month: 12, day: 31).map { min(end, $0) } ?? end
      for date in WorkdayCalendar.days(from: first, through: last) {
        details[date, default: DayDetails()].basis = predicted.day(on: date)?.basis ?? .principle
      }
    }
    if !groups.groups.isEmpty {
      for date in WorkdayCalendar.days(from: start, through: end) {
        details[date, default: DayDetails()].groupsAsked = true
        details[date]?.groupDay = groups.dayOff(on: date, calendar: calendar)
        if details[date]?.groupDay == nil {
          details[date]?.groupDayOnDayOff = groups.groups.first { $0.dayOff(on: date) != nil }
        }
      }
    }
    if calendar.assumesRegularWeek {
      for year in calendar.uncoveredYears(from: start, through: end) {
        let first = CivilDate(year: year, month: 1, day: 1).map { max(start, $0) } ?? start
        let last = CivilDate(year: year, month: 12, day: 31).map { min(end, $0) } ?? end
        for date in WorkdayCalendar.days(from: first, through: last) where !holidays.covers(date) {
          details[date, default: DayDetails()].isAssumed = true
        }
      }
    }
    return details
  }
}

/// How one day is printed: a line for people, a JSON object for scripts.
enum DayReport {
  /// `2026-09-20 Sunday: working day (make-up workday, 国庆节)`, and for a
  /// day off what the law makes of it: `2026-10-01 Thursday: day off
  /// (holiday, 国庆节); statutory holiday, pay ×3`; a provisional year's
  /// day ends `[provisional: law]`.
  static func sentence(_ date: CivilDate, _ kind: DayKind, _ details: DayDetails?, in language: Language) -> String {
    var text: String
    switch language {
    case .english: text = "\(date) \(date.weekday.name): \(kind.phrase)"
    case .chinese: text = "\(date) \(date.weekday.name(in: .chinese))：\(kind.phrase(in: .chinese))"
    }
    if let legal = details?.legal, let phrase = legalPhrase(legal, in: language) {
      text += language == .chinese ? "；\(phrase)" : "; \(phrase)"
    }
    if let groupDay = details?.groupDay {
      text += (language == .chinese ? "；" : "; ") + groupDay.phrase(in: language)
    } else if let group = details?.groupDayOnDayOff {
      text +=
        language == .chinese
        ? "；\(group.holidayName)适逢休息日，不补假（第六条）" : "; \(group.holidayName) on a day off: nothing made up (Art. 6)"
    }
    if let basis = details?.basis { text += " " + provisionalMark(basis, in: language) }
    if details?.isAssumed == true { text += " " + assumedMark(in: language) }
    return text
  }

  /// `2026-09-20 Sunday make-up-workday 国庆节`: the ISO date first, then
  /// the weekday, the kind and the holiday's name if any; then, for a day
  /// off in a break, what the law makes of it (`statutory`, `replacement`,
  /// `swapped`, `weekend-in-break`), and a provisional year's mark.
  static func line(_ date: CivilDate, _ kind: DayKind, _ details: DayDetails?, in language: Language) -> String {
    var fields = [date.iso8601, date.weekday.name(in: language), kind.word(in: language)]
    if let name = kind.holiday { fields.append(name) }
    if let legal = details?.legal, legalPhrase(legal, in: language) != nil {
      fields.append(language == .chinese ? chineseWord(legal) : legal.label)
    }
    if let groupDay = details?.groupDay, groupDay.half != nil { fields.append(groupDay.word(in: language)) }
    if let basis = details?.basis { fields.append(provisionalMark(basis, in: language)) }
    if details?.isAssumed == true { fields.append(assumedMark(in: language)) }
    return fields.joined(separator: " ")
  }

  /// `{"date":…,"weekday":…,"isWorkingDay":…,"kind":…,"name":…,"holiday":…,
  /// "legal":"statutory","statutory":true,"payMultiplier":3,"provisional":false,"basis":null}`:
  /// `name` as the data spells it, `holiday` the canonical name, `legal`
  /// and `payMultiplier` what the law makes of the day (null where no data
  /// covers it), `basis` what a provisional day rests on.
  static func json(_ date: CivilDate, _ kind: DayKind, _ details: DayDetails?) -> JSONValue {
    let legal = details?.legal
    let groupFields = details?.groupsAsked == true ? details?.groupDay?.jsonFields ?? GroupDayOff.nullJSONFields : []
    return .object(
      [
        ("date", .string(date.iso8601)),
        ("weekday", .string(date.weekday.name)),
        ("isWorkingDay", .bool(kind.isWorkingDay)),
        ("kind", .string(kind.label)),
        ("name", kind.holidayName.map(JSONValue.string) ?? .null),
        ("holiday", kind.holiday.map(JSONValue.string) ?? .null),
        ("legal", legal.map { .string($0.label) } ?? .null),
        ("statutory", legal.map { kind in .bool(kind.isStatutory) } ?? .null),
        ("payMultiplier", legal.map { .number(String($0.payMultiplier)) } ?? .null),
        ("provisional", .bool(details?.restsOnNoNotice == true)),
        (
          "basis",
          details?.basis.map { .string($0.rawValue) } ?? (details?.isAssumed == true ? .string(assumedBasis) : .null)
        ),
      ] + groupFields)
  }

  /// What the law makes of a day off in a break; nil for other days.
  private static func legalPhrase(_ legal: LegalDayKind, in language: Language) -> String? {
    switch (legal, language) {
    case (.statutoryHoliday, .english): "statutory holiday, pay ×3"
    case (.replacementDay, .english): "replacement day off (Art. 6), pay ×2"
    case (.swappedRestDay, .english): "调休 day off, pay ×2"
    case (.weekendInBreak, .english): "weekend in a break, pay ×2"
    case (.statutoryHoliday, .chinese): "法定节假日，三倍工资"
    case (.replacementDay, .chinese): "补假（第六条），两倍工资"
    case (.swappedRestDay, .chinese): "调休，两倍工资"
    case (.weekendInBreak, .chinese): "假期中的周末，两倍工资"
    default: nil
    }
  }

  private static func chineseWord(_ legal: LegalDayKind) -> String {
    switch legal {
    case .statutoryHoliday: "法定"
    case .replacementDay: "补假"
    case .swappedRestDay: "调休"
    default: "周末"
    }
  }

  /// The `basis` in JSON of a day no data covers, answered from the
  /// regular week alone.
  static let assumedBasis = "regular-week"

  /// `[assumed: regular week]`, or `[假定：常规工作周]`: a day no data
  /// covers, answered from the regular week alone.
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
