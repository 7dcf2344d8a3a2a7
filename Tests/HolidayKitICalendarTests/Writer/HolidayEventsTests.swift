import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

/// The days-off calendar's events (what the feed and `workday-ics
/// holidays` write), each as its first day, its exclusive end, its title
/// and its UID.
struct HolidayEventsTests {
  private static func events(from start: String, through end: String) throws -> [String] {
    try WorkdayCalendar.china().holidaysEvents(from: day(start), through: day(end), name: nil).map { event in
      guard case .date(let first) = event.start, case .date(let after) = event.end else { return "not all day" }
      return "\(first) \(after) \(event.summary) \(event.uid)"
    }
  }

  /// A break is cut where the law's standing changes: statutory days,
  /// weekends, and days off moved there.
  @Test func nationalDay2026IsRunsByStandingAndTwoMakeUpDays() throws {
    // 10-05 is owed by Art. 6 for Saturday 10-03; 10-06 and 10-07 are swapped with make-up days.
    #expect(
      try Self.events(from: "2026-09-01", through: "2026-10-31") == [
        "2026-09-20 2026-09-21 补班 (国庆节) 20260920-makeup@workday-ics",
        "2026-09-25 2026-09-26 中秋节 (法定) 20260925-off@workday-ics",
        "2026-09-26 2026-09-28 中秋节 (周末) 20260926-off@workday-ics",
        "2026-10-01 2026-10-04 国庆节 (法定) 20261001-off@workday-ics",
        "2026-10-04 2026-10-05 国庆节 (周末) 20261004-off@workday-ics",
        "2026-10-05 2026-10-06 国庆节 (补假) 20261005-off@workday-ics",
        "2026-10-06 2026-10-08 国庆节 (调休) 20261006-off@workday-ics",
        "2026-10-10 2026-10-11 补班 (国庆节) 20261010-makeup@workday-ics",
      ])
  }

  /// A group's day cites where the measures in force give it: part 乙 of
  /// the 1949 measures, Art. 3 from 1999 (the whole day of 儿童节 too).
  @Test(arguments: [
    ("1990-03-08", CitizenGroup.women, "part 乙"), ("2023-03-08", .women, "Art. 3"), ("2023-06-01", .children, "Art. 3"),
  ])
  func aGroupsDayCitesItsVersionsProvision(date: String, group: CitizenGroup, provision: String) throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
      .forGroups([group])
    let events = try calendar.holidaysEvents(from: day(date), through: day(date), name: nil)
    #expect(events.count == 1)
    #expect(
      events.first?.description?.hasPrefix("部分公民放假 time off the law gives a group of citizens (\(provision)): ")
        == true, "\(events.first?.description ?? "")")
  }

  @Test func theRangeCutsRunsAtItsEdges() throws {
    #expect(
      try Self.events(from: "2026-10-03", through: "2026-10-05") == [
        "2026-10-03 2026-10-04 国庆节 (法定) 20261003-off@workday-ics",
        "2026-10-04 2026-10-05 国庆节 (周末) 20261004-off@workday-ics",
        "2026-10-05 2026-10-06 国庆节 (补假) 20261005-off@workday-ics",
      ])
  }
}
