import Foundation
import Testing

@testable import HolidayKit

struct AlarmTriggerCodableTests {
  @Test(arguments: [
    (AlarmTrigger.before(.minutes(10)), #"{"before":600}"#),
    (.before(ICalendarDuration(seconds: 0)), #"{"before":0}"#),
    (.before(ICalendarDuration(seconds: 86_400)), #"{"before":86400}"#),
    (.before(.minutes(-5)), #"{"before":-300}"#),
    (.before(ICalendarDuration(seconds: ICalendarDuration.maximumSeconds)), #"{"before":86400000}"#),
    (.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!), #"{"at":"21:00","dayOffset":-1}"#),
    (.atTime(dayOffset: 0, time: TimeOfDay(hour: 8, minute: 0)!), #"{"at":"08:00","dayOffset":0}"#),
    (.atTime(dayOffset: 2, time: TimeOfDay(hour: 7, minute: 30, second: 15)!), #"{"at":"07:30:15","dayOffset":2}"#),
    (.atTime(dayOffset: -366, time: .midnight), #"{"at":"00:00","dayOffset":-366}"#),
  ])
  func roundTrips(trigger: AlarmTrigger, json: String) throws {
    try expectRoundTrip(trigger, json)
  }

  @Test func aMissingDayOffsetIsTheEventsDay() throws {
    #expect(
      try decode(AlarmTrigger.self, from: #"{"at": "08:00"}"#)
        == .atTime(dayOffset: 0, time: TimeOfDay(hour: 8, minute: 0)!))
  }

  @Test(arguments: [
    (
      #""10m""#,
      #"expected an alarm such as {"before": 600} (seconds before the start) or {"at": "21:00", "dayOffset": -1}, got "10m""#
    ),
    (#"{"before": "10m"}"#, #"expected a whole number of seconds such as 600, got "10m""#),
    (#"{"before": 86400001}"#, "expected at most 86400000 seconds (1000 days) either way, got 86400001"),
    (#"{"before": -9223372036854775808}"#, "expected at most 86400000 seconds (1000 days) either way"),
    (#"{"at": "9pm", "dayOffset": -1}"#, #"expected a time such as "08:50" or "08:50:30", got "9pm""#),
    (#"{"at": "21:00", "dayOffset": -367}"#, "expected a day offset from -366 to 366, got -367"),
    (#"{"at": "21:00", "dayOffset": "-1"}"#, #"expected a number of days such as -1, got "-1""#),
    (#"{"before": 600, "at": "21:00"}"#, #"expected "before" or "at", not both"#),
    (#"{"before": 600, "dayOffset": -1}"#, #"expected "dayOffset" only with "at""#),
    (#"{"after": 600}"#, #"got an object with keys "after""#),
    ("{}", #"or {"at": "21:00", "dayOffset": -1}, got an empty object"#),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(AlarmTrigger.self, json, message)
  }

  @Test(arguments: [
    AlarmTrigger.before(ICalendarDuration(seconds: Int.min)),
    .atTime(dayOffset: 400, time: .midnight),
  ])
  func refusesToWriteWhatCouldNotBeReadBack(trigger: AlarmTrigger) {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(trigger) }
  }
}
