import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

/// `update` against a static HTTP server on the loopback interface (never
/// the internet): new years arrive, unchanged files stay untouched, broken
/// or shrunken downloads are refused with the old copy kept, an empty file
/// is "not published", and every later command reads the data folder.
@Suite(.needs("curl", "python3")) struct UpdateCommandTests {
  static let published2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-06", "isOffDay": false},
      {"name": "春节", "date": "2027-02-08", "isOffDay": true}
    ]}
    """
  /// The same days as ``published2027``, other bytes.
  static let reformatted2027 = """
    {"days": [{"isOffDay": true, "name": "元旦", "date": "2027-01-01"}, {"name": "春节", "date": "2027-02-08", "isOffDay": true},
    {"name": "春节", "date": "2027-02-06", "isOffDay": false}], "papers": ["https://www.gov.cn/2027"], "year": 2027}
    """
  /// ``published2027`` with a day off and a make-up workday added.
  static let changed2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-06", "isOffDay": false},
      {"name": "春节", "date": "2027-02-08", "isOffDay": true},
      {"name": "国庆节", "date": "2027-10-08", "isOffDay": true},
      {"name": "国庆节", "date": "2027-10-09", "isOffDay": false}
    ]}
    """
  /// ``published2027`` without its last day.
  static let shrunk2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-06", "isOffDay": false}
    ]}
    """
  static let empty2027 = #"{"year": 2027, "papers": [], "days": []}"#
  static let builtIn2026 = Tool.holidayFile("2026.json")

  /// A server and a data folder not yet made.
  static func setUp() throws -> (server: LoopbackServer, data: URL) {
    let server = try LoopbackServer()
    try server.serve("2026.json", builtIn2026)
    return (server, try Tool.temporaryFolder().appendingPathComponent("data/holidays"))
  }

  static func update(
    _ server: LoopbackServer, _ data: URL, _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> Tool.Result {
    try runInProcess(["update", "--data", data.path, "--source", server.base] + arguments, environment: environment)
  }

  static func contents(_ url: URL) -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  // MARK: - A new year arrives

  @Test func aNewYearArrivesAndEveryCommandReadsIt() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    let result = try Self.update(server, data)
    #expect(
      result.stdout == """
        2026: unchanged (as built in)
        2027: new, 3 days (2 days off, 1 working day), from \(server.base)2027.json
          - 2027-01-01 Friday: day off (holiday, 元旦)
          + 2027-02-06 Saturday: working day (make-up workday, 春节)
          - 2027-02-08 Monday: day off (holiday, 春节)

        """)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027, "the bytes as served")
    #expect(
      !FileManager.default.fileExists(atPath: data.appendingPathComponent("2026.json").path),
      "the built-in copy says it all")
    // The years asked for by default: this year and the next (today is pinned to 2026-11-23).
    #expect(server.requests == ["/2026.json", "/2027.json"])

    // Every command reads the folder, named by WORKDAY_ICS_DATA.
    let check = try runInProcess(["check", "2027-02-06"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.stdout == "2027-02-06 Saturday: working day (make-up workday, 春节)\n")
    #expect(check.status == 0)
    let count = try runInProcess(
      ["count", "--from", "2027-01-01", "--to", "2027-01-31"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(count.stdout == "20\n")
    // Without it, or with --no-builtin-data, 2027 has no data.
    #expect(try runInProcess(["check", "2027-02-06"]).status == 2)
    let alone = try runInProcess(
      ["check", "--no-builtin-data", "2027-02-06"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(alone.status == 2)
    // --holidays comes after the folder and wins for the dates it lists.
    let later = data.deletingLastPathComponent().appendingPathComponent("later.json")
    try Data(#"{"year": 2027, "papers": [], "days": [{"name": "X", "date": "2027-02-06", "isOffDay": true}]}"#.utf8)
      .write(to: later)
    let over = try runInProcess(
      ["check", "--holidays", later.path, "2027-02-06"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(over.stdout.hasPrefix("2027-02-06 Saturday: day off (holiday, X)"))
  }

  @Test func theDefaultFolderIsUnderXDGDataHomeElseHome() throws {
    let server = try LoopbackServer()
    try server.serve("2027.json", Self.published2027)
    let xdg = try Tool.temporaryFolder()
    let home = try Tool.temporaryFolder()
    let arguments = ["update", "--year", "2027", "--source", server.base]
    #expect(try runInProcess(arguments, environment: ["XDG_DATA_HOME": xdg.path, "HOME": home.path]).status == 0)
    #expect(Self.contents(xdg.appendingPathComponent("workday-ics/holidays/2027.json")) == Self.published2027)
    #expect(try runInProcess(arguments, environment: ["HOME": home.path]).status == 0)
    #expect(
      Self.contents(home.appendingPathComponent(".local/share/workday-ics/holidays/2027.json")) == Self.published2027)
    // And the other commands find it there.
    #expect(try runInProcess(["check", "2027-02-06"], environment: ["HOME": home.path]).status == 0)
    // Without HOME nothing names a folder.
    let none = try runInProcess(arguments, environment: ["HOME": ""])
    #expect(
      none.stderr.hasPrefix(
        "workday-ics: update: no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset; give --data DIR or set WORKDAY_ICS_DATA\n"
      ))
    #expect(none.status == 2)
  }

  // MARK: - Unchanged files are not rewritten

  @Test func anUnchangedFileIsNotRewritten() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    let file = data.appendingPathComponent("2027.json")
    let old = Date(timeIntervalSince1970: 946_684_800)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
    let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int

    // The same bytes, then the same days in other bytes: unchanged either way.
    for text in [Self.published2027, Self.reformatted2027] {
      try server.serve("2027.json", text)
      let again = try Self.update(server, data, ["--year", "2027"])
      #expect(again.stdout == "2027: unchanged\n")
      #expect(again.status == 1)
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      #expect(attributes[.modificationDate] as? Date == old)
      #expect(attributes[.systemFileNumber] as? Int == inode)
      #expect(Self.contents(file) == Self.published2027)
    }
  }

  // MARK: - A changed year, and what it changes

  @Test func aChangedYearReportsTheWorkingDaysThatChanged() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    try server.serve("2027.json", Self.changed2027)
    let result = try Self.update(server, data, ["--year", "2027"])
    #expect(
      result.stdout == """
        2027: changed, 3 → 5 days, from \(server.base)2027.json
          - 2027-10-08 Friday: day off (holiday, 国庆节)
          + 2027-10-09 Saturday: working day (make-up workday, 国庆节)

        """)
    #expect(result.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.changed2027)
  }

  @Test func aDryRunReportsAndWritesNothing() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    let result = try Self.update(server, data, ["--year", "2027", "--dry-run"])
    #expect(
      result.stdout.hasPrefix(
        "2027: new, 3 days (2 days off, 1 working day), from \(server.base)2027.json; not written (--dry-run)\n"))
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  @Test func quietPrintsNothingAndKeepsTheStatus() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    let result = try Self.update(server, data, ["-q"])
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(try Self.update(server, data, ["-q"]).status == 1)
  }

  // MARK: - Bad downloads are refused, the old copy kept

  @Test(arguments: [
    ("truncated JSON", "2027.json", String(published2027.prefix(80)), "malformed JSON"),
    ("a transfer cut off", "2027.json.cut", String(changed2027.prefix(80)), ": transfer closed with "),
    (
      "larger than a holiday file may be", "2027.json", String(repeating: " ", count: 1 << 20) + published2027,
      ": the server's reply is larger than 1 MiB, the most a holiday file may be"
    ),
    (
      "a body that never ends", "2027.json.endless", "",
      ": the server's reply is larger than 1 MiB, the most a holiday file may be"
    ),
    ("not JSON", "2027.json", "year: 2027", "malformed JSON"),
    (
      "a web page", "2027.json", "<html>Service unavailable</html>",
      ": the server answered 200 with a web page (HTML), not a holiday-cn JSON file"
    ),
    ("another year", "2027.json", builtIn2026, "year: expected 2027 to match the file name, got 2026"),
    (
      "a day that is not a day", "2027.json", changed2027.replacingOccurrences(of: "2027-10-09", with: "2027-02-30"),
      "days[4].date"
    ),
  ])
  func aBadDownloadIsRefusedAndTheOldCopyKept(what: String, name: String, text: String, reason: String) throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    try server.serve("2027.json", nil)
    try server.serve(name, text)
    let result = try Self.update(server, data, ["--year", "2027"])
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("workday-ics: 2027: not updated: \(server.base)2027.json"), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
    #expect(result.status == 3)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: data.path)
    #expect(leftovers == ["2027.json"], "no temporary file stays")
  }

  @Test func aDownloadThatDropsDaysIsRefusedUnlessForced() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    try server.serve("2027.json", Self.shrunk2027)
    let refused = try Self.update(server, data, ["--year", "2027"])
    #expect(
      refused.stderr
        == "workday-ics: 2027: not updated: \(server.base)2027.json: refused: it cites the same notices as the old copy but drops or turns over 1 of the 3 days that copy lists (2027-02-08); --force takes it\n"
    )
    #expect(refused.status == 3)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027)

    let forced = try Self.update(server, data, ["--year", "2027", "--force"])
    #expect(
      forced.stdout == """
        2027: changed, 3 → 2 days, from \(server.base)2027.json
          + 2027-02-08 Monday: working day

        """)
    #expect(forced.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.shrunk2027)
  }

  @Test func aDownloadThatDropsBuiltInDaysIsRefused() throws {
    let (server, data) = try Self.setUp()
    let lines = Self.builtIn2026.split(separator: "\n", omittingEmptySubsequences: false)
    // The built-in 2026 without its first day (元旦, 2026-01-01).
    let index = try #require(lines.firstIndex { $0.contains("2026-01-01") })
    let shrunk = (lines[..<(index - 2)] + lines[(index + 3)...]).joined(separator: "\n")
    try server.serve("2026.json", shrunk)
    let result = try Self.update(server, data, ["--year", "2026"])
    #expect(
      result.stderr.contains(
        "refused: it cites the same notices as the old copy but drops or turns over 1 of the 39 days that copy lists (2026-01-01)"
      ), "\(result.stderr)")
    #expect(result.status == 3)
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  // MARK: - An empty file is "not published", never "no holidays"

  @Test func anEmptyFileIsNotPublishedNotNoHolidays() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.empty2027)
    let result = try Self.update(server, data, ["--year", "2027"])
    #expect(result.stdout == "2027: not published yet\n")
    #expect(result.status == 1)
    #expect(!FileManager.default.fileExists(atPath: data.path), "nothing written")
    let check = try runInProcess(["check", "2027-01-04"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.stderr.hasPrefix("workday-ics: no official holiday data for 2027 yet"))
    #expect(check.status == 2)
  }

  @Test func anEmptyFileNeverReplacesPublishedDays() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    try server.serve("2027.json", Self.empty2027)
    for force in [[], ["--force"]] {
      let result = try Self.update(server, data, ["--year", "2027"] + force)
      #expect(
        result.stderr
          == "workday-ics: 2027: not updated: \(server.base)2027.json: refused: it lists no days (not published), but the old copy lists 3; kept the old copy\n"
      )
      #expect(result.status == 3)
      #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027)
    }
    // Upstream's CI once emptied a published year (2021.json, 2021-09-24):
    // the built-in years are kept the same way.
    try server.serve("2026.json", #"{"year": 2026, "papers": [], "days": []}"#)
    let builtIn = try Self.update(server, data, ["--year", "2026"])
    #expect(builtIn.stderr.contains("refused: it lists no days (not published), but the old copy lists 39"))
    #expect(builtIn.status == 3)
    #expect(try runInProcess(["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": data.path]).status == 1)
  }

  // MARK: - Sources tried in order

  @Test func aSourceThatFailsFallsThroughToTheNext() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    let result = try runInProcess([
      "update", "--data", data.path, "--year", "2027", "--source", "http://127.0.0.1:1/",
      "--source", server.base + "missing", "--source", server.base,
    ])
    #expect(result.stdout.hasPrefix("2027: new, 3 days"))
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 2, "\(result.stderr)")
    #expect(
      warnings.first?.hasPrefix("workday-ics: warning: 2027: http://127.0.0.1:1/2027.json: Failed to connect to")
        == true)
    #expect(
      warnings.last
        == "workday-ics: warning: 2027: \(server.base)missing/2027.json: the server answered 404; used \(server.base)2027.json"
    )
    #expect(server.requests == ["/missing/2027.json", "/2027.json"])
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027)
  }

  @Test func anUnreachableSourceIsNotTriedAgainForLaterYears() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    let result = try runInProcess([
      "update", "--data", data.path, "--year", "2026-2027", "--source", "http://127.0.0.1:1/", "--source", server.base,
    ])
    #expect(result.status == 0)
    #expect(
      result.stderr.contains("2027: http://127.0.0.1:1/2027.json: not tried, the host could not be reached for 2026"))
  }

  @Test func noSourceAnsweringIsStatus3() throws {
    let data = try Tool.temporaryFolder().appendingPathComponent("data")
    let result = try runInProcess(["update", "--data", data.path, "--year", "2027", "--source", "http://127.0.0.1:1/"])
    #expect(
      result.stderr.hasPrefix("workday-ics: 2027: not updated: http://127.0.0.1:1/2027.json: Failed to connect to"))
    #expect(result.status == 3)
  }

  @Test func theYearsFollowTodayInTheTimeZone() throws {
    let (server, data) = try Self.setUp()
    // 20:00 UTC on 2027-12-31 is already 2028 in Shanghai, not yet in New York.
    let moment = ["WORKDAY_ICS_TODAY": "2027-12-31T20:00:00Z"]
    _ = try Self.update(server, data, environment: moment)
    _ = try Self.update(server, data, ["--time-zone", "America/New_York"], environment: moment)
    #expect(server.requests == ["/2028.json", "/2029.json", "/2027.json", "/2028.json"])
  }

  // MARK: - Bad input

  @Test(arguments: [
    (
      ["--source", "http://example.com/holiday-cn/"],
      "invalid --source 'http://example.com/holiday-cn/': plain HTTP is allowed only to this machine (127.0.0.1, ::1, localhost); use https://"
    ),
    (
      ["--source", "ftp://example.com/"],
      "invalid --source 'ftp://example.com/': expected a base URL such as https://example.com/holiday-cn/ (YYYY.json is appended)"
    ),
    (
      ["--source", "https://example.com/?year="],
      "invalid --source 'https://example.com/?year=': a base URL takes no query or fragment (YYYY.json is appended to it)"
    ),
    (["--year", "27"], "invalid --year '27': expected a year such as 2026 or a range such as 2026-2027"),
    (["--year", "1900-2099"], "--year: at most 100 years at a time"),
    (["2027"], "update: unexpected argument '2027'"),
  ])
  func badInputIsAUsageError(arguments: [String], message: String) throws {
    let result = try runInProcess(["update", "--data", "/nonexistent"] + arguments)
    #expect(result.stderr == "workday-ics: \(message)\nTry 'workday-ics update --help' for more information.\n")
    #expect(result.status == 2)
  }

  @Test func loopbackSourcesOnlyMayBePlainHTTP() throws {
    let data = try Tool.temporaryFolder().appendingPathComponent("data")
    for source in ["http://localhost:1/", "http://127.1.2.3:1/", "http://[::1]:1/"] {
      let result = try runInProcess(["update", "--data", data.path, "--year", "2027", "--source", source])
      #expect(result.status == 3, "\(source): \(result.stderr)")
    }
  }

  @Test func aRedirectToPlainHTTPSaysWhereItWent() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    try server.serve("moved/2027.json.redirect", server.base + "2027.json")
    let result = try runInProcess([
      "update", "--data", data.path, "--year", "2027", "--source", server.base + "moved/",
    ])
    #expect(
      result.stderr
        == "workday-ics: 2027: not updated: \(server.base)moved/2027.json: redirected to '\(server.base)2027.json'; redirects are followed only to https://\n"
    )
    #expect(result.status == 3)
    #expect(server.requests == ["/moved/2027.json"], "the plain HTTP target is never fetched")
  }

  @Test func aDataFolderThatCannotBeMadeNamesTheRealCause() throws {
    let (server, _) = try Self.setUp()
    try server.serve("2027.json", Self.published2027)
    // /sys refuses a new folder (read-only, or not permitted even to
    // root): the folder under it then does not exist, but that is not why.
    let parent = "/sys/workday-ics-\(UUID().uuidString)"
    guard mkdir(parent, 0o755) != 0 else {
      rmdir(parent)
      return
    }
    let reason = String(cString: strerror(errno))
    let result = try runInProcess(["update", "--data", parent + "/holidays", "--year", "2027", "--source", server.base])
    #expect(
      result.stderr
        == "workday-ics: 2027: not updated: cannot create the data folder '\(parent)/holidays': cannot create '\(parent)': \(reason)\n"
    )
    #expect(result.status == 3)
  }

  @Test func withoutCurlTheErrorSaysSo() throws {
    let data = try Tool.temporaryFolder().appendingPathComponent("data")
    let result = try runInProcess(["update", "--data", data.path], environment: ["PATH": "/nonexistent"])
    #expect(
      result.stderr
        == "workday-ics: update needs curl, which is not on PATH; install it (apt install curl, dnf install curl)\n")
    #expect(result.status == 3)
  }

  @Test func aBrokenCopyInTheFolderIsReplaced() throws {
    let (server, data) = try Self.setUp()
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(Self.published2027.prefix(50).utf8).write(to: data.appendingPathComponent("2027.json"))
    try server.serve("2027.json", Self.published2027)
    let result = try Self.update(server, data, ["--year", "2027"])
    #expect(result.stdout.hasPrefix("2027: replaced the unreadable copy, 3 days, from \(server.base)2027.json\n"))
    #expect(result.stdout.contains("  + 2027-02-06 Saturday: working day (make-up workday, 春节)\n"))
    #expect(result.stderr.hasPrefix("workday-ics: warning: 2027: the copy in the data folder cannot be read ("))
    #expect(result.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.published2027)
  }

  @Test func aBrokenCopyIsReplacedEvenByWhatIsBuiltIn() throws {
    let (server, data) = try Self.setUp()
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: data.appendingPathComponent("2026.json"))
    #expect(try runInProcess(["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": data.path]).status == 2)
    let result = try Self.update(server, data, ["--year", "2026"])
    #expect(
      result.stdout
        == "2026: replaced the unreadable copy, 39 days, from \(server.base)2026.json\n  no working day changed\n")
    #expect(result.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2026.json")) == Self.builtIn2026)
    #expect(try runInProcess(["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": data.path]).status == 1)
  }

  // MARK: - The newest notice wins, wherever a copy comes from

  /// ``published2027`` corrected by a second notice: 2027-02-20, a
  /// Saturday, made a day off.
  static let corrected2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027", "https://www.gov.cn/2027-correction"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-06", "isOffDay": false},
      {"name": "春节", "date": "2027-02-08", "isOffDay": true},
      {"name": "春节", "date": "2027-02-19", "isOffDay": true},
      {"name": "春节", "date": "2027-02-20", "isOffDay": true}
    ]}
    """

  @Test func aMirrorBehindACorrectionIsRefusedEvenQuiet() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.corrected2027)
    #expect(try Self.update(server, data, ["-q", "--year", "2027"]).status == 0)
    // The next day the first source fails and a mirror still serves the
    // copy before the correction.
    try FileManager.default.createDirectory(
      at: server.folder.appendingPathComponent("mirror"), withIntermediateDirectories: true)
    try server.serve("mirror/2027.json", Self.published2027)
    let result = try runInProcess([
      "update", "-q", "--data", data.path, "--year", "2027", "--source", "http://127.0.0.1:1/", "--source",
      server.base + "mirror/",
    ])
    let path = data.appendingPathComponent("2027.json").path
    #expect(result.stdout == "")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "\(server.base)mirror/2027.json: refused: an older copy than the data folder's copy \(path), which cites the notice https://www.gov.cn/2027-correction that it lacks"
      ), "\(result.stderr)")
    #expect(result.status == 3)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.corrected2027)
    let check = try runInProcess(["check", "2027-02-20"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.status == 1, "still a day off: \(check.stdout)")
    // --force takes a copy that drops days, never an older one.
    let forced = try runInProcess([
      "update", "--force", "--data", data.path, "--year", "2027", "--source", server.base + "mirror/",
    ])
    #expect(forced.status == 3)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.corrected2027)
  }

  /// A 2027 copy citing one notice, with the make-up Saturday 2027-02-20.
  static let firstNotice2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-08", "isOffDay": true},
      {"name": "春节", "date": "2027-02-20", "isOffDay": false}
    ]}
    """
  /// Upstream's next copy: it cites a second notice too, which moves the
  /// make-up day to Sunday 2027-02-21.
  static let secondNotice2027 = """
    {"year": 2027, "papers": ["https://www.gov.cn/2027", "https://www.gov.cn/2027-second"], "days": [
      {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
      {"name": "春节", "date": "2027-02-08", "isOffDay": true},
      {"name": "春节", "date": "2027-02-21", "isOffDay": false}
    ]}
    """

  @Test func aCopyCitingEveryNoticeAndMoreIsTakenWhateverDaysItMoves() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.firstNotice2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    try server.serve("2027.json", Self.secondNotice2027)
    let result = try Self.update(server, data, ["--year", "2027"])
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        2027: changed, 3 → 3 days, by the notice https://www.gov.cn/2027-second, from \(server.base)2027.json
          - 2027-02-20 Saturday: day off (rest day)
          + 2027-02-21 Sunday: working day (make-up workday, 春节)

        """)
    #expect(result.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.secondNotice2027)
  }

  @Test func aCopyCitingTheSameNoticesWithOtherDaysNeedsForce() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.firstNotice2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    // The second notice's days, but citing the first notice alone; then a
    // make-up day turned into a day off under the same notice.
    let moved = Self.secondNotice2027.replacingOccurrences(of: #", "https://www.gov.cn/2027-second""#, with: "")
    let turned = Self.firstNotice2027.replacingOccurrences(
      of: #""2027-02-20", "isOffDay": false"#, with: #""2027-02-20", "isOffDay": true"#)
    for text in [moved, turned] {
      try server.serve("2027.json", text)
      let refused = try Self.update(server, data, ["--year", "2027"])
      #expect(
        refused.stderr
          == "workday-ics: 2027: not updated: \(server.base)2027.json: refused: it cites the same notices as the old copy but drops or turns over 1 of the 3 days that copy lists (2027-02-20); --force takes it\n"
      )
      #expect(refused.status == 3)
      #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.firstNotice2027)
    }
    let forced = try Self.update(server, data, ["--year", "2027", "--force"])
    #expect(forced.stdout.hasPrefix("2027: changed, 3 → 3 days, from \(server.base)2027.json\n"), "\(forced.stdout)")
    #expect(forced.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == turned)
  }

  @Test func aCopyLackingANoticeTheOldOneCitesIsRefused() throws {
    let (server, data) = try Self.setUp()
    try server.serve("2027.json", Self.secondNotice2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    let path = data.appendingPathComponent("2027.json").path
    // It keeps every day but cites another notice in place of the second.
    let other = Self.secondNotice2027.replacingOccurrences(of: "2027-second", with: "2027-other")
    try server.serve("2027.json", other)
    let refused = try Self.update(server, data, ["--year", "2027"])
    #expect(
      refused.stderr
        == "workday-ics: 2027: not updated: \(server.base)2027.json: refused: it lacks the notice https://www.gov.cn/2027-second that the data folder's copy \(path) cites, and cites the notice https://www.gov.cn/2027-other that it does not: neither copy follows from the other; --force takes it\n"
    )
    #expect(refused.status == 3)
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.secondNotice2027)
    // Lacking a notice and citing none the old copy lacks: older, whatever --force.
    try server.serve("2027.json", Self.firstNotice2027)
    for force in [[], ["--force"]] {
      let older = try Self.update(server, data, ["--year", "2027"] + force)
      #expect(older.stderr.contains("refused: an older copy than the data folder's copy \(path)"), "\(older.stderr)")
      #expect(older.status == 3)
    }
    #expect(Self.contents(data.appendingPathComponent("2027.json")) == Self.secondNotice2027)
  }

  /// `text` with its notices taken out: `"papers": []`.
  static func citingNoNotice(_ text: String) throws -> String {
    let papers = try #require(text.range(of: #""papers": \[[^\]]*\]"#, options: .regularExpression))
    return text.replacingCharacters(in: papers, with: #""papers": []"#)
  }

  @Test(arguments: [
    (2026, nil as String?, [] as [String], "the built-in copy"),
    (2027, corrected2027, ["--force"], "the data folder's copy"),
  ])
  func aDownloadCitingNoNoticeIsOlderThanACopyCitingAny(
    year: Int, inFolder: String?, arguments: [String], newest: String
  ) throws {
    let (server, data) = try Self.setUp()
    let cited = inFolder ?? Self.builtIn2026
    let uncited = try Self.citingNoNotice(cited)
    #expect(uncited.contains(#""papers": []"#) && !uncited.contains("gov.cn"))
    try server.serve("\(year).json", uncited)
    let file = data.appendingPathComponent("\(year).json")
    if let inFolder {
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      try Data(inFolder.utf8).write(to: file)
    }
    let result = try Self.update(server, data, arguments + ["--year", "\(year)"])
    let old = inFolder == nil ? "\(year).json" : file.path
    #expect(result.stdout == "", "\(result.stdout)")
    #expect(
      result.stderr.contains(
        "\(server.base)\(year).json: refused: an older copy than \(newest) \(old), which cites "),
      "\(result.stderr)")
    #expect(result.stderr.contains("that it lacks"), "\(result.stderr)")
    #expect(result.status == 3)
    #expect(Self.contents(file) == inFolder)
  }

  @Test func aDataFolderCopyCitingNoNoticeIsOlderThanTheBuiltInOne() throws {
    let (server, data) = try Self.setUp()
    // 2026-01-04, a Sunday, is a make-up workday in the built-in copy
    // only.
    let uncited = try Self.citingNoNotice(Self.builtIn2026)
      .replacingOccurrences(of: #""date": "2026-01-04""#, with: #""date": "2026-01-11""#)
    #expect(!uncited.contains("2026-01-04"))
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(uncited.utf8).write(to: data.appendingPathComponent("2026.json"))
    let path = data.appendingPathComponent("2026.json").path
    let check = try runInProcess(["check", "2026-01-04"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.status == 0, "the built-in data's make-up workday: \(check.stdout)")
    #expect(
      check.stderr
        == "workday-ics: warning: \(path) is older than the built-in 2026 data (it lacks the notice https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm) and is left unused; refresh it with 'workday-ics update --year 2026' or remove it\n"
    )
    let update = try Self.update(server, data, ["--year", "2026"])
    #expect(update.stdout.hasPrefix("2026: replaced the older copy in the data folder"), "\(update.stdout)")
    #expect(update.status == 0)
    #expect(Self.contents(data.appendingPathComponent("2026.json")) == Self.builtIn2026)
  }

  /// The built-in 2020.json as it was before the extension of the Spring
  /// Festival (notice of 2020-01-27): its first notice only, 2020-01-31 a
  /// working day and 2020-02-01 a make-up Saturday.
  static var before2020Extension: String {
    let builtIn = Tool.holidayFile("2020.json")
    return builtIn.replacingOccurrences(
      of: #"",\#n        "http://www.gov.cn/zhengce/zhengceku/2020-01/27/content_5472352.htm""#, with: "\"")
  }

  @Test func aDataFolderCopyOlderThanTheBuiltInOneIsLeftUnusedAndNamed() throws {
    let (server, data) = try Self.setUp()
    let stale = Self.before2020Extension
    #expect(!stale.contains("2020-01/27"), "the extension's notice is taken out")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(stale.utf8).write(to: data.appendingPathComponent("2020.json"))
    let path = data.appendingPathComponent("2020.json").path
    let check = try runInProcess(["check", "2020-01-31"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.stdout.hasPrefix("2020-01-31"), "\(check.stdout)")
    #expect(check.status == 1, "the built-in data's day off: \(check.stdout)")
    #expect(
      check.stderr
        == "workday-ics: warning: \(path) is older than the built-in 2020 data (it lacks the notice http://www.gov.cn/zhengce/zhengceku/2020-01/27/content_5472352.htm) and is left unused; refresh it with 'workday-ics update --year 2020' or remove it\n"
    )
    let version = try runInProcess(["--version"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(
      version.stdout.hasSuffix(
        "\ndata folder \(data.path): no published year; 2020 older than the built-in data, unused\n"))
    // update replaces it, even with what the built-in data says.
    try server.serve(
      "2020.json", try String(contentsOf: Tool.root.appendingPathComponent("holidays/2020.json"), encoding: .utf8))
    let update = try Self.update(server, data, ["--year", "2020"])
    #expect(update.stdout.hasPrefix("2020: replaced the older copy in the data folder, 37 days"), "\(update.stdout)")
    #expect(update.stderr.contains("2020: the copy in the data folder is older than the built-in one"))
    #expect(update.status == 0)
    let after = try runInProcess(["check", "2020-01-31"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(after.stderr == "" && after.status == 1)
  }

  @Test func upstreamsUnknownTopLevelKeysAreIgnoredWithOneWarning() throws {
    let (server, data) = try Self.setUp()
    let added = #"{"updatedAt": "2026-11-20T00:00:00Z", "#
    try server.serve("2027.json", Self.published2027.replacingOccurrences(of: "{\"year\"", with: added + "\"year\""))
    try server.serve(
      "2026.json",
      Self.builtIn2026.replacingOccurrences(of: "{", with: added, options: [], range: Self.builtIn2026.range(of: "{")))
    let result = try Self.update(server, data, ["--year", "2026-2027"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "workday-ics: warning: 2026: \(server.base)2026.json has top-level keys this version does not know (updatedAt): ignored\n"
    )
    let check = try runInProcess(["check", "2027-02-08"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(check.status == 1 && check.stderr == "", "the data folder is read: \(check.stderr)")
    // A file a person gives stays strict.
    let given = try runInProcess(["check", "2027-02-08", "--holidays", data.appendingPathComponent("2027.json").path])
    #expect(given.stderr.contains("updatedAt"), "\(given.stderr)")
    #expect(given.status == 2)
  }

  @Test func versionNamesTheDataFoldersYearsAndNewestNotice() throws {
    let (server, data) = try Self.setUp()
    let before = try runInProcess(["--version"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(before.stdout.hasSuffix("\ndata folder \(data.path): nothing downloaded yet\n"), "\(before.stdout)")
    try server.serve("2027.json", Self.corrected2027)
    #expect(try Self.update(server, data, ["--year", "2027"]).status == 0)
    let after = try runInProcess(["--version"], environment: ["WORKDAY_ICS_DATA": data.path])
    #expect(after.stdout.hasPrefix("workday-ics \(HolidayKitRelease.version), holiday data 2007-2026 (newest notice: "))
    #expect(
      after.stdout.hasSuffix(
        "\ndata folder \(data.path): 2027 (newest notice: https://www.gov.cn/2027-correction)\n"), "\(after.stdout)")
  }
}
