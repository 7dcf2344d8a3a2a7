import Foundation
import TestSupport
import Testing

@testable import HolidayKit

/// The day as a value: every fact an answer says of a day, worked out
/// once for a range, on whose word it rests, and the law only where the
/// State Council's word decides the day.
struct WorkdayCalendarDaysTests {
  static let china = try! WorkdayCalendar.china()

  static func file(
    _ year: Int, _ days: [(String, String, Bool)], source: String = "mine.json", papers: [String] = []
  ) throws -> HolidayFile {
    try HolidayFile(
      source: source, year: year, papers: papers,
      days: days.map { HolidayEntry(date: day($0.0), name: $0.1, isOffDay: $0.2, source: source) })
  }

  /// Whose a laid-over day is, is the layer's kind, not its source's
  /// name: a person's file named as the law's group-day article is still
  /// the person's leave, and the group's own day is the group's.
  @Test func aLayersKindIsNotReadFromItsName() throws {
    let named = try Self.file(
      2026, [("2026-06-16", "年假", true)], source: "全国年节及纪念日放假办法 第三条")
    let mine = try Self.china.overlaid(by: named).day(day("2026-06-16"))
    #expect(mine.basis == .overlay(source: "全国年节及纪念日放假办法 第三条"))
    #expect(mine.kind == .overlayDayOff(name: "年假") && mine.isOwnArrangement && mine.withoutNotice == nil)
    let children = try Self.china.forGroups([.children]).day(day("2026-06-01"))
    #expect(children.basis == .groupDay(citation: "全国年节及纪念日放假办法 (国务院令第795号, 2024)"))
    #expect(children.kind == .officialDayOff(name: "儿童节") && children.groupDay?.timeOff == .wholeDay)
  }

  @Test func aNoticesDayCarriesItsKindNamesLawAndNotice() throws {
    let day = try Self.china.day(day("2026-10-01"))
    #expect(!day.isWorkingDay)
    #expect(day.kind == .officialDayOff(name: "国庆节"))
    #expect(day.holiday == "国庆节" && day.englishName == "National Day")
    #expect(day.legal == .statutoryHoliday(.nationalDay) && day.legal?.payMultiplier == 3)
    guard case .notice(let source, let papers) = day.basis else {
      Issue.record("\(day.basis)")
      return
    }
    #expect(source == "2026.json" && papers.contains { $0.hasPrefix("https://www.gov.cn/") })
    #expect(day.withoutNotice == nil && !day.isProvisional)
    #expect(try Self.china.day(TestSupport.day("2025-10-06")).englishName == "National Day, Mid-Autumn Festival")
  }

  /// A weekday off in a break is 调休 when a make-up workday of the break
  /// pays for it, paired in date order; one no make-up day pays for is an
  /// extra day off.
  @Test(
    arguments: [
      ("2026-10-06", LegalDayKind.swappedRestDay, "2026-09-20"),
      ("2026-10-07", .swappedRestDay, "2026-10-10"),
      ("2026-02-20", .swappedRestDay, "2026-02-14"),
      ("2026-02-23", .swappedRestDay, "2026-02-28"),
      ("2014-05-02", .swappedRestDay, "2014-05-04"),
      ("2020-01-24", .swappedRestDay, "2020-01-19"),
      ("2020-01-30", .extraDayOff, nil),
      ("2020-01-31", .extraDayOff, nil),
      ("2026-10-05", .replacementDay(.nationalDay), nil),
    ] as [(String, LegalDayKind, String?)])
  func aSwappedDayOffNamesTheMakeUpWorkdayThatPaysForIt(date: String, legal: LegalDayKind, makeUpDay: String?) throws {
    let found = try Self.china.day(day(date))
    #expect(found.legal == legal)
    #expect(found.makeUpDay == makeUpDay.map(day))
  }

