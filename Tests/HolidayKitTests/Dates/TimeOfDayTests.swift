import Testing

@testable import HolidayKit

struct TimeOfDayTests {
  @Test(arguments: [
    ("08:50", "08:50:00"), ("23:59:59", "23:59:59"), ("00:00", "00:00:00"),
    ("8:50", nil), ("24:00", nil), ("12:60", nil), ("12:00:60", nil), ("12:00:", nil),
    ("+1:00", nil), ("12", nil), ("", nil),
  ])
  func parsing(text: String, expected: String?) {
    #expect(TimeOfDay(parsing: text)?.iso8601 == expected)
  }

  @Test func localDateTimeForms() {
    #expect(LocalDateTime(parsing: "1997-09-02T09:00:00")?.basicFormat == "19970902T090000")
    #expect(LocalDateTime(parsing: "19970902T090000")?.iso8601 == "1997-09-02T09:00:00")
    #expect(LocalDateTime(parsing: "1997-09-02T09:00")?.iso8601 == "1997-09-02T09:00:00")
    #expect(LocalDateTime(parsing: "19970902T090000Z") == nil)
    #expect(LocalDateTime(parsing: "1997-09-02") == nil)
    #expect(LocalDateTime(secondsSinceEpoch: -1)?.iso8601 == "1969-12-31T23:59:59")
  }
}
