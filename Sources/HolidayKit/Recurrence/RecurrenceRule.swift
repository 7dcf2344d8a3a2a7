/// A recurrence rule, as defined by RFC 5545 §3.3.10: "every weekday",
/// "the last Friday of the month", "every other week on Tuesday and
/// Thursday".
///
/// Every part of the grammar is supported, from `FREQ=SECONDLY` to
/// `BYSETPOS`. Parse one with ``init(parsing:)``, print one with
/// ``rfc5545Text``, and expand one with `occurrences(from:timeZone:window:)`
/// or `dates(from:window:)`.
///
///     let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR")
///     rule.weekdays  // [WeekdayOccurrence(ordinal: -1, weekday: .friday)]
///
/// Lists keep the order they were written in; expansion does not depend on it.
public struct RecurrenceRule: Hashable, Sendable {
  /// How often the rule repeats. Corresponds to `FREQ`.
  public enum Frequency: Int, CaseIterable, Comparable, Sendable {
    /// Every second (`SECONDLY`).
    case secondly
    /// Every minute (`MINUTELY`).
    case minutely
    /// Every hour (`HOURLY`).
    case hourly
    /// Every day (`DAILY`).
    case daily
    /// Every week (`WEEKLY`), from the week start (`WKST`).
    case weekly
    /// Every month (`MONTHLY`).
    case monthly
    /// Every year (`YEARLY`).
    case yearly

    /// The RFC 5545 name, such as `WEEKLY`.
    public var name: String {
      switch self {
      case .secondly: "SECONDLY"
      case .minutely: "MINUTELY"
      case .hourly: "HOURLY"
      case .daily: "DAILY"
      case .weekly: "WEEKLY"
      case .monthly: "MONTHLY"
      case .yearly: "YEARLY"
      }
    }

    /// Whether `lhs` is a finer frequency than `rhs` (SECONDLY < … < YEARLY).
    public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// When the rule stops. Corresponds to `COUNT` or `UNTIL`, which RFC 5545
  /// forbids together.
  public enum End: Hashable, Sendable {
    /// The rule repeats forever.
    case never
    /// The rule stops after this many occurrences, the start included.
    /// Corresponds to `COUNT`.
    case afterOccurrences(Int)
    /// The rule stops after this moment, which is included. Corresponds to `UNTIL`.
    case until(Until)
  }

  /// The value of `UNTIL`.
  public enum Until: Hashable, Sendable {
    /// A date, `UNTIL=19971224`: occurrences on that day are included.
    case date(CivilDate)
    /// A UTC date-time, `UNTIL=19971224T000000Z`, the form RFC 5545 requires
    /// when the start has a time zone.
    case utc(LocalDateTime)
    /// A floating date-time, `UNTIL=19971224T000000`, for floating starts.
    case floating(LocalDateTime)
  }

  /// A weekday in `BYDAY`, optionally the n-th of the month or year:
  /// `MO`, `2TU`, `-1FR`.
  public struct WeekdayOccurrence: Hashable, Sendable {
    /// The n-th occurrence in the month or year, negative from its end;
    /// `nil` for every such weekday.
    public var ordinal: Int?
    /// The weekday.
    public var weekday: Weekday

    /// Creates a `BYDAY` entry.
    public init(ordinal: Int? = nil, weekday: Weekday) {
      self.ordinal = ordinal
      self.weekday = weekday
    }
  }

  /// How often the rule repeats. Corresponds to `FREQ`.
  public internal(set) var frequency: Frequency
  /// Repeat every `interval` periods; at least 1. Corresponds to `INTERVAL`.
  public internal(set) var interval: Int
  /// When the rule stops. Corresponds to `COUNT` or `UNTIL`.
  public package(set) var end: End
  /// Seconds 0…60. Corresponds to `BYSECOND`.
  public internal(set) var seconds: [Int]
  /// Minutes 0…59. Corresponds to `BYMINUTE`.
  public internal(set) var minutes: [Int]
  /// Hours 0…23. Corresponds to `BYHOUR`.
  public internal(set) var hours: [Int]
  /// The days of the week, optionally the n-th in the month or year.
  /// Corresponds to `BYDAY`.
  public internal(set) var weekdays: [WeekdayOccurrence]
  /// Days of the month, 1…31 or -31…-1 counting from the month's end.
  /// Corresponds to `BYMONTHDAY`.
  public internal(set) var daysOfTheMonth: [Int]
  /// Days of the year, 1…366 or -366…-1. Corresponds to `BYYEARDAY`.
  public internal(set) var daysOfTheYear: [Int]
  /// Week numbers, 1…53 or -53…-1, weeks starting on ``weekStart``; week 1
  /// is the first with at least four days of the year. Corresponds to `BYWEEKNO`.
  public internal(set) var weeks: [Int]
  /// Months 1…12. Corresponds to `BYMONTH`.
  public internal(set) var months: [Int]
  /// Which occurrences of each period to keep, 1…366 or -366…-1.
  /// Corresponds to `BYSETPOS`.
  public internal(set) var setPositions: [Int]
  /// The first day of the week. Corresponds to `WKST`; the RFC default is Monday.
  public internal(set) var weekStart: Weekday

