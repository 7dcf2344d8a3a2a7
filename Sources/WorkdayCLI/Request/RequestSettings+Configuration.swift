import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A configuration's filler, and the one request of a run that has one.
extension RequestSettings {
  /// The fields `configuration` gives, its relative paths resolved by
  /// `resolve`; `today` is the run's, in the merged zone.
  init(configuration: Configuration, resolve: (String) -> String, today: CivilDate?) {
    range = CalendarRange(
      years: configuration.years, from: configuration.from, to: configuration.to, today: today,
      origin: .configuration(source: configuration.source))
    holidays = configuration.holidays.map(resolve)
    overlays = configuration.overlays.map(resolve)
    workWeek = configuration.workWeek
    if configuration.assumesRegularWeek { assumesRegularWeek = true }
    if configuration.provisional { provisional = true }
    if !configuration.usesBuiltInData { usesBuiltInData = false }
    if !configuration.groups.isEmpty { groups = configuration.groups }
    halfDay = configuration.halfDay
    timeZone = configuration.timeZone
  }

  /// The request of a run: the command line's `arguments` over
  /// `configuration` (its relative paths resolved by `resolve`) when there
  /// is one, else the command line's alone; the range as `use` says.
  static func of(
    _ arguments: Arguments, in context: RunContext, range use: RangeUse = .none,
    configuration: (file: Configuration, resolve: (String) -> String)? = nil
  ) throws -> RequestSettings {
    let commandLine = try RequestSettings(arguments, in: context, range: use, zone: configuration?.file.timeZone)
    guard let configuration else { return commandLine }
    let file = RequestSettings(
      configuration: configuration.file, resolve: configuration.resolve, today: commandLine.range.today)
    return try commandLine.merged(over: file, source: configuration.file.source)
  }
}

extension GenerationRequest {
  /// The request of `configuration` (read from `path`, its relative paths
  /// resolved by `resolve`), with the command line's options over it,
  /// field by field (``RequestSettings/merged(over:source:)``, the one
  /// place that decides which wins). `files` is the run's file session,
  /// into which the configuration was read.
  init(
    configuration: Configuration, path: String, resolve: @escaping (String) -> String, arguments: Arguments,
    files: FileSession
  ) throws {
    let settings = try RequestSettings.of(
      arguments, in: files.context, range: .withDefault, configuration: (configuration, resolve))
    let calendars = configuration.calendars.map { entry in
      var calendar = entry
      if arguments.has(.timeZone) { calendar.timeZone = nil }
      calendar.output = arguments.value(.output) ?? entry.output.map(resolve)
      return calendar
    }
    self.init(
      settings: settings, calendars: calendars, origin: .configuration(path: path, source: configuration.source),
      timestamp: try DocumentTimestamp.current(in: files.context), files: files)
  }
}
