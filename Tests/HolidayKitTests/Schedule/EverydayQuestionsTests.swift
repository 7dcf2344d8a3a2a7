import Foundation
import HolidayKit
import TestSupport
import Testing

/// The questions an app asks first, under the names a developer looks
/// for: today in a zone, the working days of a range, the next few, and a
/// civil day answering as a moment on it does.
struct EverydayQuestionsTests {
  static let china = try! WorkdayCalendar.china()

  @Test func todayNeedsAZone() throws {
    // 2026-09-30 16:30 UTC: already October 1 in Shanghai, still September 30 in London.
    let now = Date(timeIntervalSince1970: 1_790_785_800)
    #expect(CivilDate.today(in: .shanghai, now: now) == day("2026-10-01"))
    #expect(CivilDate.today(in: try #require(TimeZone(identifier: "Europe/London")), now: now) == day("2026-09-30"))
    let today = CivilDate.today(in: .shanghai)
    #expect(CivilDate.supportedYears.contains(today.year))
  }

  @Test func workingDaysOfARange() throws {
    let days = try Self.china.workingDays(from: day("2026-09-28"), through: day("2026-10-11"))
    #expect(
      days.map(\.description) == ["2026-09-28", "2026-09-29", "2026-09-30", "2026-10-08", "2026-10-09", "2026-10-10"])
    #expect(try Self.china.workingDays(from: day("2026-10-02"), through: day("2026-10-01")).isEmpty)
    #expect(throws: CoverageError.self) {
      try Self.china.workingDays(from: day("2026-12-30"), through: day("2027-01-04"))
    }
    #expect(
      try Self.china.workingDays(from: day("2026-01-01"), through: day("2026-12-31"))
        == Self.china.workingDays(in: 2026))
  }

  @Test func theNextFewWorkingDays() throws {
    let next = try Self.china.nextWorkingDays(5, after: day("2026-09-29"))
    #expect(next.map(\.description) == ["2026-09-30", "2026-10-08", "2026-10-09", "2026-10-10", "2026-10-12"])
    #expect(try Self.china.nextWorkingDays(0, after: day("2026-09-29")).isEmpty)
    #expect(try next.last == Self.china.adding(workingDays: 5, to: day("2026-09-29")))
    #expect(throws: CoverageError.self) { try Self.china.nextWorkingDays(5, after: day("2026-12-30")) }
  }

  @Test func aDayAnswersAsADateDoes() throws {
    let picked = day("2026-10-08").start(in: .shanghai)
    #expect(try Self.china.isWorkingDay(day("2026-10-08")) == Self.china.isWorkingDay(picked, in: .shanghai))
  }
}
