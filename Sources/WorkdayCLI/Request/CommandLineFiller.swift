import HolidayKit
import HolidayKitICalendar

/// The command line's filler, one of the request's two (the other is a
/// configuration's, `ConfigurationFiller.swift`): each option of a request read
/// once, every problem named by its option, for everything a run is asked:
/// the settings every command takes (``RequestSettings``), and what
/// `generate` and `sync` add (``GenerationRequest``: the calendar's own
/// properties, ``CalendarRequest``, and its reminder, ``ReminderRequest``).
extension RequestSettings {
  /// What a command makes of `--year`, `--from` and `--to`.
  enum RangeUse {
    /// It takes none (`check`, `cal`), or its own (`expand`'s are moments).
    case none
    /// Days it requires (``CalendarRange/required(by:)``): `list`, `count`.
    case given
    /// Days with a default from today (``CalendarRange/bounds(calendar:default:)``):
    /// `generate`, `sync`, `holidays`; today is read whatever is given.
    case withDefault
    /// Years one by one, gaps allowed (``RequestSettings/separateYears``):
    /// `update`; today is read only for the default.
    case separateYears
  }

  /// The most years one request takes one by one (`update`).
  static let yearLimit = 100

  /// The fields `arguments` give, for a command in `run`; the range as
  /// `range` says. `today` and its kin are days in the zone given, else
  /// in `fallback` (a configuration's), else Asia/Shanghai. The language
  /// is the one the run's console read (``Console/requested``).
  init(_ arguments: Arguments, in run: Run, range use: RangeUse = .none, zone fallback: Zone? = nil) throws {
    let context = run.context
    range = CalendarRange(today: nil)
    holidays = arguments.values(.holidays)
    overlays = arguments.values(.overlay)
    workWeek = try Self.workWeek(arguments)
    if arguments.has(.assumeRegularWeek) { assumesRegularWeek = true }
    if arguments.has(.provisional) { provisional = true }
    if arguments.has(.noBuiltinData) { usesBuiltInData = false }
    // Read once, by the console, which exists before the request to word
    // its errors; a mistake in it is reported here, in the order of the
    // request's fields: after the work week, before the zone.
    language = try run.console.requested.get()
    timeZone = try arguments.value(.timeZone).map { name throws(UsageError) in try Self.zone(named: name) }
    if arguments.has(.group) { groups = try Self.groups(arguments) }
    halfDay = try arguments.value(.halfDay).map { text throws(UsageError) in
      guard let half = DayHalf(rawValue: text.lowercased()) else {
        throw UsageError(
          message: "invalid \(Option.halfDay) '\(VisibleText.excerpt(text))': expected morning or afternoon"
            + Suggestion.didYouMean(text, among: DayHalf.allCases.map(\.rawValue)))
      }
      return half
    }
    // A half day off is a group's: without one it would be ignored. A
    // configuration's "groups" may give them (checked in merged(over:)).
    if !arguments.has(.config) { _ = try checked() }
    output = arguments.value(.output)
    switch use {
    case .none: return
    case .separateYears:
      separateYears = try Self.separateYears(arguments) { try self.today(in: context) }
      return
    case .given, .withDefault: break
    }
    let zone = try timeZone ?? fallback ?? self.zone()
    let today = { () throws -> CivilDate in try Clock.today(in: zone, context: context) }
    if use == .withDefault { range.today = try today() }
    range.years = try Self.years(arguments)
    range.from = try arguments.value(.from).map { try Self.date($0, for: "\(Option.from)", today: today) }
    range.to = try arguments.value(.to).map { try Self.date($0, for: "\(Option.to)", today: today) }
    range = try range.checked()
  }

  /// The years `--year` names (repeatable; together they must form one
  /// range), or nil when it is not given.
  private static func years(_ arguments: Arguments) throws(UsageError) -> ClosedRange<Int>? {
    var years: [ClosedRange<Int>] = []
    for text in arguments.values(.year) { years.append(try year(text)) }
    guard let low = years.map(\.lowerBound).min(), let high = years.map(\.upperBound).max() else { return nil }
    let covered = Set(years.flatMap { Array($0) })
    guard covered.count == high - low + 1 else {
      throw UsageError(message: "\(Option.year): the years must form one range, such as \(Option.year) \(low)-\(high)")
    }
    return low...high
  }

  /// The years `--year` names one by one (repeatable, gaps allowed, at
  /// most ``yearLimit``), else this year and the next by `today`; those
  /// a date can have, in order.
  private static func separateYears(_ arguments: Arguments, today: () throws -> CivilDate) throws -> [Int] {
    var years = Set<Int>()
    for text in arguments.values(.year) {
      let range = try year(text)
      guard range.count <= yearLimit, years.count + range.count <= yearLimit else {
        throw UsageError(message: "\(Option.year): at most \(yearLimit) years at a time")
      }
      years.formUnion(range)
    }
    if years.isEmpty {
      let today = try today()
      years = [today.year, today.year + 1]
    }
    return years.filter { CivilDate.supportedYears.contains($0) }.sorted()
  }

