import Testing

@testable import HolidayKit

struct WeekdayTests {
  @Test func codesRoundTripInAnyCase() {
    for day in Weekday.allCases {
      #expect(Weekday(code: day.code) == day)
      #expect(Weekday(code: day.code.lowercased()) == day)
    }
    #expect(Weekday(code: "MON") == nil)
    #expect(Weekday(code: "") == nil)
  }

  @Test func advancingWraps() {
    #expect(Weekday.sunday.advanced(by: 1) == .monday)
    #expect(Weekday.monday.advanced(by: -1) == .sunday)
    #expect(Weekday.wednesday.advanced(by: 7 * 1000 + 2) == .friday)
    #expect(Weekday.wednesday.advanced(by: Int.min) == Weekday.wednesday.advanced(by: Int.min % 7))
  }
}
