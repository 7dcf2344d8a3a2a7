import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts of a generation request besides its calendars, as one
/// filler gave them, a field nil (or empty) where it was not given:
/// the command line (``init(_:options:)``) or a configuration
/// (``init(configuration:resolve:today:)``). ``merged(over:)`` is the one
/// place that decides, field by field, that the command line wins;
/// ``apply(to:)`` puts the result into the options a run reads its data
/// with. `sync` moves the range by setting ``range`` on the value, never
/// by rebuilding the command line.
struct RequestSettings {
  /// Official data files or folders, in order.
  var holidays: [String] = []
  /// Personal or company days, in order.
  var overlays: [String] = []
  /// The regular working week.
  var workWeek: WorkWeek?
  /// Whether years without official data are answered from the regular week.
  var assumesRegularWeek: Bool?
  /// Whether the year after the newest notice is answered from the law.
  var provisional: Bool?
  /// Whether the built-in data and the data folder are read.
  var usesBuiltInData: Bool?
  /// The groups whose days the law gives off.
  var groups: [CitizenGroup]?
  /// The half of a group's half day that is off.
  var halfDay: DayHalf?
  /// The zone of the calendars' times and of "today".
  var timeZone: Zone?
  /// The days to cover.
  var range: CalendarRange
  /// Where the calendar goes (`-o`), for a configuration of one calendar.
  var output: String?

  /// Settings that give nothing but `range`.
  init(range: CalendarRange) {
    self.range = range
  }

  /// The fields the command line gives, read once by `options` (and
  /// ``CalendarOptions`` for the range and the output: `today` and its
  /// kin are days in `options`' zone, which may be a configuration's).
  init(_ arguments: Arguments, options: QueryOptions) throws {
    holidays = options.holidayPaths
    overlays = options.overlayPaths
    if arguments.has(.workWeek) { workWeek = options.workWeek }
    if arguments.has(.assumeRegularWeek) { assumesRegularWeek = true }
    if arguments.has(.provisional) { provisional = true }
    if arguments.has(.noBuiltinData) { usesBuiltInData = false }
    if arguments.has(.group) { groups = options.groups.groups }
    if arguments.has(.halfDay) { halfDay = options.groups.halfDay }
    if arguments.has(.timeZone) { timeZone = options.chosenTimeZone }
    let calendar = try CalendarOptions(arguments, options: options)
    range = calendar.dates
    output = calendar.path
  }

  /// The fields `configuration` gives, its relative paths resolved by
  /// `resolve`; `today` stands in until the merged zone decides it.
  init(configuration: Configuration, resolve: (String) -> String, today: CivilDate) {
    holidays = configuration.holidays.map(resolve)
    overlays = configuration.overlays.map(resolve)
    workWeek = configuration.workWeek
    if configuration.assumesRegularWeek { assumesRegularWeek = true }
    if configuration.provisional { provisional = true }
    if !configuration.usesBuiltInData { usesBuiltInData = false }
    if !configuration.groups.isEmpty { groups = configuration.groups }
    halfDay = configuration.halfDay
    timeZone = configuration.timeZone
    range = CalendarRange(
      years: configuration.years, from: configuration.from, to: configuration.to, today: today,
      origin: .configuration(source: configuration.source))
  }

  /// These settings, the command line's, over `base`, a configuration's:
  /// each field given here wins; the data files of both are laid, the
  /// configuration's first; either may ask to assume the regular week,
  /// for a provisional year or to leave out the built-in data;
  /// the range is merged end by end (``CalendarRange/merged(over:)``).
  func merged(over base: RequestSettings) -> RequestSettings {
    var result = self
    result.holidays = base.holidays + holidays
    result.overlays = base.overlays + overlays
    result.workWeek = workWeek ?? base.workWeek
    result.assumesRegularWeek = assumesRegularWeek ?? base.assumesRegularWeek
    result.provisional = provisional ?? base.provisional
    result.usesBuiltInData = usesBuiltInData ?? base.usesBuiltInData
    result.groups = groups ?? base.groups
    result.halfDay = halfDay ?? base.halfDay
    result.timeZone = timeZone ?? base.timeZone
    result.range = range.merged(over: base.range)
    result.output = output ?? base.output
    return result
  }

  /// `options` with these settings, and the range's today in their zone.
  func apply(to options: inout QueryOptions) {
    options.holidayPaths = holidays
    options.overlayPaths = overlays
    if let workWeek { options.workWeek = workWeek }
    options.assumesRegularWeek = assumesRegularWeek ?? false
    options.provisional = provisional ?? false
    options.usesBuiltInData = usesBuiltInData ?? true
    options.groups.groups = groups ?? []
    if let halfDay { options.groups.halfDay = halfDay }
    options.chosenTimeZone = timeZone
  }
}
