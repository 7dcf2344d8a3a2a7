import Foundation
import Testing

/// What every command shares: options before the command, `-` for standard
/// input, size limits, `--quiet`, and colour.
struct SharedOptionsTests {
  @Test func sharedOptionsMayComeBeforeTheCommand() throws {
    let before = try runInProcess(["--work-week", "MO-SA", "-q", "check", "2026-10-10"])
    let after = try runInProcess(["check", "2026-10-10", "--work-week", "MO-SA", "-q"])
    #expect(
      before.status == 0 && before.stdout == after.stdout && before.stdout.hasPrefix("2026-10-10 Saturday: working day")
    )
    let other = try runInProcess(["--year", "2026", "generate"])
    #expect(other.status == 2)
    #expect(
      other.stderr.hasPrefix(
        "workday-ics: unrecognized option '--year' before a command (only options every command takes may come first: --holidays, --overlay, --work-week, --week-anchor, --assume-regular-week, --provisional, --no-builtin-data, --time-zone, --quiet, --lang, --group, --half-day)\n"
      ))
    #expect(try runInProcess(["-V"]).stdout == runInProcess(["--version"]).stdout)
    // An option before the command that lacks its value says so (it said
    // "missing command after the options").
    let bare = try runInProcess(["--holidays"])
    #expect(bare.status == 2)
    #expect(bare.stderr.hasPrefix("workday-ics: option '--holidays' requires an argument\n"))
  }

  @Test func standardInputServesHolidaysOverlaysAndConfigurations() throws {
    let leave = #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}]}"#
    let overlay = try runInProcess(["check", "--overlay", "-", "2026-10-09"], stdin: Data(leave.utf8))
    #expect(overlay.stdout == "2026-10-09 Friday: day off (holiday, 年假)\n")
    let newer = try runInProcess(["check", "--holidays", "-", "2026-10-09"], stdin: Data(leave.utf8))
    // Data a person gives answers as official data does, without the law's
    // labels: no 调休 and no pay from a file anyone could write.
    #expect(newer.stdout == "2026-10-09 Friday: day off (holiday, 年假)\n", "given data")
    let twice = try runInProcess(
      ["check", "--holidays", "-", "--overlay", "-", "2026-10-09"], stdin: Data(leave.utf8))
    #expect(twice.status == 2)
    #expect(
      twice.stderr == "workday-ics: standard input (-) can be read only once, and another input already took it\n")
    let configuration = #"{"year": 2026, "calendars": [{"reminders": [{"title": "a", "only": "make-up-days"}]}]}"#
    let configured = try runInProcess(["generate", "--config", "-"], stdin: Data(configuration.utf8))
    #expect(configured.status == 0, "\(configured.stderr)")
    #expect(configured.stdout.components(separatedBy: "BEGIN:VEVENT").count == 7)
  }

  @Test func inputsLargerThanTheirLimitAreRefused() throws {
    let folder = try Tool.temporaryFolder()
    let big = folder.appendingPathComponent("2026.json")
    try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: big)
    let result = try runInProcess(["check", "--holidays", big.path, "2026-10-01"])
    #expect(result.status == 2)
    #expect(result.stderr == "workday-ics: \(big.path): larger than 1 MiB, the most this input may be\n")
    // A calendar for diff may be of any size, read in pieces; a line of
    // it may not: 40 MB without a line break is one line too long.
    let calendar = try runInProcess(["diff", "-", "/dev/null"], stdin: Data(count: 40_000_000))
    #expect(calendar.status == 2)
    #expect(
      calendar.stderr
        == "workday-ics: standard input: a line longer than 32 MiB, the most a calendar's line may be\n")
  }

  @Test func quietKeepsErrorsAndDropsWarnings() throws {
    let warned = try runInProcess(["generate", "--year", "2026"])
    #expect(warned.stderr.contains("warning:"))
    let quiet = try runInProcess(["generate", "--year", "2026", "--quiet"])
    #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout == warned.stdout)
    let failing = try runInProcess(["generate", "--year", "2027", "-q"])
    #expect(failing.status == 2 && failing.stderr.hasPrefix("workday-ics: no official holiday data for 2027"))
  }

  @Test func warningsThatLeadUpToAnErrorAreDropped() throws {
    // The provisional December and the alarm would be warned about, but
    // the error is what counts, alone on its line
    let result = try runInProcess([
      "generate", "--year", "2026", "--all-day", "--alarm", "10m", "-o", "/nonexistent/work.ics",
    ])
    #expect(result.status == 4)
    #expect(result.stderr == "workday-ics: cannot write '/nonexistent/work.ics': No such file or directory\n")
  }

  @Test(.needs("script")) func calUsesNoColourOnADumbTerminal() throws {
    // `script` gives the command a terminal; TERM=dumb turns colour off
    let colour = try Tool.runShell("TERM=xterm script -qc 'workday-ics cal 2026-10' /dev/null")
    let dumb = try Tool.runShell("TERM=dumb script -qc 'workday-ics cal 2026-10' /dev/null")
    #expect(colour.stdout.contains("\u{1B}["))
    #expect(!dumb.stdout.contains("\u{1B}[") && dumb.stdout.contains("*"))
  }
}
