import Testing

@testable import HolidayKit

struct ICalendarDurationCodableTests {
  /// Every duration, including those the short text cannot carry back
  /// (negative, or past ``ICalendarDuration/maximumSeconds``).
  @Test(arguments: [
    (0, "0"), (600, "600"), (5400, "5400"), (86_400, "86400"), (-600, "-600"),
    (ICalendarDuration.maximumSeconds + 1, "86400001"), (Int.max, "9223372036854775807"),
    (Int.min, "-9223372036854775808"),
  ])
  func roundTripsAsSeconds(seconds: Int, json: String) throws {
    try expectRoundTrip(ICalendarDuration(seconds: seconds), json)
  }

  @Test func theShortTextWouldNotRoundTrip() {
    #expect(ICalendarDuration(parsing: ICalendarDuration(seconds: -600).shortText) == nil)
  }

  @Test(arguments: [
    (#""10m""#, #"expected a whole number of seconds such as 600, got "10m""#),
    ("1.5", "expected a whole number of seconds such as 600, got 1.5"),
    ("true", "got true"),
    ("[600]", "got an array or object"),
    ("1e30", "expected a whole number of seconds"),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(ICalendarDuration.self, json, message)
  }
}
