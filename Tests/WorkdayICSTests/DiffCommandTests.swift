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
    #expect(result.stdout == "- 2026-10-09T08:50:00 上班\n+ 2026-10-17T08:50:00 上班 (补班)\n")
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
    (["diff", "only-one.ics"], "workday-ics: diff: expected two files, OLD.ics and NEW.ics\nTry 'workday-ics diff --help' for more information.\n"),
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

  /// A calendar's text reaches the terminal escaped: no escape sequence,
  /// bell, C1 control or line of its own.
  @Test func textFromACalendarIsEscapedOnTheTerminal() throws {
    let folder = try Tool.temporaryFolder()
    let empty = folder.appendingPathComponent("empty.ics")
    try Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n".utf8).write(to: empty)
    let evil = folder.appendingPathComponent("evil.ics")
    try Data(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20261010\r\nSUMMARY:evil\u{1B}]0;title\u{07}\u{9B}31m\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8
    ).write(to: evil)
    let result = try Tool.run(["diff", empty.path, evil.path])
    #expect(result.stdout == "+ 2026-10-10 evil\\x1B]0;title\\x07\\u{9B}31m\n")
    let broken = folder.appendingPathComponent("broken.ics")
    try Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:2026\u{1B}[2J\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
      .write(to: broken)
    let error = try Tool.run(["diff", empty.path, broken.path])
    #expect(error.status == 2)
    #expect(error.stderr == "workday-ics: \(broken.path):4: DTSTART: expected a date such as 20261010, got 2026\\x1B[2J\n")
  }
}
