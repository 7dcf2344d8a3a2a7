import Foundation
import Testing

/// Whole calendars of the options that shape one most, compared byte for
/// byte with files in `Golden/` (``Golden``), so any change to the output
/// shows up in review as a diff of real .ics text.
struct GoldenFileTests {

  @Test(arguments: [
    (
      "clock-in-autumn-2026.ics",
      [
        "generate", "--from", "2026-09-01", "--to", "2026-10-31", "--title", "Clock in", "--time", "08:50", "--alarm",
        "10m",
      ]
    ),
    (
      "compact-2026.ics",
      [
        "generate", "--year", "2026", "--style", "compact", "--calendar-name", "上班 2026", "--color", "teal",
        "--refresh", "1d", "--location", "公司, 3楼; 前台",
      ]
    ),
    (
      "make-up-days-2026.ics",
      [
        "generate", "--year", "2026", "--only", "make-up-days", "--all-day", "--title", "明天补班 Make-up workday",
        "--alarm", "-1d 21:00",
      ]
    ),
    (
      "new-york-march-2026.ics",
      [
        "generate", "--from", "2026-03-01", "--to", "2026-03-15", "--time-zone", "America/New_York", "--time", "09:00",
        "--duration", "1h30m", "--alarm", "-1d 21:00", "--alarm", "0", "--assume-regular-week",
      ]
    ),
    (
      "every-other-tuesday-2026.ics",
      [
        "generate", "--year", "2026", "--rule", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "--rule-start", "2026-01-06",
        "--on-day-off", "next-workday", "--title", "Team meeting", "--time", "10:00", "--style", "compact",
      ]
    ),
    (
      "long-chinese-title.ics",
      [
        "generate", "--from", "2026-10-09", "--to", "2026-10-12", "--title",
        String(repeating: "调休上班提醒：记得设闹钟，", count: 4), "--description", "第一行\n第二行; with, punctuation \\ and a backslash",
      ]
    ),
    ("holidays-2026.ics", ["holidays", "--year", "2026"]),
  ])
  func matchesTheGoldenFile(name: String, arguments: [String]) throws {
    let result = try runInProcess(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    Golden.expect(result.stdout, matches: name)
    // The same inputs again give the same bytes.
    #expect(try runInProcess(arguments).stdoutBytes == result.stdoutBytes)
  }
}