  /// One `--year`: a year or a range of years.
  private static func year(_ text: String) throws(UsageError) -> ClosedRange<Int> {
    guard let range = YearRange.parse(text) else {
      throw UsageError(
        message:
          "invalid \(Option.year) '\(VisibleText.excerpt(text))': expected a year such as 2026 or a range such as 2026-2027"
      )
    }
    return range
  }

  /// `--work-week` (and `--week-anchor` for a rotating one), if given.
  private static func workWeek(_ arguments: Arguments) throws(UsageError) -> WorkWeek? {
    let anchor = try arguments.value(.weekAnchor).map { text throws(UsageError) -> CivilDate in
      guard let day = CivilDate(iso8601: text) else {
        throw UsageError(
          message: "invalid \(Option.weekAnchor) '\(VisibleText.excerpt(text))': expected a date such as 2026-01-05")
      }
      return day
    }
    let text = arguments.value(.workWeek)
    do {
      return try Self.workWeek(text, anchor: anchor)
    } catch {
      switch error {
      case .anchorWithoutWeek:
        throw UsageError(message: "\(Option.weekAnchor) needs a rotating \(Option.workWeek) such as MO-SA/MO-FR")
      case .rotatesWithoutAnchor:
        throw UsageError(
          message:
            "\(Option.workWeek) '\(VisibleText.excerpt(text ?? ""))' rotates: give \(Option.weekAnchor) DATE, a day of the week that follows its first pattern"
        )
      case .invalid:
        throw UsageError(
          message:
            "invalid \(Option.workWeek) '\(VisibleText.excerpt(text ?? ""))': expected weekday codes and ranges such as MO-FR, MO-SA or MO,WE,FR, or weeks that rotate joined by / such as MO-SA/MO-FR"
        )
      }
    }
  }

  /// The groups `--group` names, in the order given, each once.
  private static func groups(_ arguments: Arguments) throws(UsageError) -> [CitizenGroup] {
    var groups: [CitizenGroup] = []
    for text in arguments.values(.group) {
      guard let group = CitizenGroup(rawValue: text.lowercased()) else {
        throw UsageError(
          message: "invalid \(Option.group) '\(VisibleText.excerpt(text))': expected one of "
            + CitizenGroup.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.didYouMean(text, among: CitizenGroup.allCases.map(\.rawValue)))
      }
      if !groups.contains(group) { groups.append(group) }
    }
    return groups
  }

  /// Why `name` is not a zone a request may name, or nil: an abbreviation
  /// (`CST`, which means another zone in another country) is refused
  /// with the zone meant, whether the command line or a configuration
  /// gives it.
  static func abbreviationProblem(_ name: String) -> String? {
    guard let meant = ZoneAbbreviations.ianaName(forAbbreviation: name) else { return nil }
    let suggestion =
      name == "CST"
      ? "for China Standard Time use Asia/Shanghai, for US Central Time America/Chicago"
      : "did you mean \(meant)?"
    return "an abbreviation, not an IANA zone name; \(suggestion)"
  }

  /// The IANA zone named `name` (`--time-zone`).
  static func zone(named name: String) throws(UsageError) -> Zone {
    if let problem = abbreviationProblem(name) {
      throw UsageError(message: "invalid time zone '\(name)': \(problem)")
    }
    guard let zone = Zone(ianaName: name) else {
      throw UsageError(
        message:
          "unknown time zone '\(VisibleText.excerpt(name))': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)"
      )
    }
    return zone
  }
}

extension GenerationRequest {
  /// What `arguments` ask `generate` (or `sync`) for: the configuration's
  /// calendars with `--config` (``init(configuration:_:checkingOutputs:in:)``),
  /// else the one calendar of one reminder the command line describes.
  ///
  /// - Parameter checkingOutputs: whether a configuration's outputs that
  ///   would lose something are refused, and calendars whose events would
  ///   share UIDs (not for `sync`, which writes no files and refuses them
  ///   itself).
  /// - Parameter run: the run, whose console read `--lang` and whose
  ///   files the request reads through (``FileSession``).
  init(_ arguments: Arguments, checkingOutputs: Bool, in run: Run) throws {
    if let path = arguments.value(.config) {
      try self.init(configuration: path, arguments, checkingOutputs: checkingOutputs, in: run)
      return
    }
    let settings = try RequestSettings(arguments, in: run, range: .withDefault)
    var calendar = try CalendarRequest(arguments)
    calendar.reminders = [try ReminderRequest(arguments, language: settings.language)]
    self.init(
      settings: settings, calendars: [calendar], origin: .commandLine,
      timestamp: try DocumentTimestamp.current(in: run.context), files: run.files)
  }
}

