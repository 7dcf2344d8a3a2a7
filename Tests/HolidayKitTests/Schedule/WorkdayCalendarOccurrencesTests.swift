import Foundation
import HolidayKit  // the front door, as an app sees it: no iCalendar needed
import TestSupport
import Testing

/// A reminder's occurrences as an app asks for them with `import HolidayKit`
/// alone (their .ics text is HolidayKitICalendar's:
/// `WorkdayCalendarICalendarTextTests`).
struct WorkdayCalendarOccurrencesTests {
  private static let china = try! WorkdayCalendar.china()
  private static let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)

  @Test(arguments: ["", "has space", "é", String(repeating: "a", count: 65)])
  func anIdentifierThatCannotGoInAUIDIsRefused(identifier: String) {
    let reminder = Reminder(identifier: identifier, title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)
    #expect(throws: ReminderError.invalidIdentifier(identifier)) {
      try Self.china.occurrences(of: reminder, in: 2026)
    }
  }

  /// Samoa skipped 2011-12-30: occurrences refuse it as the .ics text does,
  /// rather than give two occurrences at one moment.
  @Test func aDayTheClocksSkipIsAnErrorForOccurrencesToo() throws {
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    let daily = Reminder(
      title: "Daily", time: TimeOfDay(hour: 9, minute: 0)!,
      selection: DaySelection(
        base: .rule(try RecurrenceRule(parsing: "FREQ=DAILY"), start: day("2011-12-01")),
        dayOffPolicy: .keep))
    #expect(throws: ReminderError.missingDay(day("2011-12-30"), timeZone: "Pacific/Apia")) {
      try Self.china.occurrences(of: daily, in: 2011, timeZone: apia)
    }
  }

  @Test func occurrencesOfARangeAcrossYears() throws {
    let occurrences = try Self.china.occurrences(
      of: Self.clockIn, from: day("2025-12-29"), through: day("2026-01-05"))
    // 2026-01-01..03 were New Year's Day off, Sunday 01-04 a make-up workday.
    #expect(
      occurrences.map(\.day.description) == ["2025-12-29", "2025-12-30", "2025-12-31", "2026-01-04", "2026-01-05"])
    #expect(occurrences.map(\.uid).first == "20251229-clock-in@workday-ics")
    #expect(occurrences[3].notes == "调休上班 make-up workday: 元旦")
  }

  /// An occurrence's make-up flag is the day value's, as its title is: a
  /// company's working Saturday is no 调休 make-up workday, a notice's is.
  @Test func aCompanySaturdayIsNoMakeUpWorkdayInTheFlagAsInTheTitle() throws {
    let saturday = day("2026-06-13")
    let mine = try Self.china.overlaid(daysOff: [], workdays: [saturday], named: "公司加班")
    let reminder = Reminder(title: "上班", time: TimeOfDay(hour: 8, minute: 50)!)
    let company = try #require(try mine.occurrences(of: reminder, from: saturday, through: saturday).first)
    #expect(company.title == "上班")
    #expect(company.isMakeUpWorkday == false)
    let notice = try #require(
      try mine.occurrences(of: reminder, from: day("2026-01-04"), through: day("2026-01-04")).first)
    #expect(notice.title == reminder.makeUpDayTitle)
    #expect(notice.isMakeUpWorkday)
    #expect(try mine.day(saturday).isOfficialMakeUpWorkday == company.isMakeUpWorkday)
  }

  @Test func daysAnsweredFromTheRegularWeekAreProvisional() throws {
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    let occurrences = try assumed.occurrences(
      of: Self.clockIn, from: day("2026-12-30"), through: day("2027-01-05"))
    // 元旦 2027-01-01 is a statutory day by law, off in an assumed week too.
    #expect(occurrences.map(\.day.description) == ["2026-12-30", "2026-12-31", "2027-01-04", "2027-01-05"])
    #expect(occurrences.map(\.isProvisional) == [false, false, true, true])
  }

  @Test func aPredictedYearIsProvisionalAndNotCountedAsOfficial() throws {
    let predicted = try Self.china.updated(with: ProvisionalYear(year: 2027).holidayFile)
    #expect(predicted.workWeek == Self.china.workWeek)
    #expect(predicted.holidays.officialYears.last == 2026)
    #expect(throws: CoverageError.noHolidayData(year: 2028, covered: Array(2007...2026))) {
      try predicted.workingDays(in: 2028)
    }
  }

  @Test func aSixDayWeekSurvivesANewerFile() throws {
    let sixDays = try WorkdayCalendar.china(workWeek: #require(WorkWeek(parsing: "MO-SA")))
    let file = try HolidayFile(
      holidayCN: Data(
        #"{"year": 2026, "papers": [], "days": [{"name": "x", "date": "2026-10-09", "isOffDay": true}]}"#.utf8),
      source: "2026.json")
    #expect(try sixDays.updated(with: file).workWeek == sixDays.workWeek)
    #expect(try sixDays.overlaid(by: file).workWeek == sixDays.workWeek)
  }

  @Test func dateQueriesTakeTheDayInTheZone() throws {
    // 2026-10-07T20:00Z is 10-08 04:00 in Shanghai, still 10-07 in New York.
    let moment = Date(timeIntervalSince1970: 1_791_403_200)
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(try Self.china.isWorkingDay(moment))
    #expect(try !Self.china.isWorkingDay(moment, in: newYork))
    #expect(try Self.china.nextWorkingDay(after: moment) == day("2026-10-09"))
    #expect(try Self.china.nextWorkingDay(after: moment, in: newYork) == day("2026-10-08"))
    #expect(try Self.china.previousWorkingDay(before: moment) == day("2026-09-30"))
  }

  /// A reminder's rule gives days; its time is the reminder's. A rule
  /// finer than days says so, not that it "needs a start with a time".
  @Test func aRuleFinerThanDaysIsRefusedSayingWhy() throws {
    let hourly = Reminder(
      title: "Drink water", time: TimeOfDay(hour: 9, minute: 0)!,
      selection: DaySelection(base: .rule(try RecurrenceRule(parsing: "FREQ=HOURLY"), start: day("2026-01-01"))))
    #expect {
      try Self.china.occurrences(of: hourly, in: 2026)
    } throws: { error in
      (error as? RecurrenceRuleError)?.description
        == "'FREQ=HOURLY' is not allowed: a reminder's days come from a rule of whole days (DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND); its time of day is the reminder's time"
    }
  }
}
