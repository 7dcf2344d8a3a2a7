import Foundation
import Testing

@testable import WorkdayCLI

/// A run reads the environment, the clock, its working directory, its
/// standard streams and the umask from its context (``RunContext``), never
/// from the process: runs in one process at once, each with other values,
/// each answer from their own.
struct RunContextTests {
  /// "Today" is the run's: many runs at once, each pinned to another day,
  /// each answer for its own day.
  @Test func eachRunAtOnceHasItsOwnToday() async throws {
    let days = (1...28).map { String(format: "2026-10-%02d", $0) }
    let answers = try await withThrowingTaskGroup(of: (String, String).self) { group in
      for day in days {
        group.addTask { (day, try runInProcess(["next"], environment: ["WORKDAY_ICS_TODAY": day]).stdout) }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    for day in days {
      let expected = try runInProcess(["next", day]).stdout
      #expect(answers[day] == expected, "\(day)")
    }
  }

  /// Without `WORKDAY_ICS_TODAY`, today is the context's clock.
  @Test func withoutTheVariableTodayIsTheClocks() throws {
    // 2026-10-01T04:00:00Z: National Day in Shanghai.
    let result = try runInProcess(
      ["check"], environment: ["WORKDAY_ICS_TODAY": ""], now: { Date(timeIntervalSince1970: 1_790_827_200) })
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("2026-10-01"))
  }

  /// A relative path is read and written in the run's folder, and named
  /// as the user wrote it.
  @Test func relativePathsAreInTheRunsFolder() throws {
    let folder = try Tool.temporaryFolder()
    let written = try runInProcess(["generate", "--year", "2026", "-q", "-o", "work.ics"], in: folder)
    #expect(written.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("work.ics").path))
    let missing = try runInProcess(["diff", "work.ics", "none.ics"], in: folder)
    #expect(missing.stderr == "workday-ics: none.ics: no such file\n")
  }

  /// `-`, `/dev/stdin`, `/dev/stdout` and `/dev/fd/1` are the run's own
  /// streams.
  @Test func theStandardStreamsAreTheRuns() throws {
    let generated = try runInProcess(["generate", "--year", "2026", "-q", "-o", "/dev/stdout"])
    #expect(generated.stdout.hasPrefix("BEGIN:VCALENDAR"))
    let descriptor = try runInProcess(["generate", "--year", "2026", "-q", "-o", "/dev/fd/1"])
    #expect(descriptor.stdoutBytes == generated.stdoutBytes)
    let folder = try Tool.temporaryFolder()
    try generated.stdoutBytes.write(to: folder.appendingPathComponent("year.ics"))
    for input in ["-", "/dev/stdin"] {
      let same = try runInProcess(["diff", input, "year.ics"], in: folder, stdin: generated.stdoutBytes)
      #expect(same.status == 0, "\(input): \(same.stderr)")
      let empty = try runInProcess(["diff", input, "year.ics"], in: folder)
      #expect(empty.status == 2, "\(input): nothing on the run's standard input")
    }
  }

  /// A new file gets 0644 less the run's umask; the process's is not read
  /// or changed.
  @Test func aNewFilesModeIsLessTheRunsMask() throws {
    let folder = try Tool.temporaryFolder()
    let result = try runInProcess(
      ["generate", "--year", "2026", "-q", "-o", "private.ics"], in: folder, fileModeMask: 0o077)
    #expect(result.status == 0)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("private.ics").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  /// The locale and the data folder are the run's environment's.
  @Test func theLocaleAndTheDataFolderAreTheRuns() throws {
    let chinese = try runInProcess(["check", "2027-01-04"], environment: ["LANG": "zh_CN.UTF-8"])
    let english = try runInProcess(["check", "2027-01-04"], environment: ["LANG": "C"])
    #expect(chinese.status == 2 && english.status == 2)
    #expect(chinese.stderr != english.stderr)
    let relative = try runInProcess(["check", "2026-10-01"], environment: ["WORKDAY_ICS_DATA": "holidays"])
    #expect(relative.status == 2)
    #expect(relative.stderr.contains("WORKDAY_ICS_DATA='holidays' is a relative path"))
  }

  /// A path resolves against the context's folder; an absolute one, `-`
  /// and a stream of another number stay as they are.
  @Test func resolve() {
    let context = RunContext(directory: "/srv/run", standardInput: 5, standardOutput: 6, standardError: 7)
    #expect(context.resolve("a.ics") == "/srv/run/a.ics")
    #expect(context.resolve("/etc/a.ics") == "/etc/a.ics")
    #expect(context.resolve("/dev/stdout") == "/dev/fd/6")
    #expect(context.resolve("/dev/stdin") == "/dev/fd/5")
    #expect(context.resolve("/proc/self/fd/2") == "/dev/fd/7")
    #expect(context.resolve("/dev/fd/9") == "/dev/fd/9")
    #expect(RunContext().resolve("a.ics") == "a.ics")
    #expect(RunContext().resolve("/dev/stdout") == "/dev/stdout")
  }
}
