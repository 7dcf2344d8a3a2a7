import Foundation
import HolidayKit
import Testing

/// The library's shortcuts give the answers of the longer calls they stand
/// for, day by day: plain dates against a holiday-cn file laid over, and
/// the next occurrences after a moment against a year's occurrences.
struct ShortcutsMatchLongerCallsTests {
  static let china = try! WorkdayCalendar.china()
  static let clockIn = Reminder(
    title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])

  static func date(_ month: Int, _ day: Int) -> CivilDate { CivilDate(year: 2026, month: month, day: day)! }

  /// Leave and a company Saturday as plain dates, and as a file.
  @Test(arguments: [
    ([date(6, 16), date(10, 9)], [date(6, 13)]),
    ([date(3, 9)], []),
    ([], [date(2, 28), date(10, 10)]),
  ])
  func plainDatesAreTheFileTheyStandFor(daysOff: [CivilDate], workdays: [CivilDate]) throws {
    let plain = try Self.china.overlaid(daysOff: daysOff, workdays: workdays, named: "公司", source: "company")
    let entries =
      (daysOff.map { HolidayEntry(date: $0, name: "公司", isOffDay: true, source: "company") }
      + workdays.map { HolidayEntry(date: $0, name: "公司", isOffDay: false, source: "company") })
      .sorted { $0.date < $1.date }
    let file = try Self.china.overlaid(
      by: HolidayFile(source: "company", year: 2026, papers: [], days: entries))
    #expect(
      try plain.days(from: Self.date(1, 1), through: Self.date(12, 31))
        == file.days(
          from: Self.date(1, 1), through: Self.date(12, 31)))
  }

  /// The next occurrences after a moment are the year's occurrences that
  /// start after it, in order, as many as asked for.
  @Test(arguments: [(date(1, 1), 0, 5), (date(9, 30), 9, 10), (date(12, 21), 12, 3)])
  func nextOccurrencesAreTheYearsAfterTheMoment(day: CivilDate, hour: Int, count: Int) throws {
    let moment = day.start(in: .shanghai).addingTimeInterval(TimeInterval(hour * 3600))
    let next = try Self.china.nextOccurrences(count, of: Self.clockIn, after: moment)
    let year = try Self.china.occurrences(of: Self.clockIn, in: 2026).filter { $0.start > moment }.prefix(count)
    #expect(next.occurrences.map(\.day) == year.map(\.day))
    #expect(next.occurrences.map(\.start) == year.map(\.start))
    #expect(next.occurrences.map(\.title) == year.map(\.title))
  }
}
