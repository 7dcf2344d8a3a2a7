import Foundation
import Testing

@testable import HolidayKit

struct DaySelectionCodableTests {
  private static let january = CivilDate(year: 2026, month: 1, day: 1)!
  private static let lastFriday = try! RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR")

  @Test(arguments: [
    (DaySelection.Base.workWeek, #""workWeek""#),
    (
      .rule(lastFriday, start: january),
      #"{"rule":"FREQ=MONTHLY;BYDAY=-1FR","start":"2026-01-01"}"#
    ),
    (.workdays(.positionsInMonth([-1])), #"{"workdays":{"positionsInMonth":[-1]}}"#),
    (.workdays(.beforeDaysOff), #"{"workdays":"beforeDaysOff"}"#),
  ])
  func everyBaseRoundTrips(base: DaySelection.Base, json: String) throws {
    try expectRoundTrip(base, json)
  }

  @Test(arguments: DaySelection.DayOffPolicy.allCases)
  func everyPolicyRoundTripsAsItsName(policy: DaySelection.DayOffPolicy) throws {
    try expectRoundTrip(policy, "\"\(policy.rawValue)\"")
  }

  @Test(arguments: [
    (
      DaySelection(),
      #"{"addsMakeUpDays":true,"base":"workWeek","dayOffPolicy":"skip","onlyMakeUpDays":false}"#
    ),
    (
      DaySelection(onlyMakeUpDays: true),
      #"{"addsMakeUpDays":true,"base":"workWeek","dayOffPolicy":"skip","onlyMakeUpDays":true}"#
    ),
    (
      DaySelection(base: .rule(lastFriday, start: january), dayOffPolicy: .previousWorkday),
      #"{"addsMakeUpDays":false,"base":{"rule":"FREQ=MONTHLY;BYDAY=-1FR","start":"2026-01-01"},"dayOffPolicy":"previous-workday","onlyMakeUpDays":false}"#
    ),
    (
      DaySelection(base: .workdays(.afterDaysOff), dayOffPolicy: .keep, addsMakeUpDays: true),
      #"{"addsMakeUpDays":true,"base":{"workdays":"afterDaysOff"},"dayOffPolicy":"keep","onlyMakeUpDays":false}"#
    ),
    (
      DaySelection(
        base: .workdays(.everyNth(interval: 2, start: january)), dayOffPolicy: .nextWorkday, addsMakeUpDays: false),
      #"{"addsMakeUpDays":false,"base":{"workdays":{"everyNth":2,"start":"2026-01-01"}},"dayOffPolicy":"next-workday","onlyMakeUpDays":false}"#
    ),
  ])
  func roundTrips(selection: DaySelection, json: String) throws {
    try expectRoundTrip(selection, json)
  }

  /// Missing keys take the initialiser's defaults, make-up workdays
  /// included for the work week only.
  @Test func missingKeysTakeTheDefaults() throws {
    #expect(try decode(DaySelection.self, from: "{}") == DaySelection())
    #expect(
      try decode(DaySelection.self, from: #"{"base": {"rule": "FREQ=MONTHLY;BYDAY=-1FR", "start": "2026-01-01"}}"#)
        == DaySelection(base: .rule(Self.lastFriday, start: Self.january)))
  }

  @Test(arguments: [
    (#""weekdays""#, #"expected a base "workWeek", {"rule": "FREQ=MONTHLY;BYDAY=-1FR", "start": "2026-01-01"}"#),
    (#"{"rule": "FREQ=MONTHLY;BYDAY=-1FR"}"#, #"missing "start": expected the day the rule counts from"#),
    (#"{"rule": "FREQ=MONTHLY;BYDAY=-1XX", "start": "2026-01-01"}"#, "invalid BYDAY value '-1XX'"),
    (
      #"{"rule": "FREQ=DAILY;BYHOUR=9", "start": "2026-01-01"}"#,
      #"expected a rule of whole days (DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND), got "FREQ=DAILY;BYHOUR=9""#
    ),
    (
      #"{"rule": "FREQ=DAILY", "start": "2026-01-01", "workdays": "afterDaysOff"}"#,
      #"expected "rule" or "workdays", not both"#
    ),
    (#"{"workdays": "lastWorkday"}"#, #"got "lastWorkday""#),
    ("{}", #"{"workdays": …}, got an empty object"#),
  ])
  func rejectsBases(json: String, message: String) {
    expectCorrupted(DaySelection.Base.self, json, message)
  }

  @Test(arguments: [
    (
      #"{"dayOffPolicy": "next"}"#, #"expected a policy, one of skip, keep, next-workday, previous-workday, got "next""#
    ),
    (#"{"dayOffPolicy": null, "addsMakeUpDays": "yes"}"#, #"expected true or false, got "yes""#),
    (#"{"base": "weekdays"}"#, #"got "weekdays""#),
    ("[]", #"expected a selection of days such as {"base": "workWeek"}, got an array or object"#),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(DaySelection.self, json, message)
  }

  @Test func refusesToWriteARuleFinerThanDays() throws {
    let hourly = try RecurrenceRule(parsing: "FREQ=HOURLY")
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(DaySelection(base: .rule(hourly, start: Self.january)))
    }
  }
}
