extension HolidayCalendar {
  /// The covered years that a notice covers, not a prediction: what a
  /// ``CoverageError`` lists as covered.
  public var officialYears: [Int] {
    let predicted = Set(provisionalYears)
    return coveredYears.filter { !predicted.contains($0) }
  }

  /// What the law makes of each day from `start` through `end`: statutory
  /// holiday, Art. 6 replacement, 调休 day off, weekend in a break, make-up
  /// workday…, with the pay multiplier (see ``LegalDayKind``). Only the
  /// official layers are asked: a day an overlay lays over them (leave, a
  /// company Saturday, a group's day) is classified as the notices have it.
  ///
  /// Statutory days come from the version of ``HolidayLaw`` in force each
  /// year and the Chinese calendar, created only now. A statutory day the
  /// official data has as a working day is classified as a working day
  /// (``statutoryDaysNotOff(inYears:)`` lists them; none in 2008-2026).
  ///
  /// - Throws: ``CoverageError`` for a day no official data covers;
  ///   ``LawError`` when the statutory days of a year cannot be computed.
  /// - Complexity: O(*n*) for *n* days, plus four lunar conversions a year.
  public func legalKinds(from start: CivilDate, through end: CivilDate) throws -> [(
    date: CivilDate, kind: LegalDayKind
  )] {
    let classification = try legalClassification(from: start, through: end)
    let range = start.daysSinceEpoch...max(start.daysSinceEpoch, end.daysSinceEpoch)
    return zip(range, classification.kinds).map { (CivilDate(validDaysSinceEpoch: $0), $1) }
  }

  /// The legal kinds of the days from `start` through `end` (empty when
  /// `end` is before `start`) and the make-up workday paying for each 调休
  /// day, from the official layers alone: a day of leave or a company day
  /// laid over them is no 调休.
  package func legalClassification(
    from start: CivilDate, through end: CivilDate
  ) throws -> LegalClassifier.Classification {
    guard start <= end else { return LegalClassifier.Classification(kinds: [], makeUpDays: [:]) }
    return try legalClassifier(from: start, through: end).classify(start.daysSinceEpoch...end.daysSinceEpoch)
  }

  /// The classifier behind ``legalClassification(from:through:)`` for the
  /// days from `start` through `end`, made once: the statutory days of the
  /// years around them computed, for classifying any of those days, a
  /// stretch or a day at a time, with the same answers.
  ///
  /// - Throws: ``CoverageError`` for a day no official data covers;
  ///   ``LawError`` when the statutory days of a year cannot be computed.
  package func legalClassifier(from start: CivilDate, through end: CivilDate) throws -> LegalClassifier {
    for date in [start, end] where !covers(date) {
      throw CoverageError.noHolidayData(year: date.year, covered: officialYears)
    }
    if let year = uncoveredYears(from: start, through: end).first {
      throw CoverageError.noHolidayData(year: year, covered: officialYears)
    }
    var days: [StatutoryDay] = []
    for year in (start.year - 1)...(end.year + 1) {
      guard let law = HolidayLaw.inForce(in: year), HolidayLaw.supportedYears.contains(year) else { continue }
      days += try law.cachedStatutoryDays(in: year)
    }
    let statutory = StatutoryTable(days)
    return LegalClassifier(
      isOff: { day in
        guard let date = CivilDate(daysSinceEpoch: day) else { return false }
        return officialEntry(on: date)?.isOffDay ?? LegalClassifier.isWeekend(day)
      },
      isListedOff: { day in
        guard let date = CivilDate(daysSinceEpoch: day) else { return false }
        return officialEntry(on: date)?.isOffDay ?? false
      },
      statutory: statutory,
      listedName: { day in
        guard let date = CivilDate(daysSinceEpoch: day) else { return nil }
        return officialEntry(on: date).map { HolidayName.canonical($0.name) }
      })
  }

  /// The statutory days of covered `years` that the official data does not
  /// have as days off: the check that every notice honours the law. Empty
  /// for 2008-2026. Years without a law in force (before 2000) or without
  /// data are skipped.
  ///
  /// - Throws: ``LawError`` when the statutory days of a year cannot be computed.
  public func statutoryDaysNotOff(inYears years: ClosedRange<Int>) throws -> [StatutoryDay] {
    var result: [StatutoryDay] = []
    for year in years where covers(year: year) {
      guard let law = HolidayLaw.inForce(in: year) else { continue }
      result += try law.statutoryDays(in: year).filter { entry(on: $0.date)?.isOffDay != true }
    }
    return result
  }
}
