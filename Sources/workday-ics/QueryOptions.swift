#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import HolidayKit

/// The options every working-day command shares, and what they build.
struct QueryOptions {
  /// The options, for `Arguments`.
  static let specs = [
    OptionSpec(name: "--holidays", takesValue: true),
    OptionSpec(name: "--overlay", takesValue: true),
    OptionSpec(name: "--work-week", takesValue: true),
    OptionSpec(name: "--assume-regular-week", takesValue: false),
    OptionSpec(name: "--time-zone", takesValue: true),
  ]

  var holidayPaths: [String] = []
  var overlayPaths: [String] = []
  var workWeek = WorkWeek.mondayToFriday
  var assumesRegularWeek = false
  /// A zone given after the options are read (by a configuration file),
  /// which wins over the default.
  var chosenTimeZone: TimeZone?
  /// The zone `--time-zone` names, or the default, being opened on another
  /// thread while the command goes on; nil for commands that need no zone.
  private var zoneInAdvance: TimeZoneInAdvance?
  /// The zone when `--time-zone` is not given.
  static let defaultTimeZoneName = "Asia/Shanghai"

  /// Reads the options; `needsTimeZone` says whether the command will ask
  /// for ``timeZone()``, which then starts opening it at once. An unknown
  /// `--time-zone` is an error either way.
  init(_ arguments: Arguments, needsTimeZone: Bool) throws(UsageError) {
    holidayPaths = arguments.values("--holidays")
    overlayPaths = arguments.values("--overlay")
    if let text = arguments.value("--work-week") {
      guard let week = WorkWeek(parsing: text) else {
        throw UsageError(
          message: "invalid --work-week '\(text)': expected weekday codes and ranges such as MO-FR, MO-SA or MO,WE,FR")
      }
      workWeek = week
    }
    assumesRegularWeek = arguments.has("--assume-regular-week")
    let name = arguments.value("--time-zone")
    if needsTimeZone {
      zoneInAdvance = TimeZoneInAdvance(name ?? Self.defaultTimeZoneName)
    } else if let name {
      _ = try Self.timeZone(name)
    }
  }

  /// Whether a date operand means a day relative to today, which needs the
  /// time zone to be known.
  static func isRelativeDate(_ text: String) -> Bool {
    text == "today" || text == "tomorrow" || text == "yesterday"
  }

  /// The IANA zone named `name`.
  static func timeZone(_ name: String) throws(UsageError) -> TimeZone {
    guard let zone = TimeZone(ianaName: name) else { throw unknownTimeZone(name) }
    return zone
  }

  private static func unknownTimeZone(_ name: String) -> UsageError {
    UsageError(
      message: "unknown time zone '\(name)': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)")
  }

  /// The calendar the options describe, reading any `--holidays` and
  /// `--overlay` files.
  func calendar() throws -> WorkdayCalendar {
    WorkdayCalendar(
      holidays: try HolidaySources.load(paths: holidayPaths, overlays: overlayPaths), workWeek: workWeek,
      assumesRegularWeek: assumesRegularWeek)
  }

  /// The zone of wall-clock times and of "today": `--time-zone`, or
  /// Asia/Shanghai.
  func timeZone() throws(UsageError) -> TimeZone {
    if let chosenTimeZone { return chosenTimeZone }
    guard let zoneInAdvance else { return try Self.timeZone(Self.defaultTimeZoneName) }
    guard let zone = zoneInAdvance.value() else { throw Self.unknownTimeZone(zoneInAdvance.name) }
    return zone
  }

  /// Today in the chosen time zone.
  func today() throws(UsageError) -> CivilDate {
    LocalDateTime(instant: Date(), in: try timeZone())?.date ?? CivilDate.earliest
  }

  /// Parses a date operand: `YYYY-MM-DD`, `today`, `tomorrow` or `yesterday`.
  func date(_ text: String, for what: String) throws(UsageError) -> CivilDate {
    switch text {
    case "today": return try today()
    case "tomorrow": if let day = try today().next { return day }
    case "yesterday": if let day = try today().previous { return day }
    default: if let day = CivilDate(iso8601: text) { return day }
    }
    throw UsageError(
      message: "invalid date '\(text)' for \(what): expected YYYY-MM-DD (such as 2026-10-01), today, tomorrow or yesterday")
  }

  /// Says on standard error where an answer over `start`…`end` rests on
  /// less than published data: assumed years and provisional Decembers.
  func warn(calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate) {
    let (low, high) = start <= end ? (start, end) : (end, start)
    for year in calendar.uncoveredYears(from: low, through: high) {
      Terminal.warning(
        "no official holiday data for \(year); answering from the regular week (\(calendar.workWeek)) alone")
    }
    for year in calendar.provisionalYears(from: low, through: high) {
      Terminal.warning(
        "December \(year) is provisional: the \(year + 1) notice is not published yet and may change it")
    }
  }
}
