import Foundation
import Testing

@testable import WorkdayCLI

/// What a run read is the run's own (``FileSession``), passed down to its
/// reads and writes, not a process-wide list: two runs in one process do
/// not see each other's inputs.
struct FileSessionTests {
  @Test func anInputIsTheRunsOwn() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("leave.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    let run = FileSession()
    let other = FileSession()
    _ = try InputFile.read(path, limit: 1 << 10, session: run)
    #expect(run.inputs.count == 1 && other.inputs.isEmpty)
    #expect(throws: InputError.self) { try OutputFile.refuseInput(path, session: run) }
    try OutputFile.refuseInput(path, session: other)
  }

  @Test func standardInputIsTakenOncePerRun() throws {
    let run = FileSession()
    run.standardInputTaken = true
    do {
      _ = try InputFile.read("-", limit: 1 << 10, session: run)
      Issue.record("standard input read twice")
    } catch {
      #expect(error.message == "standard input (-) can be read only once, and another input already took it")
    }
  }

  @Test func aFolderFoundTrustworthyIsRememberedByItsRun() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("a.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    let run = FileSession()
    _ = try InputFile.read(path, limit: 1 << 10, session: run)
    #expect(run.trustedFolders == [folder.path])
    #expect(FileSession().trustedFolders.isEmpty)
  }
}
