import Foundation
import TestSupport
import Testing

@testable import HolidayKit

struct WorkdayCalendarTests {
  static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  @Test func everyDayAgreesWithAnIndependentDerivation() throws {
    let oracle = try IndependentDerivation()
    let days = oracle.days(
      from: DateComponents(year: 2006, month: 12, day: 30), through: DateComponents(year: 2026, month: 12, day: 31))
    #expect(days.count == 7307)
    for (text, isWeekday, isWorking) in days {
      let date = day(text)
      let kind = try Self.calendar.kind(of: date)
      #expect(kind.isWorkingDay == isWorking, "\(text)")
      #expect(try Self.calendar.isWorkingDay(date) == isWorking, "\(text)")
      switch oracle.listed[text] {
      case true?: #expect(kind.label == "holiday", "\(text)")
      case false?: #expect(kind.label == (isWeekday ? "official-workday" : "make-up-workday"), "\(text)")
      case nil: #expect(kind == (isWeekday ? .regularWorkday : .regularRestDay), "\(text)")
      }
    }
  }

  /// Per calendar year: workdays, Mon-Fri days, weekdays off, weekend make-up
  /// days (holiday-cn NOTES.md, identical to chinese_calendar's counts).
  @Test(arguments: [
    (2007, 249, 261, 19, 7), (2008, 251, 262, 16, 5), (2009, 250, 261, 17, 6), (2010, 250, 261, 19, 8),
    (2011, 250, 260, 16, 6), (2012, 249, 261, 18, 6), (2013, 250, 261, 23, 12), (2014, 250, 261, 16, 5),
    (2015, 249, 261, 17, 5), (2016, 250, 261, 17, 6), (2017, 249, 260, 16, 5), (2018, 250, 261, 18, 7),
    (2019, 250, 261, 17, 6), (2020, 249, 262, 19, 6), (2021, 250, 261, 18, 7), (2022, 249, 260, 18, 7),
    (2023, 249, 260, 18, 7), (2024, 251, 262, 19, 8), (2025, 248, 261, 18, 5), (2026, 248, 261, 19, 6),
  ])
  func yearlyCounts(year: Int, workdays: Int, weekdays: Int, weekdaysOff: Int, makeUp: Int) throws {
    let first = CivilDate(year: year, month: 1, day: 1)!
    let last = CivilDate(year: year, month: 12, day: 31)!
    #expect(try Self.calendar.workingDayCount(from: first, through: last) == workdays)
    let all = try Self.calendar.days(from: first, through: last)
    #expect(all.filter { $0.date.weekday.rawValue <= 5 }.count == weekdays)
    #expect(all.filter { $0.date.weekday.rawValue <= 5 && !$0.kind.isWorkingDay }.count == weekdaysOff)
    #expect(try Self.calendar.days(from: first, through: last, matching: .makeUpDays).count == makeUp)
  }

  struct NamedCase: Sendable, CustomTestStringConvertible {
    var date: String
    var kind: DayKind
    var testDescription: String { date }
  }

  @Test(arguments: [
    NamedCase(date: "2018-12-29", kind: .makeUpWorkday(name: "元旦")),
    NamedCase(date: "2018-12-31", kind: .officialDayOff(name: "元旦")),
    NamedCase(date: "2007-12-29", kind: .makeUpWorkday(name: "元旦")),
    NamedCase(date: "2007-12-31", kind: .officialDayOff(name: "元旦")),
    NamedCase(date: "2020-01-31", kind: .officialDayOff(name: "春节")),
    NamedCase(date: "2020-02-01", kind: .officialDayOff(name: "春节")),
    NamedCase(date: "2020-02-03", kind: .officialWorkday(name: "春节")),
    NamedCase(date: "2015-09-03", kind: .officialDayOff(name: "抗日战争暨世界反法西斯战争胜利70周年纪念日")),
    NamedCase(date: "2015-09-04", kind: .officialDayOff(name: "抗日战争暨世界反法西斯战争胜利70周年纪念日")),
    NamedCase(date: "2015-09-06", kind: .makeUpWorkday(name: "抗日战争暨世界反法西斯战争胜利70周年纪念日")),
    NamedCase(date: "2021-09-18", kind: .makeUpWorkday(name: "中秋节")),
    NamedCase(date: "2026-09-20", kind: .makeUpWorkday(name: "国庆节")),
    NamedCase(date: "2026-10-10", kind: .makeUpWorkday(name: "国庆节")),
    NamedCase(date: "2026-09-21", kind: .regularWorkday),
    NamedCase(date: "2026-09-19", kind: .regularRestDay),
    NamedCase(date: "2006-12-30", kind: .makeUpWorkday(name: "元旦")),
  ])
  func namedDays(_ row: NamedCase) throws {
    #expect(try Self.calendar.kind(of: day(row.date)) == row.kind)
  }

