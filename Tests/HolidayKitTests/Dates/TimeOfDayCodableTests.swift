import Testing

@testable import HolidayKit

struct TimeOfDayCodableTests {
  @Test(arguments: [
    (TimeOfDay(hour: 8, minute: 50)!, #""08:50""#),
    (TimeOfDay(hour: 8, minute: 50, second: 30)!, #""08:50:30""#),
    (TimeOfDay.midnight, #""00:00""#),
    (TimeOfDay(hour: 23, minute: 59, second: 59)!, #""23:59:59""#),
  ])
  func roundTrips(time: TimeOfDay, json: String) throws {
    try expectRoundTrip(time, json)
  }

  @Test(arguments: [
    (#""8:50""#, #"expected a time such as "08:50" or "08:50:30", got "8:50""#),
    (#""24:00""#, #"got "24:00""#),
    (#""08:50:60""#, #"got "08:50:60""#),
    (#""08:50 ""#, #"got "08:50 ""#),
    ("850", #"expected a time such as "08:50" or "08:50:30", got 850"#),
    ("null", "got null"),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(TimeOfDay.self, json, message)
  }
}
