import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct HolidayEventsTests {

  /// A break is cut where the law's standing changes: statutory days,
  /// weekends, and days off moved there.
  @Test func nationalDay2026IsRunsByStandingAndTwoMakeUpDays() throws {
    let events = HolidayEvents.events(
      in: try HolidayCalendar.embedded(), workWeek: .mondayToFriday, from: day("2026-09-01"),
      through: day("2026-10-31"))
    let summary = events.map { "\($0.start.date) \($0.end.date) \($0.summary) \($0.uid)" }
    #expect(summary.contains("2026-10-01 2026-10-04 国庆节 (法定) 20261001-off@workday-ics"))
    #expect(summary.contains("2026-10-04 2026-10-05 国庆节 (周末) 20261004-off@workday-ics"))
    // 10-05 is owed by Art. 6 for Saturday 10-03; 10-06 and 10-07 are swapped with make-up days.
    #expect(summary.contains("2026-10-05 2026-10-06 国庆节 (补假) 20261005-off@workday-ics"))
    #expect(summary.contains("2026-10-06 2026-10-08 国庆节 (调休) 20261006-off@workday-ics"))
    #expect(summary.contains { $0.hasPrefix("2026-10-10 2026-10-11 补班 (国庆节)") })
    #expect(events.allSatisfy { if case .date = $0.start { true } else { false } })
    #expect(events.map(\.start.date) == events.map(\.start.date).sorted())
  }

  @Test func theRangeCutsRunsAtItsEdges() throws {
    let events = HolidayEvents.events(
      in: try HolidayCalendar.embedded(), workWeek: .mondayToFriday, from: day("2026-10-03"),
      through: day("2026-10-05"))
    #expect(
      events.map { "\($0.start.date)..\($0.end.date) \($0.summary)" } == [
        "2026-10-03..2026-10-04 国庆节 (法定)", "2026-10-04..2026-10-05 国庆节 (周末)", "2026-10-05..2026-10-06 国庆节 (补假)",
      ])
  }
}
