extension WorkdayCalendar {
  /// The days from `start` through `end` whose kind passes `filter`, each
  /// as a ``Day``: everything an answer says of it, worked out once for
  /// the range (the law's classification of the range at once, not a day
  /// at a time). ``daySequence(from:through:matching:)`` gives the same
  /// days one at a time, for a range too long to hold.
  ///
  ///     for day in try china.days(from: start, through: end, matching: .offDays) {
  ///       print(day.date, day.holiday ?? "", day.legal?.payMultiplier ?? 1)
  ///     }
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no data covers.
  public func days(
    from start: CivilDate, through end: CivilDate, matching filter: DayFilter = .all
  ) throws -> [Day] {
    Array(try daySequence(from: start, through: end, matching: filter))
  }

  /// The days of ``days(from:through:matching:)``, each worked out only
  /// when the iteration reaches it: memory stays the same whatever the
  /// range (what the law makes of the covered days is worked out at once,
  /// and only official data covers days).
  ///
  ///     for day in try china.daySequence(from: first, through: last) {
  ///       print(day.date, day.isWorkingDay)
  ///     }
  ///
  /// - Throws: ``CoverageError`` for the first day of the range no data
  ///   covers, before any day is given.
  public func daySequence(
    from start: CivilDate, through end: CivilDate, matching filter: DayFilter = .all
  ) throws -> some Sequence<Day> {
    guard start <= end else {
      return DaySequence(calendar: self, first: 1, last: 0, filter: filter, law: [:], predictions: [:])
    }
    try checkCoverage(from: start, through: end)
    let predictions = Dictionary(
      holidays.provisionalYears.filter { $0 >= start.year && $0 <= end.year }.compactMap { year in
        (try? ProvisionalYear(year: year)).map { (year, $0) }
      }, uniquingKeysWith: { first, _ in first })
    return DaySequence(
      calendar: self, first: start.daysSinceEpoch, last: end.daysSinceEpoch, filter: filter,
      law: lawOfCoveredDays(from: start, through: end), predictions: predictions)
  }

  /// The ``Day`` of each date of a range whose kind passes a filter, in
  /// order, worked out as the iteration reaches it
  /// (``WorkdayCalendar/daySequence(from:through:matching:)``).
  struct DaySequence: Sequence, Sendable {
    fileprivate let calendar: WorkdayCalendar
    /// The day numbers of the range's first and last days (first after
    /// last: no day).
    fileprivate let first: Int
    fileprivate let last: Int
    fileprivate let filter: DayFilter
    fileprivate let law: [Int: (kind: LegalDayKind, makeUpDay: CivilDate?)]
    fileprivate let predictions: [Int: ProvisionalYear]

    /// An iterator from the range's first day.
    func makeIterator() -> Iterator {
      Iterator(sequence: self, nextDay: first)
    }

    /// Gives the days of a ``DaySequence`` one at a time.
    struct Iterator: IteratorProtocol {
      fileprivate let sequence: DaySequence
      fileprivate var nextDay: Int
      /// The notices' addresses by file source, filled as files are met.
      fileprivate var papers: [String: [String]] = [:]

      /// The next day that passes the filter, or nil after the range.
      mutating func next() -> Day? {
        while nextDay <= sequence.last {
          let date = CivilDate(validDaysSinceEpoch: nextDay)
          nextDay += 1
          // The whole range was checked for coverage when the sequence was made.
          guard let kind = try? sequence.calendar.kind(of: date) else { continue }
          guard sequence.filter.includes(kind) else { continue }
          return sequence.calendar.day(
            date, kind: kind, law: sequence.law, predictions: sequence.predictions, papers: &papers)
        }
        return nil
      }
    }
  }

  /// The ``Day`` of `date`, of kind `kind`, with what the law makes of
  /// the range's covered days and the range's predicted years.
  private func day(
    _ date: CivilDate, kind: DayKind, law: [Int: (kind: LegalDayKind, makeUpDay: CivilDate?)],
    predictions: [Int: ProvisionalYear], papers: inout [String: [String]]
  ) -> Day {
    let basis = basis(on: date, papers: &papers)
    var withoutNotice: WithoutNotice?
    if let prediction = predictions[date.year] {
      withoutNotice = .provisional(prediction.day(on: date)?.basis ?? .principle)
    } else if !holidays.covers(date) {
      withoutNotice = .assumedWeek
    }
    var day = Day(
      date: date, isWorkingDay: kind.isWorkingDay, kind: kind,
      englishName: kind.holiday.flatMap(StatutoryHoliday.englishNames(of:)), basis: basis,
      withoutNotice: withoutNotice, groupDay: groupDay(on: date))
    if basis.hasStandingInLaw, let legal = law[date.daysSinceEpoch] {
      day.legal = legal.kind
      day.makeUpDay = legal.makeUpDay
    }
    return day
  }

