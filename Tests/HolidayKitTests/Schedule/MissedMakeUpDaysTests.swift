import TestSupport
import Testing

@testable import HolidayKit

struct MissedMakeUpDaysTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static let weekdays = try! RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
  private static let start = day("2026-01-01")

  @Test(arguments: [
    // A rule of the working weekdays misses every make-up Saturday and Sunday of 2026.
    (
      DaySelection(base: .rule(weekdays, start: start)),
      ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"]
    ),
    // Keeping days off does not bring make-up days.
    (
      DaySelection(base: .rule(weekdays, start: start), dayOffPolicy: .keep),
      ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"]
    ),
    // A weekend rule holds the make-up Saturdays and Sundays itself.
    (
      DaySelection(base: .rule(try! RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=SA,SU"), start: start)),
      []
    ),
    // Asked for: nothing is missed.
    (DaySelection(base: .rule(weekdays, start: start), addsMakeUpDays: true), []),
    // Not a rule: the work week and the selectors carry make-up days or do not want them.
    (DaySelection(), []),
    (DaySelection(base: .workdays(.positionsInMonth([-1]))), []),
    (DaySelection(onlyMakeUpDays: true), []),
  ])
  func theMakeUpDaysARuleLeavesOut(selection: DaySelection, missed: [String]) throws {
    let days = try Self.calendar.makeUpWorkdays(
      missedBy: selection, from: day("2026-01-01"), through: day("2026-12-31"))
    #expect(days.map(\.description) == missed)
  }

  @Test func aYearWithoutDataIsAnError() {
    #expect(throws: CoverageError.self) {
      try Self.calendar.makeUpWorkdays(
        missedBy: DaySelection(base: .rule(Self.weekdays, start: Self.start)), from: day("2030-01-01"),
        through: day("2030-12-31"))
    }
  }
}
