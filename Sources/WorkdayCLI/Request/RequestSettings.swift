import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a run is asked about days, for every command that answers about
/// them (`generate` with or without `--config`, `sync`, `holidays`,
/// `check`, `next`, `previous`, `add`, `list`, `count`, `cal`, `expand`):
/// where the data comes from, the work week, the groups, the zone, the
/// language and the range. Filled by exactly two fillers, the command
/// line (``init(_:in:range:zone:)``) and a configuration
/// (``init(configuration:path:resolve:today:)``), a field nil (or empty)
/// where its filler was not given it; ``merged(over:source:)`` is the one place
/// that decides, field by field, that the command line wins, and checks
/// what only the two together can. `sync` moves the range by setting
/// ``range`` on the value, never by rebuilding the command line.
struct RequestSettings {
  /// Who gave a field: the command line's options (`--time`), or a
  /// configuration file's keys (`calendars[0].reminders[1].time`), as its
  /// path was given and its name for messages. It decides how a message
  /// names the field.
  enum Origin: Hashable, Sendable {
    /// The command line.
    case commandLine
    /// The configuration at `path`, named `source` in messages.
    case configuration(path: String, source: String)
  }

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
  /// The language of text for people (`--lang`); nil follows the locale
  /// (the run's ``Console`` says it), and a calendar file never does.
  var language: Language?
  /// The days to cover.
  var range: CalendarRange
  /// The years a command takes one by one rather than as a range
  /// (`update --year 2020 --year 2025`), in order; by default this year
  /// and the next. Empty for every other command.
  var separateYears: [Int] = []
  /// Where the calendar goes (`-o`), for a configuration of one calendar.
  var output: String?

  /// These settings, the command line's, over `base`, a configuration's
  /// (`source`): each field given here wins; the data files of both are
  /// laid, the configuration's first; either may ask to assume the
  /// regular week, for a provisional year or to leave out the built-in
  /// data; the range is merged end by end (``CalendarRange/merged(over:)``).
  ///
  /// - Throws: for a half day off without any group, in the words of the
  ///   filler that gave it.
  func merged(over base: RequestSettings, source: String) throws -> RequestSettings {
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
    result.language = language ?? base.language
    result.range = range.merged(over: base.range)
    result.output = output ?? base.output
    return try result.checked(halfDayOf: halfDay == nil ? source : nil)
  }

  /// These settings, refused when a half day off is given without any
  /// group (it would be ignored), in the words of who gave it: the
  /// command line, or the configuration named `source`.
  func checked(halfDayOf source: String? = nil) throws -> RequestSettings {
    guard halfDay != nil, !asksForGroups else { return self }
    if let source {
      throw ConfigurationError(
        source: source, path: "halfDay",
        message: "needs \"groups\" (or \(Option.group) GROUP): it says which half of a group's day is off")
    }
    throw UsageError(
      message:
        "\(Option.halfDay) needs \(Option.group) GROUP: it says which half of a group's day is off (妇女节 for women, 青年节 for youth)"
    )
  }

  /// The half of a group's half day that is off: the one given, else the
  /// afternoon (as employers commonly give it).
  var halfDayOff: DayHalf { halfDay ?? .afternoon }

  /// Whether any group's days were asked for.
  var asksForGroups: Bool { !(groups?.isEmpty ?? true) }

  /// The zone of wall-clock times and of "today": the one given, or
  /// Asia/Shanghai.
  func zone() throws(UsageError) -> Zone {
    if let timeZone { return timeZone }
    return try Self.zone(named: "Asia/Shanghai")
  }

  /// Today in the request's zone (see ``Clock``), by `context`'s clock.
  func today(in context: RunContext) throws -> CivilDate {
    try Clock.today(in: try zone(), context: context)
  }

  /// The calendar the settings describe, reading any data files through
  /// `session`.
  func calendar(session: FileSession) throws -> WorkdayCalendar {
    try calendars(session: session).calendar
  }

