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
      return DaySequence(calendar: self, first: 1, last: 0, filter: filter, law: [], predictions: [:])
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

  /// What the law makes of a day, and the make-up workday that pays for
  /// it when it is a 调休 day off.
  typealias LegalFinding = (kind: LegalDayKind, makeUpDay: CivilDate?)

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
    /// What the law makes of each day of the range, from the first.
    fileprivate let law: [LegalFinding?]
    fileprivate let predictions: [Int: ProvisionalYear]

    /// An iterator from the range's first day.
    func makeIterator() -> Iterator {
      Iterator(sequence: self, nextDay: first)
    }

    /// Gives the days of a ``DaySequence`` one at a time.
    struct Iterator: IteratorProtocol {
      fileprivate let sequence: DaySequence
      fileprivate var nextDay: Int
      /// What neighbouring days share, kept as days are met.
      fileprivate var shared = SharedFacts()

      /// The next day that passes the filter, or nil after the range.
      mutating func next() -> Day? {
        while nextDay <= sequence.last {
          let date = CivilDate(validDaysSinceEpoch: nextDay)
          nextDay += 1
          let listed = sequence.calendar.holidays.entryAndStanding(on: date)
          // The whole range was checked for coverage when the sequence was made.
          guard let kind = sequence.calendar.kind(of: date, listed: listed) else { continue }
          guard sequence.filter.includes(kind) else { continue }
          let law = sequence.law.isEmpty ? nil : sequence.law[date.daysSinceEpoch - sequence.first]
          return sequence.calendar.day(
            date, kind: kind, listed: listed, law: law, prediction: sequence.predictions[date.year],
            shared: &shared)
        }
        return nil
      }
    }
  }

  /// What the days of a range share, worked out at the first that needs
  /// it: the basis of a file's listed days and of a year's unlisted ones,
  /// the English name of a holiday's days.
  fileprivate struct SharedFacts {
    /// The notices' addresses by file source and year, filled as files are met.
    var papers: [String: [String]] = [:]
    /// The basis of the listed days last met: their file's source and year.
    var listedBasis: (source: String, year: Int, basis: DayBasis)?
    /// The basis of the unlisted covered days of a year.
    var yearBasis: (year: Int, basis: DayBasis)?
    /// The English name of the holiday name last met.
    var englishName: (name: String, english: String?)?
  }

  /// The ``Day`` of `date`, of kind `kind`, listed by `listed` (nil: no
  /// entry), with what the law makes of it (nil where the law cannot tell)
  /// and its year's prediction, if any: the one place a day value is put
  /// together.
  fileprivate func day(
    _ date: CivilDate, kind: DayKind, listed: (entry: HolidayEntry, standing: HolidayCalendar.Standing)?,
    law: LegalFinding?, prediction: ProvisionalYear?, shared: inout SharedFacts
  ) -> Day {
    let basis = basis(on: date, listed: listed, shared: &shared)
    var englishName: String?
    if let name = kind.holidayName {
      if let known = shared.englishName, known.name == name {
        englishName = known.english
      } else {
        englishName = StatutoryHoliday.englishNames(of: HolidayName.canonical(name))
        shared.englishName = (name, englishName)
      }
    }
    var legal: LegalFinding?
    if basis.hasStandingInLaw {
      legal = law
    } else if case .regularWeek = basis, case .officialDayOff = kind, let statutory = statutoryDayByLaw(on: date) {
      legal = (.statutoryHoliday(statutory.holiday), nil)  // the law's own day in an assumed week
    }
    return Day(
      date: date, isWorkingDay: kind.isWorkingDay, kind: kind, englishName: englishName, basis: basis,
      withoutNotice: withoutNotice(on: date, listed: listed, prediction: prediction), legal: legal?.kind,
      makeUpDay: legal?.makeUpDay, groupDay: groups.isEmpty ? nil : groupDay(on: date))
  }

  /// The ``Day`` of `date`; see ``days(from:through:matching:)``.
  ///
  /// - Throws: ``CoverageError`` when no data covers `date`.
  public func day(_ date: CivilDate) throws -> Day {
    guard let day = try days(from: date, through: date).first else { throw coverageError(date) }
    return day
  }

  /// What the law makes of each day of the range, from its first, each
  /// covered stretch classified at once; nil where the law cannot tell
  /// (no data, or no version in force).
  fileprivate func lawOfCoveredDays(from start: CivilDate, through end: CivilDate) -> [LegalFinding?] {
    let first = start.daysSinceEpoch
    var result = [LegalFinding?](repeating: nil, count: max(0, end.daysSinceEpoch - first + 1))
    var stretch: ClosedRange<Int>?
    func classify() {
      guard let days = stretch,
        let found = try? holidays.legalClassification(
          from: CivilDate(validDaysSinceEpoch: days.lowerBound),
          through: CivilDate(validDaysSinceEpoch: days.upperBound))
      else { return }
      for (day, kind) in zip(days, found.kinds) {
        result[day - first] = (kind, found.makeUpDays[day].map(CivilDate.init(validDaysSinceEpoch:)))
      }
    }
    for day in start.daysSinceEpoch...end.daysSinceEpoch {
      if isCovered(day) {
        stretch = (stretch?.lowerBound ?? day)...day
      } else {
        classify()
        stretch = nil
      }
    }
    classify()
    return result
  }

  /// On whose word the answer for `date` rests, `listed` being the entry
  /// that lists it and its standing (nil: none does); `shared` keeps what
  /// a file's or a year's days share.
  private func basis(
    on date: CivilDate, listed: (entry: HolidayEntry, standing: HolidayCalendar.Standing)?,
    shared: inout SharedFacts
  ) -> DayBasis {
    if let (entry, standing) = listed {
      switch standing {
      case .groupDay: return .groupDay(citation: GroupDayMeasures.inForce(on: date)?.citation ?? entry.source)
      case .overlay: return .overlay(source: entry.source)
      case .given: return .givenData(source: entry.source)
      case .notice:
        if let known = shared.listedBasis, known.year == entry.date.year, known.source == entry.source {
          return known.basis
        }
        let key = entry.source + "\n" + String(entry.date.year)
        let basis: DayBasis
        if let papers = shared.papers[key] {
          basis = .notice(source: entry.source, papers: papers)
        } else {
          let file = holidays.file(of: entry)
          if file?.isPredicted == true {
            basis = .prediction(source: entry.source)
          } else {
            shared.papers[key] = file?.papers ?? []
            basis = .notice(source: entry.source, papers: file?.papers ?? [])
          }
        }
        shared.listedBasis = (entry.source, entry.date.year, basis)
        return basis
      }
    }
    // A day no entry lists is covered when its year is.
    guard isCovered(date.daysSinceEpoch) else { return .regularWeek }
    if let known = shared.yearBasis, known.year == date.year { return known.basis }
    let basis: DayBasis
    if let (file, standing) = holidays.coveringFile(ofYear: date.year) {
      if standing == .given {
        basis = .givenData(source: file.source)
      } else if file.isPredicted {
        basis = .prediction(source: file.source)
      } else {
        basis = .notice(source: file.source, papers: file.papers)
      }
    } else {
      basis = .regularWeek
    }
    shared.yearBasis = (date.year, basis)
    return basis
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
    withoutNotice(on: date, listed: holidays.entryAndStanding(on: date), prediction: prediction)
  }

  /// ``withoutNotice(on:prediction:)``, the entry that lists `date` and
  /// its standing given (nil: none does).
  private func withoutNotice(
    on date: CivilDate, listed: (entry: HolidayEntry, standing: HolidayCalendar.Standing)?,
    prediction: ProvisionalYear?
  ) -> WithoutNotice? {
    if let (_, standing) = listed, standing == .given || standing == .overlay { return nil }
    if holidays.provisionalYears.contains(date.year) {
      return .provisional(prediction?.day(on: date)?.basis ?? .principle)
    }
    // Without the regular week assumed, no answer is given for such a day.
    return assumesRegularWeek && !isCovered(date.daysSinceEpoch) ? .assumedWeek : nil
  }

  /// The ``Day`` of each make-up workday (a listed working day the work
  /// week has off) of `year`, by day number, worked out together.
  package func makeUpWorkdayValues(inYear year: Int) -> [Int: Day] {
    let listed = makeUpWorkdays(
      from: CivilDate(uncheckedYear: year, month: 1, day: 1),
      through: CivilDate(uncheckedYear: year, month: 12, day: 31)
    ).map(\.date)
    return Dictionary(days(on: listed).map { ($0.date.daysSinceEpoch, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The ``Day`` of each of `dates` that has an answer, in any order, as
  /// ``days(from:through:matching:)`` gives it, for a few days scattered
  /// over a long range (``DayReader``).
  package func days(on dates: [CivilDate]) -> [Day] {
    var reader = DayReader(self)
    return dates.compactMap { reader.day($0) }
  }

  /// Reads the ``Day`` of dates one at a time, in any order, as
  /// ``days(from:through:matching:)`` gives them, for days scattered over
  /// a long range. What days share is worked out once, when a day first
  /// needs it: the law's classifier of a year (a day's law is classified
  /// alone, which only a day off needs: nothing around a working day
  /// matters), a file's or a year's basis, a year's prediction.
  fileprivate struct DayReader {
    private let calendar: WorkdayCalendar
    private var shared = SharedFacts()
    /// The classifier of the year last asked about (nil inside: none can
    /// be made for the whole year).
    private var classifier: (year: Int, classifier: LegalClassifier?)?
    /// Each provisional year's prediction, once made (nil inside: none).
    private var predictions: [Int: ProvisionalYear?] = [:]

    /// A reader of `calendar`'s days.
    init(_ calendar: WorkdayCalendar) {
      self.calendar = calendar
    }

    /// The ``Day`` of `date`, nil when it has no answer (no data covers
    /// it, and the calendar does not assume the regular week).
    mutating func day(_ date: CivilDate) -> Day? {
      let listed = calendar.holidays.entryAndStanding(on: date)
      guard let kind = calendar.kind(of: date, listed: listed) else { return nil }
      let number = date.daysSinceEpoch
      var law: LegalFinding?
      // What the official layers list: the entry itself unless an
      // overlay lies over it; nothing when no layer lists the day.
      var isOfficialDay = false
      var isOfficialDayOff = false
      if let standing = listed?.standing {
        let official =
          standing == .notice || standing == .given ? listed?.entry : calendar.holidays.officialEntry(on: date)
        isOfficialDay = official != nil
        isOfficialDayOff = official?.isOffDay == true
      }
      if isOfficialDay, !isOfficialDayOff {
        law = (LegalClassifier.workingDayKind(number), nil)
      } else if calendar.isCovered(number) {
        if !isOfficialDay, !LegalClassifier.isWeekend(number) {
          law = (.workday, nil)  // not off: nothing around it matters
        } else if let classifier = classifier(ofYear: date.year) {
          let found = classifier.classify(number...number)
          law = found.kinds.first.map { ($0, found.makeUpDays[number].map(CivilDate.init(validDaysSinceEpoch:))) }
        } else {
          law = calendar.lawOfCoveredDays(from: date, through: date)[0]
        }
      }
      guard calendar.holidays.provisionalYears.contains(date.year) else {
        return calendar.day(date, kind: kind, listed: listed, law: law, prediction: nil, shared: &shared)
      }
      if predictions[date.year] == nil { predictions[date.year] = .some(try? ProvisionalYear(year: date.year)) }
      return calendar.day(
        date, kind: kind, listed: listed, law: law, prediction: predictions[date.year] ?? nil, shared: &shared)
    }

    /// The classifier of the days of `year`, made when first needed; nil
    /// when the year is not covered whole.
    private mutating func classifier(ofYear year: Int) -> LegalClassifier? {
      if let known = classifier, known.year == year { return known.classifier }
      let made = try? calendar.holidays.legalClassifier(
        from: CivilDate(uncheckedYear: year, month: 1, day: 1),
        through: CivilDate(uncheckedYear: year, month: 12, day: 31))
      classifier = (year, made)
      return made
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
  /// on a day off nothing is made up (Art. 6; part 丁 of the 1949
  /// measures). The rule, citation and provisions are the measures' in
  /// force on `date`, looked up once.
  package func groupDay(on date: CivilDate, for groups: [CitizenGroup], half: DayHalf) -> GroupDay? {
    for group in groups {
      guard group.date(in: date.year) == date, let measures = GroupDayMeasures.inForce(on: date) else { continue }
      let law = measures.rule(for: group)
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
      return GroupDay(
        group: group, isWholeDay: law.isWholeDay, citation: measures.citation, grantedIn: measures.grantedIn,
        notMadeUpIn: measures.notMadeUpIn, timeOff: timeOff)
    }
    return nil
  }
}
