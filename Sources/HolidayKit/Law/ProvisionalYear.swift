/// A predicted arrangement for a year whose notice is not published yet:
/// the statutory days (certain), their Art. 6 replacements and the breaks
/// the 2025 principles place (see ``Basis``), and the make-up workdays a
/// heuristic guesses.
///
/// Every day says what it rests on. Give ``holidayFile`` to
/// ``WorkdayCalendar/updated(with:)`` (or ``HolidayCalendar/updated(with:)``)
/// to answer for the year, and say that the answers are provisional; when
/// the notice arrives, its file replaces the prediction the same way.
///
/// Back-tested on the years whose notices are known, each predicted from
/// the law and principles alone: 2025 gets all 18 weekdays off and all 5
/// make-up workdays right, 2026 all 19 and all 6 (the back-test in the tests).
/// Those years also shaped the heuristic, so the figures flatter it: treat
/// every make-up day as the guess it is. A missed make-up day is the worst
/// failure, so where the rules leave room the heuristic places one rather
/// than none.
///
///     let year = try ProvisionalYear(year: 2027)
///     year.days.first  // 2027-01-01 元旦, day off, rests on the law
public struct ProvisionalYear: Sendable {
  /// The year predicted.
  public let year: Int
  /// The version of the law in force.
  public let law: HolidayLaw
  /// The statutory days of the year.
  public let statutoryDays: [StatutoryDay]
  /// The predicted days off (every day of each break, weekends included)
  /// and make-up workdays, in date order. A break of 元旦 may begin in
  /// the December before, as official files do.
  public let days: [ProvisionalDay]

  /// The start of every prediction's source name.
  public static let sourcePrefix = "provisional/"

  /// The source named by the prediction's entries: `provisional/2027`.
  public var source: String { Self.sourcePrefix + String(year) }

  /// Predicts `year` from the law in force and the 2025 principles.
  ///
  /// - Throws: ``LawError/noLawInForce(_:)`` before 2000, where no version
  ///   of the law is in force; ``LawError/noPrediction(_:)`` from 2000 to
  ///   2024, where an earlier version is in force but the principles a
  ///   prediction follows do not apply; ``LawError/unsupportedYear(_:)``
  ///   after 2100.
  public init(year: Int) throws {
    guard let law = HolidayLaw.inForce(in: year) else { throw LawError.noLawInForce(year) }
    guard year >= 2025, law == .measures2024 else { throw LawError.noPrediction(year) }
    let statutory = try law.statutoryDays(in: year)
    let statutoryByDay = StatutoryTable(statutory)
    var breaks = BreakPrinciples.breaks(statutory: statutory)
    let makeUps = MakeUpPlacement.makeUpDays(for: breaks, statutory: statutoryByDay)
    // A break takes in the weekend days next to it that stay off ("与周末连休").
    let makeUpDays = Set(makeUps.joined())
    for index in breaks.indices {
      var days = breaks[index].days
      while LegalClassifier.isWeekend(days.lowerBound - 1), !makeUpDays.contains(days.lowerBound - 1) {
        days = (days.lowerBound - 1)...days.upperBound
      }
      while LegalClassifier.isWeekend(days.upperBound + 1), !makeUpDays.contains(days.upperBound + 1) {
        days = days.lowerBound...(days.upperBound + 1)
      }
      breaks[index].days = days
    }
    let off = Set(breaks.flatMap { Array($0.days) })
    let source = Self.sourcePrefix + String(year)
    var names: [Int: String] = [:]
    for (plan, makeUp) in zip(breaks, makeUps) {
      for day in Array(plan.days) + makeUp { names[day] = plan.name }
    }
    let classifier = LegalClassifier(
      isOff: { off.contains($0) || (!makeUpDays.contains($0) && LegalClassifier.isWeekend($0)) },
      isListedOff: { off.contains($0) }, statutory: statutoryByDay, listedName: { names[$0] })
    var predicted: [ProvisionalDay] = []
    for (plan, makeUp) in zip(breaks, makeUps) {
      let range = min(plan.days.lowerBound, makeUp.min() ?? .max)...max(plan.days.upperBound, makeUp.max() ?? .min)
      for (day, kind) in zip(range, classifier.kinds(of: range)) where plan.days.contains(day) || makeUp.contains(day) {
        let basis: Basis
        switch kind {
        case .statutoryHoliday, .replacementDay: basis = .law
        case .makeUpWorkday: basis = .guess
        default: basis = .principle
        }
        let entry = HolidayEntry(
          date: CivilDate(validDaysSinceEpoch: day), name: plan.name, isOffDay: kind.isDayOff, source: source)
        predicted.append(ProvisionalDay(entry: entry, basis: basis, kind: kind))
      }
    }
    self.year = year
    self.law = law
    statutoryDays = statutory
    days = predicted.sorted { $0.date < $1.date }
  }

  /// The prediction as a holiday-cn file (no papers), to lay over the
  /// official data. Only the year's own days: a break of 元旦 predicted to
  /// begin in the December before is left out, so that a covered year's
  /// answers never rest on a guess.
  public var holidayFile: HolidayFile {
    var file = HolidayFile(
      uncheckedSource: source, year: year, papers: [], days: days.filter { $0.date.year == year }.map(\.entry))
    file.isPredicted = true
    return file
  }

  /// The predicted day on `date`, if the prediction lists it.
  public func day(on date: CivilDate) -> ProvisionalDay? {
    days.first { $0.date == date }
  }

  /// How this prediction compares with the official arrangement of its
  /// year in `official`.
  package func score(against official: HolidayCalendar) -> PredictionScore {
    PredictionScore(year: year, predicted: days.map(\.entry), official: official)
  }
}
