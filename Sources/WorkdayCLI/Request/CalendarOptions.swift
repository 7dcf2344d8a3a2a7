import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options every calendar-writing command shares: the range, the
/// calendar's own properties and the output file.
struct CalendarOptions {
  var years: ClosedRange<Int>?
  var from: CivilDate?
  var to: CivilDate?
  var name: String?
  var color: CalendarColor?
  var refresh: ICalendarDuration?
  var path: String?
  let today: CivilDate

  init(_ arguments: Arguments, options: QueryOptions) throws {
    today = try options.today()
    years = try RangeOptions.years(arguments)
    if let text = arguments.value(.from) { from = try options.date(text, for: "\(Option.from)") }
    if let text = arguments.value(.to) { to = try options.date(text, for: "\(Option.to)") }
    if self.years != nil, from != nil || to != nil {
      throw UsageError(message: "\(Option.year) cannot be used with \(Option.from) or \(Option.to)")
    }
    if let from, let to, from > to {
      throw UsageError(message: "\(Option.from) \(from) is after \(Option.to) \(to)")
    }
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
    path = arguments.value(.output)
  }

  /// The range asked for, as a value.
  var dates: CalendarRange { CalendarRange(years: years, from: from, to: to, today: today) }

  /// The range asked for: `--year`, or `--from`/`--to`, by default from
  /// today to the end of the newest covered year
  /// (``CalendarRange/bounds(calendar:)``).
  func range(calendar: WorkdayCalendar) throws -> (CivilDate, CivilDate) {
    try dates.bounds(calendar: calendar)
  }

  /// `--style`: expanded (default) or compact.
  func style(_ text: String?) throws(UsageError) -> CalendarStyle {
    guard let text else { return .expanded }
    guard let style = CalendarStyle(rawValue: text) else {
      throw UsageError(
        message: "invalid \(Option.style) '\(VisibleText.excerpt(text))': expected expanded or compact"
          + Suggestion.didYouMean(text, among: CalendarStyle.allCases.map(\.rawValue)))
    }
    return style
  }
}
