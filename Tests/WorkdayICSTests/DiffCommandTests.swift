import Foundation
import Testing

/// `diff`: what a regenerated calendar changed, with diff(1)'s exit status.
struct DiffCommandTests {
  private static func write(_ result: Tool.Result, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try result.stdoutBytes.write(to: url)
    return url.path
  }

  @Test func aCorrectedNoticeShowsAsRemovedAndAddedOccurrences() throws {
    let folder = try Tool.temporaryFolder()
    let notice = folder.appendingPathComponent("2026.json")
    try Data(
      #"{"year": 2026, "papers": [], "days": [{"name": "国庆节", "date": "2026-10-09", "isOffDay": true}, {"name": "国庆节", "date": "2026-10-17", "isOffDay": false}]}"#
        .utf8
    ).write(to: notice)
    let range = ["generate", "--from", "2026-10-01", "--to", "2026-10-31", "--time", "08:50"]
    let old = try Self.write(try Tool.run(range), "old.ics", in: folder)
    let new = try Self.write(try Tool.run(range + ["--holidays", notice.path]), "new.ics", in: folder)
    let result = try Tool.run(["diff", old, new])
    #expect(result.stdout == "- 2026-10-09T08:50:00 上班\n+ 2026-10-17T08:50:00 上班\n")
    #expect(result.status == 1)
    let quiet = try Tool.run(["diff", "-q", old, new])
    #expect(quiet.stdout == "")
    #expect(quiet.status == 1)
  }

  @Test func bothStylesOfTheSameCalendarHaveNoDifferences() throws {
    let folder = try Tool.temporaryFolder()
    let range = ["generate", "--year", "2024-2026"]
    let expanded = try Self.write(try Tool.run(range), "expanded.ics", in: folder)
    let compact = try Self.write(try Tool.run(range + ["--style", "compact"]), "compact.ics", in: folder)
    let result = try Tool.run(["diff", expanded, compact])
    #expect(result.stdout == "")
    #expect(result.status == 0)
  }

  @Test(arguments: [
    (["diff", "/nonexistent.ics", "/nonexistent.ics"], "workday-ics: /nonexistent.ics: no such file\n"),
    (["diff", "only-one.ics"], "workday-ics: diff: expected two files, OLD.ics and NEW.ics\nTry 'workday-ics --help' for more information.\n"),
  ])
  func badInputIsExitTwo(arguments: [String], stderr: String) throws {
    let result = try Tool.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == stderr)
  }

  @Test func aFileThatIsNotACalendarNamesTheLine() throws {
    let folder = try Tool.temporaryFolder()
    let notCalendar = folder.appendingPathComponent("notes.txt")
    try Data("hello\n".utf8).write(to: notCalendar)
    let result = try Tool.run(["diff", notCalendar.path, notCalendar.path])
    #expect(result.status == 2)
    #expect(result.stderr == "workday-ics: \(notCalendar.path):1: not an iCalendar file: expected BEGIN:VCALENDAR\n")
  }
}
