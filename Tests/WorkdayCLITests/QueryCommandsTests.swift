import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

/// The query commands, run as the built binary runs them (in-process).
struct QueryCommandsTests {
  typealias Case = CommandCase

  static let provisional =
    "workday-ics: warning: December 2026 may still change: the 2027 notice is not published yet and may move its last days\n"
  static let noData2027 =
    "workday-ics: no official holiday data for 2027 yet (covered: 2007-2026); the data folder '\(Tool.emptyDataFolder)' has none: fetch newer data into it with 'workday-ics update' (run as this user, or with WORKDAY_ICS_DATA naming the folder it fills) or add it with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
  static let tryHelp = "Try 'workday-ics --help' for more information.\n"

  /// The pointer to a command's own help after a usage error.
  static func tryHelp(_ command: String) -> String { "Try 'workday-ics \(command) --help' for more information.\n" }

  @Test(arguments: [
    Case(
      arguments: ["check", "2026-09-20"], status: 0, stdout: "2026-09-20 Sunday: working day (make-up workday, 国庆节)\n"),
    Case(
      arguments: ["check", "2026-10-01"], status: 1,
      stdout: "2026-10-01 Thursday: day off (holiday, 国庆节); statutory holiday, pay ×3\n"),
    Case(arguments: ["check", "2026-09-19"], status: 1, stdout: "2026-09-19 Saturday: day off (rest day)\n"),
    Case(
      arguments: ["check", "2020-02-03"], status: 0, stdout: "2020-02-03 Monday: working day (official workday, 春节)\n"),
    Case(
      arguments: ["check", "2018-12-29"], status: 0, stdout: "2018-12-29 Saturday: working day (make-up workday, 元旦)\n"),
    Case(
      arguments: ["check", "--work-week=MO-SA", "2026-09-19"], status: 0, stdout: "2026-09-19 Saturday: working day\n"),
    Case(
      arguments: ["check", "--json", "2026-09-20"], status: 0,
      stdout:
        #"{"date":"2026-09-20","weekday":"Sunday","isWorkingDay":true,"kind":"make-up-workday","name":"国庆节","holiday":"国庆节","legal":"make-up-workday","statutory":false,"payMultiplier":1,"provisional":false,"withoutNotice":null,"englishName":"National Day","makeUpDay":null,"basis":"notice","source":"2026.json","papers":["https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm"]}"#
        + "\n"),
    Case(
      arguments: ["check", "2026-12-25"], status: 0, stdout: "2026-12-25 Friday: working day\n", stderr: provisional),
    Case(arguments: ["check", "2027-01-04"], status: 2, stdout: "", stderr: noData2027),
    Case(
      arguments: ["check", "--assume-regular-week", "2027-01-04"], status: 0,
      stdout: "2027-01-04 Monday: working day [assumed: regular week]\n",
      stderr:
        "workday-ics: warning: no official holiday data for 2027; answering from the regular week (MO-FR) and the law's statutory days, without 调休\n"
    ),
    Case(
      // 2101's 国庆 is no statutory day: the law's days end with 2100.
      arguments: ["check", "--assume-regular-week", "2101-10-03"], status: 0,
      stdout: "2101-10-03 Monday: working day [assumed: regular week]\n",
      stderr:
        "workday-ics: warning: no official holiday data for 2101; answering from the regular week (MO-FR) and the law's statutory days, without 调休; 2101 without statutory days (the law's are reckoned for 2000-2100 only)\n"
    ),
    Case(
      arguments: ["count", "--from", "1900-01-01", "--to", "2100-12-31", "--assume-regular-week"], status: 0,
      // The statutory days by law (2000-2006, 2027-2100) on weekdays are off.
      stdout: "51482 [assumed: regular week]\n",
      stderr:
        "workday-ics: warning: no official holiday data for 1900-2006, 2027-2100; answering from the regular week (MO-FR) and the law's statutory days, without 调休; 1900-1999 without statutory days (the law's are reckoned for 2000-2100 only)\n"
        + "workday-ics: warning: December 2026 may still change: the 2027 notice is not published yet and may move its last days\n"
    ),
    Case(
      arguments: ["check", "2006-06-01"], status: 2, stdout: "",
      stderr:
        "workday-ics: no official holiday data for 2006 (covered: 2007-2026); add it with --holidays PATH, or answer from the regular week with --assume-regular-week\n"
    ),
    Case(
      arguments: ["list", "--from", "2026-09-18", "--to", "2026-09-21"], status: 0,
      stdout:
        "2026-09-18 Friday workday\n2026-09-19 Saturday rest-day\n2026-09-20 Sunday make-up-workday 国庆节\n2026-09-21 Monday workday\n"
    ),
    Case(
      arguments: ["list", "--from=2026-01-01", "--to=2026-12-31", "--only", "make-up-days"], status: 0,
      stdout: """
        2026-01-04 Sunday make-up-workday 元旦
        2026-02-14 Saturday make-up-workday 春节
        2026-02-28 Saturday make-up-workday 春节
        2026-05-09 Saturday make-up-workday 劳动节
        2026-09-20 Sunday make-up-workday 国庆节
        2026-10-10 Saturday make-up-workday 国庆节

        """, stderr: provisional),
    Case(
      arguments: ["list", "--from", "2026-10-07", "--to", "2026-10-08", "--json"], status: 0,
      stdout:
        #"[{"date":"2026-10-07","weekday":"Wednesday","isWorkingDay":false,"kind":"holiday","name":"国庆节","holiday":"国庆节","legal":"swapped","statutory":false,"payMultiplier":2,"provisional":false,"withoutNotice":null,"englishName":"National Day","makeUpDay":"2026-10-10","basis":"notice","source":"2026.json","papers":["https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm"]},{"date":"2026-10-08","weekday":"Thursday","isWorkingDay":true,"kind":"workday","name":null,"holiday":null,"legal":"workday","statutory":false,"payMultiplier":1,"provisional":false,"withoutNotice":null,"englishName":null,"makeUpDay":null,"basis":"notice","source":"2026.json","papers":["https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm"]}]"#
        + "\n"),
    Case(arguments: ["next", "2026-09-30"], status: 0, stdout: "2026-10-08 Thursday workday\n"),
    Case(arguments: ["previous", "2026-10-08"], status: 0, stdout: "2026-09-30 Wednesday workday\n"),
    Case(arguments: ["add", "2026-09-30", "3"], status: 0, stdout: "2026-10-10 Saturday make-up-workday 国庆节\n"),
    Case(arguments: ["add", "2026-10-10", "-3"], status: 0, stdout: "2026-09-30 Wednesday workday\n"),
    Case(arguments: ["add", "--", "2026-10-10", "-3"], status: 0, stdout: "2026-09-30 Wednesday workday\n"),
    Case(
      arguments: ["add", "--json", "2026-09-30", "1"], status: 0,
      stdout:
        #"{"date":"2026-10-08","weekday":"Thursday","isWorkingDay":true,"kind":"workday","name":null,"holiday":null,"legal":"workday","statutory":false,"payMultiplier":1,"provisional":false,"withoutNotice":null,"englishName":null,"makeUpDay":null,"basis":"notice","source":"2026.json","papers":["https://www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm"]}"#
        + "\n"),
    Case(arguments: ["count", "--from", "2024-01-01", "--to", "2024-12-31"], status: 0, stdout: "251\n"),
    Case(
      arguments: ["count", "--from", "2024-01-01", "--to", "2024-12-31", "--json"], status: 0,
      stdout: #"{"from":"2024-01-01","to":"2024-12-31","workingDays":251,"provisional":false}"# + "\n"),
    Case(
      arguments: ["count", "--from", "2026-12-01", "--to", "2027-01-31"], status: 2, stdout: "", stderr: noData2027),
    Case(arguments: ["next", "2026-12-31"], status: 2, stdout: "", stderr: noData2027),
  ])
  func queries(_ row: Case) throws {
    try row.expectAnswer()
  }

  @Test(arguments: [
    (
      ["check", "2024-1-1"],
      "workday-ics: invalid date '2024-1-1' for check: expected YYYY-MM-DD (such as 2026-10-01), today, tomorrow or yesterday\n"
        + tryHelp("check")
    ),
    (
      ["check", "2024-02-30"],
      "workday-ics: invalid date '2024-02-30' for check: expected YYYY-MM-DD (such as 2026-10-01), today, tomorrow or yesterday\n"
        + tryHelp("check")
    ),
    (
      ["check", "+2024-01-01"],
      "workday-ics: invalid date '+2024-01-01' for check: expected YYYY-MM-DD (such as 2026-10-01), today, tomorrow or yesterday\n"
        + tryHelp("check")
    ),
    (["check", "--bogus"], "workday-ics: unrecognized option '--bogus'\n" + tryHelp("check")),
    (["frobnicate"], "workday-ics: unknown command 'frobnicate'\n" + tryHelp),
    ([], "workday-ics: missing command\n" + tryHelp),
    (
      ["check", "2026-01-01", "2026-01-02"], "workday-ics: check: unexpected argument '2026-01-02'\n" + tryHelp("check")
    ),
    (
      ["list", "--from", "2026-01-01"],
      "workday-ics: list: --from DATE and --to DATE are required (or --year YEAR)\n" + tryHelp("list")
    ),
    (
      ["list", "--from", "2026-02-01", "--to", "2026-01-01"],
      "workday-ics: --from 2026-02-01 is after --to 2026-01-01\n" + tryHelp("list")
    ),
    (
      ["list", "--from", "2026-01-01", "--to", "2026-01-02", "--only", "weekends"],
      "workday-ics: invalid --only 'weekends': expected one of all, workdays, off-days, holidays, make-up-days\n"
        + tryHelp("list")
    ),
    (
      ["check", "--work-week", "MON-FRI"],
      "workday-ics: invalid --work-week 'MON-FRI': expected weekday codes and ranges such as MO-FR, MO-SA or MO,WE,FR, or weeks that rotate joined by / such as MO-SA/MO-FR\n"
        + tryHelp("check")
    ),
    (
      ["check", "--time-zone", "Mars/Olympus"],
      "workday-ics: unknown time zone 'Mars/Olympus': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)\n"
        + tryHelp("check")
    ),
    (
      ["generate", "--time", "09:00", "--time", "18:00"],
      "workday-ics: option '--time' given twice ('09:00' and '18:00'); it takes one value\n" + tryHelp("generate")
    ),
    (
      ["generate", "--year", "9999", "--assume-regular-week", "--all-day"],
      "workday-ics: 上班: an event on 9999-12-31 would end in year 10000 (all day, it ends after 9999-12-31), which iCalendar cannot write; end the range on 9999-12-30\n"
        + tryHelp("generate")
    ),
    (
      ["check", "2026-10-01", "--time-zone", "CST"],
      "workday-ics: invalid time zone 'CST': an abbreviation, not an IANA zone name; for China Standard Time use Asia/Shanghai, for US Central Time America/Chicago\n"
        + tryHelp("check")
    ),
    (
      ["generate", "--year", "2026", "--time-zone", "PST"],
      "workday-ics: invalid time zone 'PST': an abbreviation, not an IANA zone name; did you mean America/Los_Angeles?\n"
        + tryHelp("generate")
    ),
    (
      ["count", "--from", "2026-01-01", "--to", "2026-01-31", "--time-zone", "Mars/Olympus"],
      "workday-ics: unknown time zone 'Mars/Olympus': expected an IANA name such as Asia/Shanghai (is the tzdata package installed?)\n"
        + tryHelp("count")
    ),
    (
      ["add", "2026-01-01", "x"],
      "workday-ics: invalid number of working days 'x': expected an integer such as 3 or -2\n" + tryHelp("add")
    ),
    (
      ["add", "2026-01-01", "99999999999999999999"],
      "workday-ics: invalid number of working days '99999999999999999999': expected an integer such as 3 or -2\n"
        + tryHelp("add")
    ),
    (
      ["cal", "2026-13"],
      "workday-ics: invalid month '2026-13' for cal: expected YYYY (such as 2026) or YYYY-MM (such as 2026-10)\n"
        + tryHelp("cal")
    ),
    (
      ["check", "--holidays", "/nonexistent/x.json", "2026-01-01"],
      "workday-ics: /nonexistent/x.json: no such file or folder\n"
    ),
  ])
  func badInputExitsTwoWithOneClearLine(arguments: [String], stderr: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.stderr == stderr)
    #expect(result.stdout == "")
    #expect(result.status == 2)
  }

