import TestSupport
import Testing

@testable import HolidayKit

/// The days a range's edges take from a selection, which a calendar must
/// name rather than drop without a word (a user who finds a day missing
/// from a calendar cannot tell a choice from a fault).
struct DaysLeftOutTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static func monthly(_ policy: DaySelection.DayOffPolicy) -> DaySelection {
    DaySelection(
      base: .rule(try! RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=1"), start: day("2026-01-01")),
      dayOffPolicy: policy)
  }

  @Test(
    arguments: [
      // (policy, from, through, the days left out and where they would land)
      (DaySelection.DayOffPolicy.nextWorkday, "2026-01-01", "2026-10-05", ["2026-10-01 → 2026-10-08"]),
      (.nextWorkday, "2026-01-01", "2026-12-31", []),
      (.previousWorkday, "2026-02-01", "2026-12-31", ["2026-02-01 → 2026-01-30"]),
      (.previousWorkday, "2026-03-01", "2026-12-31", ["2026-03-01 → 2026-02-28"]),
      (.previousWorkday, "2026-04-01", "2026-12-31", []),
      (.skip, "2026-01-01", "2026-10-05", []),
      (.keep, "2026-01-01", "2026-10-05", []),
    ] as [(DaySelection.DayOffPolicy, String, String, [String])])
  func aDayOffMovedAcrossAnEdgeIsNamed(
    policy: DaySelection.DayOffPolicy, from: String, through: String, expected: [String]
  ) {
    let leftOut = Self.calendar.daysLeftOut(by: Self.monthly(policy), from: day(from), through: day(through))
    let described = leftOut.map { left -> String in
      guard case .movedOutOfRange(let target?) = left.reason else { return "\(left.day) ?" }
      return "\(left.day) → \(target)"
    }
    #expect(described == expected)
  }

  @Test func aMoveMatchesTheScheduleOfAWiderRange() throws {
    // The landing day named is the one a wider range gives the event.
    let wider = try Self.calendar.schedule(
      Self.monthly(.nextWorkday), from: day("2026-01-01"), through: day("2026-10-31")
    ).days
    #expect(wider.contains(day("2026-10-08")))
  }

  /// The working day before 元旦 2027 is the last of 2026, which no 2026
  /// notice can say: the law's 2027-01-01 names it.
  @Test func theWorkingDayBeforeUnpublishedDaysOffIsNamed() throws {
    let selection = DaySelection(base: .workdays(.beforeDaysOff))
    let leftOut = Self.calendar.daysLeftOut(by: selection, from: day("2026-01-01"), through: day("2026-12-31"))
    #expect(leftOut.count == 1)
    let first = try #require(leftOut.first)
    #expect(first.day == day("2026-12-31"))
    guard case .beforeUnpublishedDaysOff(let statutory) = first.reason else {
      Issue.record("\(first.reason)")
      return
    }
    #expect(statutory.date == day("2027-01-01"))
    #expect(statutory.holiday.name == "元旦")
    // Within published data, nothing is left out.
    #expect(Self.calendar.daysLeftOut(by: selection, from: day("2025-01-01"), through: day("2025-12-31")).isEmpty)
    // A range ending mid-year has data after it: nothing to say.
    #expect(Self.calendar.daysLeftOut(by: selection, from: day("2026-01-01"), through: day("2026-09-30")).isEmpty)
  }
}
