import Testing

@testable import HolidayKit

/// Copies of one year compared by the notices they cite.
struct HolidayFileLineageTests {
  private static func copy(_ papers: [String], year: Int = 2027) throws -> HolidayFile {
    try HolidayFile(source: "\(year).json", year: year, papers: papers, days: [])
  }

  @Test(arguments: [
    (["a"], ["a"], HolidayFile.Lineage.same),
    (["a"], ["a", "b"], .older),
    (["b", "a"], ["a"], .newer),
    (["a", "b"], ["a", "c"], .divergent),
    ([], ["a"], .same),
    (["a"], [], .same),
  ])
  func aCopyLackingANoticeTheOtherCitesIsOlder(mine: [String], other: [String], expected: HolidayFile.Lineage)
    throws
  {
    let lineage = try Self.copy(mine).lineage(comparedWith: try Self.copy(other))
    #expect(lineage == expected)
    #expect(try Self.copy(mine).isOlder(than: try Self.copy(other)) == (expected == .older))
  }

  @Test(arguments: [
    (["a"], ["a"], HolidayFile.Lineage.same),
    (["a"], ["a", "b"], .older),
    ([], ["a"], .older),
    (["a"], [], .newer),
    ([], [], .same),
  ])
  func anUpstreamCopyCitingNoNoticeLacksEveryNoticeTheOtherCites(
    mine: [String], other: [String], expected: HolidayFile.Lineage
  ) throws {
    let lineage = try Self.copy(mine).lineage(comparedWith: try Self.copy(other), asUpstreamCopies: true)
    #expect(lineage == expected)
    #expect(
      try Self.copy(mine).isOlder(than: try Self.copy(other), asUpstreamCopies: true) == (expected == .older))
  }

  @Test func copiesOfDifferentYearsAreNotCompared() throws {
    #expect(try Self.copy(["a"]).lineage(comparedWith: try Self.copy(["a", "b"], year: 2026)) == .same)
  }

  @Test func theMissingNoticesAreTheOthersInItsOrder() throws {
    #expect(try Self.copy(["b"]).noticesMissing(from: try Self.copy(["c", "b", "a"])) == ["c", "a"])
  }
}