  /// Creates a rule from its parts and checks them against RFC 5545
  /// §3.3.10, so that every rule there is can be expanded (an `INTERVAL`
  /// of 0 would never advance).
  ///
  ///     let weekdays = try RecurrenceRule(frequency: .weekly, weekdays: [.init(weekday: .monday)])
  ///
  /// - Throws: ``RecurrenceRuleError`` naming the part and the rule.
  public init(
    frequency: Frequency, interval: Int = 1, end: End = .never, seconds: [Int] = [],
    minutes: [Int] = [], hours: [Int] = [], weekdays: [WeekdayOccurrence] = [],
    daysOfTheMonth: [Int] = [], daysOfTheYear: [Int] = [], weeks: [Int] = [],
    months: [Int] = [], setPositions: [Int] = [], weekStart: Weekday = .monday
  ) throws {
    self.init(
      uncheckedFrequency: frequency, interval: interval, end: end, seconds: seconds, minutes: minutes, hours: hours,
      weekdays: weekdays, daysOfTheMonth: daysOfTheMonth, daysOfTheYear: daysOfTheYear, weeks: weeks, months: months,
      setPositions: setPositions, weekStart: weekStart)
    try validate()
  }

  /// Creates a rule from its parts without checking them: for the parser,
  /// which checks the whole rule once it has every part, and for rules
  /// built here from known-good parts.
  init(
    uncheckedFrequency frequency: Frequency, interval: Int = 1, end: End = .never, seconds: [Int] = [],
    minutes: [Int] = [], hours: [Int] = [], weekdays: [WeekdayOccurrence] = [],
    daysOfTheMonth: [Int] = [], daysOfTheYear: [Int] = [], weeks: [Int] = [],
    months: [Int] = [], setPositions: [Int] = [], weekStart: Weekday = .monday
  ) {
    self.frequency = frequency
    self.interval = interval
    self.end = end
    self.seconds = seconds
    self.minutes = minutes
    self.hours = hours
    self.weekdays = weekdays
    self.daysOfTheMonth = daysOfTheMonth
    self.daysOfTheYear = daysOfTheYear
    self.weeks = weeks
    self.months = months
    self.setPositions = setPositions
    self.weekStart = weekStart
  }

  /// What makes the rule's days depend on the day it counts from, such as
  /// `INTERVAL=2` (which weeks) or `FREQ=WEEKLY without BYDAY` (which
  /// weekday); nil when every start gives the same days from it on.
  public var startDependence: String? {
    if interval > 1 { return "INTERVAL=\(interval)" }
    if case .afterOccurrences(let count) = end { return "COUNT=\(count)" }
    switch frequency {
    case .weekly where weekdays.isEmpty:
      return "FREQ=WEEKLY without BYDAY"
    case .monthly where weekdays.isEmpty && daysOfTheMonth.isEmpty:
      return "FREQ=MONTHLY without BYDAY or BYMONTHDAY"
    case .yearly where weekdays.isEmpty && daysOfTheMonth.isEmpty && daysOfTheYear.isEmpty:
      return "FREQ=YEARLY without BYDAY, BYMONTHDAY or BYYEARDAY"
    default:
      return nil
    }
  }

  /// Whether the rule has a part that works below the level of days
  /// (`FREQ` finer than `DAILY`, or `BYHOUR`, `BYMINUTE`, `BYSECOND`), which
  /// only a start with a time of day can follow.
  public var needsTimeOfDay: Bool { timeOfDayPart != nil }

  /// What a rule without ``timeOfDayPart`` is, for messages.
  package static let wholeDaysDescription =
    "a rule of whole days (DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND)"

  /// The part that makes the rule work below days (`FREQ=HOURLY`,
  /// `BYHOUR`, …), for messages; nil for a rule of whole days.
  package var timeOfDayPart: String? {
    frequency < .daily
      ? "FREQ=\(frequency.name)"
      : !hours.isEmpty ? "BYHOUR" : !minutes.isEmpty ? "BYMINUTE" : !seconds.isEmpty ? "BYSECOND" : nil
  }
}
