import Foundation
import Testing

@testable import HolidayKit

struct WorkdaySelectorCodableTests {
  @Test(arguments: [
    (WorkdaySelector.positionsInMonth([-1]), #"{"positionsInMonth":[-1]}"#),
    (.positionsInMonth([1, 15, -31, 31]), #"{"positionsInMonth":[1,15,-31,31]}"#),
    (.everyNth(interval: 3, start: CivilDate(year: 2026, month: 1, day: 5)!), #"{"everyNth":3,"start":"2026-01-05"}"#),
    (
      .everyNth(interval: 366, start: CivilDate(year: 2026, month: 1, day: 1)!),
      #"{"everyNth":366,"start":"2026-01-01"}"#
    ),
    (.beforeDaysOff, #""beforeDaysOff""#),
    (.afterDaysOff, #""afterDaysOff""#),
  ])
  func roundTrips(selector: WorkdaySelector, json: String) throws {
    try expectRoundTrip(selector, json)
  }

  @Test(arguments: [
    (
      #""lastWorkday""#,
      #"expected working days such as {"positionsInMonth": [-1]}, {"everyNth": 3, "start": "2026-01-05"}, "beforeDaysOff" or "afterDaysOff", got "lastWorkday""#
    ),
    (
      #"{"positionsInMonth": []}"#,
      "expected positions from 1 to 31 or -31 to -1, such as [1] (the first) or [-1] (the last), got []"
    ),
    (#"{"positionsInMonth": [1, 0]}"#, "got [1, 0]"),
    (#"{"positionsInMonth": [-32]}"#, "got [-32]"),
    (#"{"positionsInMonth": -1}"#, "expected positions such as [1, -1], got -1"),
    (#"{"everyNth": 0, "start": "2026-01-05"}"#, "expected a number of working days from 1 to 366, got 0"),
    (#"{"everyNth": 3}"#, #"missing "start": expected the day counting starts from, such as "2026-01-05""#),
    (#"{"everyNth": 3, "positionsInMonth": [1]}"#, #"expected "positionsInMonth" or "everyNth", not both"#),
    (#"{"every": 3}"#, #"got an object with keys "every""#),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(WorkdaySelector.self, json, message)
  }

  @Test(arguments: [
    WorkdaySelector.positionsInMonth([]), .positionsInMonth([0]),
    .everyNth(interval: 0, start: CivilDate(year: 2026, month: 1, day: 1)!),
  ])
  func refusesToWriteWhatCouldNotBeReadBack(selector: WorkdaySelector) {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(selector) }
  }
}