/// The calendar's own properties.
extension CalendarRequest {
  /// The calendar `arguments` describe: `--calendar-name`, `--color`,
  /// `--refresh`, `--style` and `-o`, each checked; no reminders yet.
  init(_ arguments: Arguments) throws(UsageError) {
    self.init()
    if let text = arguments.value(.calendarName) {
      do {
        try TextValue.validate(text)
      } catch {
        throw UsageError(message: "invalid \(Option.calendarName): \(error)")
      }
      guard VisibleText.showsSomething(text) else {
        throw UsageError(
          message:
            "invalid \(Option.calendarName): expected a name with something to show, such as Work\(VisibleText.invisibleNote(text))"
        )
      }
      name = text
    }
    if let text = arguments.value(.color) {
      guard let value = CalendarColor(parsing: text) else {
        throw UsageError(
          message: "invalid \(Option.color) '\(text)': expected a CSS colour name such as teal or #RRGGBB")
      }
      color = value
    }
    if let text = arguments.value(.refresh) {
      guard let value = ICalendarDuration(parsing: text), value.seconds >= 60 else {
        throw UsageError(message: "invalid \(Option.refresh) '\(text)': expected an interval such as 12h or 1d")
      }
      refresh = value
    }
    output = arguments.value(.output)
    if let text = arguments.value(.style) {
      guard let style = CalendarStyle(rawValue: text) else {
        throw UsageError(
          message: "invalid \(Option.style) '\(VisibleText.excerpt(text))': expected expanded or compact"
            + Suggestion.didYouMean(text, among: CalendarStyle.allCases.map(\.rawValue)))
      }
      self.style = style
    }
  }
}

/// A reminder (`generate`, `sync`).
extension ReminderRequest {
  /// The reminder's fields as given on the command line, with the
  /// request's `language` (only when asked: a calendar file never
  /// follows the locale).
  init(_ arguments: Arguments, language: Language?) throws {
    self.init()
    title = arguments.value(.title)
    location = arguments.value(.location)
    description = arguments.value(.description)
    url = arguments.value(.url)
    id = arguments.value(.id)
    time = arguments.value(.time)
    duration = arguments.value(.duration)
    allDay = arguments.has(.allDay)
    busy = arguments.has(.busy)
    self.language = language
    if arguments.has(.noMakeUpMark) { markMakeUpDays = false }
    if arguments.has(.noAlarm) {
      if arguments.has(.alarm) {
        throw UsageError(message: "\(Option.alarm) and \(Option.noAlarm) cannot be used together")
      }
      alarms = []
    } else if arguments.has(.alarm) {
      alarms = arguments.values(.alarm)
    }
    rule = arguments.value(.rule)
    // A fixed date, as --week-anchor: a rule counts its weeks (or every
    // n-th working day) from it, and `today` would move them with each run.
    ruleStart = try arguments.value(.ruleStart).map { text throws(UsageError) in
      guard let day = CivilDate(iso8601: text) else {
        throw UsageError(
          message:
            "invalid \(Option.ruleStart) '\(VisibleText.excerpt(text))': expected a fixed date such as 2026-01-06 (the rule counts from it, so a day that moves with each run, such as today, cannot be one)"
        )
      }
      return day
    }
    onDayOff = arguments.value(.onDayOff)
    if arguments.has(.addMakeUpDays) {
      if arguments.has(.noMakeUpDays) {
        throw UsageError(message: "\(Option.addMakeUpDays) and \(Option.noMakeUpDays) cannot be used together")
      }
      addMakeUpDays = true
    } else if arguments.has(.noMakeUpDays) {
      if arguments.has(.only) {
        throw UsageError(
          message:
            "\(Option.only) and \(Option.noMakeUpDays) cannot be used together: \(Option.only) make-up-days is the make-up workdays alone"
        )
      }
      addMakeUpDays = false
    }
    only = arguments.value(.only)
    if let text = arguments.value(.workdayOfMonth) {
      guard let values = WorkdaySelector.positions(parsing: text) else {
        throw UsageError(
          message:
            "invalid \(Option.workdayOfMonth) '\(text)': expected positions such as 1 (the first working day), -1 (the last) or 1,-1"
        )
      }
      workdayOfMonth = values
    }
    if let text = arguments.value(.everyNthWorkday) {
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else {
        throw UsageError(
          message: "invalid \(Option.everyNthWorkday) '\(text)': expected a number of working days such as 3")
      }
      everyNthWorkday = value
    }
    beforeDaysOff = arguments.has(.beforeDaysOff)
    afterDaysOff = arguments.has(.afterDaysOff)
  }
}
