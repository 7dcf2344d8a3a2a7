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
    let window = OfficialWindow(self, around: start.daysSinceEpoch...end.daysSinceEpoch)
    return LegalClassifier(
      isOff: { day in
        if let flags = window.flags(day) { return flags & OfficialWindow.off != 0 }
        guard let date = CivilDate(daysSinceEpoch: day) else { return false }
        return officialEntry(on: date)?.isOffDay ?? LegalClassifier.isWeekend(day)
      },
      isListedOff: { day in
        if let flags = window.flags(day) { return flags & OfficialWindow.listedOff != 0 }
        guard let date = CivilDate(daysSinceEpoch: day) else { return false }
        return officialEntry(on: date)?.isOffDay ?? false
      },
      statutory: statutory,
      listedName: { day in
        if let name = window.name(day) { return name }
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

/// What the official layers say of each day of a window around a range,
/// read once into arrays: the classifier asks about each day many times
/// (finding breaks, pairing 调休 days with make-up workdays), and a look-up
/// here costs an index, not a search of the listed days and a name's
/// canonical form. Days outside the window are not known here (nil).
private struct OfficialWindow {
  static let off: UInt8 = 1
  static let listedOff: UInt8 = 2
  /// ``off`` and ``listedOff`` of each day of the window.
  private let flags: [UInt8]
  /// The index in ``names`` of each day's listed holiday, -1 for none.
  private let nameIndices: [Int32]
  /// The canonical names of the listed days of the window.
  private let names: [String]
  /// The day number of the window's first day.
  private let first: Int

  /// The window of `range` and the days the classifier looks at around it
  /// (breaks reach 40 days beyond it, their make-up workdays 42 more).
  init(_ holidays: HolidayCalendar, around range: ClosedRange<Int>) {
    first = range.lowerBound - 100
    let count = range.count + 200
    var flags = [UInt8](repeating: 0, count: count)
    for index in 0..<count where LegalClassifier.isWeekend(first + index) { flags[index] = Self.off }
    var nameIndices = [Int32](repeating: -1, count: count)
    var names: [String] = []
    let days = holidays.officialDays
    var position = HolidayCalendar.firstIndex(in: days, notBefore: first)
    while position < days.count, days[position] < first + count {
      let entry = holidays.officialEntries[position]
      let index = days[position] - first
      flags[index] = entry.isOffDay ? Self.off | Self.listedOff : 0
      let name = HolidayName.canonical(entry.name)
      if let known = names.lastIndex(of: name) {
        nameIndices[index] = Int32(known)
      } else {
        nameIndices[index] = Int32(names.count)
        names.append(name)
      }
      position += 1
    }
    self.flags = flags
    self.nameIndices = nameIndices
    self.names = names
  }

  /// The flags of `day`, nil outside the window.
  func flags(_ day: Int) -> UInt8? {
    let index = day &- first
    return index >= 0 && index < flags.count ? flags[index] : nil
  }

  /// The canonical name of the holiday `day` is listed for, nil outside
  /// the window and on a day no notice lists.
  func name(_ day: Int) -> String?? {
    let index = day &- first
    guard index >= 0 && index < nameIndices.count else { return nil }
    let name = nameIndices[index]
    return .some(name < 0 ? nil : names[Int(name)])
  }
}
