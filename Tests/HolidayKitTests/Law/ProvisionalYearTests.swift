import Testing

@testable import HolidayKit

struct ProvisionalYearTests {
  static let official = try! HolidayCalendar.embedded()

  static func dates(_ list: [CivilDate]) -> [String] { list.map(\.iso8601) }

  /// The back-test (the DocC article TheLaw.md, "Provisional years: how
  /// good the guess is"): each year
  /// predicted from the law and the 2025 principles alone, then compared
  /// with its notice. Weekdays off right/missed/extra, make-up workdays
  /// right/missed/extra.
  @Test(arguments: [(2025, 18, 0, 0, 5, 0, 0), (2026, 19, 0, 0, 6, 0, 0)])
  func backTest(
    year: Int, offRight: Int, offMissed: Int, offExtra: Int, workRight: Int, workMissed: Int, workExtra: Int
  )
    throws
  {
    let score = try ProvisionalYear(year: year).score(against: Self.official)
    #expect(score.daysOffRight.count == offRight)
    #expect(score.daysOffMissed.count == offMissed)
    #expect(score.daysOffExtra.count == offExtra)
    #expect(score.makeUpRight.count == workRight)
    #expect(score.makeUpMissed.count == workMissed)
    #expect(score.makeUpExtra.count == workExtra)
  }

