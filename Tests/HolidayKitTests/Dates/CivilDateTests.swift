import Testing

@testable import HolidayKit

struct CivilDateTests {
  struct DayNumberCase: Sendable, CustomTestStringConvertible {
    var text: String
    var daysSinceEpoch: Int
    var weekday: Weekday
    var testDescription: String { text }
  }

  @Test(arguments: [
    DayNumberCase(text: "1970-01-01", daysSinceEpoch: 0, weekday: .thursday),
    DayNumberCase(text: "1969-12-31", daysSinceEpoch: -1, weekday: .wednesday),
    DayNumberCase(text: "2000-02-29", daysSinceEpoch: 11_016, weekday: .tuesday),
    DayNumberCase(text: "2000-03-01", daysSinceEpoch: 11_017, weekday: .wednesday),
    DayNumberCase(text: "2026-09-20", daysSinceEpoch: 20_716, weekday: .sunday),
    DayNumberCase(text: "0001-01-01", daysSinceEpoch: -719_162, weekday: .monday),
    DayNumberCase(text: "9999-12-31", daysSinceEpoch: 2_932_896, weekday: .friday),
    DayNumberCase(text: "1900-03-01", daysSinceEpoch: -25_508, weekday: .thursday),
  ])
  func dayNumberAndWeekday(_ row: DayNumberCase) throws {
    let date = try #require(CivilDate(iso8601: row.text))
    #expect(date.daysSinceEpoch == row.daysSinceEpoch)
    #expect(date.weekday == row.weekday)
    #expect(CivilDate(daysSinceEpoch: row.daysSinceEpoch) == date)
    #expect(date.iso8601 == row.text)
    #expect(date.basicFormat == String(row.text.filter { $0 != "-" }))
  }

  @Test func everyDayRoundTripsThroughItsNumber() {
    var expected = CivilDate(year: 1899, month: 12, day: 31)
    for day in CivilDate(year: 1900, month: 1, day: 1)!
      .daysSinceEpoch...CivilDate(year: 2100, month: 12, day: 31)!.daysSinceEpoch
    {
      let date = CivilDate(validDaysSinceEpoch: day)
      #expect(date.daysSinceEpoch == day)
      #expect(expected.flatMap { $0.next } == date)
      expected = date
    }
  }

  @Test(arguments: [
    ("2024-1-1", false), ("2024-02-30", false), ("+2024-01-01", false), ("2024-01-01", true),
    ("2023-02-29", false), ("2024-02-29", true), ("1900-02-29", false), ("2000-02-29", true),
    ("2024-13-01", false), ("2024-00-10", false), ("2024-01-00", false), (" 2024-01-01", false),
    ("2024-01-01 ", false), ("2024/01/01", false), ("20240101", false), ("0000-01-01", false),
    ("２０２４-01-01", false), ("2024-01-0١", false), ("", false),
  ])
  func strictISO8601Parsing(text: String, isValid: Bool) {
    #expect((CivilDate(iso8601: text) != nil) == isValid)
  }

  @Test(arguments: [("20261001", "2026-10-01"), ("2026101", nil), ("2026-10-01", nil), ("20260230", nil)])
  func basicFormatParsing(text: String, expected: String?) {
    #expect(CivilDate(basicFormat: text)?.iso8601 == expected)
  }

  @Test func arithmeticStopsAtTheSupportedRange() {
    #expect(CivilDate.latest.next == nil)
    #expect(CivilDate.earliest.previous == nil)
    #expect(CivilDate.earliest.adding(days: Int.max) == nil)
    #expect(CivilDate.latest.adding(days: Int.min) == nil)
    #expect(CivilDate(year: 2024, month: 2, day: 28)?.adding(days: 2)?.iso8601 == "2024-03-01")
    #expect(CivilDate(year: 10_000, month: 1, day: 1) == nil)
    #expect(CivilDate(year: 2024, month: 1, day: 1)!.days(to: CivilDate(year: 2025, month: 1, day: 1)!) == 366)
  }

  @Test func dayOfYear() {
    #expect(CivilDate(year: 2024, month: 12, day: 31)?.dayOfYear == 366)
    #expect(CivilDate(year: 2023, month: 3, day: 1)?.dayOfYear == 60)
  }
}
