/// Working days: the regular week with the official arrangement laid over
/// it, and the questions people ask of it.
///
/// A day is a working day when it is an official working day, or when it is
/// a regular working day that is not an official day off. Every query
/// throws ``CoverageError/noHolidayData(year:covered:)`` for a day whose
/// official status is unknown, unless ``assumesRegularWeek`` is set, in
/// which case such days follow the regular week, the law's statutory days
/// off (元旦 on January 1 whatever the notice will say), with no 调休.
///
/// Every question takes a ``CivilDate`` (a day) or, in the front door's
/// overloads, a `Date` and a zone:
///
///     let china = try WorkdayCalendar.china()
///     try china.isWorkingDay(CivilDate(year: 2026, month: 10, day: 8)!)    // a day
///     try china.isWorkingDay(pickedDate, in: .shanghai)                     // a moment
///     try china.workingDays(in: 2026)                                       // a year
///     try china.workingDays(from: start, through: end)                      // a range
///     try china.workingDayCount(from: start, through: end)
///     try china.nextWorkingDay(after: day)
///     try china.nextWorkingDays(5, after: day)                              // the next five
///     try china.adding(workingDays: 3, to: day)                             // three working days later
public struct WorkdayCalendar: Sendable {
  /// The official arrangement.
  public let holidays: HolidayCalendar
  /// The regular working days of the week.
  public let workWeek: WorkWeek
  /// Whether days without official data are answered from the regular week
  /// instead of being an error: the statutory days the law in force gives
  /// everyone (Art. 2: 元旦, 春节…, known for 2000-2100) are days off
  /// all the same, while the 调休 and make-up workdays a notice arranges
  /// are not guessed (``withProvisionalYears(through:)`` predicts them).
  public let assumesRegularWeek: Bool
  /// Whether an assumed week keeps the law's statutory days off; internal
  /// comparisons with the plain week leave them out.
  private let assumesStatutoryDays: Bool
  /// The groups whose days the law gives off (``forGroups(_:morningOff:)``):
  /// their whole days are days off here, and their half days take a timed
  /// reminder starting in the half off out of that day.
  public internal(set) var groups: [CitizenGroup] = []
  /// The half of a group's half day that is off (see ``morningOff``).
  public internal(set) var halfDay = DayHalf.afternoon

  private static let working: UInt8 = 1
  private static let covered: UInt8 = 2
  /// An overlay lists the day, which no official data covers: its answer
  /// (``working``) counts only when the calendar assumes the regular week.
  private static let overlaid: UInt8 = 4
  /// Day number of `table[0]`.
  private let firstDay: Int
  /// One byte a day over the covered span: ``working`` and ``covered`` bits.
  private let table: [UInt8]

  /// Lays `holidays` over `workWeek`.
  public init(
    holidays: HolidayCalendar, workWeek: WorkWeek = .mondayToFriday,
    assumesRegularWeek: Bool = false
  ) {
    self.init(holidays: holidays, workWeek: workWeek, assumesRegularWeek: assumesRegularWeek, plainWeek: false)
  }

