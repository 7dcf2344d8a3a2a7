import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ReminderEventSequenceTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static func sequence(_ style: CalendarStyle) throws -> ReminderEventSequence {
    let reminder = Reminder(identifier: "clock-in", title: "Clock in", time: TimeOfDay(hour: 8, minute: 50))
    let days = try calendar.schedule(
      reminder.selection, from: CivilDate(year: 2026, month: 9, day: 1)!,
      through: CivilDate(year: 2026, month: 10, day: 31)!)
    let zone = try #require(Zone(ianaName: "Asia/Shanghai"))
    return ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone).events(for: days, style: style)
  }

  /// The count promised is what is left, however far the walk has gone, so
  /// that collecting the rest never comes up short; after the end, nil.
  @Test(arguments: CalendarStyle.allCases)
  func theCountIsWhatIsLeftAndTheEndStays(style: CalendarStyle) throws {
    var events = try Self.sequence(style)
    let total = Array(try Self.sequence(style)).count
    #expect(events.underestimatedCount == total)
    for taken in 1...3 {
      _ = events.next()
      #expect(events.underestimatedCount == total - taken)
    }
    #expect(Array(events).count == total - 3)
    while events.next() != nil {}
    #expect(events.next() == nil)
    #expect(events.underestimatedCount == 0)
  }

  @Test func compactStyleGivesTheSeriesFirstThenTheAddedDays() throws {
    let events = Array(try Self.sequence(.compact))
    #expect(events.first?.recurrence != nil)
    #expect(events.dropFirst().allSatisfy { $0.recurrence == nil })
    // 2026's National Day make-up days in the range: Sunday 2026-09-20 and Saturday 2026-10-10.
    #expect(events.dropFirst().map(\.start.date.iso8601) == ["2026-09-20", "2026-10-10"])
  }
}