  @Test func helpAndVersionGoToStandardOutput() throws {
    for arguments in [["--help"], ["help"], ["check", "--help"], ["help", "cal"], ["--version"]] {
      let result = try runInProcess(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(!result.stdout.isEmpty && result.stderr.isEmpty, "\(arguments)")
    }
    #expect(
      try runInProcess(["--version"]).stdout.hasPrefix(
        "workday-ics \(HolidayKitRelease.version), holiday data 2007-2026 (newest notice: https://")
    )
    #expect(try runInProcess(["generate", "--version"]).stdout == runInProcess(["--version"]).stdout)
    #expect(try runInProcess(["check", "--help"]).stdout.hasPrefix("Usage: workday-ics check [OPTION]... [DATE]\n"))
  }

  /// Without WORKDAY_ICS_TODAY, "today" is the system clock's day in the
  /// chosen zone: the clock is set for the binary alone (libfaketime, which
  /// make test installs), so the answer is the same on any date.
  @Test(.needs("faketime"), arguments: [("Asia/Shanghai", "2027-01-01"), ("America/New_York", "2026-12-31")])
  func withoutTheOverrideTodayIsTheSystemClocksDayInTheChosenZone(zone: String, day: String) throws {
    let result = try Tool.runShell(
      "env -u WORKDAY_ICS_TODAY faketime -f '@2026-12-31 20:00:00' workday-ics check --json --assume-regular-week -q --time-zone \(zone)",
      environment: ["TZ": "UTC"])
    #expect(result.status == 0 || result.status == 1, "faketime is needed (make test installs it): \(result.stderr)")
    #expect(result.stdout.hasPrefix(#"{"date":"\#(day)""#), "\(result.stdout)")
  }

  @Test func namesAreCanonicalForPeopleAndAsTheDataSpellsThemInJSON() throws {
    #expect(
      try runInProcess(["list", "--from", "2007-10-01", "--to", "2007-10-01"]).stdout
        == "2007-10-01 Monday holiday 国庆节 statutory\n")
    #expect(
      try runInProcess(["check", "2007-05-01"]).stdout
        == "2007-05-01 Tuesday: day off (holiday, 劳动节); statutory holiday, pay ×3\n")
    #expect(
      try runInProcess(["check", "--json", "2007-10-01"]).stdout
        == #"{"date":"2007-10-01","weekday":"Monday","isWorkingDay":false,"kind":"holiday","name":"“十一”","holiday":"国庆节","legal":"statutory","statutory":true,"payMultiplier":3,"provisional":false,"withoutNotice":null,"englishName":"National Day","makeUpDay":null,"basis":"notice","source":"2007.json","papers":["http://www.gov.cn/zhengce/zhengceku/2008-03/28/content_1761.htm"]}"#
        + "\n")
  }
}
