import Foundation
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
    if !arguments.has("--time-zone"), let zone = configuration.timeZone { options.timeZone = zone }
    var range = try CalendarOptions(arguments, options: options)
    if range.years == nil, range.from == nil, range.to == nil {
      range.years = configuration.years
      range.from = configuration.from
      range.to = configuration.to
    }
    let calendar = try options.calendar()
    let (start, end) = try range.range(calendar: calendar)

    var prepared: [(output: String?, write: (inout OutputFile) -> Void)] = []
    for entry in configuration.calendars {
      let zone = arguments.has("--time-zone") ? options.timeZone : entry.timeZone ?? options.timeZone
      var reminders: [(ReminderEvents, ScheduledDays, Reminder)] = []
      for request in entry.reminders {
        let reminder: Reminder
        do {
          reminder = try request.reminder(rangeStart: start)
        } catch {
          throw ConfigurationError(source: path, path: entry.path, message: error.message { "\"\($0.rawValue)\"" })
        }
        let days = try calendar.schedule(reminder.selection, from: start, through: end)
        reminders.append((ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone), days, reminder))
      }
      var document = try range.document(
        timeZone: zone, from: start, through: end, defaultName: entry.reminders.first?.title ?? ReminderRequest.defaultTitle)
      if let name = entry.name { document.name = name }
      document.color = entry.color
      document.refreshInterval = entry.refresh
      document.description = CalendarDescription.text(calendar: calendar, from: start, through: end)
      let timed = reminders.contains { $0.2.time != nil }
      let style = entry.style
      let events = reminders.lazy.flatMap { $0.0.events(for: $0.1, style: style) }
      let output = arguments.value("--output") ?? entry.output.map(resolve)
      prepared.append((output, { stream in document.write(events: events, includesTimeZone: timed) { stream.write(bytes: $0) } }))
    }
    range.warn(calendar: calendar, from: start, through: end, options: options)
    for item in prepared {
      try OutputFile.write(to: item.output) { stream in item.write(&stream) }
    }
    return 0
  }
}
