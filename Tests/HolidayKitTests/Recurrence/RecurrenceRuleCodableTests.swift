import Testing

@testable import HolidayKit

struct RecurrenceRuleCodableTests {
  @Test(arguments: [
    "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    "FREQ=MONTHLY;BYDAY=-1FR",
    "FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=TU,TH;WKST=SU",
    "FREQ=YEARLY;UNTIL=20301231;BYMONTHDAY=1,-1;BYMONTH=1,7",
    "FREQ=DAILY;UNTIL=20261231T160000Z",
    "FREQ=HOURLY;UNTIL=20261231T235959;BYMINUTE=0,30",
    "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20",
    "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
  ])
  func roundTripsAsItsText(text: String) throws {
    try expectRoundTrip(try RecurrenceRule(parsing: text), "\"\(text)\"")
  }

  @Test func readsTheTextAsTheParserDoes() throws {
    #expect(
      try decode(RecurrenceRule.self, from: #""rrule:byday=-1fr;freq=monthly""#)
        == RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR"))
  }

  @Test(arguments: [
    (
      #""BYDAY=MO""#,
      #"expected an RRULE such as "FREQ=WEEKLY;BYDAY=MO,WE,FR", got "BYDAY=MO": missing FREQ"#
    ),
    (#""FREQ=MONTHLY;BYMONTHDAY=32""#, "invalid BYMONTHDAY value '32'"),
    (#""FREQ=DAILY;COUNT=2;UNTIL=20261231""#, "'COUNT' and 'UNTIL' cannot be used together"),
    (#""FREQ=WEEKLY;BYWEEKNO=1""#, "'BYWEEKNO' is not allowed"),
    ("7", #"expected an RRULE such as "FREQ=WEEKLY;BYDAY=MO,WE,FR", got 7"#),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(RecurrenceRule.self, json, message)
  }
}
