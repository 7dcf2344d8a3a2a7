import HolidayKitICalendar

/// The options of a calendar file: its own properties, its form, and
/// where it is written.
extension Option {
  package static let calendarName = Option(
    "--calendar-name", value: "TEXT", configurationKey: "name", help: "X-WR-CALNAME and NAME")
  package static let color = Option(
    "--color", value: "COLOR", completion: .words(["teal", "red", "orange", "blue", "#1E90FF"]),
    configurationKey: "color", help: "a CSS colour name or #RRGGBB")
  package static let refresh = Option(
    "--refresh", value: "LENGTH", configurationKey: "refresh", help: "how often subscribers refetch, such as 1d")
  package static let style = Option(
    "--style", value: "STYLE", completion: .words(CalendarStyle.allCases.map(\.rawValue)), configurationKey: "style",
    help:
      "expanded (default): one event per day; compact: a recurring event with exceptions (split where the events change), plus one event per added day",
    manual:
      "expanded (default): one event per day; compact: a recurring event with exceptions, split where the events change (a provisional year, an alarm's length across a clock change), plus one event per added day."
  )
  package static let config = Option(
    "--config", value: "FILE", completion: .files,
    help:
      "several reminders and calendars from a JSON file (man workday-ics); the options above then stay in the file, except the range and data options",
    manual:
      "Several calendars of several reminders from a JSON file (see CONFIGURATION); its paths are relative to its folder, or to the current folder when FILE is a stream (-, a pipe such as <(make-config), a named pipe)."
  )
  package static let output = Option(
    "--output", short: "-o", value: "FILE", completion: .files, configurationKey: "output",
    help: "write FILE atomically (default, or -, stdout)",
    manual:
      "Write FILE atomically (see FILES); - or none: standard output.")
}
