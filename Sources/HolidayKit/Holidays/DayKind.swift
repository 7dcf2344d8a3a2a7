/// What a day is, once the official arrangement is laid over the regular week.
public enum DayKind: Codable, Hashable, Sendable {
  /// An official day off, such as 2026-10-01 (国庆节), whatever its weekday.
  case officialDayOff(name: String)
  /// A day off an overlay lists: a person's leave or a company's day off
  /// (``WorkdayCalendar/overlaid(by:)``), named as the overlay names it
  /// (年假). No official day off: the State Council's word is not behind
  /// it. The command line shows it as a holiday (`holiday`, 放假), with
  /// whose it is; ``DayFilter/holidays`` lists it.
  case overlayDayOff(name: String)
  /// An official working day that the regular week would have off: a
  /// make-up workday (调休上班, 补班), such as Sunday 2026-09-20 (国庆节).
  case makeUpWorkday(name: String)
  /// An official working day that the regular week works anyway, such as
  /// Monday 2020-02-03, listed when the 2020 Spring Festival was extended.
  case officialWorkday(name: String)
  /// A regular working day with no official entry.
  case regularWorkday
  /// A regular rest day with no official entry.
  case regularRestDay

  /// Whether one works on such a day.
  public var isWorkingDay: Bool {
    switch self {
    case .makeUpWorkday, .officialWorkday, .regularWorkday: true
    case .officialDayOff, .overlayDayOff, .regularRestDay: false
    }
  }

  /// Whether the day is a day off a list names: an official day off or
  /// an overlay's (``DayFilter/holidays``).
  public var isListedDayOff: Bool {
    switch self {
    case .officialDayOff, .overlayDayOff: true
    case .makeUpWorkday, .officialWorkday, .regularWorkday, .regularRestDay: false
    }
  }

  /// The holiday's canonical name (国庆节 whether the notice says “十一” or 国庆节) for an official day,
  /// `nil` for a regular one.
  public var holiday: String? { holidayName.map(HolidayName.canonical) }

  /// The holiday's name as the data spells it for an official day, `nil`
  /// for a regular one.
  public var holidayName: String? {
    switch self {
    case .officialDayOff(let name), .overlayDayOff(let name), .makeUpWorkday(let name), .officialWorkday(let name):
      name
    case .regularWorkday, .regularRestDay: nil
    }
  }

  /// A one-word label for scripts: `holiday` (an overlay's day off too),
  /// `make-up-workday`, `official-workday`, `workday` or `rest-day`.
  public var label: String {
    switch self {
    case .officialDayOff, .overlayDayOff: "holiday"
    case .makeUpWorkday: "make-up-workday"
    case .officialWorkday: "official-workday"
    case .regularWorkday: "workday"
    case .regularRestDay: "rest-day"
    }
  }

  /// A phrase for people in `language`: `working day (make-up workday,
  /// 国庆节)` or `上班（补班，国庆节）`.
  public func phrase(in language: Language) -> String {
    guard language == .chinese else { return phrase }
    switch self {
    case .officialDayOff(let name), .overlayDayOff(let name): return "放假（\(HolidayName.canonical(name))）"
    case .makeUpWorkday(let name): return "上班（补班，\(HolidayName.canonical(name))）"
    case .officialWorkday(let name): return "上班（工作日，\(HolidayName.canonical(name))）"
    case .regularWorkday: return "上班（工作日）"
    case .regularRestDay: return "休息（休息日）"
    }
  }

  /// The kind in a word for people in `language`: the script label in
  /// English (``label``), or 放假 / 补班 / 工作日 / 休息日.
  public func word(in language: Language) -> String {
    guard language == .chinese else { return label }
    switch self {
    case .officialDayOff, .overlayDayOff: return "放假"
    case .makeUpWorkday: return "补班"
    case .officialWorkday, .regularWorkday: return "工作日"
    case .regularRestDay: return "休息日"
    }
  }

  /// A phrase for people, such as `working day (make-up workday, 国庆节)`
  /// or `day off (holiday, 国庆节)`.
  public var phrase: String {
    switch self {
    case .officialDayOff(let name), .overlayDayOff(let name): "day off (holiday, \(HolidayName.canonical(name)))"
    case .makeUpWorkday(let name): "working day (make-up workday, \(HolidayName.canonical(name)))"
    case .officialWorkday(let name): "working day (official workday, \(HolidayName.canonical(name)))"
    case .regularWorkday: "working day"
    case .regularRestDay: "day off (rest day)"
    }
  }
}
