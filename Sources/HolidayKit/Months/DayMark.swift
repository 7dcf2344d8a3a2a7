/// How a month grid tells a day apart, read from the day's value
/// (``WorkdayCalendar/Day``): the one decision behind `cal`'s marks and
/// colours in a terminal and its picture's classes, colours and words. A
/// day has one mark; a group's half day off (``WorkdayCalendar/Day/halfDayOff``)
/// and a provisional year's prediction are shown beside it.
enum DayMark: String, CaseIterable, Sendable {
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
  init(_ day: WorkdayCalendar.Day) {
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
  var isListedDayOff: Bool {
    switch self {
    case .statutory, .swapped, .dayOff, .overlayDayOff: true
    default: false
    }
  }

  /// Whether the work week, not a notice or an overlay, makes the day
  /// unlike Monday to Friday.
  var isWorkWeekDay: Bool { self == .workWeekWorkday || self == .workWeekRestDay }

  /// The character after the day number in a grid without colour: `!`,
  /// `*`, `#`, `+`, `^`, `-`; nil for a day as every week has it (which
  /// may show a group's half day off, `~`).
  var marker: Character? {
    switch self {
    case .statutory: MonthGrid.statutoryMarker
    case .swapped, .dayOff, .overlayDayOff: MonthGrid.dayOffMarker
    case .overlayWorkday: MonthGrid.overlayWorkdayMarker
    case .makeUpWorkday: MonthGrid.makeUpMarker
    case .workWeekWorkday: MonthGrid.weekendWorkdayMarker
    case .workWeekRestDay: MonthGrid.weekdayRestDayMarker
    case .restDay, .workday: nil
    }
  }

  /// The word a picture writes in the day's corner, in `language`: 法定,
  /// 调休, 休, 假, 排班, 班, 上班, 轮休 (×3, swap, off, own, shift, work, wk,
  /// rest); nil for a day as every week has it.
  func word(in language: Language) -> String? {
    switch (self, language) {
    case (.statutory, .chinese): "法定"
    case (.statutory, .english): "×3"
    case (.swapped, .chinese): "调休"
    case (.swapped, .english): "swap"
    case (.dayOff, .chinese): "休"
    case (.dayOff, .english): "off"
    case (.overlayDayOff, .chinese): "假"
    case (.overlayDayOff, .english): "own"
    case (.overlayWorkday, .chinese): "排班"
    case (.overlayWorkday, .english): "shift"
    case (.makeUpWorkday, .chinese): "班"
    case (.makeUpWorkday, .english): "work"
    case (.workWeekWorkday, .chinese): "上班"
    case (.workWeekWorkday, .english): "wk"
    case (.workWeekRestDay, .chinese): "轮休"
    case (.workWeekRestDay, .english): "rest"
    case (.restDay, _), (.workday, _): nil
    }
  }

  /// What the mark means, for a picture's legend, in `language`.
  func meaning(in language: Language) -> String {
    switch (self, language) {
    case (.statutory, .chinese): "法定节假日（三倍工资）"
    case (.statutory, .english): "statutory holiday (pay ×3)"
    case (.swapped, .chinese): "调休放假（由补班换来）"
    case (.swapped, .english): "调休 day off (paid for by a make-up workday)"
    case (.dayOff, .chinese): "其他放假日"
    case (.dayOff, .english): "other day off"
    case (.overlayDayOff, .chinese): "个人或单位安排的休息日（非官方）"
    case (.overlayDayOff, .english): "day off your overlay lists (not official)"
    case (.overlayWorkday, .chinese): "个人或单位安排的上班日（非官方）"
    case (.overlayWorkday, .english): "working day your overlay lists (not official)"
    case (.makeUpWorkday, .chinese): "补班（调休上班）"
    case (.makeUpWorkday, .english): "make-up workday (调休上班)"
    case (.workWeekWorkday, .chinese): "工作周内上班的周六日"
    case (.workWeekWorkday, .english): "Saturday or Sunday your work week works"
    case (.workWeekRestDay, .chinese): "工作周内休息的工作日"
    case (.workWeekRestDay, .english): "weekday your work week has off"
    case (.restDay, .chinese): "周末"
    case (.restDay, .english): "weekend"
    case (.workday, .chinese): "工作日"
    case (.workday, .english): "working day"
    }
  }
}
