import HolidayKit
import HolidayKitICalendar

/// The command line's filler of a calendar's own properties.
extension CalendarRequest {
  /// The calendar `arguments` describe: `--calendar-name`, `--color`,
  /// `--refresh`, `--style` and `-o`, each checked; no reminders yet.
  init(_ arguments: Arguments) throws(UsageError) {
    self.init()
    if let text = arguments.value(.calendarName) {
      do {
        try TextValue.validate(text)
      } catch {
        throw UsageError(message: "invalid \(Option.calendarName): \(error)")
      }
      guard VisibleText.showsSomething(text) else {
        throw UsageError(
          message:
            "invalid \(Option.calendarName): expected a name with something to show, such as Work\(VisibleText.invisibleNote(text))"
        )
      }
      name = text
    }
    if let text = arguments.value(.color) {
      guard let value = CalendarColor(parsing: text) else {
        throw UsageError(
          message: "invalid \(Option.color) '\(text)': expected a CSS colour name such as teal or #RRGGBB")
      }
      color = value
    }
    if let text = arguments.value(.refresh) {
      guard let value = ICalendarDuration(parsing: text), value.seconds >= 60 else {
        throw UsageError(message: "invalid \(Option.refresh) '\(text)': expected an interval such as 12h or 1d")
      }
      refresh = value
    }
    output = arguments.value(.output)
    if let text = arguments.value(.style) {
      guard let style = CalendarStyle(rawValue: text) else {
        throw UsageError(
          message: "invalid \(Option.style) '\(VisibleText.excerpt(text))': expected expanded or compact"
            + Suggestion.didYouMean(text, among: CalendarStyle.allCases.map(\.rawValue)))
      }
      self.style = style
    }
  }
}
