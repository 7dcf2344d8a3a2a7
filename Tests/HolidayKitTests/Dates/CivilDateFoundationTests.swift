import Foundation
import Testing

@testable import HolidayKit

/// CivilDate and LocalDateTime with Foundation: Date in a zone,
/// DateComponents, Codable, Strideable.
struct CivilDateFoundationTests {
  private static let shanghai = TimeZone(identifier: "Asia/Shanghai")!
  private static let newYork = TimeZone(identifier: "America/New_York")!

  @Test(arguments: [
    // (UTC instant, zone, the day there)
    (1_790_784_000, "Asia/Shanghai", "2026-10-01"),  // 2026-09-30T16:00:00Z is already October 1 in Shanghai
    (1_790_783_999, "Asia/Shanghai", "2026-09-30"),
    (1_790_784_000, "America/New_York", "2026-09-30"),
  ])
  func aMomentIsADayInAZone(seconds: Int, zone: String, day: String) throws {
    let date = Date(timeIntervalSince1970: TimeInterval(seconds))
    #expect(CivilDate(date, in: try #require(TimeZone(identifier: zone)))?.iso8601 == day)
  }

  @Test func aDayStartsAtItsMidnightOrAfterASkippedOne() throws {
    let october = try #require(CivilDate(year: 2026, month: 10, day: 1))
    #expect(october.start(in: Self.shanghai).timeIntervalSince1970 == 1_790_784_000)
    // Santiago skips midnight when clocks go forward on 2026-09-06: 00:00 is 01:00
    let santiago = try #require(TimeZone(identifier: "America/Santiago"))
    let changeDay = try #require(CivilDate(year: 2026, month: 9, day: 6))
    let start = changeDay.start(in: santiago)
    #expect(CivilDate(start, in: santiago) == changeDay)
    #expect(LocalDateTime(instant: start, in: santiago)?.time == TimeOfDay(hour: 1, minute: 0))
  }

  @Test func wallClockTimesFollowRFC5545AcrossChanges() throws {
    let repeated = try #require(LocalDateTime(parsing: "2026-11-01T01:30:00"))
    #expect(repeated.date(in: Self.newYork).timeIntervalSince1970 == 1_793_511_000, "the first 01:30, EDT")
    let skipped = try #require(LocalDateTime(parsing: "2026-03-08T02:30:00"))
    #expect(LocalDateTime(instant: skipped.date(in: Self.newYork), in: Self.newYork)?.iso8601 == "2026-03-08T03:30:00")
  }

  @Test func dateComponentsBothWays() throws {
    let date = try #require(CivilDate(year: 2026, month: 2, day: 28))
    #expect(date.dateComponents == DateComponents(year: 2026, month: 2, day: 28))
    #expect(CivilDate(DateComponents(year: 2026, month: 2, day: 28, hour: 9)) == date)
    #expect(CivilDate(DateComponents(year: 2026, month: 2, day: 29)) == nil)
    #expect(CivilDate(DateComponents(year: 2026, month: 2)) == nil)
  }

  @Test func codableAsISOText() throws {
    let dates = [try #require(CivilDate(year: 2026, month: 10, day: 1))]
    let json = try JSONEncoder().encode(dates)
    #expect(String(decoding: json, as: UTF8.self) == #"["2026-10-01"]"#)
    #expect(try JSONDecoder().decode([CivilDate].self, from: json) == dates)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CivilDate].self, from: Data(#"["2026-10-1"]"#.utf8))
    }
  }

  @Test func strideableWalksDays() throws {
    let start = try #require(CivilDate(year: 2026, month: 2, day: 27))
    let end = try #require(CivilDate(year: 2026, month: 3, day: 2))
    #expect((start...end).map(\.iso8601) == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
    #expect(start.distance(to: end) == 3)
    #expect(end.advanced(by: -3) == start)
  }
}
