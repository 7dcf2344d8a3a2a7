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

  /// A home whose data folder holds a 2027 notice that makes 2026-12-31 a
  /// day off, as `update` would leave it.
  private static func homeWithA2027Notice() throws -> URL {
    let home = try Tool.temporaryFolder()
    let folder = home.appendingPathComponent(".local/share/workday-ics/holidays")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let notice = """
      {"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
        {"name": "元旦", "date": "2026-12-31", "isOffDay": true},
        {"name": "元旦", "date": "2027-01-01", "isOffDay": true}
      ]}
      """
    try Data(notice.utf8).write(to: folder.appendingPathComponent("2027.json"))
    return home
  }

  /// No variable names a data folder (cron's `env -i`).
  private static let noFolder = ["WORKDAY_ICS_DATA": "", "XDG_DATA_HOME": "", "HOME": ""]

  @Test func withoutADataFolderAnAnswerADownloadCouldChangeIsRefused() throws {
    let home = try Self.homeWithA2027Notice()
    #expect(try runInProcess(["check", "-q", "2026-12-31"], environment: ["HOME": home.path]).status == 1)
    let result = try runInProcess(["check", "-q", "2026-12-31"], environment: Self.noFolder)
    #expect(result.status == 2, "never the built-in data's working day: \(result.stdout)")
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "workday-ics: no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset, and a notice 'workday-ics update' fetches may change the answer for December 2026; set WORKDAY_ICS_DATA to the folder 'update' fills, or to an empty folder to answer from the built-in data alone\n"
    )
    for arguments in [
      ["list", "--year", "2026"], ["count", "--from", "2026-12-01", "--to", "2027-01-31", "--assume-regular-week"],
      ["next", "2026-12-30"], ["generate", "--year", "2026"], ["holidays", "--year", "2026"],
      ["check", "--provisional", "2027-01-04"],
    ] {
      let refused = try runInProcess(arguments, environment: Self.noFolder)
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.stderr.hasPrefix("workday-ics: no data folder: "), "\(arguments): \(refused.stderr)")
    }
  }

  @Test(arguments: [
    ["check", "2026-10-01"], ["list", "--from", "2026-10-01", "--to", "2026-10-02"],
    ["count", "--from", "2026-10-01", "--to", "2026-10-31"], ["next", "2026-10-01"], ["cal", "2026-10"],
    ["generate", "--from", "2026-10-08", "--to", "2026-10-09"],
    ["expand", "--rule", "FREQ=DAILY;COUNT=2", "--start", "2026-10-08", "--on-day-off", "skip"],
  ])
  func withoutADataFolderEveryReadingCommandSaysSo(arguments: [String]) throws {
    let result = try runInProcess(arguments, environment: Self.noFolder)
    #expect(result.status == 0 || (arguments[0] == "check" && result.status == 1), "\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "workday-ics: warning: no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset, so nothing 'workday-ics update' fetched is read, only the built-in data; set WORKDAY_ICS_DATA to the folder it fills (cron starts a job with few variables)\n"
      ), "\(result.stderr)")
    #expect(try runInProcess(arguments + ["-q"], environment: Self.noFolder).stderr == "")
    // With a folder named, nothing is said about it.
    #expect(!(try runInProcess(arguments).stderr.contains("data folder")))
  }

  @Test func whereTheFolderWasLookedForIsNamed() throws {
    let relative = try runInProcess(
      ["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": "", "XDG_DATA_HOME": "data", "HOME": ""])
    #expect(
      relative.stderr.contains(
        "no data folder: WORKDAY_ICS_DATA and HOME are unset and XDG_DATA_HOME='data' is not an absolute path, so"))
    let version = try runInProcess(["--version"], environment: Self.noFolder)
    #expect(version.stdout.hasSuffix("\ndata folder: none (WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset)\n"))
    let update = try runInProcess(["update", "--year", "2027"], environment: Self.noFolder)
    #expect(update.status == 2)
    #expect(
      update.stderr.hasPrefix(
        "workday-ics: update: no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset; give --data DIR or set WORKDAY_ICS_DATA\n"
      ))
  }

  @Test func aYearWithoutDataNamesTheFolderSearched() throws {
    let home = try Tool.temporaryFolder()
    let result = try runInProcess(["check", "2028-01-04"], environment: ["HOME": home.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: no official holiday data for 2028 yet (covered: 2007-2026); the data folder '\(home.path)/.local/share/workday-ics/holidays' has none: fetch newer data into it with 'workday-ics update' (run as this user, or with WORKDAY_ICS_DATA naming the folder it fills) or add it with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
    )
    let none = try runInProcess(["check", "2028-01-04"], environment: Self.noFolder)
    #expect(
      none.stderr
        == "workday-ics: no official holiday data for 2028 yet (covered: 2007-2026); no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset, so nothing 'workday-ics update' fetched is read: set WORKDAY_ICS_DATA to the folder it fills, or add the year with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
    )
  }

  /// A data folder another user made under umask 077: the system's
  /// reason, and who may read it.
  @Test(.needsRoot, .needs("setpriv"))
  func aFolderTheUserCannotListSaysWhyAndWhoCan() throws {
    let folder = try Tool.temporaryFolder().appendingPathComponent("sdata")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try Data(#"{"year": 2027, "papers": [], "days": []}"#.utf8).write(to: folder.appendingPathComponent("2027.json"))
    #expect(chmod(folder.path, 0o700) == 0)
    let result = try Tool.runShell(
      "setpriv --reuid=65534 --regid=65534 --clear-groups workday-ics check 2026-10-01",
      environment: ["WORKDAY_ICS_DATA": folder.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(folder.path): cannot list the folder: Permission denied: only root (mode 0700) may read it; run as that user, have them make it readable (chmod 755), or name a folder of your own\n"
    )
  }
}
