import Foundation
import Testing

@testable import WorkdayCLI

/// Everything a run keeps is its own (``Run``): the warnings waiting for
/// the answer, whether the answer arrived, its console and what it read.
/// Two runs one after the other in one process, as a test or an app
/// embedding the tool makes them, share none of it.
struct RunIsolationTests {
  /// What one run in this process printed and how it ended.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `words` in `run` (by default a new one on files of its own, so
  /// that its output can be read back), as the executable would.
  static func run(_ words: [String], in run: Run? = nil) throws -> Result {
    let folder = try Tool.temporaryFolder()
    let output = folder.appendingPathComponent("stdout").path
    let errors = folder.appendingPathComponent("stderr").path
    let outputFile = open(output, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
    let errorFile = open(errors, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
    defer {
      close(outputFile)
      close(errorFile)
    }
    let status = WorkdayICS.main(
      words,
      in: run
        ?? Run(
          context: RunContext(
            environment: ["WORKDAY_ICS_DATA": Tool.emptyDataFolder], standardOutput: outputFile,
            standardError: errorFile)))
    return Result(
      status: status, stdout: try String(contentsOfFile: output, encoding: .utf8),
      stderr: try String(contentsOfFile: errors, encoding: .utf8))
  }

  /// A year without data answered from the regular week: a warning.
  static let warned = ["check", "\(Option.assumeRegularWeek)", "2100-01-04"]
  static let assumedWarning =
    "workday-ics: warning: no official holiday data for 2100; answering from the regular week (MO-FR) and the law's statutory days, without 调休\n"

  /// A quiet run keeps its warnings unwritten: the next run, not quiet,
  /// writes its own warning once, not the quiet run's as well.
  @Test func aQuietRunsWarningsAreNotWrittenByTheNextRun() throws {
    let quiet = try Self.run(Self.warned + ["-q"])
    #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet)")
    let next = try Self.run(Self.warned)
    #expect(next.status == 0)
    #expect(next.stderr == Self.assumedWarning)
    let plain = try Self.run(["check", "2026-10-08"])
    #expect(plain.stderr.isEmpty, "\(plain)")
  }

  /// A run whose warnings led up to an error drops them: the next run does
  /// not write them.
  @Test func aFailedRunsWarningsAreDroppedWithIt() throws {
    let missing = try Tool.temporaryFolder().appendingPathComponent("missing/year.ics").path
    let failed = try Self.run(["generate", "\(Option.assumeRegularWeek)", "--year", "2100", "-o", missing])
    #expect(failed.status == 4 && !failed.stderr.contains("warning"), "\(failed)")
    let next = try Self.run(["check", "2026-10-08"])
    #expect(next.status == 0 && next.stderr.isEmpty, "\(next)")
  }

  /// An answer lost (standard output refuses writes) makes that run fail,
  /// not the next one.
  @Test func aLostAnswerIsTheLosingRunsOwn() throws {
    let folder = try Tool.temporaryFolder()
    let readOnly = open("/dev/null", O_RDONLY | O_CLOEXEC)
    let errors = folder.appendingPathComponent("stderr").path
    let errorFile = open(errors, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
    defer {
      close(readOnly)
      close(errorFile)
    }
    let status = WorkdayICS.main(
      ["check", "2026-10-08"],
      in: Run(
        context: RunContext(
          environment: ["WORKDAY_ICS_DATA": Tool.emptyDataFolder], standardOutput: readOnly, standardError: errorFile)))
    #expect(status == WorkdayICS.outputFailedStatus)
    #expect(
      try String(contentsOfFile: errors, encoding: .utf8).hasPrefix("workday-ics: cannot write to standard output"))
    let next = try Self.run(["check", "2026-10-08"])
    #expect(next.status == 0 && next.stderr.isEmpty, "\(next)")
    #expect(next.stdout.hasPrefix("2026-10-08"), "\(next)")
  }

  /// A file one run read as an input may be the next run's output; within
  /// one run it may not (the run remembers its inputs, ``FileSession``).
  @Test func anInputOfOneRunIsNotTheNextRunsInput() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("leave.json").path
    let leave = #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#
    try Data(leave.utf8).write(to: URL(fileURLWithPath: path))
    let first = try Self.run(["check", "\(Option.holidays)", path, "2026-10-09"])
    #expect(first.status == 1, "\(first)")
    let next = try Self.run(["holidays", "-q", "-o", path])
    #expect(next.status == 0 && next.stderr.isEmpty, "\(next)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))

    try Data(leave.utf8).write(to: URL(fileURLWithPath: path))
    let same = Run(
      context: RunContext(
        environment: ["WORKDAY_ICS_DATA": Tool.emptyDataFolder], standardOutput: open("/dev/null", O_WRONLY | O_CLOEXEC)
      ))
    defer { close(same.terminal.output) }
    _ = WorkdayICS.main(["check", "\(Option.holidays)", path, "2026-10-09"], in: same)
    #expect(throws: InputError.self) { try OutputFile.refuseInput(path, session: same.files) }
  }
}
