import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options every working-day command shares, and what they build.
struct QueryOptions {
  var holidayPaths: [String] = []
  var overlayPaths: [String] = []
  var workWeek = WorkWeek.mondayToFriday
  var assumesRegularWeek = false
  /// `--provisional`: the years after the newest notice answered from the law.
  var provisional = false
  /// `--no-builtin-data`: only the files given count (neither the
  /// built-in data nor the data folder `update` fills).
  var usesBuiltInData = true
  /// `--lang`, when given.
  var chosenLanguage: Language?
  /// The language of text for people: `--lang`, else Chinese when the
  /// locale asks for it (LC_ALL, LC_MESSAGES or LANG starting with zh),
  /// else English.
  var language: Language { chosenLanguage ?? Self.localeLanguage(in: context) }
  /// The zone `--time-zone` names, checked as the options are read; nil
  /// for the default, which is made only by commands that need a zone.
  var chosenTimeZone: Zone?
  /// `--group` and `--half-day`.
  var groups = GroupOptions()
  /// What the run takes from the process: the locale, the data folder,
  /// the clock.
  let context: RunContext

  /// The options `arguments` give, for a run in `context`.
  init(_ arguments: Arguments, in context: RunContext) throws(UsageError) {
    self.context = context
    holidayPaths = arguments.values(.holidays)
    overlayPaths = arguments.values(.overlay)
    let anchor = try arguments.value(.weekAnchor).map { text throws(UsageError) -> CivilDate in
      guard let day = CivilDate(iso8601: text) else {
        throw UsageError(
          message: "invalid \(Option.weekAnchor) '\(VisibleText.excerpt(text))': expected a date such as 2026-01-05")
      }
      return day
    }
    if let text = arguments.value(.workWeek) {
      if text.contains("/"), anchor == nil {
        throw UsageError(
          message:
            "\(Option.workWeek) '\(VisibleText.excerpt(text))' rotates: give \(Option.weekAnchor) DATE, a day of the week that follows its first pattern"
        )
      }
      guard let week = WorkWeek(parsing: text, anchor: anchor) else {
        throw UsageError(
          message:
            "invalid \(Option.workWeek) '\(VisibleText.excerpt(text))': expected weekday codes and ranges such as MO-FR, MO-SA or MO,WE,FR, or weeks that rotate joined by / such as MO-SA/MO-FR"
        )
      }
      workWeek = week
    } else if anchor != nil {
      throw UsageError(message: "\(Option.weekAnchor) needs a rotating \(Option.workWeek) such as MO-SA/MO-FR")
    }
    assumesRegularWeek = arguments.has(.assumeRegularWeek)
    provisional = arguments.has(.provisional)
    usesBuiltInData = !arguments.has(.noBuiltinData)
    if let text = arguments.value(.lang) {
      guard let language = Self.language(named: text) else {
        throw UsageError(
          message: "invalid \(Option.lang) '\(VisibleText.excerpt(text))': expected en or zh"
            + Suggestion.didYouMean(text, among: ["en", "zh"]))
      }
      chosenLanguage = language
    }
    if let name = arguments.value(.timeZone) { chosenTimeZone = try Self.timeZone(name) }
    groups = try GroupOptions(arguments)
  }

  /// The language `--lang` names (`en`, `zh`, in any case), or nil: the
  /// one reading of the option, for the answers and for the console.
  static func language(named text: String) -> Language? {
    Language(rawValue: text.lowercased())
  }

  /// The language the locale asks for in `context`: the first of LC_ALL,
  /// LC_MESSAGES and LANG that is set decides.
  static func localeLanguage(in context: RunContext) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = context.variable(name), !value.isEmpty else { continue }
      return value.lowercased().hasPrefix("zh") ? .chinese : .english
    }
    return .english
  }

  /// The IANA zone named `name`.
  static func timeZone(_ name: String) throws(UsageError) -> Zone {
    if let meant = ZoneAbbreviations.ianaName(forAbbreviation: name) {
      let suggestion =
        name == "CST"
        ? "for China Standard Time use Asia/Shanghai, for US Central Time America/Chicago"
        : "did you mean \(meant)?"
      throw UsageError(message: "invalid time zone '\(name)': an abbreviation, not an IANA zone name; \(suggestion)")
    }
    guard let zone = Zone(ianaName: name) else {
      throw UsageError(
        message:
          "unknown time zone '\(VisibleText.excerpt(name))': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)"
      )
    }
    return zone
  }

  /// The calendar the options describe, reading any `--holidays` and
  /// `--overlay` files.
  func calendar(session: FileSession) throws -> WorkdayCalendar {
    try calendars(session: session).calendar
  }

  /// The calendar the options describe, and the official data alone
  /// (without the overlays), for what the law makes of a day. A group's
  /// whole day off (儿童节 with `--group children`) is a day off in it.
  func calendars(session: FileSession) throws -> (calendar: WorkdayCalendar, official: HolidayCalendar) {
    let dataFolder = usesBuiltInData ? try DataFolder.locate(in: context) : nil
    session.dataFolder = dataFolder
    let layers = try HolidaySources.loadLayers(
      paths: holidayPaths, overlays: overlayPaths, builtIn: usesBuiltInData, provisional: provisional,
      dataFolder: dataFolder?.folder, session: session)
    for older in layers.olderCopies where !session.olderCopies.contains(older) { session.olderCopies.append(older) }
    let calendar = WorkdayCalendar(
      holidays: layers.withOverlays, workWeek: workWeek, assumesRegularWeek: assumesRegularWeek)
    return (calendar.forGroups(groups.groups, halfDay: groups.halfDay), layers.official)
  }

  /// The zone of wall-clock times and of "today": `--time-zone`, or
  /// Asia/Shanghai.
  func timeZone() throws(UsageError) -> Zone {
    if let chosenTimeZone { return chosenTimeZone }
    return try Self.timeZone("Asia/Shanghai")
  }

  /// Today in the chosen time zone (see ``Clock``).
  func today() throws -> CivilDate {
    try Clock.today(in: try timeZone(), context: context)
  }

  /// When "today" is taken in the default zone, Asia/Shanghai, while the
  /// system's zone (`TZ`) is already or still on another day (a server in
  /// New York at 12:30 on December 31): the warning that says whose today
  /// the answer is for. Nil with `--time-zone`, without `TZ`, or on the
  /// same day.
  func todayElsewhere() -> Warning? {
    guard chosenTimeZone == nil, var name = context.variable("TZ"), !name.isEmpty else { return nil }
    if name.hasPrefix(":") { name.removeFirst() }
    guard let local = Zone(ianaName: name), let zone = try? timeZone(),
      let today = try? Clock.today(in: zone, context: context),
      let localDay = try? Clock.today(in: local, context: context), localDay != today
    else { return nil }
    return .todayElsewhere(today: today, zone: zone.identifier, localDay: localDay, localZone: name)
  }

  /// Whether the date operand `text` (nil: none given) is counted from
  /// today: none, `today`, `tomorrow` or `yesterday`.
  static func countsFromToday(_ text: String?) -> Bool {
    text.map { ["today", "tomorrow", "yesterday"].contains($0) } ?? true
  }

  /// Parses a date operand: `YYYY-MM-DD`, `today`, `tomorrow` or `yesterday`.
  func date(_ text: String, for what: String) throws -> CivilDate {
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
}
