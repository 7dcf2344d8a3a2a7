import Foundation
import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

/// A reminder's events as a calendar file holds them: one per day, or
/// series with exceptions (each day's event: HolidayKit's `ReminderEventsTests`).
struct ReminderEventsSeriesTests {
  private static let embedded = try! HolidayCalendar.embedded()
  private static let shanghai = Zone(ianaName: "Asia/Shanghai")!
  private static let newYork = Zone(ianaName: "America/New_York")!

  private static func events(
    holidays: HolidayCalendar = embedded, reminder: Reminder = clockInReminder(), style: CalendarStyle = .expanded,
    zone: Zone = shanghai, from: String = "2026-01-01", to: String = "2026-12-31"
  ) throws -> [Event] {
    let calendar = WorkdayCalendar(holidays: holidays)
    let days = try calendar.schedule(reminder.selection, from: day(from), through: day(to))
    return Array(ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone).events(for: days, style: style))
  }

  /// The occurrences a client computes from a compact calendar: the series
  /// expanded with its EXDATEs, plus the separate events.
  private static func occurrences(of events: [Event], zone: Zone?) -> [LocalDateTime] {
    var result: [LocalDateTime] = []
    for event in events {
      func moment(_ time: Event.Time) -> LocalDateTime {
        switch time {
        case .date(let day): LocalDateTime(date: day, time: .midnight)
        case .dateTime(let moment), .utc(let moment): moment
        }
      }
      guard let recurrence = event.recurrence else {
        result.append(moment(event.start))
        continue
      }
      var set = RecurrenceSet(start: moment(event.start), timeZone: zone)
      set.rules = [recurrence.rule]
      set.excludedDates = recurrence.excluded.map(moment)
      result += Array(set.occurrences())
    }
    return result.sorted()
  }

  /// The series count: a series never spans a day whose time the clocks
  /// skip (02:30 on 2026-03-08 in New York, a Sunday), and the Monday after
  /// it is an event of its own (libical); nor the start of a year (each
  /// year's series keeps its UID whatever a notice does to another).
  @Test(arguments: [
    ("2026-01-01", "2026-12-31", "Asia/Shanghai", true, 1),
    ("2025-12-15", "2026-03-31", "America/New_York", true, 3),
    ("2026-09-25", "2026-10-12", "Europe/Berlin", false, 1),
    ("2020-01-01", "2020-12-31", "Asia/Shanghai", false, 1),
  ])
  func compactAndExpandedDescribeTheSameOccurrences(
    from: String, to: String, zone: String, timed: Bool, series: Int
  ) throws {
    let timeZone = try #require(Zone(ianaName: zone))
    let reminder = clockInReminder(time: timed ? TimeOfDay(hour: 2, minute: 30) : nil)
    let expanded = try Self.events(reminder: reminder, zone: timeZone, from: from, to: to)
    let compact = try Self.events(reminder: reminder, style: .compact, zone: timeZone, from: from, to: to)
    #expect(compact.count < expanded.count)
    #expect(compact.filter { $0.recurrence != nil }.count == series)
    #expect(Self.occurrences(of: compact, zone: timeZone) == Self.occurrences(of: expanded, zone: timeZone))
  }

  @Test func compactSeriesEndsWithAUTCUntilAtTheLastOccurrence() throws {
    let compact = try Self.events(style: .compact, zone: Self.newYork, from: "2026-01-01", to: "2026-06-30")
    let series = try #require(compact.first { $0.recurrence != nil })
    // 2026-06-30 08:50 in New York (EDT, −4) is 12:50 UTC.
    #expect(series.recurrence?.rule.rfc5545Text == "FREQ=WEEKLY;UNTIL=20260630T125000Z;BYDAY=MO,TU,WE,TH,FR")
    #expect(
      series.start == .dateTime(LocalDateTime(date: day("2026-01-05"), time: TimeOfDay(hour: 8, minute: 50)!)))
  }

  @Test func consecutiveEventsShareAlarmsOnlyWhileTheyAreTheSame() throws {
    // 21:00 two days before a 09:00 start: Monday 2026-03-09's alarm falls
    // on Saturday evening, before clocks go forward on Sunday, so it comes
    // 35 real hours before; the days before and after it have 36.
    let twoDaysBefore = AlarmTrigger.atTime(dayOffset: -2, time: TimeOfDay(hour: 21, minute: 0)!)
    let reminder = clockInReminder(
      time: TimeOfDay(hour: 9, minute: 0), alarms: [.before(ICalendarDuration(seconds: 600)), twoDaysBefore])
    let events = try Self.events(reminder: reminder, zone: Self.newYork, from: "2026-03-05", to: "2026-03-10")
    #expect(events.map(\.start.date) == ["2026-03-05", "2026-03-06", "2026-03-09", "2026-03-10"].map(day))
    #expect(
      events.map { $0.alarms.map(\.trigger.seconds) } == [
        [-600, -36 * 3600], [-600, -36 * 3600], [-600, -35 * 3600], [-600, -36 * 3600],
      ])
    // Written in elapsed hours: RFC 5545 makes "-P1DT11H" a calendar day
    // and 11 hours, which a reader moves across the change (22:00, not 21:00).
    let lines = ContentLine.unfold(
      ICalendarDocument(
        timeZone: Self.newYork, years: 2026...2026,
        timestamp: LocalDateTime(date: day("2026-01-01"), time: .midnight)
      )
      .text(events: events, includesTimeZone: true))
    #expect(
      lines.filter { $0.hasPrefix("TRIGGER:") } == [
        "TRIGGER:-PT10M", "TRIGGER:-PT36H", "TRIGGER:-PT10M", "TRIGGER:-PT36H", "TRIGGER:-PT10M", "TRIGGER:-PT35H",
        "TRIGGER:-PT10M", "TRIGGER:-PT36H",
      ])
    #expect(
      events.allSatisfy {
        $0.alarms.map(\.description) == ["Clock in (10 minutes before)", "Clock in (21:00, 2 days before)"]
      })
  }
}
