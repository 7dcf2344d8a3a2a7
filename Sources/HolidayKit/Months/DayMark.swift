/// How a month grid tells a day apart, read from the day's value
/// (``WorkdayCalendar/Day``): the one decision behind `cal`'s marks and
/// colours in a terminal and its picture's classes, colours and words. A
/// day has one mark; a group's half day off (``WorkdayCalendar/Day/halfDayOff``)
/// and a provisional year's prediction are shown beside it.
package enum DayMark: String, CaseIterable, Sendable {
  /// A statutory holiday (法定节假日): pay ×3.
  case statutory
  /// A weekday off moved there by 调休, paid for by a make-up workday.
  case swapped
  /// Any other official day off (a weekend in a break, an Art. 6
  /// replacement day, an extra day off).
  case dayOff = "day-off"
  /// A day off an overlay lists (leave, a company's day off).
  case overlayDayOff = "overlay-day-off"
  /// A working day an own arrangement lists (an overlay's, a given file's).
  case overlayWorkday = "overlay-workday"
  /// A make-up workday of a notice (补班), whatever the work week.
  case makeUpWorkday = "make-up-workday"
  /// A Saturday or Sunday the work week itself works (`--work-week MO-SA`).
  case workWeekWorkday = "work-week-workday"
  /// A Monday to Friday the work week itself has off (`--work-week SU-TH`).
  case workWeekRestDay = "work-week-rest-day"
  /// A Saturday or Sunday off, as every week has it.
  case restDay = "rest-day"
  /// A Monday to Friday worked, as every week has it.
  case workday

  /// The mark of `day`.
  package init(_ day: WorkdayCalendar.Day) {
    let isWeekend = day.date.weekday == .saturday || day.date.weekday == .sunday
    switch day.kind {
    case .overlayDayOff: self = .overlayDayOff
    case .officialDayOff:
      if day.legal?.isStatutory == true {
        self = .statutory
      } else if day.legal == .swappedRestDay {
        self = .swapped
      } else {
        self = .dayOff
      }
    case _ where day.isOwnWorkday: self = .overlayWorkday
    case _ where day.isOfficialMakeUpWorkday: self = .makeUpWorkday
    case .regularWorkday: self = isWeekend ? .workWeekWorkday : .workday
    case .regularRestDay: self = isWeekend ? .restDay : .workWeekRestDay
    case .makeUpWorkday, .officialWorkday: self = .workday
    }
  }

  /// Whether the mark is a day off a list names (official or an overlay's).
  package var isListedDayOff: Bool {
    switch self {
    case .statutory, .swapped, .dayOff, .overlayDayOff: true
    default: false
    }
  }

  /// Whether the work week, not a notice or an overlay, makes the day
  /// unlike Monday to Friday.
  package var isWorkWeekDay: Bool { self == .workWeekWorkday || self == .workWeekRestDay }

  /// Whether the day is as every week has it: a Saturday or Sunday off,
  /// a Monday to Friday worked, nothing listed and nothing the work week
  /// itself changes.
  package var isAsEveryWeek: Bool { self == .restDay || self == .workday }
}