  /// A group's half day is off only on a working day no data lists as
  /// one: not on a make-up Sunday (2014-05-04, 青年节), not on an
  /// overlay's working day (2023-03-08, 妇女节), and every answer agrees,
  /// the reminder's occurrences included.
  @Test func aGroupsHalfDayIsNotOffOnAListedWorkingDay() throws {
    let youth = Self.china.forGroups([.youth])
    let sunday = try youth.day(day("2014-05-04"))
    #expect(sunday.isWorkingDay && sunday.groupDay?.timeOff == .nothingOnAListedWorkday && sunday.halfDayOff == nil)
    #expect(youth.groupDayOff(on: day("2014-05-04"), for: [.youth]) == nil)
    let overlay = try Self.file(2023, [("2023-03-08", "公司上班", false)])
    let women = try Self.china.overlaid(by: overlay).forGroups([.women])
    let march8 = try women.day(day("2023-03-08"))
    #expect(march8.isWorkingDay && march8.groupDay?.timeOff == .nothingOnAListedWorkday)
    #expect(women.groupDayOff(on: day("2023-03-08"), for: [.women]) == nil)
    // Without the overlay the afternoon is off, and the half is the calendar's.
    let plain = try Self.china.forGroups([.women], morningOff: true).day(day("2023-03-08"))
    #expect(plain.groupDay?.timeOff == .half(.morning) && plain.halfDayOff == .morning)
    let clock = Reminder(title: "下午会", time: TimeOfDay(hour: 14, minute: 0)!)
    for (calendar, date) in [(youth, "2014-05-04"), (women, "2023-03-08")] {
      let days = try calendar.occurrences(of: clock, from: day(date), through: day(date)).map(\.day)
      #expect(days == [day(date)], "a listed working day keeps its afternoon: \(date)")
    }
    #expect(
      try Self.china.forGroups([.women]).occurrences(of: clock, from: day("2023-03-08"), through: day("2023-03-08"))
        .isEmpty)
  }

  /// A group's whole day (儿童节 for children) is off only on a working day
  /// no data lists as one, as a half day: a person's own workday on it
  /// keeps its working day, and every answer, the reminder's occurrences
  /// and the days off included, says so.
  @Test func aGroupsWholeDayIsNotOffOnAListedWorkingDay() throws {
    let overlay = try Self.file(2026, [("2026-06-01", "上班", false)])
    let children = try Self.china.overlaid(by: overlay).forGroups([.children])
    let june1 = try children.day(day("2026-06-01"))
    #expect(june1.isWorkingDay && june1.groupDay?.timeOff == .nothingOnAListedWorkday && june1.isOwnWorkday)
    #expect(children.groupDayOff(on: day("2026-06-01"), for: [.children]) == nil)
    let allDay = Reminder(title: "上班", time: TimeOfDay(hour: 9, minute: 0)!)
    #expect(try children.occurrences(of: allDay, from: day("2026-06-01"), through: day("2026-06-01")).count == 1)
    // Without the overlay, the whole day is off.
    let plain = try Self.china.forGroups([.children]).day(day("2026-06-01"))
    #expect(!plain.isWorkingDay && plain.groupDay?.timeOff == .wholeDay)
  }

  /// The law speaks of the notices' days alone: leave, a company Saturday,
  /// a company file given as the arrangement and a group's day have no
  /// legal standing, and the law asked on such a calendar answers for the
  /// notices' day underneath.
  @Test func onlyTheStateCouncilsDaysHaveLegalStanding() throws {
    let mine = try Self.china.overlaid(
      by: Self.file(2026, [("2026-06-13", "公司加班", false), ("2026-06-16", "年假", true)]))
    let saturday = try mine.day(day("2026-06-13"))
    #expect(saturday.isWorkingDay && saturday.legal == nil && saturday.isOverlaid)
    #expect(saturday.basis == .overlay(source: "mine.json"))
    let leave = try mine.day(day("2026-06-16"))
    #expect(!leave.isWorkingDay && leave.legal == nil && leave.makeUpDay == nil)
    #expect(try mine.holidays.legalKinds(from: day("2026-06-13"), through: day("2026-06-13"))[0].kind == .restDay)
    #expect(try mine.holidays.legalKinds(from: day("2026-06-16"), through: day("2026-06-16"))[0].kind == .workday)
    let children = try Self.china.forGroups([.children]).day(day("2023-06-01"))
    #expect(!children.isWorkingDay && children.legal == nil)
    #expect(children.basis == .groupDay(citation: "全国年节及纪念日放假办法 (国务院令第644号, 2013)"))
    #expect(children.groupDay?.timeOff == .wholeDay)
    let company = try HolidayCalendar.embedded().supplemented(
      byGiven: HolidayCalendar(files: [Self.file(2026, [("2026-11-02", "公司活动", true)])]))
    let given = WorkdayCalendar(holidays: company)
    let off = try given.day(day("2026-11-02"))
    #expect(!off.isWorkingDay && off.legal == nil && off.basis == .givenData(source: "mine.json"))
    #expect(try given.day(day("2026-10-01")).legal == .statutoryHoliday(.nationalDay), "the notices' days keep theirs")
  }

  /// Given data (`--holidays`) decides only the days it lists: any other
  /// day of its year keeps the notice and the law's labels; and a file that
  /// cites notices is official data, a notice's days, with the law's labels.
  @Test(arguments: [
    // (the given file cites notices, date, legal, basis is the given file's)
    (false, "2026-06-16", LegalDayKind?.some(.workday), false),
    (false, "2026-06-13", nil, true),
    (false, "2026-10-01", .statutoryHoliday(.nationalDay), false),
    (true, "2026-06-16", .workday, false),
    (true, "2026-10-01", .statutoryHoliday(.nationalDay), false),
    (true, "2026-06-13", .makeUpWorkday, false),
  ])
  func givenDataDecidesOnlyTheDaysItLists(cites: Bool, date: String, legal: LegalDayKind?, isGiven: Bool) throws {
    let papers = cites ? ["https://www.gov.cn/zhengce/content/notice.htm"] : []
    var days = [("2026-06-13", "公司年会", false)]
    if cites { days.append(("2026-10-01", "国庆节", true)) }
    let holidays = try HolidayCalendar.embedded().supplemented(
      byGiven: HolidayCalendar(files: [Self.file(2026, days, papers: papers)]))
    let found = try WorkdayCalendar(holidays: holidays).day(day(date))
    #expect(found.legal == legal, "\(found)")
    #expect((found.basis == .givenData(source: "mine.json")) == isGiven, "\(found.basis)")
    if cites, date != "2026-06-16" { #expect(found.basis == .notice(source: "mine.json", papers: papers)) }
  }

  /// A day without a notice says why: the law's prediction (with what it
  /// rests on) or the regular week assumed.
  @Test func aDayWithoutANoticeSaysWhy() throws {
    let predicted = try Self.china.updated(with: ProvisionalYear(year: 2027).holidayFile)
    let newYear = try predicted.day(day("2027-01-01"))
    #expect(newYear.withoutNotice == .provisional(.law) && newYear.basis == .prediction(source: "provisional/2027"))
    #expect(newYear.legal == .statutoryHoliday(.newYearsDay))
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    let friday = try assumed.day(day("2027-01-08"))
    #expect(friday.isWorkingDay && friday.withoutNotice == .assumedWeek && friday.basis == .regularWeek)
    #expect(friday.legal == nil)
    // The law's statutory day is off in an assumed week too, and what the law makes of it.
    let assumedNewYear = try assumed.day(day("2027-01-01"))
    #expect(!assumedNewYear.isWorkingDay && assumedNewYear.kind == .officialDayOff(name: "元旦"))
    #expect(assumedNewYear.withoutNotice == .assumedWeek && assumedNewYear.basis == .regularWeek)
    #expect(assumedNewYear.legal == .statutoryHoliday(.newYearsDay) && assumedNewYear.englishName == "New Year's Day")
    #expect(throws: CoverageError.self) { try Self.china.day(day("2027-01-01")) }
  }

  /// A day a person's own arrangement lists rests on that arrangement in
  /// a provisional year as in any other: no notice can change it, so it
  /// is neither provisional nor assumed; the days around it still are.
  @Test func anOwnArrangementsDayIsNeverProvisional() throws {
    var sources = HolidayCalendar.LayerSources()
    sources.provisional = true
    sources.overlays = [
      [try Self.file(2027, [("2027-03-09", "年假", true), ("2027-03-13", "公司上班", false)], source: "ov.json")]
    ]
    let predicted = WorkdayCalendar(holidays: try HolidayCalendar.layered(sources).withOverlays)
    let days = try predicted.days(from: day("2027-03-09"), through: day("2027-03-13"))
    let leave = try #require(days.first)
    #expect(leave.basis == .overlay(source: "ov.json") && !leave.isWorkingDay)
    #expect(leave.withoutNotice == nil && !leave.isProvisional)
    let saturday = try #require(days.last)
    #expect(saturday.isWorkingDay && saturday.withoutNotice == nil)
    #expect(days[1].withoutNotice == .provisional(.principle), "a day the overlay does not list")
    // The one-day path agrees, as a reminder's event asks it.
    #expect(predicted.withoutNotice(on: day("2027-03-13")) == nil)
    // So does a year answered from the regular week.
    let assumed = try WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
      .overlaid(by: try Self.file(2027, [("2027-03-09", "年假", true)], source: "ov.json"))
    #expect(try assumed.day(day("2027-03-09")).withoutNotice == nil)
    #expect(try assumed.day(day("2027-03-10")).withoutNotice == .assumedWeek)
  }

  /// The value round-trips through JSON, and equal days hash alike.
  @Test func theDayIsCodableAndHashable() throws {
    let days = try Self.china.forGroups([.youth]).days(from: day("2014-05-01"), through: day("2014-05-05"))
    let decoded = try JSONDecoder().decode(
      [WorkdayCalendar.Day].self, from: JSONEncoder().encode(days))
    #expect(decoded == days)
    #expect(Set(days + decoded).count == days.count)
  }

  /// The sequence gives the days of the array one at a time, filters and
  /// groups included, and a day no data covers is an error before any day.
  @Test(arguments: [DayFilter.all, .workdays, .holidays, .makeUpDays])
  func theSequenceGivesTheDaysOfTheArray(filter: DayFilter) throws {
    let calendar = Self.china.forGroups([.women])
    let (start, end) = (day("2024-12-01"), day("2026-03-31"))
    let sequence = try calendar.daySequence(from: start, through: end, matching: filter)
    #expect(Array(sequence) == (try calendar.days(from: start, through: end, matching: filter)))
    #expect(Array(sequence) == Array(sequence), "it can be walked again")
    #expect(Array(try calendar.daySequence(from: end, through: start)).isEmpty)
    #expect(throws: CoverageError.self) { try Self.china.daySequence(from: start, through: day("2027-01-01")) }
  }
}

