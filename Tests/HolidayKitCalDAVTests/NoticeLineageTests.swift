import Testing

@testable import HolidayKitCalDAV

/// Which copy of a year's data is newer, as the events on a server say it.
struct NoticeLineageTests {
  static let first = "https://www.gov.cn/first"
  static let second = "https://www.gov.cn/second"

  @Test(
    arguments: [
      // (mine, on the server, the years and notices the server has newer)
      ([:], [2027: []], [:]),  // a prediction against a prediction
      ([2027: [first]], [2027: []], [:]),  // a notice over a prediction
      ([:], [2027: [first]], [2027: [first]]),  // a prediction under a notice
      ([2027: [first]], [2027: [first, second]], [2027: [second]]),  // a correction this copy lacks
      ([2027: [first, second]], [2027: [first]], [:]),  // this copy has the correction
      ([2027: [first]], [2027: [second]], [2027: [second]]),  // divergent: neither follows
      ([2026: [first]], [2027: [second]], [2027: [second]]),  // another year
    ] as [([Int: [String]], [Int: [String]], [Int: [String]])])
  func aYearIsNewerWhereItCitesANoticeThisCopyLacks(
    mine: [Int: [String]], server: [Int: [String]], newer: [Int: [String]]
  ) {
    #expect(NoticeLineage(mine).missing(from: NoticeLineage(server)) == newer)
  }

  @Test func theLinesSayEachYearAndAreReadBack() {
    let lineage = NoticeLineage([2026: [Self.first, Self.second]])
    let lines = lineage.lines(forYears: 2026...2027)
    #expect(
      lines == [
        "X-WORKDAY-ICS-NOTICES:2026 \(Self.first) \(Self.second)", "X-WORKDAY-ICS-NOTICES:2027",
      ])
    var read = NoticeLineage()
    for line in lines {
      let value = String(line.dropFirst("X-WORKDAY-ICS-NOTICES:".count))
      if let (year, notices) = NoticeLineage.parse(value) { read.add(notices, toYear: year) }
    }
    #expect(read == NoticeLineage([2026: [Self.first, Self.second], 2027: []]))
    #expect(read.citesTheSame(as: lineage, inYears: [2026, 2027]))
    #expect(NoticeLineage.parse("") == nil && NoticeLineage.parse("twenty https://x") == nil)
  }
}
