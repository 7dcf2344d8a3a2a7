import Testing

@testable import HolidayKit

struct WorkWeekCodableTests {
  private static let monday = CivilDate(year: 2026, month: 1, day: 5)!
  private static let sixDays = WorkWeek(parsing: "MO-SA")!

  @Test(arguments: [
    (WorkWeek.mondayToFriday, #""MO-FR""#),
    (sixDays, #""MO-SA""#),
    (WorkWeek(parsing: "MO,WE,FR")!, #""MO,WE,FR""#),
    (WorkWeek(parsing: "SU-TH")!, #""MO-TH,SU""#),
    (WorkWeek(days: []), #""""#),
    (
      WorkWeek(rotating: [sixDays, .mondayToFriday], from: monday)!,
      #"{"anchor":"2026-01-05","weeks":"MO-SA\/MO-FR"}"#
    ),
    (
      WorkWeek(rotating: [.mondayToFriday, WorkWeek(days: []), sixDays], from: monday)!,
      #"{"anchor":"2026-01-05","weeks":"MO-FR\/\/MO-SA"}"#
    ),
  ])
  func roundTrips(week: WorkWeek, json: String) throws {
    try expectRoundTrip(week, json)
  }

  /// Any day of the first week anchors a rotation; it is written back as
  /// that week's Monday, and gives the same weeks.
  @Test func anyDayOfTheFirstWeekIsAnAnchor() throws {
    let week = try decode(WorkWeek.self, from: #"{"weeks": "MO-SA/MO-FR", "anchor": "2026-01-08"}"#)
    #expect(week == WorkWeek(rotating: [Self.sixDays, .mondayToFriday], from: Self.monday))
    #expect(week.contains(CivilDate(year: 2026, month: 1, day: 10)!))
    #expect(!week.contains(CivilDate(year: 2026, month: 1, day: 17)!))
  }

  @Test(arguments: [
    (#""MO-XX""#, #"expected weekday codes and ranges such as "MO-FR" or "MO,WE,FR", got "MO-XX""#),
    (#""MO-SA/MO-FR""#, #"expected a rotating week such as {"weeks": "MO-SA/MO-FR", "anchor": "2026-01-05"}"#),
    ("5", #"or a rotating week such as {"weeks": "MO-SA/MO-FR", "anchor": "2026-01-05"}, got 5"#),
    (#"{"weeks": "MO-SA/MO-FR"}"#, #"missing "anchor": expected a day of the rotation's first week"#),
    (#"{"weeks": "MO-SA/MO-FR", "anchor": "2026-1-5"}"#, #"expected a date such as "2026-10-01", got "2026-1-5""#),
    (#"{"weeks": "MO-FR", "anchor": "2026-01-05"}"#, #"expected two to eight weeks joined by '/'"#),
    (#"{"weeks": "MO-SA/MO-XX", "anchor": "2026-01-05"}"#, #"got "MO-SA/MO-XX""#),
    (#"{"weeks": ["MO-SA", "MO-FR"], "anchor": "2026-01-05"}"#, #"expected weeks such as "MO-SA/MO-FR""#),
    (#"{"anchor": "2026-01-05", "weeks": "MO/TU/WE/TH/FR/SA/SU/MO/TU"}"#, "expected two to eight weeks"),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(WorkWeek.self, json, message)
  }
}
