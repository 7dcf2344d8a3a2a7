import Testing

@testable import HolidayKit

struct WorkWeekTests {
  @Test(arguments: [
    ("MO-FR", "MO-FR"), ("mo-sa", "MO-SA"), ("MO,WE,FR", "MO,WE,FR"), ("SU-TH", "MO-TH,SU"),
    ("MO,TU", "MO,TU"), ("FR-MO", "MO,FR-SU"), ("MO-MO", "MO"),
  ])
  func parsesAndPrints(text: String, canonical: String) throws {
    let week = try #require(WorkWeek(parsing: text))
    #expect(week.description == canonical)
    #expect(WorkWeek(parsing: canonical) == week)
  }

  @Test(arguments: ["", "MO-", "MON-FRI", "MO,,FR", "MO-TU-WE", "1-5"])
  func rejectsMalformed(text: String) {
    #expect(WorkWeek(parsing: text) == nil)
  }
}
