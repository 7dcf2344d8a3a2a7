import HolidayKit

/// The days a request covers, as asked: `--year` (or `"year"`), or
/// `--from`/`--to` (`"from"`/`"to"`); without them, what the command does
/// by default (``Default``). The one place that reads and checks a range
/// for every command that takes one (`generate`, `sync`, `holidays`,
/// `list`, `count`, a configuration). Each end remembers who gave it, so
/// that a message names the option or the configuration's key that was
/// written, never one nobody gave.
struct CalendarRange: Hashable, Sendable {
  /// Who gave a field of the range.
  typealias Origin = RequestSettings.Origin

  /// The years asked for, if any.
  var years: ClosedRange<Int>?
  /// The first day asked for, if any.
  var from: CivilDate?
  /// The last day asked for, if any.
  var to: CivilDate?
  /// Today, in the request's zone: the first day by default; nil where
  /// the command has no default from today and was not asked for one.
  var today: CivilDate?
  /// Who gave ``from`` (or ``years``).
  var fromOrigin = Origin.commandLine
  /// Who gave ``to``.
  var toOrigin = Origin.commandLine
  /// Whether ``from`` and ``to`` stand for the configuration's `"year"`.
  private var endsFromYears = false

  /// A range of the given fields, all given by `origin`.
  init(
    years: ClosedRange<Int>? = nil, from: CivilDate? = nil, to: CivilDate? = nil, today: CivilDate?,
    origin: Origin = .commandLine
  ) {
    self.years = years
    self.from = from
    self.to = to
    self.today = today
    fromOrigin = origin
    toOrigin = origin
  }

  /// This range, the command line's, over `base`, a configuration's, field
  /// by field: the one place that decides that the command line wins.
  /// `--year` replaces the whole range; `--from` and `--to` each replace
  /// one end (a configuration's `"year"` counting as its first and last
  /// day), so `--from` keeps the file's `"to"`. Today is this range's.
  func merged(over base: CalendarRange) -> CalendarRange {
    if years != nil { return self }
    var result = base
    result.today = today
    if from == nil, to == nil { return result }
    if let years = result.years {
      result.from = CivilDate(year: years.lowerBound, month: 1, day: 1)
      result.to = CivilDate(year: years.upperBound, month: 12, day: 31)
      result.years = nil
      result.endsFromYears = true
    }
    if let from {
      result.from = from
      result.fromOrigin = fromOrigin
    }
    if let to {
      result.to = to
      result.toOrigin = toOrigin
    }
    return result
  }

  /// What a range nobody gave covers.
  enum Default {
    /// From today to the end of the data (``WorkdayCalendar/lastDayOfData(from:)``):
    /// `generate`, `sync`.
    case todayToEndOfData
    /// Every year with data, whole: `holidays`.
    case coveredYears
  }

  /// The first and last day of the range over `calendar`'s data, or by
  /// `default` when nothing was asked for.
  ///
  /// - Throws: ``UsageError`` for a range that ends before it starts, or that has no start (no today was read and none was asked for),
  ///   naming who gave each end; ``CoverageError`` when there is no data to end the default range with.
  func bounds(calendar: WorkdayCalendar, default: Default = .todayToEndOfData) throws -> (CivilDate, CivilDate) {
    if let years { return Self.days(of: years) }
    // Every covered year, to where the data ends (a year without data
    // between two covered ones ends it, as it ends generate's range).
    if case .coveredYears = `default`, from == nil, to == nil, let first = calendar.holidays.coveredYears.first,
      let low = CivilDate(year: first, month: 1, day: 1), let high = calendar.lastDayOfData(from: low)
    {
      return (low, high)
    }
    // A filler that reads a range with a default sets today
    // (``RequestSettings/RangeUse``); a range read without one needs a start.
    guard let start = from ?? today else {
      throw UsageError(message: "expected a range: give \(Option.year) or \(Option.from)")
    }
    guard let end = to ?? calendar.lastDayOfData(from: start) else {
      throw CoverageError.noHolidayData(year: start.year, covered: calendar.holidays.officialYears)
    }
    guard start <= end else {
      if to == nil { throw CoverageError.noHolidayData(year: start.year, covered: calendar.holidays.officialYears) }
      throw reversed(start, end)
    }
    return (start, end)
  }

  /// The first and last day of a range `command` requires: `--year`, or
  /// both `--from` and `--to`.
  ///
  /// - Throws: ``UsageError`` when either is missing.
  func required(by command: String) throws(UsageError) -> (CivilDate, CivilDate) {
    if let years { return Self.days(of: years) }
    guard let from, let to else {
      throw UsageError(
        message: "\(command): \(Option.from) DATE and \(Option.to) DATE are required (or \(Option.year) YEAR)")
    }
    return (from, to)
  }

  /// The first and last day of `years`.
  private static func days(of years: ClosedRange<Int>) -> (CivilDate, CivilDate) {
    (
      CivilDate(uncheckedYear: years.lowerBound, month: 1, day: 1),
      CivilDate(uncheckedYear: years.upperBound, month: 12, day: 31)
    )
  }

  /// What is wrong with the range one filler gave: years with days, or
  /// a first day after the last. The one rule, for the command line and
  /// a configuration, which each say it in their words.
  enum Problem: Equatable {
    /// `--year` with `--from` or `--to`, `"year"` with `"from"` or `"to"`.
    case yearsWithDays
    /// The first day after the last.
    case reversed(from: CivilDate, to: CivilDate)
  }

  /// The problem with a range of `years`, `from` and `to`, if any.
  static func problem(years: ClosedRange<Int>?, from: CivilDate?, to: CivilDate?) -> Problem? {
    if years != nil, from != nil || to != nil { return .yearsWithDays }
    if let from, let to, from > to { return .reversed(from: from, to: to) }
    return nil
  }

  /// Refuses a range the command line gave that ``problem(years:from:to:)`` finds wrong.
  func checked() throws(UsageError) -> CalendarRange {
    switch Self.problem(years: years, from: from, to: to) {
    case .yearsWithDays?: throw UsageError(message: "\(Option.year) cannot be used with \(Option.from) or \(Option.to)")
    case .reversed(let from, let to)?: throw reversed(from, to)
    case nil: return self
    }
  }

  /// `--from 2026-03-15 is after --to 2026-03-01`, each end named by who gave it.
  private func reversed(_ start: CivilDate, _ end: CivilDate) -> UsageError {
    let first = from == nil ? "today, \(start) (no \(Option.from) given)," : name(start, key: "from", fromOrigin)
    return UsageError(message: "\(first) is after \(name(end, key: "to", toOrigin))")
  }

  /// `--from 2026-03-15`, or `"to" 2026-03-31 of ft.json` (`"year"` when
  /// the end stands for the configuration's years).
  private func name(_ date: CivilDate, key: String, _ origin: Origin) -> String {
    switch origin {
    case .commandLine: return "\(key == "from" ? Option.from : Option.to) \(date)"
    case .configuration(_, let source):
      return "\"\(endsFromYears ? "year" : key)\" \(date) of \(VisibleText.excerpt(source, limit: 80))"
    }
  }
}
