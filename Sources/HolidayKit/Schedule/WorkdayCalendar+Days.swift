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
            date, kind: kind, law: sequence.law[date.daysSinceEpoch], prediction: sequence.predictions[date.year],
            papers: &papers)
        }
        return nil
      }
    }
  }

  /// The ``Day`` of `date`, of kind `kind`, with what the law makes of it
  /// (nil where the law cannot tell) and its year's prediction, if any:
  /// the one place a day value is put together.
  private func day(
    _ date: CivilDate, kind: DayKind, law: (kind: LegalDayKind, makeUpDay: CivilDate?)?,
    prediction: ProvisionalYear?, papers: inout [String: [String]]
  ) -> Day {
    let basis = basis(on: date, papers: &papers)
    var day = Day(
      date: date, isWorkingDay: kind.isWorkingDay, kind: kind,
      englishName: kind.holiday.flatMap(StatutoryHoliday.englishNames(of:)), basis: basis,
      withoutNotice: withoutNotice(on: date, prediction: prediction), groupDay: groupDay(on: date))
    if basis.hasStandingInLaw, let legal = law {
      day.legal = legal.kind
      day.makeUpDay = legal.makeUpDay
    } else if case .regularWeek = basis, case .officialDayOff = kind, let statutory = statutoryDayByLaw(on: date) {
      day.legal = .statutoryHoliday(statutory.holiday)  // the law's own day in an assumed week
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
      if file.isPredicted { return .prediction(source: file.source) }
      return .notice(source: file.source, papers: file.papers)
    }
    if let (entry, standing) = holidays.entryAndStanding(on: date) {
      switch standing {
      case .groupDay: return .groupDay(citation: GroupDayMeasures.inForce(on: date)?.citation ?? entry.source)
      case .overlay: return .overlay(source: entry.source)
      case .given: return .givenData(source: entry.source)
      case .notice:
        let key = entry.source + "\n" + String(entry.date.year)
        if papers[key] == nil {
          let file = holidays.file(of: entry)
          if file?.isPredicted == true { return .prediction(source: entry.source) }
          papers[key] = file?.papers ?? []
        }
        return .notice(source: entry.source, papers: papers[key] ?? [])
      }
    }
    guard holidays.covers(date), let (file, standing) = holidays.coveringFile(ofYear: date.year) else {
      return .regularWeek
    }
    return standing == .given ? .givenData(source: file.source) : notice(file)
  }

  /// Why no notice answers for `date`, nil under a notice: a year
  /// predicted from the law (what the prediction of the day rests on, read
  /// from `prediction`, the year's ``ProvisionalYear`` when made: else
  /// ``Basis/principle``), or a day no data covers answered from the
  /// regular week. A ``Day``'s ``Day/withoutNotice``, and what marks an
  /// event tentative (`上班 (暂定)`, `上班 (假定)`).
  ///
  /// A day a person's or company's own arrangement lists (an overlay's
  /// leave, a `--holidays` file that cites no notice) rests on that
  /// arrangement in any year: no notice can change it, so it is never
  /// provisional or assumed.
  package func withoutNotice(on date: CivilDate, prediction: ProvisionalYear? = nil) -> WithoutNotice? {
    if let (_, standing) = holidays.entryAndStanding(on: date), standing == .given || standing == .overlay {
      return nil
    }
    if holidays.provisionalYears.contains(date.year) {
      return .provisional(prediction?.day(on: date)?.basis ?? .principle)
    }
    // Without the regular week assumed, no answer is given for such a day.
    return assumesRegularWeek && !holidays.covers(date) ? .assumedWeek : nil
  }

  /// The ``Day`` of each make-up workday (a listed working day the work
  /// week has off) of `year`, by day number: the days from the year's
  /// first through its last worked out at once, what the law makes of
  /// them classified once, rather than a day at a time.
  package func makeUpWorkdayValues(inYear year: Int) -> [Int: Day] {
    let listed = makeUpWorkdays(
      from: CivilDate(uncheckedYear: year, month: 1, day: 1),
      through: CivilDate(uncheckedYear: year, month: 12, day: 31)
    ).map(\.date)
    return Dictionary(days(on: listed).map { ($0.date.daysSinceEpoch, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The ``Day`` of each of `dates` (in increasing order) that has an
  /// answer, as ``days(from:through:matching:)`` gives it, for a few days
  /// scattered over a long range: what the law makes of them is worked
  /// out by one classifier, a day at a time, not over the whole range (a
  /// working day the notices list needs none: nothing around it matters).
  package func days(on dates: [CivilDate]) -> [Day] {
    let covered = dates.filter(holidays.covers)
    var classifier: LegalClassifier??  // made when a day needs it
    var papers: [String: [String]] = [:]
    var predictions: [Int: ProvisionalYear] = [:]
    return dates.compactMap { date in
      guard let kind = try? kind(of: date) else { return nil }
      var law: (kind: LegalDayKind, makeUpDay: CivilDate?)?
      if let entry = holidays.officialEntry(on: date), !entry.isOffDay {
        law = (LegalClassifier.workingDayKind(date.daysSinceEpoch), nil)
      } else if holidays.covers(date) {
        if classifier == nil {
          classifier = covered.first.flatMap { first in
            covered.last.flatMap { last in try? holidays.legalClassifier(from: first, through: last) }
          }
        }
        if let classifier = classifier ?? nil {
          let found = classifier.classify(date.daysSinceEpoch...date.daysSinceEpoch)
          law = found.kinds.first.map {
            ($0, found.makeUpDays[date.daysSinceEpoch].map(CivilDate.init(validDaysSinceEpoch:)))
          }
        } else {
          law = lawOfCoveredDays(from: date, through: date)[date.daysSinceEpoch]
        }
      }
      if holidays.provisionalYears.contains(date.year), predictions[date.year] == nil {
        predictions[date.year] = try? ProvisionalYear(year: date.year)
      }
      return day(date, kind: kind, law: law, prediction: predictions[date.year], papers: &papers)
    }
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
      let listed = holidays.entryAndStanding(on: date)
      let entry = listed?.entry
      let timeOff: GroupDay.TimeOff
      if let listed, listed.entry.isOffDay, listed.standing == .groupDay {
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
