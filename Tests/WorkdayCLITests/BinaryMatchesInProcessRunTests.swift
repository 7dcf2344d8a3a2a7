import Foundation
import Testing

/// The end-to-end set: every command run by the built binary, as a user
/// runs it, answers exactly as the same command line run in this process
/// (``runInProcess(_:in:environment:stdin:fileModeMask:now:)``, which the
/// other command-line tests use), byte for byte, status, output and
/// errors, with files written the same. What only a process shows
/// (signals, closed pipes, a terminal, the shell's bytes) is tested with
/// the binary where it is tested.
struct BinaryMatchesInProcessRunTests {
  /// A command line in a folder holding `year.ics` (2026's calendar) and
  /// `leave.json` (an overlay), and the status the binary must exit with.
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var environment: [String: String] = [:]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["check", "2026-10-01"], status: 1),
    Case(arguments: ["check", "--json", "2026-10-10"], status: 0),
    Case(arguments: ["check"], status: 0, environment: ["LANG": "zh_CN.UTF-8"]),
    Case(arguments: ["list", "--from", "2026-09-28", "--to", "2026-10-12", "--json"], status: 0),
    Case(arguments: ["next", "2026-09-30"], status: 0),
    Case(arguments: ["previous", "2026-10-09", "--overlay", "leave.json"], status: 0),
    Case(arguments: ["add", "2026-09-30", "3"], status: 0),
    Case(arguments: ["count", "--from", "2026-01-01", "--to", "2026-12-31"], status: 0),
    Case(arguments: ["cal", "2026-10", "--lunar"], status: 0, environment: ["COLUMNS": "120"]),
    Case(arguments: ["cal", "2026"], status: 0),
    Case(arguments: ["generate", "--year", "2026", "--alarm", "15m"], status: 0),
    Case(arguments: ["generate", "--year", "2026", "-o", "work.ics"], status: 0),
    Case(arguments: ["generate", "--year", "2026", "-o", "year.ics", "--overlay", "leave.json"], status: 0),
    Case(arguments: ["holidays", "--year", "2026"], status: 0, environment: ["SOURCE_DATE_EPOCH": "1767225600"]),
    Case(arguments: ["expand", "--start", "2026-01-05T09:00", "--rule", "FREQ=WEEKLY;COUNT=5"], status: 0),
    Case(arguments: ["diff", "year.ics", "year.ics"], status: 0),
    Case(arguments: ["diff", "year.ics", "missing.ics"], status: 2),
    Case(arguments: ["check", "2027-01-04"], status: 2),
    Case(arguments: ["check", "2026-10-01"], status: 2, environment: ["WORKDAY_ICS_DATA": "relative"]),
    Case(
      arguments: ["update", "--data", "data", "--year", "2027", "--dry-run", "--source", "http://127.0.0.1:9/"],
      status: 3),
    Case(arguments: ["sync", "--server", "http://example.com/"], status: 2),
    Case(arguments: ["--version"], status: 0, environment: ["HOME": "/nonexistent"]),
    Case(arguments: ["help", "generate"], status: 0),
    Case(arguments: ["chek"], status: 2),
  ]

  /// A new folder with the files the cases read.
  static func folder() throws -> URL {
    let folder = try Tool.temporaryFolder()
    let year = try runInProcess(["generate", "--year", "2026", "-q"])
    try year.stdoutBytes.write(to: folder.appendingPathComponent("year.ics"))
    let leave = #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#
    try Data(leave.utf8).write(to: folder.appendingPathComponent("leave.json"))
    return folder
  }

  /// The folder's files and their bytes.
  static func files(_ folder: URL) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return try Dictionary(
      uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
  }

  /// `text` without the milliseconds curl says a failed connection took.
  static func steady(_ text: String) -> String {
    text.replacing(/after \d+ ms/, with: "after some ms")
  }

  @Test(arguments: cases)
  func theBinaryAnswersAsTheRunInProcess(_ given: Case) throws {
    let binaryFolder = try Self.folder()
    let inProcessFolder = try Self.folder()
    let binary = try Tool.run(given.arguments, in: binaryFolder, environment: given.environment)
    let inProcess = try runInProcess(given.arguments, in: inProcessFolder, environment: given.environment)
    #expect(binary.status == given.status, "\(binary.stderr)")
    #expect(inProcess.status == binary.status)
    #expect(inProcess.stdoutBytes == binary.stdoutBytes)
    #expect(Self.steady(inProcess.stderr) == Self.steady(binary.stderr))
    #expect(try Self.files(inProcessFolder) == Self.files(binaryFolder))
  }
}
