import HolidayKit

/// The command line's filler: each option of a request read once, every
/// problem named by its option.
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
  }

  /// The fields `arguments` give, for a run in `context`; the range as
  /// `range` says. `today` and its kin are days in the zone given, else
  /// in `fallback` (a configuration's), else Asia/Shanghai.
  init(_ arguments: Arguments, in context: RunContext, range use: RangeUse = .none, zone fallback: Zone? = nil) throws {
    range = CalendarRange(today: nil)
    holidays = arguments.values(.holidays)
    overlays = arguments.values(.overlay)
    workWeek = try Self.workWeek(arguments)
    if arguments.has(.assumeRegularWeek) { assumesRegularWeek = true }
    if arguments.has(.provisional) { provisional = true }
    if arguments.has(.noBuiltinData) { usesBuiltInData = false }
    language = try Self.language(arguments)
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
    guard use != .none else { return }
    let zone = try timeZone ?? fallback ?? Self.zone(named: "Asia/Shanghai")
    let today = { () throws -> CivilDate in try Clock.today(in: zone, context: context) }
    if use == .withDefault { range.today = try today() }
    range.years = try CalendarRange.years(arguments)
    range.from = try arguments.value(.from).map { try Self.date($0, for: "\(Option.from)", today: today) }
    range.to = try arguments.value(.to).map { try Self.date($0, for: "\(Option.to)", today: today) }
    range = try range.checked()
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

  /// `--lang` (`en`, `zh`, in any case), if given: the one reading of the
  /// option, for the answers and for the console.
  static func language(_ arguments: Arguments) throws(UsageError) -> Language? {
    guard let text = arguments.value(.lang) else { return nil }
    guard let language = Language(rawValue: text.lowercased()) else {
      throw UsageError(
        message: "invalid \(Option.lang) '\(VisibleText.excerpt(text))': expected en or zh"
          + Suggestion.didYouMean(text, among: ["en", "zh"]))
    }
    return language
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
