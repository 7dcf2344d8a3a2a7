import HolidayKit
import HolidayKitICalendar  // as an app imports it: the public API only
import TestSupport
import Testing

/// Comparing two calendars' text through the public API, as an app does
/// (and as the article "Comparing calendars" shows).
struct CalendarChangeTextTests {
  private static let china = try! WorkdayCalendar.china()
  private static let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)

  private static func october(_ calendar: WorkdayCalendar, _ reminder: Reminder = clockIn) throws -> String {
    try calendar.iCalendarText(of: [reminder], from: day("2026-10-01"), through: day("2026-10-31"))
  }

  @Test func aDayOfLeaveIsOneRemovedOccurrence() throws {
    let leave = try HolidayFile(
      source: "personal", year: 2026, papers: [],
      days: [HolidayEntry(date: day("2026-10-09"), name: "年假", isOffDay: true, source: "personal")])
    let changes = try CalendarChange.changes(
      from: Self.october(Self.china), to: Self.october(Self.china.overlaid(by: leave)))
    #expect(changes.map(\.description) == ["- 2026-10-09T08:50:00+08:00 Clock in"])
    #expect(changes.map(\.kind) == [.removed])
    #expect(changes.first?.start == "2026-10-09T08:50:00+08:00")
    #expect(changes.first?.title == "Clock in")
  }

  @Test func theSameCalendarHasNoChangesAndAnotherLengthIsAChange() throws {
    let text = try Self.october(Self.china)
    #expect(try CalendarChange.changes(from: text, to: text).isEmpty)
    var longer = Self.clockIn
    longer.duration = .hours(1)
    let changes = try CalendarChange.changes(from: text, to: Self.october(Self.china, longer))
    #expect(changes.count == 18)
    #expect(changes.allSatisfy { $0.kind == .changed && $0.changes == ["duration 30m → 1h"] })
  }

  @Test(arguments: [
    ("not a calendar", "old.ics:1: not an iCalendar file: expected BEGIN:VCALENDAR"),
    (
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      "old.ics:3: DTSTART: expected a date-time such as 20261010T090000, got 2026"
    ),
  ])
  func aCalendarThatCannotBeReadIsNamedWithItsLine(text: String, message: String) {
    #expect {
      try CalendarChange.changes(from: text, to: "")
    } throws: { error in
      (error as? ICalendarReadError)?.description.hasPrefix(message) == true
    }
  }
}