/// Day values worked out for scattered dates (a year's classifier, a day
/// at a time, as a reminder's events ask for a year's make-up workdays)
/// are the range's day values.
struct ScatteredDaysAgreementTests {
  @Test(arguments: Array(2007...2026))
  func theDaysOfScatteredDatesAreTheRangesDays(year: Int) throws {
    let saturday = try #require(CivilDate(year: year, month: 6, day: 13))
    let calendar = try WorkdayCalendar.china().overlaid(
      daysOff: [], workdays: saturday.weekday == .saturday || saturday.weekday == .sunday ? [saturday] : [],
      named: "公司加班")
    let first = try #require(CivilDate(year: year, month: 1, day: 1))
    let last = try #require(CivilDate(year: year, month: 12, day: 31))
    let range = try calendar.days(from: first, through: last)
    #expect(calendar.days(on: range.map(\.date)) == range)
    #expect(calendar.days(on: range.reversed().map(\.date)) == range.reversed(), "in any order")
    let makeUp = try calendar.days(from: first, through: last, matching: .makeUpDays)
    #expect(!makeUp.isEmpty)
    #expect(
      calendar.makeUpWorkdayValues(inYear: year)
        == Dictionary(uniqueKeysWithValues: makeUp.map { ($0.date.daysSinceEpoch, $0) }))
  }
}
