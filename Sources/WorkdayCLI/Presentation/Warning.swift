import HolidayKit
import HolidayKitICalendar

/// Something a command did as asked but that may not be what was meant,
/// returned as a value by the job that found it and printed by the
/// command (`workday-ics: warning: …`); its text is made by ``Messages``.
enum Warning: Hashable, Sendable {
  /// Years without official data answered from the regular week.
  case assumedYears([Int], workWeek: WorkWeek)
  /// A year answered from the law (`--provisional`).
  case provisionalYear(Int)
  /// December of the newest covered year, which the next notice may change.
  case unsettledDecember(Int)
  /// A calendar that runs into the provisional year (from `start`).
  case calendarRunsIntoProvisionalYear(start: CivilDate, end: CivilDate, certainUntil: CivilDate, year: Int)
  /// A calendar that ends where the data ends.
  case calendarEndsWithTheData(end: CivilDate, nextYear: Int)
  /// `expand`'s occurrences, laid over the calendar without an end,
  /// stopped at the last day of the data (`end`) before the rule's
  /// `next` occurrence.
  case occurrencesEndWithTheData(end: CivilDate, next: String)
  /// A warning of the generation job (``HolidayKitICalendar/CalendarWarning``)
  /// with what the command line says it in: how the request was
  /// `spelling`ed, each calendar's output (by the request's order), and
  /// the range `start`…`end`.
  case calendar(CalendarWarning, spelling: RequestSpelling, outputs: [String?], start: CivilDate, end: CivilDate)
  /// Days off of `expand`'s rule that the policy would move before its
  /// start `start` (a date, or a date-time for a timed rule), where
  /// nothing moves: each day and where it would move.
  case expandMovedBeforeStart(moved: [MovedDay], start: String)
  /// A copy of a year's file left unused because a newer copy cites a
  /// notice it lacks (the newest notice wins wherever it comes from);
  /// `dataFolder`, the run's, says whether `update` can replace it.
  case olderCopyUnused(OlderHolidayCopy, dataFolder: String?)
  /// A run that read the built-in data but found no data folder
  /// (``DataFolder/Location/unnamed(lookedAt:)``): what `update` fetched
  /// is not read.
  case noDataFolder(lookedAt: String)
  /// An answer for today, taken in `zone` (the default Asia/Shanghai),
  /// while the system's zone `localZone` (`TZ`) is on `localDay`.
  case todayElsewhere(today: CivilDate, zone: String, localDay: CivilDate, localZone: String)
  /// `cal` on a terminal narrower than a month's grid (`needed`
  /// columns), which cannot be narrowed: its lines wrap.
  case narrowTerminal(columns: Int, needed: Int)
  /// `cal --lunar` for months outside the years lunar dates are known for
  /// (``HolidayLaw/supportedYears``), whose lunar rows are empty.
  case lunarYearsOutOfRange(supported: ClosedRange<Int>)

  /// How a request names its fields in messages: as options or as a
  /// configuration's keys.
  enum RequestSpelling: Hashable, Sendable {
    case commandLine, configuration
  }

  /// The line to show, in `language` (the console's).
  func message(in language: Language) -> String { Messages.text(of: self, in: language) }
}

/// A day off of a rule and the day a policy would move it to (nil: past
/// the official data), for the warnings about days that do not move.
struct MovedDay: Hashable, Sendable {
  /// The day off.
  var day: CivilDate
  /// Where it would move, if the data says.
  var to: CivilDate?
}
