import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct OccurrenceStartTests {
  static let nineOClock = LocalDateTime(parsing: "2026-10-09T09:00:00")!.secondsSinceEpoch

  @Test(
    arguments: [
      (OccurrenceStart(date: CivilDate(year: 2026, month: 10, day: 9)!), nil, "2026-10-09"),
      (OccurrenceStart(seconds: nineOClock, kind: .floating), nil, "2026-10-09T09:00:00"),
      (OccurrenceStart(seconds: nineOClock, kind: .instant), nil, "2026-10-09T09:00:00Z"),
      (OccurrenceStart(seconds: nineOClock, kind: .instant), 8 * 3600, "2026-10-09T17:00:00+08:00"),
      (OccurrenceStart(seconds: nineOClock, kind: .instant), -(2 * 3600 + 1800), "2026-10-09T06:30:00-02:30"),
      (OccurrenceStart(seconds: nineOClock, kind: .instant), 8 * 3600 + 5 * 60 + 43, "2026-10-09T17:05:43+08:05:43"),
    ] as [(OccurrenceStart, Int?, String)])
  func startsReadAsISO8601(start: OccurrenceStart, offset: Int?, text: String) {
    #expect(start.shown(offset: offset).description == text)
  }

  @Test func orderedBySecondsThenKind() {
    let day = OccurrenceStart(date: CivilDate(year: 2026, month: 10, day: 9)!)
    let midnight = OccurrenceStart(seconds: day.seconds, kind: .instant)
    let later = OccurrenceStart(seconds: day.seconds + 1, kind: .date)
    #expect([later, midnight, day].sorted() == [day, midnight, later])
    #expect(day != OccurrenceStart(seconds: day.seconds, kind: .floating))
  }
}
