import HolidayKit

extension DayMark {
  /// The character after the day number in a grid without colour: `!`,
  /// `*`, `#`, `+`, `^`, `-`; nil for a day as every week has it
  /// (``DayMark/isAsEveryWeek``), which may show a group's half day off,
  /// `~`.
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