  /// The calendar the settings describe, and the official data alone
  /// (without the overlays), for what the law makes of a day. A group's
  /// whole day off (儿童节 with `--group children`) is a day off in it.
  func calendars(session: FileSession) throws -> (calendar: WorkdayCalendar, official: HolidayCalendar) {
    session.dataRequest = self
    let builtIn = usesBuiltInData ?? true
    let dataFolder = builtIn ? try DataFolder.locate(in: session.context) : nil
    session.dataFolder = dataFolder
    let layers = try HolidaySources.loadLayers(
      paths: holidays, overlays: overlays, builtIn: builtIn, provisional: provisional ?? false,
      dataFolder: dataFolder?.folder, session: session)
    for older in layers.olderCopies where !session.olderCopies.contains(older) { session.olderCopies.append(older) }
    let calendar = WorkdayCalendar(
      holidays: layers.withOverlays, workWeek: workWeek ?? .mondayToFriday,
      assumesRegularWeek: assumesRegularWeek ?? false)
    return (calendar.forGroups(groups ?? [], halfDay: halfDayOff), layers.official)
  }

  /// When "today" is taken in the default zone, Asia/Shanghai, while the
  /// system's zone (`TZ`) is already or still on another day (a server in
  /// New York at 12:30 on December 31): the warning that says whose today
  /// the answer is for. Nil with a zone given, without `TZ`, or on the
  /// same day.
  func todayElsewhere(in context: RunContext) -> Warning? {
    guard timeZone == nil, var name = context.variable("TZ"), !name.isEmpty else { return nil }
    if name.hasPrefix(":") { name.removeFirst() }
    guard let local = Zone(ianaName: name), let zone = try? zone(),
      let today = try? Clock.today(in: zone, context: context),
      let localDay = try? Clock.today(in: local, context: context), localDay != today
    else { return nil }
    return .todayElsewhere(today: today, zone: zone.identifier, localDay: localDay, localZone: name)
  }

  /// What is wrong with a work week as given: the one rule for
  /// `--work-week`/`--week-anchor` and `"workWeek"`/`"weekAnchor"`, which
  /// each filler says in its words.
  enum WeekProblem: Error {
    /// Weeks that rotate (`MO-SA/MO-FR`) without the day that anchors them.
    case rotatesWithoutAnchor
    /// An anchor without a work week.
    case anchorWithoutWeek
    /// Not a work week.
    case invalid
  }

  /// The work week `text` names (nil when neither it nor `anchor` is given).
  static func workWeek(_ text: String?, anchor: CivilDate?) throws(WeekProblem) -> WorkWeek? {
    guard let text else {
      if anchor != nil { throw .anchorWithoutWeek }
      return nil
    }
    if text.contains("/"), anchor == nil { throw .rotatesWithoutAnchor }
    guard let week = WorkWeek(parsing: text, anchor: anchor) else { throw .invalid }
    return week
  }

  /// Whether the date operand `text` (nil: none given) is counted from
  /// today: none, `today`, `tomorrow` or `yesterday`.
  static func countsFromToday(_ text: String?) -> Bool {
    text.map { ["today", "tomorrow", "yesterday"].contains($0) } ?? true
  }

  /// A date operand or option: `YYYY-MM-DD`, `today`, `tomorrow` or
  /// `yesterday`, counted from `today` (asked only for those words).
  static func date(_ text: String, for what: String, today: () throws -> CivilDate) throws -> CivilDate {
    switch text {
    case "today": return try today()
    case "tomorrow": if let day = try today().next { return day }
    case "yesterday": if let day = try today().previous { return day }
    default: if let day = CivilDate(iso8601: text) { return day }
    }
    throw UsageError(
      message:
        "invalid date '\(text)' for \(what): expected YYYY-MM-DD (such as 2026-10-01), today, tomorrow or yesterday")
  }

  /// A date operand, counted from today in the request's zone.
  func date(_ text: String, for what: String, in context: RunContext) throws -> CivilDate {
    try Self.date(text, for: what) { try today(in: context) }
  }
}
