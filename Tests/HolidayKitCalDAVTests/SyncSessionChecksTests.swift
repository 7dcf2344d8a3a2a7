import Testing

@testable import HolidayKitCalDAV

struct SyncSessionChecksTests {
  /// Two calendars whose names find or make one CalDAV calendar (the
  /// same path segment) are named, the first such pair.
  @Test(
    arguments: [
      ([], nil), (["Work"], nil), (["Work", "Home"], nil), (["Work", "work"], (0, 1)),
      (["Home", "Work", "WORK", "work"], (1, 2)), (["上班", "上班"], (0, 1)), (["上班", "下班"], nil),
    ] as [([String], (Int, Int)?)])
  func twoNamesOfOneCalendarAreFound(names: [String], shared: (Int, Int)?) {
    let found = SyncSession.sharedCalendar(among: names)
    #expect(found?.earlier == shared?.0)
    #expect(found?.later == shared?.1)
  }
}
