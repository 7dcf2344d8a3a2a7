import Foundation
import Testing

/// The data folder every command reads: a relative WORKDAY_ICS_DATA is
/// refused, and a year without data says what would help when the named
/// folder does not exist or only --holidays files count.
struct DataFolderTests {
  @Test(arguments: [["check", "2026-10-01"], ["update", "--year", "2027"], ["generate", "--year", "2026"]])
  func aRelativeFolderIsRefused(arguments: [String]) throws {
    let result = try runInProcess(arguments, environment: ["WORKDAY_ICS_DATA": "data/holidays"])
    #expect(
      result.stderr
        == "workday-ics: WORKDAY_ICS_DATA='data/holidays' is a relative path, which names another folder from each working directory (cron's is not the shell's): give an absolute one\n"
    )
    #expect(result.status == 2)
    #expect(result.stdout == "")
  }

  @Test func aNamedFolderThatDoesNotExistIsNamedWhenAYearHasNoData() throws {
    let missing = try Tool.temporaryFolder().appendingPathComponent("holidyas").path
    let result = try runInProcess(["check", "2027-01-04"], environment: ["WORKDAY_ICS_DATA": missing])
    #expect(
      result.stderr
        == "workday-ics: no official holiday data for 2027 yet (covered: 2007-2026); the data folder '\(missing)' that WORKDAY_ICS_DATA names does not exist (misspelled, or 'workday-ics update' wrote elsewhere): fetch into it with 'workday-ics update' or add it with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
    )
    #expect(result.status == 2)
    // A year the folder would not help with is answered as before.
    #expect(try runInProcess(["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": missing]).status == 1)
  }

  @Test func withoutTheBuiltInDataOnlyHolidaysFilesCount() throws {
    let result = try runInProcess(["check", "--no-builtin-data", "2026-10-01"])
    #expect(
      result.stderr
        == "workday-ics: no official holiday data for 2026 yet (covered: none); with --no-builtin-data only --holidays files count: add it with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
    )
    #expect(!result.stderr.contains("update"))
    #expect(result.status == 2)
  }

  @Test func aCopyOlderThanOneBelowItIsLeftUnusedAndNamed() throws {
    // holiday-cn's 2020.json before the extension of the Spring Festival
    // cites one notice; the built-in copy cites that and the extension's.
    let folder = try Tool.temporaryFolder()
    let stale = #"""
      {"year": 2020, "papers": ["http://www.gov.cn/zhengce/zhengceku/2019-11/21/content_5454164.htm"], "days": [
        {"name": "春节", "date": "2020-01-24", "isOffDay": true},
        {"name": "春节", "date": "2020-01-31", "isOffDay": false}
      ]}
      """#
    try Data(stale.utf8).write(to: folder.appendingPathComponent("2020.json"))
    let result = try runInProcess(["check", "2020-01-31", "--holidays", "2020.json"], in: folder)
    #expect(result.status == 1, "the built-in day off: \(result.stdout)")
    #expect(
      result.stderr
        == "workday-ics: warning: 2020.json is older than the built-in 2020 data (it lacks the notice http://www.gov.cn/zhengce/zhengceku/2020-01/27/content_5472352.htm) and is left unused; remove it or give a newer copy\n"
    )
  }
}
