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
      #"{"year": 2026, "papers": ["https://www.gov.cn/zhengce/notice.htm"], "days": [{"name": "国庆节", "date": "2026-10-09", "isOffDay": true}, {"name": "国庆节", "date": "2026-10-17", "isOffDay": false}]}"#
        .utf8
    ).write(to: notice)
    let range = ["generate", "--from", "2026-10-01", "--to", "2026-10-31", "--time", "08:50"]
    let old = try Self.write(try runInProcess(range), "old.ics", in: folder)
    let new = try Self.write(try runInProcess(range + ["--holidays", notice.path]), "new.ics", in: folder)
    let result = try runInProcess(["diff", old, new])
    #expect(result.stdout == "- 2026-10-09T08:50:00+08:00 上班\n+ 2026-10-17T08:50:00+08:00 上班 (补班)\n")
    #expect(result.status == 1)
    let quiet = try runInProcess(["diff", "-q", old, new])
    #expect(quiet.stdout == "")
    #expect(quiet.status == 1)
  }

  @Test func bothStylesOfTheSameCalendarHaveNoDifferences() throws {
    let folder = try Tool.temporaryFolder()
    let range = ["generate", "--year", "2024-2026"]
    let expanded = try Self.write(try runInProcess(range), "expanded.ics", in: folder)
    let compact = try Self.write(try runInProcess(range + ["--style", "compact"]), "compact.ics", in: folder)
    let result = try runInProcess(["diff", expanded, compact])
    #expect(result.stdout == "")
    #expect(result.status == 0)
  }

  /// A compact calendar against an expanded one with other alarms: each
  /// occurrence is one change naming the alarms, never a `-` and a `+`
  /// line that read the same (their UIDs differ).
  @Test func onlyAlarmsThatDifferAcrossStylesAreOneChange() throws {
    let folder = try Tool.temporaryFolder()
    let range = ["generate", "--from", "2026-12-01", "--to", "2026-12-02"]
    let compact = try Self.write(
      try runInProcess(range + ["--style", "compact", "--alarm", "10m"]), "compact.ics", in: folder)
    let expanded = try Self.write(try runInProcess(range + ["--alarm", "15m"]), "expanded.ics", in: folder)
    let result = try runInProcess(["diff", compact, expanded])
    #expect(
      result.stdout
        == "~ 2026-12-01T09:00:00+08:00 上班: alarms 10m → 15m\n~ 2026-12-02T09:00:00+08:00 上班: alarms 10m → 15m\n")
    #expect(result.status == 1)
  }

  @Test(arguments: [
    (["diff", "/nonexistent.ics", "/nonexistent.ics"], "workday-ics: /nonexistent.ics: no such file\n"),
    (
      ["diff", "-", "-"],
      "workday-ics: diff: OLD.ics and NEW.ics cannot both be - (standard input can be read only once); save one of the calendars to a file first\nTry 'workday-ics diff --help' for more information.\n"
    ),
    (
      ["diff", "only-one.ics"],
      "workday-ics: diff: expected two files, OLD.ics and NEW.ics\nTry 'workday-ics diff --help' for more information.\n"
    ),
  ])
  func badInputIsExitTwo(arguments: [String], stderr: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == stderr)
  }

  @Test func aFileThatIsNotACalendarNamesTheLine() throws {
    let folder = try Tool.temporaryFolder()
    let notCalendar = folder.appendingPathComponent("notes.txt")
    try Data("hello\n".utf8).write(to: notCalendar)
    let result = try runInProcess(["diff", notCalendar.path, notCalendar.path])
    #expect(result.status == 2)
    #expect(result.stderr == "workday-ics: \(notCalendar.path):1: not an iCalendar file: expected BEGIN:VCALENDAR\n")
  }

  /// A calendar saved in another encoding is refused at the line of its
  /// first byte that is not UTF-8, as an app reading `Data` is.
  @Test func aFileThatIsNotUTF8NamesTheLineAndTheBytes() throws {
    let folder = try Tool.temporaryFolder()
    let empty = folder.appendingPathComponent("empty.ics")
    try Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n".utf8).write(to: empty)
    let gbk = folder.appendingPathComponent("gbk.ics")
    var bytes = Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261010T090000\r\nSUMMARY:".utf8)
    bytes.append(contentsOf: [0xC9, 0xCF, 0xB0, 0xE0])  // 上班 in GBK
    bytes.append(contentsOf: Data("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8))
    try bytes.write(to: gbk)
    let result = try runInProcess(["diff", empty.path, gbk.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(gbk.path):4: expected UTF-8 text, got the bytes C9 CF B0 E0 (an iCalendar file is UTF-8; was it saved in another encoding, such as GBK?)\n"
    )
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
    let result = try runInProcess(["diff", empty.path, evil.path])
    #expect(result.stdout == "+ 2026-10-10 evil\\x1B]0;title\\x07\\u{9B}31m\n")
    let broken = folder.appendingPathComponent("broken.ics")
    try Data(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:2026\u{1B}[2J\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8
    )
    .write(to: broken)
    let error = try runInProcess(["diff", empty.path, broken.path])
    #expect(error.status == 3)
    #expect(
      error.stderr
        == "workday-ics: warning: \(broken.path):4: DTSTART: expected a date such as 20261010, got 2026\\x1B[2J; skipped the VEVENT of line 3\n"
    )
  }

  /// A part of a calendar that cannot be read is skipped and named on
  /// standard error, file and line, and the rest is compared; the status
  /// says the comparison was partial. A file that is not a calendar is
  /// still refused.
  @Test func aPartThatCannotBeReadIsSkippedAndNamed() throws {
    let folder = try Tool.temporaryFolder()
    let empty = try Self.calendar([], "empty.ics", in: folder)
    let typo = try Self.calendar(
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART:20191003T130000Z", "RRULE:FREQ=WEEKLY;UNTL=20191023", "SUMMARY:kept",
        "END:VEVENT", "BEGIN:VEVENT", "UID:b", "SUMMARY:no start", "END:VEVENT",
      ], "typo.ics", in: folder)
    let result = try runInProcess(["diff", empty, typo])
    #expect(result.stdout == "+ 2019-10-03T13:00:00Z kept\n")
    #expect(
      result.stderr == """
        workday-ics: warning: \(typo):7: RRULE: unknown part 'UNTL=20191023': expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST; skipped the RRULE
        workday-ics: warning: \(typo):10: a VEVENT has no DTSTART; skipped the VEVENT of line 10

        """)
    #expect(result.status == 3)
    #expect(try runInProcess(["diff", "-q", empty, typo]).status == 3)
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("shopping list\n".utf8).write(to: notes)
    #expect(try runInProcess(["diff", empty, notes.path]).status == 2)
  }

  /// `diff` refused calendars over 32 MiB that `generate` writes: it reads
  /// them in pieces, bounded by what it compares, not by bytes. A folded
  /// title of 3 MiB spans pieces and is still one line.
  @Test func aCalendarOfAnySizeIsReadInPieces() throws {
    let folder = try Tool.temporaryFolder()
    let empty = try Self.calendar([], "empty.ics", in: folder)
    var bytes = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n".utf8)
    let padding = Array("X-PADDING:".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 100_000) + [13, 10]
    for _ in 0..<340 { bytes += padding }
    bytes += Array("BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261010T010000Z\r\nSUMMARY:".utf8)
    let fold = [UInt8](repeating: UInt8(ascii: "y"), count: 70) + [13, 10, 32]
    for _ in 0..<45_000 { bytes += fold }
    bytes += Array("y\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    #expect(bytes.count > 33 << 20)
    let big = folder.appendingPathComponent("big.ics").path
    try Data(bytes).write(to: URL(fileURLWithPath: big))
    let result = try runInProcess(["diff", empty, big])
    #expect(result.stderr == "")
    #expect(result.stdout == "+ 2026-10-10T01:00:00Z " + String(repeating: "y", count: 200) + "…\n")
    #expect(result.status == 1)
  }

  /// Notes, link, status and busy were not compared: `diff` said "no
  /// change" where `sync` counts an edit. They are what a phone shows and
  /// does, and `diff` compares them as `sync` does.
  @Test(arguments: [
    ("DESCRIPTION:bring the key", #"notes none → "bring the key""#),
    ("URL:https://example.com/a", #"url none → "https://example.com/a""#),
    ("STATUS:TENTATIVE", #"status none → "TENTATIVE""#),
    ("TRANSP:TRANSPARENT", "shown as busy → free"),
  ])
  func whatSyncComparesDiffCompares(property: String, change: String) throws {
    let folder = try Tool.temporaryFolder()
    let event = ["BEGIN:VEVENT", "UID:a", "DTSTART:20261010T010000Z", "SUMMARY:x"]
    let old = try Self.calendar(event + ["TRANSP:OPAQUE", "END:VEVENT"], "old.ics", in: folder)
    let new = try Self.calendar(event + [property, "END:VEVENT"], "new.ics", in: folder)
    let result = try runInProcess(["diff", old, new])
    #expect(result.stdout == "~ 2026-10-10T01:00:00Z x: \(change)\n")
    #expect(result.status == 1)
  }

  // MARK: Bounds: the reproductions of the issue

  /// A calendar of `lines`, CRLF-terminated, written to `name`.
  private static func calendar(_ lines: [String], _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:test"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
    try Data((text + "\r\n").utf8).write(to: url)
    return url.path
  }

  /// A 210 KB event with 10 000 `RRULE:FREQ=SECONDLY` lines made `diff`
  /// abort out of memory (2.6 GB): one rule is walked at a time, and the
  /// million-occurrence limit stops the first.
  @Test func tenThousandRulesStopAtTheLimit() throws {
    let folder = try Tool.temporaryFolder()
    let empty = try Self.calendar([], "empty.ics", in: folder)
    let hostile = try Self.calendar(
      ["BEGIN:VEVENT", "UID:a", "DTSTART:20260101T000000Z", "SUMMARY:x"]
        + Array(repeating: "RRULE:FREQ=SECONDLY", count: 10_000) + ["END:VEVENT"], "rules.ics", in: folder)
    let result = try runInProcess(["diff", empty, hostile])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(hostile):8: more than 1000000 occurrences in the file (the most one file may give)\n")
    #expect(result.stdout == "")
  }

  /// 60 copies of a `FREQ=SECONDLY;COUNT=999999` event took 65 s, a second
  /// per copy: the limit holds for the whole file, repeats included.
  @Test func copiesOfAnEventCountAgainstOneLimit() throws {
    let folder = try Tool.temporaryFolder()
    let event = [
      "BEGIN:VEVENT", "UID:a", "DTSTART:20260101T000000Z", "SUMMARY:x", "RRULE:FREQ=SECONDLY;COUNT=999999",
      "END:VEVENT",
    ]
    let hostile = try Self.calendar(Array((0..<60).map { _ in event }.joined()), "copies.ics", in: folder)
    let result = try runInProcess(["diff", hostile, hostile])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(hostile):14: more than 1000000 occurrences in the file (the most one file may give)\n")
  }

  /// A 10 MB title on a `COUNT=1000` daily event built 10 GB of output in
  /// memory: the title is held once, each line shows 200 characters of it,
  /// and lines are written as they come.
  @Test func aHugeTitleIsHeldOnceAndShownCut() throws {
    let folder = try Tool.temporaryFolder()
    let empty = try Self.calendar([], "empty.ics", in: folder)
    let hostile = try Self.calendar(
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20260101", "RRULE:FREQ=DAILY;COUNT=1000",
        "SUMMARY:" + String(repeating: "a", count: 10 << 20), "END:VEVENT",
      ], "title.ics", in: folder)
    let result = try runInProcess(["diff", empty, hostile])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 1000)
    #expect(lines.first == "+ 2026-01-01 " + String(repeating: "a", count: 200) + "…")
    #expect(lines.last == "+ 2028-09-26 " + String(repeating: "a", count: 200) + "…")
    #expect(result.stdoutBytes.count == 1000 * (13 + 200 + 3 + 1))
  }

  // MARK: Meaning: the reproductions of the issue

  /// 09:00 in Asia/Shanghai and 09:00 in Europe/Berlin compared equal; the
  /// same instant in UTC and in Asia/Shanghai compared different.
  @Test func startsAreComparedAsInstants() throws {
    let folder = try Tool.temporaryFolder()
    let days = ["generate", "--from", "2026-10-08", "--to", "2026-10-09"]
    let shanghai = try Self.write(try runInProcess(days + ["--time", "09:00"]), "shanghai.ics", in: folder)
    let berlin = try Self.write(
      try runInProcess(days + ["--time", "09:00", "--time-zone", "Europe/Berlin"]), "berlin.ics", in: folder)
    let utc = try Self.write(try runInProcess(days + ["--time", "01:00", "--time-zone", "UTC"]), "utc.ics", in: folder)
    let different = try runInProcess(["diff", shanghai, berlin])
    #expect(
      different.stdout
        == "- 2026-10-08T09:00:00+08:00 上班\n+ 2026-10-08T09:00:00+02:00 上班\n- 2026-10-09T09:00:00+08:00 上班\n+ 2026-10-09T09:00:00+02:00 上班\n"
    )
    #expect(different.status == 1)
    let same = try runInProcess(["diff", shanghai, utc])
    #expect(same.stdout == "")
    #expect(same.status == 0)
  }

  /// A UTC EXDATE on a zoned DTSTART was not applied.
  @Test func aUTCExclusionOfAZonedEventApplies() throws {
    let folder = try Tool.temporaryFolder()
    let series = try Self.calendar(
      [
        "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=Asia/Shanghai:20261008T090000", "RRULE:FREQ=DAILY;COUNT=3",
        "EXDATE:20261009T010000Z", "SUMMARY:上班", "END:VEVENT",
      ], "series.ics", in: folder)
    let days = try Self.calendar(
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Asia/Shanghai:20261008T090000", "SUMMARY:上班", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Asia/Shanghai:20261010T090000", "SUMMARY:上班", "END:VEVENT",
      ],
      "days.ics", in: folder)
    let result = try runInProcess(["diff", series, days])
    #expect(result.stdout == "")
    #expect(result.status == 0)
  }

  /// RECURRENCE-ID overrides were not applied.
  @Test func overridesApply() throws {
    let folder = try Tool.temporaryFolder()
    let series = [
      "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=Asia/Shanghai:20261008T090000", "RRULE:FREQ=DAILY;COUNT=3",
      "SUMMARY:例会", "END:VEVENT",
    ]
    let plain = try Self.calendar(series, "plain.ics", in: folder)
    let overridden = try Self.calendar(
      series + [
        "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;TZID=Asia/Shanghai:20261009T090000",
        "DTSTART;TZID=Asia/Shanghai:20261009T140000", "SUMMARY:例会", "END:VEVENT",
        "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;TZID=Asia/Shanghai:20261010T090000",
        "DTSTART;TZID=Asia/Shanghai:20261010T090000", "STATUS:CANCELLED", "END:VEVENT",
      ], "overridden.ics", in: folder)
    let result = try runInProcess(["diff", plain, overridden])
    #expect(
      result.stdout
        == "- 2026-10-09T09:00:00+08:00 例会\n+ 2026-10-09T14:00:00+08:00 例会\n- 2026-10-10T09:00:00+08:00 例会\n")
    #expect(result.status == 1)
  }

  /// A changed alarm, duration, title or location was not reported.
  @Test func changedDetailsAreReported() throws {
    let folder = try Tool.temporaryFolder()
    let days = ["generate", "--from", "2026-10-08", "--to", "2026-10-09"]
    let old = try Self.write(try runInProcess(days), "old.ics", in: folder)
    let new = try Self.write(
      try runInProcess(days + ["--alarm", "15m", "--duration", "1h", "--location", "A 座"]), "new.ics", in: folder)
    let result = try runInProcess(["diff", old, new])
    #expect(
      result.stdout == """
        ~ 2026-10-08T09:00:00+08:00 上班: location none → "A 座"; duration 30m → 1h; alarms 10m → 15m
        ~ 2026-10-09T09:00:00+08:00 上班: location none → "A 座"; duration 30m → 1h; alarms 10m → 15m

        """)
    #expect(result.status == 1)
    let retitled = try Self.calendar(
      ["BEGIN:VEVENT", "UID:20261008-x", "DTSTART;VALUE=DATE:20261008", "SUMMARY:补班", "END:VEVENT"], "a.ics", in: folder
    )
    let renamed = try Self.calendar(
      ["BEGIN:VEVENT", "UID:20261008-x", "DTSTART;VALUE=DATE:20261008", "SUMMARY:调休上班", "END:VEVENT"], "b.ics",
      in: folder)
    #expect(try runInProcess(["diff", retitled, renamed]).stdout == "~ 2026-10-08 补班: title \"补班\" → \"调休上班\"\n")
  }

  /// `generate … | diff - -` is refused before anything is read.
  @Test func standardInputForBothFilesIsRefused() throws {
    let generated = try runInProcess(["generate", "--year", "2026"])
    let result = try runInProcess(["diff", "-", "-"], stdin: generated.stdoutBytes)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: diff: OLD.ics and NEW.ics cannot both be - (standard input can be read only once); save one of the calendars to a file first\nTry 'workday-ics diff --help' for more information.\n"
    )
  }
}
