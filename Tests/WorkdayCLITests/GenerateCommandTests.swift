import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

struct GenerateCommandTests {
  /// Unfolded content lines of a calendar.
  private static func lines(_ result: Tool.Result) -> [String] { ContentLine.unfold(result.stdout) }

  private static func starts(_ result: Tool.Result) -> [String] {
    lines(result).filter { $0.hasPrefix("DTSTART;") }.map { String($0.suffix(15).prefix(8)) }
  }

  /// The last day iCalendar can write holds every event that ends on it;
  /// only one that truly ends in year 10000 (all day, past midnight, or
  /// past midnight in UTC for a compact calendar's UNTIL) is refused.
  @Test func theLastDayOfYear9999HoldsAnEventThatEndsOnIt() throws {
    let day = ["generate", "--assume-regular-week", "--from", "9999-12-31", "--to", "9999-12-31", "-q"]
    for style in ["expanded", "compact"] {
      let result = try runInProcess(day + ["--time", "09:00", "--style", style])
      #expect(result.status == 0, "\(result.stderr)")
      Golden.expect(result.stdout, matches: "generate/last-day-of-9999-\(style).ics")
    }
    let late = try runInProcess(day + ["--time", "23:30", "--duration", "1h"])
    #expect(late.status == 2)
    #expect(
      late.stderr.hasPrefix(
        "workday-ics: 上班: an event on 9999-12-31 would end in year 10000 (at 23:30 for 60 minutes, it ends after 9999-12-31), which iCalendar cannot write; end the range on 9999-12-30\n"
      ))
    let west = try runInProcess(
      day + ["--time", "21:00", "--time-zone", "America/New_York", "--style", "compact"])
    #expect(west.status == 2)
    #expect(west.stderr.contains("(at 21:00 for 30 minutes, it ends after 9999-12-31 in UTC)"), "\(west.stderr)")
  }

  @Test func aYearBeforeOneThousandIsWrittenInFourDigits() throws {
    let result = try runInProcess(["list", "--from", "0001-01-01", "--to", "0001-01-02"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("workday-ics: no official holiday data for 0001 (covered: 2007-2026);"))
  }

  @Test func withNoOptionsItWritesEveryWorkingDayFromTodayWithAReminder() throws {
    let result = try runInProcess(["generate"])  // today is Tool.pinnedToday, 2026-11-23
    #expect(result.status == 0)
    let lines = Self.lines(result)
    let expected = try runInProcess(["list", "--from", "2026-11-23", "--to", "2026-12-31", "--only", "workdays"]).stdout
      .split(separator: "\n").map { $0.prefix(10).replacingOccurrences(of: "-", with: "") }
    #expect(Self.starts(result) == expected)
    #expect(expected.first == "20261123" && expected.last == "20261231")
    #expect(lines.filter { $0 == "SUMMARY:上班" || $0 == "SUMMARY:上班 (补班)" }.count == expected.count)
    #expect(lines.filter { $0 == "TRIGGER:-PT10M" }.count == expected.count)
    #expect(lines.allSatisfy { !$0.hasPrefix("DTSTART;") || $0.hasSuffix("T090000") })
    #expect(result.stderr.contains("where the official data ends"))
  }

  /// Runs `arguments` with the zone database reading an empty folder, as
  /// on a system without the tzdata package.
  private static func runWithoutZoneFiles(_ arguments: [String]) throws -> Tool.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try ZoneDatabase.$folder.withValue(folder.path) { try runInProcess(arguments) }
  }

  /// The default zone, Asia/Shanghai, and UTC are built in: without the
  /// system's zone files the calendar is the same, byte for byte.
  @Test(arguments: [["generate"], ["generate", "--year", "2026", "--time-zone", "UTC"]])
  func withoutTheSystemsZoneFilesTheBuiltInZonesWriteTheSameCalendar(arguments: [String]) throws {
    let without = try Self.runWithoutZoneFiles(arguments)
    let with = try runInProcess(arguments)
    #expect(with.status == 0 && without.status == 0)
    #expect(without.stdoutBytes == with.stdoutBytes)
    #expect(without.stderr == with.stderr)
  }

  /// Any other zone needs the system's files, and says so.
  @Test func withoutTheSystemsZoneFilesAnotherZoneIsUnknown() throws {
    let result = try Self.runWithoutZoneFiles(["generate", "--time-zone", "Europe/Paris"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "workday-ics: unknown time zone 'Europe/Paris': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)\n"
      ))
    #expect(try runInProcess(["generate", "--time-zone", "Europe/Paris"]).status == 0)
  }

  @Test func aYearHasExactlyItsWorkingDays() throws {
    let result = try runInProcess(["generate", "--year", "2026"])
    let expected = try runInProcess(["list", "--from", "2026-01-01", "--to", "2026-12-31", "--only", "workdays"]).stdout
      .split(separator: "\n").map { $0.prefix(10).replacingOccurrences(of: "-", with: "") }
    #expect(Self.starts(result) == expected)
    #expect(expected.count == 248)
    #expect(Self.starts(result).contains("20261010"), "the make-up Saturday after National Day")
    #expect(!Self.starts(result).contains("20261001"))
  }

  @Test func sourceDateEpochSetsTheTimestamp() throws {
    let result = try runInProcess(
      ["generate", "--from", "2026-10-09", "--to", "2026-10-09"], environment: ["SOURCE_DATE_EPOCH": "1767225600"])
    // The day rests on a notice: revision 1, its stamp a second later (a
    // tentative event's is the stamp itself, NoticeArrivalTests).
    #expect(Self.lines(result).filter { $0.hasPrefix("DTSTAMP:") } == ["DTSTAMP:20260101T000001Z"])
    let unset = try runInProcess(["generate", "--from", "2026-10-09", "--to", "2026-10-09"])
    #expect(Self.lines(unset).filter { $0.hasPrefix("DTSTAMP:") } == ["DTSTAMP:19700101T000001Z"])
  }

  @Test func newerDataUpdatesEventsInPlace() throws {
    let folder = try Tool.temporaryFolder()
    let notice = folder.appendingPathComponent("2026.json")
    try Data(
      #"{"year":2026,"papers":[],"days":[{"name":"国庆节","date":"2026-10-09","isOffDay":true},{"name":"国庆节","date":"2026-10-17","isOffDay":false}]}"#
        .utf8
    ).write(to: notice)
    let range = ["generate", "--from", "2026-10-01", "--to", "2026-10-31"]
    let before = Set(Self.lines(try runInProcess(range)).filter { $0.hasPrefix("UID:") })
    let after = Set(Self.lines(try runInProcess(range + ["--holidays", notice.path])).filter { $0.hasPrefix("UID:") })
    let id = try #require(before.first?.dropFirst(13))  // UID:20261008-…
    #expect(before.subtracting(after) == ["UID:20261009-\(id)"])
    #expect(after.subtracting(before) == ["UID:20261017-\(id)"])
  }

  private static func uids(_ arguments: [String]) throws -> Set<String> {
    Set(
      Self.lines(try runInProcess(["generate", "--from", "2026-10-01", "--to", "2026-10-31"] + arguments)).filter {
        $0.hasPrefix("UID:")
      })
  }

  @Test func differentCalendarsNeverShareUIDsWhileEditsKeepThem() throws {
    let fiveDays = try Self.uids([])
    #expect(fiveDays.count == 18)
    #expect(fiveDays.isDisjoint(with: try Self.uids(["--work-week", "MO-SA"])), "the five- and six-day 上班 calendars")
    #expect(fiveDays.isDisjoint(with: try Self.uids(["--calendar-name", "Team"])))
    #expect(fiveDays.isDisjoint(with: try Self.uids(["--title", "Clock in"])))
    let edited = [
      "--time", "08:30", "--duration", "1h", "--alarm", "1h", "--description", "badge", "--location", "Gate 2",
    ]
    #expect(try Self.uids(edited) == fiveDays, "a changed time, alarm or note updates events in place")
  }

  @Test func anUncoveredYearIsALoudErrorUnlessTheRegularWeekIsAssumed() throws {
    let refused = try runInProcess(["generate", "--year", "2027"])
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(refused.stderr.contains("no official holiday data for 2027"))
    let assumed = try runInProcess(["generate", "--year", "2027", "--assume-regular-week"])
    #expect(assumed.status == 0)
    #expect(assumed.stderr.contains("2027"))
    // 261 weekdays less the law's seven statutory weekdays (01-01, 02-05, 02-08, 04-05, 06-09, 09-15, 10-01).
    #expect(Self.starts(assumed).count == 254)
    #expect(!Self.starts(assumed).contains("20270101"))
  }

  // MARK: - Output files

  @Test func writesTheFileAndLeavesAnIdenticalOneUntouched() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("work.ics").path
    let arguments = ["generate", "--year", "2026", "-o", path]
    #expect(try runInProcess(arguments).status == 0)
    let first = try FileManager.default.attributesOfItem(atPath: path)
    let stdout = try runInProcess(Array(arguments.dropLast(2))).stdoutBytes
    #expect(FileManager.default.contents(atPath: path) == stdout)
    Thread.sleep(forTimeInterval: 0.05)
    #expect(try runInProcess(arguments).status == 0)
    let second = try FileManager.default.attributesOfItem(atPath: path)
    #expect(first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int, "same inode: not replaced")
    #expect(first[.modificationDate] as? Date == second[.modificationDate] as? Date)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["work.ics"], "no temporary files left")
  }

  @Test func aCalendarWithoutEventsIsStillValidAndSaysSo() throws {
    let result = try runInProcess(
      ["generate", "--only", "make-up-days", "--all-day"], environment: ["WORKDAY_ICS_TODAY": "2026-12-01"])
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "warning: the calendar has no events: none of its reminders' days falls from 2026-12-01 through 2026-12-31 (the file is still a valid calendar)"
      ))
    // No event; the time zone stays, as RFC 5545 wants at least one component in a calendar.
    Golden.expect(result.stdout, matches: "generate/no-events.ics")
  }

  @Test func aRuleThatLeavesOutMakeUpDaysSaysSo() throws {
    let rule = ["generate", "--year", "2026", "--rule", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]
    let result = try runInProcess(rule)
    #expect(result.status == 0)
    #expect(Self.starts(result).count == 242)
    #expect(
      result.stderr.contains(
        "warning: 上班: the rule leaves out 6 make-up workdays of the range (2026-01-04, 2026-02-14, 2026-02-28, ...), since a rule does not say which weekday they stand in for; add them with --add-make-up-days, or leave them out with --no-make-up-days to silence this"
      ),
      "\(result.stderr)")
    let added = try runInProcess(rule + ["--add-make-up-days"])
    #expect(Self.starts(added).count == 248)
    #expect(!added.stderr.contains("leaves out"))
    #expect(!(try runInProcess(rule + ["--no-make-up-days"])).stderr.contains("leaves out"))
  }

  @Test func makeUpWorkdaysSayItInTheTitleUnlessAskedNot() throws {
    let range = ["generate", "--from", "2026-10-01", "--to", "2026-10-12"]
    let marked = Self.lines(try runInProcess(range)).filter { $0.hasPrefix("SUMMARY:") }
    // 10-08, 10-09, Saturday 10-10, 10-12
    #expect(marked == ["SUMMARY:上班", "SUMMARY:上班", "SUMMARY:上班 (补班)", "SUMMARY:上班"])
    let plain = Self.lines(try runInProcess(range + ["--no-make-up-mark"])).filter { $0.hasPrefix("SUMMARY:") }
    #expect(plain == ["SUMMARY:上班", "SUMMARY:上班", "SUMMARY:上班", "SUMMARY:上班"])
    let only = Self.lines(try runInProcess(range + ["--only", "make-up-days", "--title", "明天补班"]))
    #expect(only.filter { $0.hasPrefix("SUMMARY:") } == ["SUMMARY:明天补班"])
  }

  @Test func busyEventsAreOpaque() throws {
    let range = ["generate", "--from", "2026-10-09", "--to", "2026-10-12"]
    #expect(Set(Self.lines(try runInProcess(range)).filter { $0.hasPrefix("TRANSP:") }) == ["TRANSP:TRANSPARENT"])
    #expect(
      Set(Self.lines(try runInProcess(range + ["--busy"])).filter { $0.hasPrefix("TRANSP:") }) == ["TRANSP:OPAQUE"])
  }

  /// A daily cron job must not flip a fortnightly meeting's week: rules
  /// whose days depend on where they count from need --rule-start.
  @Test(arguments: [
    (["--rule", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"], "--rule depends on the day it counts from (INTERVAL=2)"),
    (["--rule", "FREQ=WEEKLY"], "--rule depends on the day it counts from (FREQ=WEEKLY without BYDAY)"),
    (["--every-nth-workday", "3"], "--every-nth-workday depends on the day it counts from (every 3 working days)"),
  ])
  func daysThatDependOnTheirStartNeedRuleStart(arguments: [String], message: String) throws {
    let refused = try runInProcess(["generate"] + arguments)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix("workday-ics: \(message): give --rule-start DATE, its first day"), "\(refused.stderr)")
    let anchored = arguments + ["--rule-start", "2026-01-06"]
    let monday = try runInProcess(["generate"] + anchored, environment: ["WORKDAY_ICS_TODAY": "2026-11-23"])
    let weekLater = try runInProcess(["generate"] + anchored, environment: ["WORKDAY_ICS_TODAY": "2026-11-30"])
    #expect(monday.status == 0 && weekLater.status == 0)
    #expect(Array(Self.starts(monday).drop { $0 < "20261130" }) == Self.starts(weekLater))
  }

  @Test(arguments: [
    ["--alarm", "5x"], ["--duration", "0"], ["--url", "notaurl"], ["--year", "2027"], ["--title", "a\u{7}b"],
    ["--time", "25:00"], ["--rule", "FREQ=DAILY;BYHOUR=9"], ["--holidays", "/nonexistent/holidays"],
    ["--calendar-name", "a\u{1}"],
  ])
  func badInputLeavesTheExistingFileAsItWas(extra: [String]) throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("work.ics")
    let old = Data("BEGIN:VCALENDAR\r\nprevious calendar\r\n".utf8)
    try old.write(to: file)
    let result = try runInProcess(["generate", "--year", "2026", "-o", file.path] + extra)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("workday-ics: "))
    #expect(try Data(contentsOf: file) == old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["work.ics"])
  }

  @Test func anUnwritableDestinationIsExitFourAndNamesThePath() throws {
    let folder = try Tool.temporaryFolder()
    let missing = folder.appendingPathComponent("no-such-folder/work.ics").path
    let result = try runInProcess(["generate", "--year", "2026", "-o", missing])
    #expect(result.status == 4)
    #expect(result.stderr.hasSuffix("workday-ics: cannot write '\(missing)': No such file or directory\n"))
    let directory = try runInProcess(["generate", "--year", "2026", "-o", folder.path])
    #expect(directory.status == 4)
    #expect(directory.stderr.contains("cannot write '\(folder.path)'"))
  }

  @Test func dashMeansStandardOutput() throws {
    let result = try runInProcess(["generate", "--from", "2026-10-09", "--to", "2026-10-09", "-o", "-"])
    #expect(result.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
  }

  // MARK: - Options

  @Test func calendarPropertiesAreWritten() throws {
    // Each property in the form clients read (NAME and X-WR-CALNAME, COLOR's CSS name beside Apple's hex, ...).
    let result = try runInProcess([
      "generate", "--from", "2026-10-09", "--to", "2026-10-09", "--calendar-name", "Work, mine", "--color", "#ff8800",
      "--refresh", "12h", "--url", "https://example.com/?a=1;b=2", "--location", "Office",
    ])
    Golden.expect(result.stdout, matches: "generate/calendar-properties.ics")
  }

  @Test func allDayEventsHaveDateValuesAndAnEveningBeforeAlarmByDefault() throws {
    // Dates without a time zone (and no VTIMEZONE), the alarm at 21:00 the evening before.
    let result = try runInProcess(["generate", "--from", "2026-10-09", "--to", "2026-10-10", "--all-day"])
    Golden.expect(result.stdout, matches: "generate/all-day.ics")
  }

  /// The advice for an all-day event's alarm is followed without a new
  /// warning: '08:00' on the day is the usual alarm (a warning about the
  /// advice itself would leave the user no quiet way to follow it).
  @Test func anAllDayEventsMorningAlarmIsNotWarnedAbout() throws {
    let range = ["generate", "--from", "2026-10-09", "--to", "2026-10-10", "--all-day"]
    let advised = try runInProcess(range + ["--alarm", "10m"])
    #expect(advised.stderr.contains("for a time of day say '-1d 21:00' or '08:00'"))
    let followed = try runInProcess(range + ["--alarm", "08:00"])
    #expect(followed.status == 0)
    #expect(!followed.stderr.contains("08:00"), "\(followed.stderr)")
    Golden.expect(followed.stdout, matches: "generate/all-day-alarm-at-eight.ics")
  }

  /// Days the range's edges take away are named, not dropped without a
  /// word (else a missing day reads as a fault), from the command line and
  /// from a configuration.
  @Test func daysTheRangeTakesAwayAreNamed() throws {
    let beforeNewYear = try runInProcess(["generate", "--before-days-off", "--year", "2026"])
    #expect(beforeNewYear.status == 0)
    #expect(
      beforeNewYear.stderr.contains(
        "上班: 2026-12-31 comes before 元旦 (2027-01-01, a statutory holiday by law), but no notice covers 2027 yet"))
    let moved = try runInProcess([
      "generate", "--rule", "FREQ=MONTHLY;BYMONTHDAY=1", "--rule-start", "2026-01-01", "--on-day-off", "next-workday",
      "--from", "2026-01-01", "--to", "2026-10-05", "--no-make-up-days",
    ])
    #expect(
      moved.stderr.contains(
        "上班: 1 day off of the rule moves out of the range (2026-01-01 to 2026-10-05) and has no event: 2026-10-01 would move to 2026-10-08, after it"
      ), "\(moved.stderr)")
    let folder = try Tool.temporaryFolder()
    let configuration = folder.appendingPathComponent("c.json")
    try Data(
      #"{"from": "2026-01-01", "to": "2026-12-31", "calendars": [{"reminders": [{"title": "前一天", "beforeDaysOff": true}]}]}"#
        .utf8
    ).write(to: configuration)
    let configured = try runInProcess(["generate", "--config", configuration.path, "-o", "-"])
    #expect(configured.stderr.contains("前一天: 2026-12-31 comes before 元旦"), "\(configured.stderr)")
  }

  @Test func noAlarmMeansNoAlarm() throws {
    let result = try runInProcess(["generate", "--from", "2026-10-09", "--to", "2026-10-12", "--no-alarm"])
    Golden.expect(result.stdout, matches: "generate/no-alarm.ics")
  }

  @Test func everyAlarmIsADisplayAlarmWithADescription() throws {
    let result = try runInProcess([
      "generate", "--from", "2026-10-09", "--to", "2026-10-12", "--alarm", "10m", "--alarm", "-1d 21:00", "--alarm",
      "0",
    ])
    Golden.expect(result.stdout, matches: "generate/three-alarms.ics")
  }
}
