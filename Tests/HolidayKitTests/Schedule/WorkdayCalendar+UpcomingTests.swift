import Foundation
import HolidayKit
import Testing

/// The end of the data, through the public API as an alarm app uses it:
/// the next occurrences after a moment, as far as the data reaches.
struct WorkdayCalendarUpcomingTests {
  static let china = try! WorkdayCalendar.china()
  static let clockIn = Reminder(
    title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])
  /// 2026-12-20 00:00 in Shanghai.
  static let december20 = CivilDate(year: 2026, month: 12, day: 20)!.start(in: .shanghai)
  static let newYearsDay = CivilDate(year: 2027, month: 1, day: 1)!

  @Test func theKnownOccurrencesAndWhereTheDataEnds() throws {
    let next = try Self.china.nextOccurrences(30, of: Self.clockIn, after: Self.december20)
    let known = try Self.china.workingDays(
      from: CivilDate(year: 2026, month: 12, day: 20)!, through: CivilDate(year: 2026, month: 12, day: 31)!)
    #expect(next.occurrences.map(\.day) == known)
    #expect(!known.isEmpty)
    #expect(next.dataEnds == Self.newYearsDay)
    for occurrence in next.occurrences {
      #expect(occurrence.alarmDates == [occurrence.start.addingTimeInterval(-600)])
    }
  }

  /// One rule says where the data ends: a year without data ends the run
  /// of covered years (2027, before a company's 2029), and the next
  /// occurrences stop the day after it.
  @Test(arguments: [
    ("2026-11-27", "2026-12-31"), ("2005-06-01", "2026-12-31"), ("2027-03-01", "2029-12-31"),
    ("2029-01-01", "2029-12-31"), ("2030-01-01", nil),
  ])
  func theDataEndsWhereTheRunOfCoveredYearsEnds(day: String, end: String?) throws {
    let later = try Self.china.updated(
      with: try HolidayFile(
        source: "2029.json", year: 2029, papers: ["https://example.com/2029"],
        days: [
          HolidayEntry(date: CivilDate(year: 2029, month: 1, day: 1)!, name: "元旦", isOffDay: true, source: "2029.json")
        ]))
    let date = try #require(CivilDate(iso8601: day))
    #expect(later.lastDayOfData(from: date) == end.flatMap(CivilDate.init(iso8601:)))
    // With the week assumed, answers go on across 2027 to the newest data.
    let assumed = WorkdayCalendar(holidays: later.holidays, assumesRegularWeek: true)
    #expect(assumed.lastDayOfData(from: date) == (date.year <= 2029 ? CivilDate(year: 2029, month: 12, day: 31) : nil))
    let next = try later.nextOccurrences(400, of: Self.clockIn, after: date.start(in: .shanghai))
    let stop = later.holidays.covers(date) ? later.lastDayOfData(from: date)?.next : date
    #expect(next.dataEnds == stop)
    #expect(next.occurrences.last.map { $0.day < stop! } ?? true)
  }

  @Test func onlyOccurrencesAfterTheMoment() throws {
    // 2026-12-21 (a Monday) 09:00: that day's 08:50 has passed.
    let moment = CivilDate(year: 2026, month: 12, day: 21)!.start(in: .shanghai).addingTimeInterval(9 * 3600)
    let next = try Self.china.nextOccurrences(2, of: Self.clockIn, after: moment)
    #expect(
      next.occurrences.map(\.day) == [
        CivilDate(year: 2026, month: 12, day: 22)!, CivilDate(year: 2026, month: 12, day: 23)!,
      ])
    #expect(next.dataEnds == nil)
  }

  @Test func theProvisionalYearInOneCall() throws {
    let ahead = try Self.china.withProvisionalYears(through: 2027)
    let next = try ahead.nextOccurrences(30, of: Self.clockIn, after: Self.december20)
    #expect(next.occurrences.count == 30 && next.dataEnds == nil)
    #expect(!next.occurrences.contains { $0.day == Self.newYearsDay })
    let in2027 = next.occurrences.filter { $0.day.year == 2027 }
    #expect(!in2027.isEmpty && in2027.allSatisfy { $0.isProvisional && $0.title.hasSuffix(" (provisional)") })
    #expect(in2027.filter { !$0.isMakeUpWorkday }.allSatisfy { $0.title == "Clock in (provisional)" })
    let plain = try ahead.nextOccurrences(30, of: Self.clockIn, after: Self.december20, marksProvisional: false)
    #expect(plain.occurrences.map(\.day) == next.occurrences.map(\.day))
    #expect(plain.occurrences.filter { !$0.isMakeUpWorkday }.allSatisfy { $0.title == "Clock in" })
    #expect(!plain.occurrences.contains { $0.title.contains("provisional") })
    #expect(plain.occurrences.filter { $0.day.year == 2027 }.allSatisfy { $0.isProvisional })
  }
}
