import Testing

@testable import HolidayKit

struct WeekdayCodableTests {
  @Test(arguments: Weekday.allCases)
  func roundTripsAsItsCode(weekday: Weekday) throws {
    try expectRoundTrip(weekday, "\"\(weekday.code)\"")
  }

  @Test func readsAnyLetterCase() throws {
    #expect(try decode(Weekday.self, from: #""fr""#) == .friday)
  }

  @Test(arguments: [
    (#""Monday""#, #"expected a weekday code MO, TU, WE, TH, FR, SA or SU, got "Monday""#),
    ("1", "expected a weekday code MO, TU, WE, TH, FR, SA or SU, got 1"),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(Weekday.self, json, message)
  }
}