  /// Lays `holidays` over `workWeek`; with `plainWeek`, days without data
  /// follow the work week alone, the law's statutory days included (what a
  /// newly published year is compared with, and the days-off feed lists).
  package init(holidays: HolidayCalendar, workWeek: WorkWeek, assumesRegularWeek: Bool, plainWeek: Bool) {
    self.holidays = holidays
    self.workWeek = workWeek
    self.assumesRegularWeek = assumesRegularWeek
    assumesStatutoryDays = assumesRegularWeek && !plainWeek
    // The table spans the listed days and the covered years, both kept in
    // increasing order, so their ends bound it.
    let years = holidays.coveredYears
    let spanStart = [holidays.entries.first?.date, years.first.flatMap { CivilDate(year: $0, month: 1, day: 1) }]
      .compactMap { $0 }.min()
    let spanEnd = [holidays.entries.last?.date, years.last.flatMap { CivilDate(year: $0, month: 12, day: 31) }]
      .compactMap { $0 }.max()
    guard let first = spanStart?.daysSinceEpoch, let last = spanEnd?.daysSinceEpoch else {
      firstDay = 0
      table = []
      return
    }
    firstDay = first
    // The regular week over the span, covered years marked, then the
    // listed days written over it: one pass, no look-up per day.
    let period = 7 * workWeek.weeks.count  // a rotation repeats after its weeks
    let pattern = (0..<period).map { offset in
      CivilDate(daysSinceEpoch: first + offset).map { workWeek.contains($0) ? Self.working : 0 } ?? 0
    }
    var table = [UInt8](repeating: 0, count: last - first + 1)
    var dayOfPattern = 0
    for index in table.indices {
      table[index] = pattern[dayOfPattern]
      dayOfPattern = dayOfPattern == period - 1 ? 0 : dayOfPattern + 1
    }
    for year in years {
      guard let january1 = CivilDate(year: year, month: 1, day: 1),
        let december31 = CivilDate(year: year, month: 12, day: 31)
      else { continue }
      for index in (january1.daysSinceEpoch - first)...(december31.daysSinceEpoch - first) {
        table[index] |= Self.covered
      }
    }
    for day in holidays.officialDays { table[day - first] |= Self.covered }
    for (entry, day) in zip(holidays.entries, holidays.entryDays) {
      let coverage = table[day - first] & Self.covered != 0 ? Self.covered : Self.overlaid
      table[day - first] = coverage | (entry.isOffDay ? 0 : Self.working)
    }
    self.table = table
  }

  private func bits(_ day: Int) -> UInt8 {
    let index = day &- firstDay
    return index >= 0 && index < table.count ? table[index] : 0
  }

  /// ``HolidayCalendar/covers(_:)`` for the day numbered `day`, read from
  /// the table (which marks the covered years and the official days).
  func isCovered(_ day: Int) -> Bool { bits(day) & Self.covered != 0 }

  func coverageError(_ date: CivilDate) -> CoverageError {
    .noHolidayData(year: date.year, covered: holidays.officialYears)
  }

  /// Whether `date` is a working day, or `nil` when no official data covers
  /// it and ``assumesRegularWeek`` is off.
  ///
  /// - Complexity: O(1), without allocation.
  @inline(__always)
  public func workingDayIfKnown(_ date: CivilDate) -> Bool? {
    let value = bits(date.daysSinceEpoch)
    if value & Self.covered != 0 { return value & Self.working != 0 }
    guard assumesRegularWeek else { return nil }
    if value & Self.overlaid != 0 { return value & Self.working != 0 }
    return workWeek.contains(date) && !(assumesStatutoryDays && statutoryDayByLaw(on: date) != nil)
  }

  /// The statutory day (Art. 2) the law in force gives everyone on `date`,
  /// if any: nil outside 2000-2100 (``HolidayLaw/supportedYears``) and when
  /// the Chinese calendar is unavailable.
  package func statutoryDayByLaw(on date: CivilDate) -> StatutoryDay? {
    guard HolidayLaw.reckonsStatutoryDays(in: date.year), let law = HolidayLaw.inForce(in: date.year),
      let days = try? law.cachedStatutoryDays(in: date.year)
    else { return nil }
    return days.first { $0.date == date }
  }

  /// Whether one works on `date`.
  ///
  /// - Throws: ``CoverageError`` when no official data covers `date`.
  public func isWorkingDay(_ date: CivilDate) throws -> Bool {
    guard let answer = workingDayIfKnown(date) else { throw coverageError(date) }
    return answer
  }

  /// What `date` is: an official day off, a make-up workday, …
  ///
  /// - Throws: ``CoverageError`` when no official data covers `date`.
  public func kind(of date: CivilDate) throws -> DayKind {
    guard let kind = kind(of: date, listed: holidays.entryAndStanding(on: date)) else { throw coverageError(date) }
    return kind
  }

