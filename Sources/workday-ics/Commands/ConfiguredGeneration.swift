#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import HolidayKit

/// `workday-ics generate --config FILE`: every calendar of a configuration
/// file, each with several reminders. Everything is checked and scheduled
/// before the first file is written, so a mistake anywhere writes nothing.
enum ConfiguredGeneration {
  static func run(_ arguments: Arguments, configuration path: String) throws -> Int32 {
    if let option = GenerateCommand.reminderOptions.first(where: arguments.has) {
      throw UsageError(message: "\(option) cannot be used with --config: put it in the configuration file")
    }
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw InputError(message: "\(path): cannot read the file")
    }
    let configuration = try Configuration(json: bytes, source: path)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    func resolve(_ relative: String) -> String {
      relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).path
    }
    if arguments.has("--output"), configuration.calendars.count > 1 {
      throw UsageError(message: "-o cannot be used with a configuration of several calendars; each names its output")
    }

    var options = try QueryOptions(arguments)
    options.holidayPaths = configuration.holidays.map(resolve) + options.holidayPaths
    options.overlayPaths = configuration.overlays.map(resolve) + options.overlayPaths
    if !arguments.has("--work-week"), let week = configuration.workWeek { options.workWeek = week }
    if configuration.assumesRegularWeek { options.assumesRegularWeek = true }
    if !arguments.has("--time-zone"), let zone = configuration.timeZone { options.chosenTimeZone = zone }
    var range = try CalendarOptions(arguments, options: options)
    if range.years == nil, range.from == nil, range.to == nil {
      range.years = configuration.years
      range.from = configuration.from
      range.to = configuration.to
    }
    let calendar = try options.calendar()
    let (start, end) = try range.range(calendar: calendar)

    var prepared: [(output: String?, reminders: ReminderCalendar, document: ICalendarDocument)] = []
    for entry in configuration.calendars {
      let zone = try (arguments.has("--time-zone") ? nil : entry.timeZone) ?? options.timeZone()
      let reminders = try configuration.reminders(of: entry, rangeStart: start)
      let scheduled = try ReminderCalendar(
        reminders: reminders, calendar: calendar, timeZone: zone, from: start, through: end, style: entry.style)
      var document = try range.document(
        timeZone: zone, calendar: calendar, from: start, through: end, defaultName: reminders.first?.title ?? ReminderRequest.defaultTitle)
      if let name = entry.name { document.name = name }
      document.color = entry.color
      document.refreshInterval = entry.refresh
      prepared.append((arguments.value("--output") ?? entry.output.map(resolve), scheduled, document))
    }
    range.warn(calendar: calendar, from: start, through: end, options: options)
    for item in prepared {
      range.warnIfEmpty(item.reminders, path: item.output, from: start, through: end)
      try range.write(item.reminders, in: item.document, to: item.output)
    }
    return 0
  }
}
