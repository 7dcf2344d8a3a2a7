/// What a day is under the law, beyond working or not: whether a day off is
/// statutory (法定节假日), an Art. 6 replacement, a 调休 day or a weekend,
/// and what working on it pays.
///
/// The week is the statutory one (国务院关于职工工作时间的规定, Art. 7:
/// Saturday and Sunday are the weekly rest days), whatever a person's own
/// working week.
public enum LegalDayKind: Codable, Hashable, Sendable {
  /// A statutory day off (法定节假日), such as 2026-10-01 (国庆节), even on a
  /// weekend (2026-10-03, a Saturday).
  case statutoryHoliday(StatutoryHoliday)
  /// A weekday off that makes up for a statutory day falling on a weekend
  /// (Art. 6, 补假), such as Monday 2025-06-02 for 端午 on Saturday
  /// 2025-05-31. The notices do not say which weekday of a break is the
  /// replacement: this is the first non-statutory weekday off after the
  /// weekend statutory day (or, failing that, the nearest before it).
  case replacementDay(StatutoryHoliday)
  /// A weekday off in a break moved there by 调休 and paid for by a
  /// make-up workday named for the same holiday (2026-02-20, paid for by
  /// Saturday 2026-02-28): the notice pairs them.
  case swappedRestDay
  /// A weekday off in a break that no make-up workday pays for: a
  /// one-off day off (the 2015-09-03 anniversary, the 2020 Spring
  /// Festival extension).
  case extraDayOff
  /// A Saturday or Sunday inside a break, or adjoining one ("与周末连休"),
  /// listed by the notice or not.
  case weekendInBreak
  /// A Saturday or Sunday off outside any break.
  case restDay
  /// A Saturday or Sunday made a working day by the notice (调休上班, 补班).
  case makeUpWorkday
  /// A working day of the statutory week.
  case workday

  /// Whether the day is a day off.
  public var isDayOff: Bool {
    switch self {
    case .statutoryHoliday, .replacementDay, .swappedRestDay, .extraDayOff, .weekendInBreak, .restDay: true
    case .makeUpWorkday, .workday: false
    }
  }

  /// Whether the day is a statutory holiday (法定节假日).
  public var isStatutory: Bool {
    if case .statutoryHoliday = self { true } else { false }
  }

  /// The least multiple of the normal wage for working this day's normal
  /// hours, per the Labour Law (劳动法) Art. 44: 3 on a statutory holiday
  /// (法定休假日), 2 on any other day off (休息日, when no compensatory rest
  /// is given), 1 on a working day (hours beyond the normal ones pay 1.5).
  public var payMultiplier: Int {
    switch self {
    case .statutoryHoliday: 3
    case .replacementDay, .swappedRestDay, .extraDayOff, .weekendInBreak, .restDay: 2
    case .makeUpWorkday, .workday: 1
    }
  }

  /// The statutory holiday the day belongs to, for a statutory or
  /// replacement day.
  public var holiday: StatutoryHoliday? {
    switch self {
    case .statutoryHoliday(let holiday), .replacementDay(let holiday): holiday
    default: nil
    }
  }

  /// A one-word label for scripts: `statutory`, `replacement`, `swapped`,
  /// `extra-day-off`, `weekend-in-break`, `rest-day`, `make-up-workday` or
  /// `workday`.
  public var label: String {
    switch self {
    case .statutoryHoliday: "statutory"
    case .replacementDay: "replacement"
    case .swappedRestDay: "swapped"
    case .extraDayOff: "extra-day-off"
    case .weekendInBreak: "weekend-in-break"
    case .restDay: "rest-day"
    case .makeUpWorkday: "make-up-workday"
    case .workday: "workday"
    }
  }

  /// The one word a title gives a day off of this kind, such as `法定`
  /// in `国庆节 (法定)`: nil for a working day and a plain rest day.
  public var chineseWord: String? {
    switch self {
    case .statutoryHoliday: "法定"
    case .replacementDay: "补假"
    case .swappedRestDay: "调休"
    case .extraDayOff: "加放"
    case .weekendInBreak: "周末"
    case .restDay, .makeUpWorkday, .workday: nil
    }
  }

  /// A phrase for people, such as `法定节假日 statutory holiday (国庆节), pay ×3`.
  public var phrase: String {
    let pay = ", pay ×\(payMultiplier)"
    switch self {
    case .statutoryHoliday(let holiday): return "法定节假日 statutory holiday (\(holiday.name))\(pay)"
    case .replacementDay(let holiday): return "补假 replacement day off (\(holiday.name), Art. 6)\(pay)"
    case .swappedRestDay: return "调休 day off\(pay)"
    case .extraDayOff: return "extra day off (no make-up workday)\(pay)"
    case .weekendInBreak: return "weekend in a break\(pay)"
    case .restDay: return "weekend\(pay)"
    case .makeUpWorkday: return "调休上班 make-up workday\(pay)"
    case .workday: return "working day\(pay)"
    }
  }
}
