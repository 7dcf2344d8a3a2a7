import Foundation
import Testing

@testable import WorkdayCLI

/// Long work shows its progress on one line of standard error updated in
/// place, only on a terminal (`script` gives the binary one): never when
/// standard error is not a terminal, never under `-q`, never on standard
/// output. (`sync`'s line is tested against Radicale:
/// Tests/Interop/test_sync_progress.py.)
@Suite(.needs("curl", "python3", "script")) struct ProgressLineTests {
  /// `update` of two years on a terminal: each year's line while it waits
  /// for the server, cleared before the year's report; standard output
  /// (a file here) has none of it.
  @Test func updateShowsEachYearOnATerminalsStandardErrorOnly() throws {
    let (server, data) = try UpdateCommandTests.setUp()
    try server.serve("2027.json", UpdateCommandTests.published2027)
    let folder = try Tool.temporaryFolder()
    let command = "workday-ics update --data \(data.path) --source \(server.base) --year 2026 --year 2027"
    let terminal = try Tool.runShell("script -qc '\(command) >out.txt' /dev/null", in: folder)
    let host = try #require(URL(string: server.base)?.host)
    for (year, index) in [("2026", 1), ("2027", 2)] {
      let line = "\rworkday-ics: update: \(year) (year \(index) of 2): downloading, waiting for \(host)\u{1B}[K"
      #expect(terminal.stdout.contains(line), "\(terminal.stdout.debugDescription)")
    }
    #expect(terminal.stdout.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end")
    let output = try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8)
    #expect(output.hasPrefix("2026: unchanged (as built in)\n2027: new, 3 days"))
    #expect(!output.contains("\r") && !output.contains("waiting for"))
  }

  /// Under `-q`, or with standard error not a terminal (a log file, cron's
  /// mail), there is no progress line.
  @Test func noProgressUnderQuietOrWithoutATerminal() throws {
    let (server, data) = try UpdateCommandTests.setUp()
    let folder = try Tool.temporaryFolder()
    let command = "workday-ics update --data \(data.path) --source \(server.base) --year 2026"
    let quiet = try Tool.runShell("script -qc '\(command) -q' /dev/null", in: folder)
    #expect(!quiet.stdout.contains("waiting for") && !quiet.stdout.contains("\u{1B}[K"))
    let logged = try Tool.runShell("script -qc '\(command) 2>err.txt' /dev/null", in: folder)
    #expect(logged.stdout.contains("2026: unchanged (as built in)"))
    #expect(!logged.stdout.contains("waiting for"))
    let errors = try String(contentsOf: folder.appendingPathComponent("err.txt"), encoding: .utf8)
    #expect(!errors.contains("waiting for") && !errors.contains("\r"))
  }
}
