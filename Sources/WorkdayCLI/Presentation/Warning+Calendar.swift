import HolidayKit
import HolidayKitICalendar

extension Warning {
  /// A warning of the generation job as the command line shows it: spelled
  /// as the request was (`spelling`), a calendar named by its file
  /// (`outputs`, by the request's calendars' order), the range
  /// `start`…`end` beside the days moved out of it.
  init(
    _ warning: CalendarWarning, spelling: RequestSpelling, outputs: [String?], start: CivilDate, end: CivilDate
  ) {
    switch warning {
    case .missedMakeUpDays(let title, let days):
      self = .missedMakeUpDays(title: title, days: days, spelling: spelling)
    case .beforeUnpublishedDaysOff(let title, let day, let statutory):
      self = .beforeUnpublishedDaysOff(title: title, day: day, holiday: statutory.holiday.name, date: statutory.date)
    case .daysMovedOutOfRange(let title, let days):
      let moved = days.map { leftOut in
        guard case .movedOutOfRange(let target) = leftOut.reason else { return MovedDay(day: leftOut.day, to: nil) }
        return MovedDay(day: leftOut.day, to: target)
      }
      self = .daysMovedOutOfRange(title: title, moved: moved, start: start, end: end)
    case .daysMovedBeforeRuleStart(let title, let days, let ruleStart):
      let moved = days.map { leftOut in
        guard case .movedBeforeRuleStart(let target, _) = leftOut.reason else {
          return MovedDay(day: leftOut.day, to: nil)
        }
        return MovedDay(day: leftOut.day, to: target)
      }
      self = .daysMovedBeforeRuleStart(title: title, moved: moved, start: ruleStart.iso8601)
    case .alarm(let title, let phrase, let caveat):
      self = .alarm(title: title, phrase: phrase, caveat: caveat)
    case .emptyCalendar(let index):
      self = .emptyCalendar(path: outputs[index], start: start, end: end)
    }
  }
}
