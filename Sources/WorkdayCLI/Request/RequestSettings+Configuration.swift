import HolidayKit

/// A configuration's filler, and the one request of a run that has one.
extension RequestSettings {
  /// The fields `configuration` (read from `path`) gives, its relative
  /// paths resolved by `resolve`; `today` is the run's, in the merged zone.
  init(configuration: Configuration, path: String, resolve: (String) -> String, today: CivilDate?) {
    range = CalendarRange(
      years: configuration.years, from: configuration.from, to: configuration.to, today: today,
      origin: .configuration(path: path, source: configuration.source))
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
    configuration: (file: Configuration, path: String, resolve: (String) -> String)? = nil
  ) throws -> RequestSettings {
    let commandLine = try RequestSettings(arguments, in: context, range: use, zone: configuration?.file.timeZone)
    guard let configuration else { return commandLine }
    let file = RequestSettings(
      configuration: configuration.file, path: configuration.path, resolve: configuration.resolve,
      today: commandLine.range.today)
    return try commandLine.merged(over: file, source: configuration.file.source)
  }
}