  /// The ``Day`` of `date`; see ``days(from:through:matching:)``.
  ///
  /// - Throws: ``CoverageError`` when no data covers `date`.
  public func day(_ date: CivilDate) throws -> Day {
    guard let day = try days(from: date, through: date).first else { throw coverageError(date) }
    return day
  }

  /// What the law makes of the covered days of the range, by day number,
  /// each covered stretch classified at once; empty where the law cannot
  /// tell (no version in force).
  private func lawOfCoveredDays(
    from start: CivilDate, through end: CivilDate
  ) -> [Int: (kind: LegalDayKind, makeUpDay: CivilDate?)] {
    var result: [Int: (kind: LegalDayKind, makeUpDay: CivilDate?)] = [:]
    var stretch: ClosedRange<Int>?
    func classify() {
      guard let days = stretch,
        let found = try? holidays.legalClassification(
          from: CivilDate(validDaysSinceEpoch: days.lowerBound),
          through: CivilDate(validDaysSinceEpoch: days.upperBound))
      else { return }
      for (day, kind) in zip(days, found.kinds) {
        result[day] = (kind, found.makeUpDays[day].map(CivilDate.init(validDaysSinceEpoch:)))
      }
    }
    for day in start.daysSinceEpoch...end.daysSinceEpoch {
      if holidays.covers(CivilDate(validDaysSinceEpoch: day)) {
        stretch = (stretch?.lowerBound ?? day)...day
      } else {
        classify()
        stretch = nil
      }
    }
    classify()
    return result
  }

  /// On whose word the answer for `date` rests (`papers`: the notices'
  /// addresses by file source, filled as files are met).
  private func basis(on date: CivilDate, papers: inout [String: [String]]) -> DayBasis {
    func notice(_ file: HolidayFile) -> DayBasis {
      if file.source.hasPrefix(ProvisionalYear.sourcePrefix) { return .prediction(source: file.source) }
      return .notice(source: file.source, papers: file.papers)
    }
    if let (entry, standing) = holidays.entryAndStanding(on: date) {
      switch standing {
      case .overlay:
        if entry.source == Self.groupDaySource {
          return .groupDay(citation: GroupDayMeasures.inForce(on: date)?.citation ?? entry.source)
        }
        return .overlay(source: entry.source)
      case .given: return .givenData(source: entry.source)
      case .notice:
        if entry.source.hasPrefix(ProvisionalYear.sourcePrefix) { return .prediction(source: entry.source) }
        let key = entry.source + "\n" + String(entry.date.year)
        if papers[key] == nil { papers[key] = holidays.file(of: entry)?.papers ?? [] }
        return .notice(source: entry.source, papers: papers[key] ?? [])
      }
    }
    guard holidays.covers(date), let (file, standing) = holidays.coveringFile(ofYear: date.year) else {
      return .regularWeek
    }
    return standing == .given ? .givenData(source: file.source) : notice(file)
  }

  /// Whether the answer for `date` rests on no notice: a year predicted
  /// from the law, or a day no data covers answered from the regular week.
  /// What marks an event tentative, a line `[provisional]`.
  package func restsOnNoNotice(_ date: CivilDate) -> Bool {
    holidays.provisionalYears.contains(date.year) || (assumesRegularWeek && !holidays.covers(date))
  }

  /// The day of one of ``groups`` on `date`, and what it gives there.
  package func groupDay(on date: CivilDate) -> GroupDay? {
    groupDay(on: date, for: groups, half: halfDay)
  }

  /// The day of one of `groups` on `date`, and what it gives there, the
  /// half day being `half`: a whole day laid over the calendar
  /// (``forGroups(_:morningOff:)``) is off; on a working day, the whole
  /// day, or the half, is off unless the day is a listed working day (a
  /// make-up workday, an overlay's workday: it keeps its working day);
  /// on a day off nothing is made up (Art. 6).
  package func groupDay(on date: CivilDate, for groups: [CitizenGroup], half: DayHalf) -> GroupDay? {
    for group in groups {
      guard let law = group.dayOff(on: date) else { continue }
      let entry = holidays.entry(on: date)
      let timeOff: GroupDay.TimeOff
      if let entry, entry.isOffDay, entry.source == Self.groupDaySource {
        timeOff = .wholeDay
      } else if workingDayIfKnown(date) != true {
        timeOff = .nothingOnADayOff
      } else if entry != nil {
        timeOff = .nothingOnAListedWorkday
      } else {
        timeOff = law.isWholeDay ? .wholeDay : .half(half)
      }
      return GroupDay(group: group, isWholeDay: law.isWholeDay, citation: law.citation, timeOff: timeOff)
    }
    return nil
  }
}
