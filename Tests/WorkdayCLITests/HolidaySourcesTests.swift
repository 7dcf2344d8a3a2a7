import Foundation
import Testing

/// `--holidays`: newer or company data laid over the built-in files.
struct HolidaySourcesTests {
  static func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  @Test func overlayFileOverridesABundledDate() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("acme.json")
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "公司补班", "date": "2026-10-07", "isOffDay": false}]}"#, to: file)
    let result = try runInProcess(["check", "--holidays", file.path, "2026-10-07"])
    #expect(
      result.stdout == "2026-10-07 Wednesday: working day (overlay workday, 公司补班)\n",
      "a company's own day is not official")
    #expect(result.status == 0)
  }

  @Test func laterSourceWins() throws {
    let folder = try Tool.temporaryFolder()
    let off = folder.appendingPathComponent("a.json")
    let on = folder.appendingPathComponent("b.json")
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "A", "date": "2026-11-02", "isOffDay": true}]}"#, to: off)
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "B", "date": "2026-11-02", "isOffDay": false}]}"#, to: on)
    #expect(try runInProcess(["check", "--holidays", on.path, "--holidays", off.path, "2026-11-02"]).status == 1)
    #expect(try runInProcess(["check", "--holidays", off.path, "--holidays", on.path, "2026-11-02"]).status == 0)
    // In one folder the two files form one layer, so they conflict.
    let result = try runInProcess(["check", "--holidays", folder.path, "2026-11-02"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: conflicting entries for 2026-11-02: \(off.path) days[0] says day off and \(on.path) days[0] says working day\n"
    )
  }

  /// macOS leaves `._2027.json` (AppleDouble, binary) beside a copied
  /// file: a dot-file is nobody's data, in the data folder or a folder
  /// given to --holidays, and a new one may be written there.
  @Test func dotFilesInAFolderAreNotRead() throws {
    let folder = try Tool.temporaryFolder()
    try Self.write(
      #"{"year": 2027, "papers": ["x"], "days": [{"name": "春节", "date": "2027-02-06", "isOffDay": false}]}"#,
      to: folder.appendingPathComponent("2027.json"))
    try Data([0, 5, 22, 7, 0, 2, 0, 0]).write(to: folder.appendingPathComponent("._2027.json"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".hidden.json"), withIntermediateDirectories: true)
    let given = try runInProcess(["check", "--holidays", folder.path, "2027-02-06"])
    #expect(given.stderr == "")
    #expect(given.status == 0)
    let dataFolder = try runInProcess(["check", "2027-02-06"], environment: ["WORKDAY_ICS_DATA": folder.path])
    #expect(dataFolder.stderr == "")
    #expect(dataFolder.status == 0)
    let written = try runInProcess([
      "holidays", "--holidays", folder.path, "--year", "2026", "-q", "-o",
      folder.appendingPathComponent(".x.json").path,
    ])
    #expect(written.status == 0, "\(written.stderr)")
  }

  @Test func newerYearFileCoversTheYear() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("2027.json")
    try Self.write(
      #"{"year": 2027, "papers": ["x"], "days": [{"name": "元旦", "date": "2027-01-01", "isOffDay": true}, {"name": "春节", "date": "2027-02-06", "isOffDay": false}]}"#,
      to: file)
    let result = try runInProcess(["check", "--holidays", folder.path, "2027-02-06"])
    #expect(result.stdout == "2027-02-06 Saturday: working day (make-up workday, 春节)\n")
    #expect(result.stderr == "")
    #expect(try runInProcess(["check", "--holidays", folder.path, "2026-12-31"]).stderr == "")
  }

  @Test(arguments: [
    (
      "2026.json", "{\"year\": 2026,\n  \"papers\": [],\n  \"days\": [}",
      "2026.json:3:12: malformed JSON: expected a JSON value, got '}'"
    ),
    (
      "2026.json", #"{"year": "2026", "papers": [], "days": []}"#,
      #"2026.json: year: expected an integer year from 1 to 9999, got "2026""#
    ),
    (
      "2026.json", #"{"year": 2025, "papers": [], "days": []}"#,
      "2026.json: year: expected 2026 to match the file name, got 2025"
    ),
    (
      "x.json", #"{"year": 2026, "papers": [], "days": [{"name": "x", "date": "2026-02-29", "isOffDay": true}]}"#,
      #"x.json: days[0].date: expected a date like "2024-10-01", got "2026-02-29""#
    ),
  ])
  func badDataFileNamesFileAndField(name: String, text: String, message: String) throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent(name)
    try Self.write(text, to: file)
    let result = try runInProcess(["check", "--holidays", file.path, "2026-01-05"])
    #expect(result.stderr == "workday-ics: \(folder.path)/\(message)\n")
    #expect(result.status == 2)
  }

  @Test func worksFromAnyFolderWithNoFilesBeside() throws {
    let folder = try Tool.temporaryFolder()
    let copy = folder.appendingPathComponent("workday-ics")
    try FileManager.default.copyItem(at: Tool.binary, to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["count", "--from", "2026-01-01", "--to", "2026-06-30"]
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: data, as: UTF8.self) == "120\n")
  }

  // MARK: - --overlay: personal and company days

  @Test func overlaysApplyAfterOfficialDataAndNeverAddCoverage() throws {
    let folder = try Tool.temporaryFolder()
    let leave = folder.appendingPathComponent("leave.json")
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#, to: leave)
    let nextYear = folder.appendingPathComponent("leave-2027.json")
    try Self.write(
      #"{"year": 2027, "papers": [], "days": [{"name": "年假", "date": "2027-01-05", "isOffDay": true}]}"#, to: nextYear)
    let newer = folder.appendingPathComponent("newer.json")
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "X", "date": "2026-10-09", "isOffDay": false}]}"#, to: newer)
    // The overlay wins over --holidays whatever the order on the line.
    let check = try runInProcess(["check", "--overlay", leave.path, "--holidays", newer.path, "2026-10-09"])
    #expect(check.stdout == "2026-10-09 Friday: day off (holiday, 年假)\n")
    #expect(check.status == 1)
    // A personal file for 2027 does not make 2027 look published.
    let uncovered = try runInProcess([
      "count", "--overlay", nextYear.path, "--from", "2027-01-01", "--to", "2027-01-31",
    ])
    #expect(uncovered.status == 2)
    #expect(uncovered.stderr.contains("no official holiday data for 2027"))
    // The calendar names every source it used, by file name only: a
    // published calendar does not show the folders of the machine.
    let calendar = try runInProcess(["generate", "--from", "2026-10-08", "--to", "2026-10-12", "--overlay", leave.path])
    #expect(
      calendar.stdout.replacingOccurrences(of: "\r\n ", with: "").contains("Also from: \(leave.lastPathComponent)."))
    #expect(
      !calendar.stdout.replacingOccurrences(of: "\r\n ", with: "").contains(leave.deletingLastPathComponent().path))
    // No event on the day of leave, 10-09.
    Golden.expect(calendar.stdout, matches: "generate/overlay-leave.ics")
  }

  @Test func aBrokenOverlayIsTheSameErrorAsBrokenHolidayData() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("mine.json")
    try Self.write(
      #"{"year": 2026, "papers": [], "days": [{"name": "x", "date": "2026-13-01", "isOffDay": true}]}"#, to: file)
    let result = try runInProcess(["check", "--overlay", file.path, "2026-10-09"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("workday-ics: \(file.path)"))
    #expect(result.stderr.contains("days[0].date"))
  }
}
