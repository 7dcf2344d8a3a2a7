import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension GenerationRequest {
  /// The request of `configuration` (read from `path`, its relative paths
  /// resolved by `resolve`), with the command line's options over it: the
  /// one place that decides which wins. The command line wins for the
  /// work week, the groups and their half day, the zone, the range (when
  /// it gives one) and the output (`-o`); its `--holidays` and
  /// `--overlay` files are laid over the configuration's; either may ask
  /// to assume the regular week. `files` is the run's file session, into
  /// which the configuration was read.
  init(
    configuration: Configuration, path: String, resolve: (String) -> String, arguments: Arguments,
    files: FileSession
  ) throws {
    var options = try QueryOptions(arguments)
    options.holidayPaths = configuration.holidays.map(resolve) + options.holidayPaths
    options.overlayPaths = configuration.overlays.map(resolve) + options.overlayPaths
    if !arguments.has(.workWeek), let week = configuration.workWeek { options.workWeek = week }
    if configuration.assumesRegularWeek { options.assumesRegularWeek = true }
    if !arguments.has(.group) { options.groups.groups = configuration.groups }
    if !arguments.has(.halfDay), let half = configuration.halfDay { options.groups.halfDay = half }
    if options.groups.groups.isEmpty {
      if arguments.has(.halfDay) { throw GroupOptions.halfDayWithoutGroup }
      if configuration.halfDay != nil {
        throw ConfigurationError(
          source: configuration.source, path: "halfDay",
          message: "needs \"groups\" (or \(Option.group) GROUP): it says which half of a group's day is off")
      }
    }
    if !arguments.has(.timeZone), let zone = configuration.timeZone { options.chosenTimeZone = zone }
    var range = try CalendarOptions(arguments, options: options).dates
    if range.isDefault {
      range.years = configuration.years
      range.from = configuration.from
      range.to = configuration.to
    }
    let output = arguments.value(.output)
    let calendars = configuration.calendars.map { entry in
      var calendar = entry
      if arguments.has(.timeZone) { calendar.timeZone = nil }
      calendar.output = output ?? entry.output.map(resolve)
      return calendar
    }
    self.init(
      sources: options, range: range, calendars: calendars,
      origin: .configuration(path: path, source: configuration.source), timestamp: try DocumentTimestamp.current(),
      files: files)
  }
}