  @Test func backTestFiguresReadAsTheReadmeSays() throws {
    #expect(
      try ProvisionalYear(year: 2026).score(against: Self.official).description
        == "2026: days off 19/19 (0 missed, 0 extra), make-up workdays 6/6 (0 missed, 0 extra)")
    #expect(
      Self.dates(try ProvisionalYear(year: 2026).score(against: Self.official).makeUpRight)
        == ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"])
  }

  /// The article's back-test table is what the predictor scores: one row
  /// per year, `| year | right/all | missed | extra | right/all | missed | extra |`.
  @Test func theLawArticleShowsTheBackTest() throws {
    let article = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Sources/HolidayKit/HolidayKit.docc/TheLaw.md"),
      encoding: .utf8)
    let rows = article.split(separator: "\n").filter { $0.hasPrefix("| 20") }
    #expect(rows.count == 2, "\(rows)")
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let year = try #require(Int(cells[0]))
      let score = try ProvisionalYear(year: year).score(against: Self.official)
      let off = score.daysOffRight.count
      let offAll = off + score.daysOffMissed.count
      let work = score.makeUpRight.count
      let workAll = work + score.makeUpMissed.count
      #expect(
        cells == [
          "\(year)", "\(off)/\(offAll)", "\(score.daysOffMissed.count)", "\(score.daysOffExtra.count)",
          "\(work)/\(workAll)", "\(score.makeUpMissed.count)", "\(score.makeUpExtra.count)",
        ])
    }
  }

  /// The prediction for 2027, pinned: make-up workdays are guesses.
  @Test func prediction2027() throws {
    let year = try ProvisionalYear(year: 2027)
    #expect(
      Self.dates(year.days.filter { !$0.entry.isOffDay }.map(\.date))
        == ["2027-01-31", "2027-02-13", "2027-05-08", "2027-09-26", "2027-10-09"])
    #expect(year.days.filter { !$0.entry.isOffDay }.allSatisfy { $0.basis == .guess })
    #expect(year.days.filter { $0.entry.isOffDay && $0.date.weekday.rawValue <= 5 }.count == 18)
    #expect(year.day(on: CivilDate(year: 2027, month: 2, day: 9)!)?.kind == .replacementDay(.springFestival))
    #expect(year.days.allSatisfy { $0.entry.source == "provisional/2027" })
  }

  /// What each day rests on: exactly the statutory days and their Art. 6
  /// replacements on the law, the other days off on the principles.
  @Test(arguments: 2025...2040)
  func basisFollowsTheKind(year: Int) throws {
    let prediction = try ProvisionalYear(year: year)
    for day in prediction.days {
      switch day.kind {
      case .statutoryHoliday, .replacementDay: #expect(day.basis == .law, "\(day.date.iso8601)")
      case .makeUpWorkday: #expect(day.basis == .guess, "\(day.date.iso8601)")
      default: #expect(day.basis == .principle, "\(day.date.iso8601)")
      }
    }
    // Every statutory day is a predicted day off.
    let off = Set(prediction.days.filter(\.entry.isOffDay).map(\.date))
    #expect(prediction.statutoryDays.allSatisfy { off.contains($0.date) })
  }

  /// The 6-day rule of Art. 7 (2024 measures) holds in every predicted
  /// year, and each break's 调休 days are paid by as many make-up days.
  @Test(arguments: 2025...2100)
  func noRunOverSixWorkingDays(year: Int) throws {
    let prediction = try ProvisionalYear(year: year)
    #expect(prediction.days.count >= prediction.statutoryDays.count && prediction.statutoryDays.count >= 11, "\(year)")
    let calendar = WorkdayCalendar(
      holidays: try HolidayCalendar(files: [prediction.holidayFile]), assumesRegularWeek: true)
    var run = 0
    var longest = 0
    for date in WorkdayCalendar.days(
      from: CivilDate(year: year, month: 1, day: 1)!, through: CivilDate(year: year, month: 12, day: 31)!)
    {
      run = try calendar.isWorkingDay(date) ? run + 1 : 0
      longest = max(longest, run)
    }
    #expect(longest <= 6, "\(year)")
    let swapped = prediction.days.filter { $0.kind == .swappedRestDay }.count
    let makeUp = prediction.days.filter { $0.kind == .makeUpWorkday }.count
    #expect(swapped == makeUp, "\(year)")
  }

  /// Laid over the official data, the prediction answers for its year;
  /// the notice's file, laid over later, replaces it.
  @Test func overlayAnswersAndIsReplaced() throws {
    let prediction = try ProvisionalYear(year: 2027)
    let layered = try Self.official.updated(with: [prediction.holidayFile])
    let calendar = WorkdayCalendar(holidays: layered)
    #expect(try calendar.isWorkingDay(CivilDate(year: 2027, month: 2, day: 13)!))
    #expect(try !calendar.isWorkingDay(CivilDate(year: 2027, month: 10, day: 4)!))
    #expect(layered.addedSources == ["provisional/2027"])
  }

  @Test func yearsBeforeThePrinciplesAreAnError() {
    #expect(throws: LawError.noPrediction(2024)) { try ProvisionalYear(year: 2024) }
    #expect(throws: LawError.noLawInForce(1999)) { try ProvisionalYear(year: 1999) }
    #expect(throws: LawError.unsupportedYear(2101)) { try ProvisionalYear(year: 2101) }
  }

  @Test(arguments: [
    // weekday of the holiday → the break the principles give it
    ("2027-04-05", "2027-04-03...2027-04-05"),  // Monday: Saturday to Monday
    ("2028-04-04", "2028-04-02...2028-04-04"),  // Tuesday: Sunday to Tuesday
    ("2027-06-09", "2027-06-09...2027-06-09"),  // Wednesday: the day alone
    ("2026-01-01", "2026-01-01...2026-01-03"),  // Thursday: Thursday to Saturday
    ("2026-06-19", "2026-06-19...2026-06-21"),  // Friday: Friday to Sunday
    ("2025-05-31", "2025-05-31...2025-06-02"),  // Saturday: Saturday to Monday
    ("2026-04-05", "2026-04-04...2026-04-06"),  // Sunday: Saturday to Monday
  ])
  func shortBreaks(day: String, expected: String) throws {
    let date = try #require(CivilDate(iso8601: day))
    let plan = BreakPrinciples.short(date.daysSinceEpoch, .qingming)
    let first = CivilDate(validDaysSinceEpoch: plan.days.lowerBound).iso8601
    let last = CivilDate(validDaysSinceEpoch: plan.days.upperBound).iso8601
    #expect("\(first)...\(last)" == expected)
  }
}
