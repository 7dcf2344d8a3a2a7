import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension GenerationRequest {
  /// The request of `configuration` (read from `path`, its relative paths
  /// resolved by `resolve`), with the command line's options over it,
  /// field by field (``RequestSettings/merged(over:)``, the one place
  /// that decides which wins). `files` is the run's file session, into
  /// which the configuration was read.
  init(
    configuration: Configuration, path: String, resolve: (String) -> String, arguments: Arguments,
    files: FileSession
  ) throws {
    var options = try QueryOptions(arguments, in: files.context)
    // The command line's dates (`--from today`) are days in the zone the
    // calendar will have.
    var dated = options
    if !arguments.has(.timeZone), let zone = configuration.timeZone { dated.chosenTimeZone = zone }
    let commandLine = try RequestSettings(arguments, options: dated)
    let file = RequestSettings(configuration: configuration, resolve: resolve, today: commandLine.range.today)
    let settings = commandLine.merged(over: file)
    settings.apply(to: &options)
    if options.groups.groups.isEmpty {
      if commandLine.halfDay != nil { throw GroupOptions.halfDayWithoutGroup }
      if file.halfDay != nil {
        throw ConfigurationError(
          source: configuration.source, path: "halfDay",
          message: "needs \"groups\" (or \(Option.group) GROUP): it says which half of a group's day is off")
      }
    }
    var range = settings.range
    range.today = try options.today()
    let calendars = configuration.calendars.map { entry in
      var calendar = entry
      if commandLine.timeZone != nil { calendar.timeZone = nil }
      calendar.output = commandLine.output ?? entry.output.map(resolve)
      return calendar
    }
    self.init(
      sources: options, range: range, calendars: calendars,
      origin: .configuration(path: path, source: configuration.source),
      timestamp: try DocumentTimestamp.current(in: files.context),
      files: files)
  }
}