  @Test func uncoveredYearIsAnError() {
    let error = CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))
    #expect(throws: error) { try Self.calendar.kind(of: day("2027-01-04")) }
    #expect(throws: error) { try Self.calendar.isWorkingDay(day("2027-06-01")) }
    #expect(error.description == "no official holiday data for 2027 yet (covered: 2007-2026)")
    #expect(throws: CoverageError.self) { try Self.calendar.kind(of: day("2006-12-29")) }
    #expect(throws: CoverageError.self) { try Self.calendar.nextWorkingDay(after: day("2026-12-31")) }
    #expect(throws: CoverageError.self) {
      try Self.calendar.workingDayCount(from: day("2026-12-01"), through: day("2027-01-31"))
    }
    #expect(
      CoverageError.noHolidayData(year: 2006, covered: [2007, 2008, 2010]).description
        == "no official holiday data for 2006 (covered: 2007-2008, 2010)")
  }

  @Test func assumingTheRegularWeekAnswersUncoveredDays() throws {
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    #expect(try assumed.kind(of: day("2027-01-04")) == .regularWorkday)
    #expect(try assumed.kind(of: day("2027-01-02")) == .regularRestDay)
    // 元旦 is the law's statutory day: off in an assumed week as well.
    #expect(try assumed.kind(of: day("2027-01-01")) == .officialDayOff(name: "元旦"))
    #expect(try assumed.nextWorkingDay(after: day("2026-12-31")) == day("2027-01-04"))
    #expect(assumed.uncoveredYears(from: day("2026-06-01"), through: day("2028-01-01")) == [2027, 2028])
    #expect(assumed.uncoveredYears(from: day("2006-12-30"), through: day("2007-01-01")) == [])
  }

  @Test func decemberIsProvisionalUntilTheNextYearIsPublished() {
    #expect(
      Self.calendar.yearsWithUnsettledDecember(from: day("2026-12-31"), through: day("2026-12-31")) == [
        2026
      ])
    #expect(
      Self.calendar.yearsWithUnsettledDecember(from: day("2026-01-01"), through: day("2026-11-30")) == [])
    #expect(
      Self.calendar.yearsWithUnsettledDecember(from: day("2025-12-01"), through: day("2025-12-31")) == [])
  }

  @Test func sixDayWeekKeepsOfficialDays() throws {
    let sixDays = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), workWeek: WorkWeek(parsing: "MO-SA")!)
    #expect(try sixDays.kind(of: day("2026-09-19")) == .regularWorkday)
    #expect(try sixDays.kind(of: day("2026-10-10")) == .officialWorkday(name: "国庆节"))
    #expect(try sixDays.kind(of: day("2026-09-20")) == .makeUpWorkday(name: "国庆节"))
    #expect(try sixDays.kind(of: day("2026-10-03")) == .officialDayOff(name: "国庆节"))
    #expect(try sixDays.kind(of: day("2026-09-13")) == .regularRestDay)
  }

  @Test(arguments: [
    ("2026-09-30", 1, "2026-10-08"), ("2026-09-30", 0, "2026-09-30"), ("2026-10-08", -1, "2026-09-30"),
    ("2026-09-18", 1, "2026-09-20"), ("2026-10-03", 0, "2026-10-03"), ("2026-09-30", 3, "2026-10-10"),
    ("2020-01-23", 1, "2020-02-03"), ("2018-12-28", 1, "2018-12-29"),
  ])
  func addingWorkingDays(start: String, count: Int, expected: String) throws {
    #expect(try Self.calendar.adding(workingDays: count, to: day(start)) == day(expected))
  }

  @Test func hugeCountsEndWithoutHangingOrCrashing() throws {
    let assumed = WorkdayCalendar(holidays: HolidayCalendar(), assumesRegularWeek: true)
    #expect(throws: CoverageError.outsideSupportedDates) {
      try assumed.adding(workingDays: Int.max, to: day("2026-01-01"))
    }
    #expect(throws: CoverageError.outsideSupportedDates) {
      try assumed.adding(workingDays: Int.min, to: day("2026-01-01"))
    }
    #expect(throws: CoverageError.self) { try Self.calendar.adding(workingDays: Int.max, to: day("2026-01-01")) }
  }

  @Test func listingFilters() throws {
    let start = day("2026-09-19")
    let end = day("2026-10-11")
    #expect(
      try Self.calendar.days(from: start, through: end, matching: .makeUpDays).map(\.date.iso8601)
        == ["2026-09-20", "2026-10-10"])
    #expect(try Self.calendar.days(from: start, through: end, matching: .holidays).count == 10)
    #expect(try Self.calendar.days(from: start, through: end, matching: .workdays).count == 11)
    #expect(try Self.calendar.days(from: start, through: end, matching: .offDays).count == 12)
    #expect(try Self.calendar.days(from: end, through: start).isEmpty)
  }
}

struct MakeUpWorkdayTests {
  @Test(arguments: [WorkWeek.mondayToFriday, WorkWeek(parsing: "MO-SA")!])
  func makeUpWorkdaysAreTheDaysOfThatKind(week: WorkWeek) throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), workWeek: week)
    let start = CivilDate(year: 2007, month: 1, day: 1)!
    let end = CivilDate(year: 2026, month: 12, day: 31)!
    let expected = try calendar.days(from: start, through: end, matching: .makeUpDays).map(\.date)
    #expect(calendar.makeUpWorkdays(from: start, through: end).map(\.date) == expected)
    #expect(expected.allSatisfy { calendar.makeUpWorkday(on: $0) != nil })
    #expect(calendar.makeUpWorkday(on: CivilDate(year: 2020, month: 2, day: 3)!) == nil, "an official Monday workday")
  }
}

struct CoverageCheckTests {
  static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  @Test func coverageIsCheckedForEveryDayOfTheRange() throws {
    // 2007.json lists 2006-12-30 and 31, the start of its 元旦 break.
    try Self.calendar.checkCoverage(from: day("2006-12-30"), through: day("2026-12-31"))
    #expect(throws: CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))) {
      try Self.calendar.checkCoverage(from: day("2026-12-01"), through: day("2027-01-01"))
    }
    #expect(throws: CoverageError.noHolidayData(year: 2006, covered: Array(2007...2026))) {
      try Self.calendar.checkCoverage(from: day("2006-12-01"), through: day("2007-01-02"))
    }
    let assumed = WorkdayCalendar(holidays: Self.calendar.holidays, assumesRegularWeek: true)
    try assumed.checkCoverage(from: day("2026-12-01"), through: day("2027-12-31"))
    try Self.calendar.checkCoverage(from: day("2027-01-02"), through: day("2027-01-01"))  // empty
  }
}