  /// ``kind(of:)``, the entry that lists `date` and its standing given
  /// (nil: none does); nil when no data covers `date`.
  func kind(of date: CivilDate, listed: (entry: HolidayEntry, standing: HolidayCalendar.Standing)?) -> DayKind? {
    let regular = workWeek.contains(date)
    let covered = isCovered(date.daysSinceEpoch)
    guard assumesRegularWeek || covered else { return nil }
    guard let (entry, standing) = listed else {
      // An assumed week keeps the law's statutory days off.
      if assumesStatutoryDays, !covered, let statutory = statutoryDayByLaw(on: date) {
        return .officialDayOff(name: statutory.holiday.name)
      }
      return regular ? .regularWorkday : .regularRestDay
    }
    if entry.isOffDay {
      // A person's or company's day off is no official one; a group's day
      // (儿童节 for children) is the law's.
      let isOwn = standing == .overlay
      return isOwn ? .overlayDayOff(name: entry.name) : .officialDayOff(name: entry.name)
    }
    return regular ? .officialWorkday(name: entry.name) : .makeUpWorkday(name: entry.name)
  }

  /// The make-up workdays (listed working days the regular week has off)
  /// from `start` through `end`, either end open, in date order.
  public func makeUpWorkdays(from start: CivilDate? = nil, through end: CivilDate? = nil) -> [HolidayEntry] {
    holidays.entries.filter { entry in
      isMakeUpWorkday(entry) && (start.map { entry.date >= $0 } ?? true) && (end.map { entry.date <= $0 } ?? true)
    }
  }

  /// The make-up workday on `date`, if it is one.
  public func makeUpWorkday(on date: CivilDate) -> HolidayEntry? {
    guard !workWeek.contains(date) else { return nil }  // most days: no search
    return holidays.entry(on: date).flatMap { isMakeUpWorkday($0) ? $0 : nil }
  }

  private func isMakeUpWorkday(_ entry: HolidayEntry) -> Bool {
    !entry.isOffDay && !workWeek.contains(entry.date)
  }

  /// The first working day after `date`.
  ///
  /// - Throws: ``CoverageError`` when the search reaches a day no data covers.
  public func nextWorkingDay(after date: CivilDate) throws -> CivilDate {
    try adding(workingDays: 1, to: date)
  }

  /// The last working day before `date`.
  ///
  /// - Throws: ``CoverageError`` when the search reaches a day no data covers.
  public func previousWorkingDay(before date: CivilDate) throws -> CivilDate {
    try adding(workingDays: -1, to: date)
  }

  /// The date `count` working days after `date` (before it when negative);
  /// `date` itself when `count` is zero. Working days are counted from the
  /// day after `date`, so adding 1 to a Friday gives the next working day.
  ///
  /// - Throws: ``CoverageError`` when the walk reaches a day no data covers,
  ///   or leaves the supported years.
  /// - Complexity: O(*d*), where *d* is the number of days walked.
  public func adding(workingDays count: Int, to date: CivilDate) throws -> CivilDate {
    var remaining = count.magnitude
    let step = count < 0 ? -1 : 1
    var day = date.daysSinceEpoch
    while remaining > 0 {
      day += step
      guard CivilDate.supportedDays.contains(day) else { throw CoverageError.outsideSupportedDates }
      if try isWorkingDay(CivilDate(validDaysSinceEpoch: day)) { remaining -= 1 }
    }
    return CivilDate(validDaysSinceEpoch: day)
  }

  /// The working days from `start` through `end`, both included, in
  /// order; empty when `end` is before `start`.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no data covers.
  public func workingDays(from start: CivilDate, through end: CivilDate) throws -> [CivilDate] {
    try Self.days(from: start, through: end).filter { try isWorkingDay($0) }
  }

  /// The next `count` working days after `date`, in order (none when
  /// `count` is zero or less).
  ///
  /// - Throws: ``CoverageError`` when the search reaches a day no data covers.
  public func nextWorkingDays(_ count: Int, after date: CivilDate) throws -> [CivilDate] {
    var days: [CivilDate] = []
    var day = date
    while days.count < count {
      day = try nextWorkingDay(after: day)
      days.append(day)
    }
    return days
  }

