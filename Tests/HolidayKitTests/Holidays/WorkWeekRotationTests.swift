import Testing

@testable import HolidayKit

/// 大小周 and other rotating weeks: which week a date falls in, before and
/// after the anchor, and how the rotation is spelt.
struct WorkWeekRotationTests {
  private static let bigSmall = WorkWeek(parsing: "MO-SA/MO-FR", anchor: CivilDate(year: 2026, month: 1, day: 7))!

  @Test(arguments: [
    ("2026-01-10", true), ("2026-01-17", false), ("2026-01-24", true), ("2026-01-03", false),
    ("2025-12-27", true), ("2026-01-11", false), ("2026-01-12", true), ("2020-01-04", true), ("2020-01-11", false),
  ])
  func saturdaysAlternate(date: String, working: Bool) throws {
    #expect(Self.bigSmall.contains(try #require(CivilDate(iso8601: date))) == working)
  }

  @Test func theAnchorMayBeAnyDayOfItsWeek() throws {
    for day in 5...11 {
      let week = try #require(WorkWeek(parsing: "MO-SA/MO-FR", anchor: CivilDate(year: 2026, month: 1, day: day)))
      #expect(week.rotationStart == CivilDate(year: 2026, month: 1, day: 5))
    }
  }

  @Test func spellingAndParsing() {
    #expect(Self.bigSmall.description == "MO-SA/MO-FR from 2026-01-05")
    #expect(Self.bigSmall.isRotating && Self.bigSmall.weeks.count == 2)
    #expect(WorkWeek(parsing: "MO-SA/MO-FR", anchor: nil) == nil)
    #expect(WorkWeek(parsing: "MO-SA/", anchor: CivilDate(year: 2026, month: 1, day: 5)) == nil)
    #expect(WorkWeek(parsing: "MO-FR", anchor: nil)?.isRotating == false)
  }
}
