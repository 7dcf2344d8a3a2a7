import Foundation
import Testing

/// A corrected year's file in the data folder replaces that year's
/// built-in data: a date the correction no longer lists goes back to the
/// regular week (else `update --force` would report "changed" and change
/// nothing, the built-in file still listing the date).
struct DataFolderYearReplacesBuiltInTests {
  /// The built-in 2026.json without its last day, the make-up Saturday 2026-10-10.
  static let corrected2026: String = {
    let dropped = """
      },
              {
                  "name": "国庆节",
                  "date": "2026-10-10",
                  "isOffDay": false
              }
      """
    return UpdateCommandTests.builtIn2026.replacingOccurrences(of: dropped, with: "}")
  }()

  @Test func aCorrectedFileInTheDataFolderReplacesItsYear() throws {
    #expect(Self.corrected2026.count < UpdateCommandTests.builtIn2026.count, "the fixture drops a day")
    let data = try Tool.temporaryFolder()
    try Data(Self.corrected2026.utf8).write(to: data.appendingPathComponent("2026.json"))
    let environment = ["WORKDAY_ICS_DATA": data.path]
    let check = try runInProcess(["check", "2026-10-10"], environment: environment)
    #expect(check.stdout == "2026-10-10 Saturday: day off (rest day)\n")
    #expect(check.status == 1)
    // The rest of 2026 is the corrected file's: still covered, still off.
    #expect(try runInProcess(["check", "2026-10-01"], environment: environment).status == 1)
    #expect(
      try runInProcess(["count", "--from", "2026-01-01", "--to", "2026-12-31"], environment: environment).stdout
        == "247\n")
  }

  @Test(.needs("curl", "python3")) func aForcedUpdateThatDropsADayTakesEffect() throws {
    let (server, data) = try UpdateCommandTests.setUp()
    try server.serve("2026.json", Self.corrected2026)
    let forced = try UpdateCommandTests.update(server, data, ["--year", "2026", "--force"])
    #expect(
      forced.stdout == """
        2026: changed, 39 → 38 days, from \(server.base)2026.json
          - 2026-10-10 Saturday: day off (rest day)

        """)
    #expect(forced.status == 0)
    let check = try runInProcess(["check", "2026-10-10"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.stdout == "2026-10-10 Saturday: day off (rest day)\n")
  }

  @Test func anotherFileInTheDataFolderIsStillLaidDayByDay() throws {
    let data = try Tool.temporaryFolder()
    try Data(#"{"year": 2026, "papers": [], "days": [{"name": "X", "date": "2026-10-12", "isOffDay": true}]}"#.utf8)
      .write(to: data.appendingPathComponent("company.json"))
    let environment = ["WORKDAY_ICS_DATA": data.path]
    #expect(try runInProcess(["check", "2026-10-12"], environment: environment).status == 1)
    #expect(try runInProcess(["check", "2026-10-10"], environment: environment).status == 0, "the built-in 2026 stays")
  }
}