  /// The number of working days from `start` through `end`, both included;
  /// zero when `end` is before `start`.
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no data covers.
  public func workingDayCount(from start: CivilDate, through end: CivilDate) throws -> Int {
    var count = 0
    for date in Self.days(from: start, through: end) where try isWorkingDay(date) {
      count += 1
    }
    return count
  }

  /// Checks that every day from `start` through `end` has an answer: from
  /// official data, or from the regular week when the calendar assumes it.
  ///
  /// - Throws: ``CoverageError`` for the first day that has none.
  public func checkCoverage(from start: CivilDate, through end: CivilDate) throws(CoverageError) {
    for day in Self.days(from: start, through: end) where workingDayIfKnown(day) == nil {
      throw coverageError(day)
    }
  }

  /// The years of the range for which answers come from the regular week
  /// alone, because no official data covers some of their days.
  public func uncoveredYears(from start: CivilDate, through end: CivilDate) -> [Int] {
    holidays.uncoveredYears(from: start, through: end)
  }

  /// Where the data ends, going on from `day`: December 31 of the last
  /// of the covered years that follow one another from the first covered
  /// year not before `day`'s (a predicted year counts as covered; a
  /// year without data ends the run, as a query across it throws), or of
  /// the newest covered year when the calendar ``assumesRegularWeek``
  /// (answering across such a year). Nil when no data covers `day`'s year
  /// or any later one. The one rule of where the data ends: where a
  /// default range ends (the holidays calendar's without a range, from
  /// the first covered year), where a calendar is said to end with the
  /// data, and where ``nextOccurrences(_:of:after:timeZone:marksProvisional:)``
  /// stops unless the calendar ``assumesRegularWeek``.
  ///
  ///     china.lastDayOfData(from: CivilDate(year: 2026, month: 11, day: 27)!)  // 2026-12-31
  public func lastDayOfData(from day: CivilDate) -> CivilDate? {
    let years = holidays.coveredYears
    guard var index = years.firstIndex(where: { $0 >= day.year }) else { return nil }
    while index + 1 < years.count, assumesRegularWeek || years[index + 1] == years[index] + 1 { index += 1 }
    return CivilDate(year: years[index], month: 12, day: 31)
  }

  /// The covered years whose December overlaps the range while the next
  /// year has no data: the next year's notice may still change those days
  /// (the 2019 notice made Saturday 2018-12-29 a working day).
  public func yearsWithUnsettledDecember(from start: CivilDate, through end: CivilDate) -> [Int] {
    guard start <= end else { return [] }
    let predicted = holidays.provisionalYears
    return (start.year...end.year).filter { year in
      guard holidays.covers(year: year), !predicted.contains(year),
        !holidays.covers(year: year + 1) || predicted.contains(year + 1)
      else { return false }
      let december = CivilDate(uncheckedYear: year, month: 12, day: 1)
      return end >= december && start.year <= year
    }
  }

  /// Every day from `start` through `end`, both included, in order.
  public static func days(from start: CivilDate, through end: CivilDate) -> some Sequence<CivilDate> {
    (start.daysSinceEpoch...max(start.daysSinceEpoch, end.daysSinceEpoch))
      .lazy.filter { _ in start <= end }
      .map { CivilDate(validDaysSinceEpoch: $0) }
  }
}

/// Which kinds of day a listing includes.
public enum DayFilter: String, CaseIterable, Hashable, Sendable {
  /// Every day.
  case all
  /// Working days of any kind.
  case workdays
  /// Days off of any kind: official days off and regular rest days.
  case offDays = "off-days"
  /// Days off a list names: official days off, and an overlay's
  /// (``DayKind/overlayDayOff(name:)``: leave, a company's day off).
  case holidays
  /// Make-up workdays only: official working days the regular week has off.
  case makeUpDays = "make-up-days"

  /// Whether a day of `kind` is listed.
  public func includes(_ kind: DayKind) -> Bool {
    switch self {
    case .all: true
    case .workdays: kind.isWorkingDay
    case .offDays: !kind.isWorkingDay
    case .holidays: kind.isListedDayOff
    case .makeUpDays: if case .makeUpWorkday = kind { true } else { false }
    }
  }
}
