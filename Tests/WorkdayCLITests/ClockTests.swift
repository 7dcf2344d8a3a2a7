import Foundation
import Testing

/// What a user sees on a given day: "today" comes from `WORKDAY_ICS_TODAY`.
struct ClockTests {
  private static func starts(_ result: Tool.Result) -> [String] {
    result.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("DTSTART;") }.map {
      String($0.suffix(15).prefix(8))
    }
  }

  @Test func onTheTwentyThirdOfNovemberTheCalendarRunsToTheEndOfTheYear() throws {
    let result = try runInProcess(["generate"], environment: ["WORKDAY_ICS_TODAY": "2026-11-23"])
    #expect(result.status == 0)
    #expect(Self.starts(result).first == "20261123")
    #expect(Self.starts(result).last == "20261231")
    #expect(Self.starts(result).count == 29)
    #expect(
      try runInProcess(["check"], environment: ["WORKDAY_ICS_TODAY": "2026-11-23"]).stdout
        == "2026-11-23 Monday: working day\n")
  }

  @Test func onNewYearsEveTheCalendarHoldsOneDayAndSaysSo() throws {
    let result = try runInProcess(["generate"], environment: ["WORKDAY_ICS_TODAY": "2026-12-31"])
    #expect(result.status == 0)
    #expect(Self.starts(result) == ["20261231"])
    #expect(result.stderr.contains("the calendar ends 2026-12-31, where the official data ends"))
    let tomorrow = try runInProcess(["check", "tomorrow"], environment: ["WORKDAY_ICS_TODAY": "2026-12-31"])
    #expect(tomorrow.status == 2)
    #expect(tomorrow.stderr.contains("no official holiday data for 2027 yet"))
  }

  @Test func inANewYearWithoutDataEveryDefaultIsALoudError() throws {
    for arguments in [["generate"], ["check"], ["next"], ["cal"]] {
      let result = try runInProcess(arguments, environment: ["WORKDAY_ICS_TODAY": "2027-01-04"])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
      #expect(result.stderr.contains("no official holiday data for 2027 yet"), "\(arguments): \(result.stderr)")
    }
  }

  @Test func aMomentInUTCIsTodayInTheChosenZone() throws {
    let moment = ["WORKDAY_ICS_TODAY": "2026-12-31T20:00:00Z"]
    let shanghai = try runInProcess(["check", "--json", "--assume-regular-week"], environment: moment)
    #expect(shanghai.stdout.hasPrefix(#"{"date":"2027-01-01""#), "\(shanghai.stdout)")
    let newYork = try runInProcess(["check", "--json", "--time-zone", "America/New_York"], environment: moment)
    #expect(newYork.stdout.hasPrefix(#"{"date":"2026-12-31""#), "\(newYork.stdout)")
  }

  /// A server in New York at 13:30 on September 30 asks about today:
  /// the answer is for October 1, today in Asia/Shanghai, and says so.
  @Test(arguments: [["check"], ["check", "today"], ["next"], ["previous", "tomorrow"], ["add", "today", "0"]])
  func todayTakenInShanghaiIsNamedWhenTheSystemsZoneIsOnAnotherDay(arguments: [String]) throws {
    let moment = ["WORKDAY_ICS_TODAY": "2026-09-30T17:30:00Z", "TZ": "America/New_York"]
    let result = try runInProcess(arguments, environment: moment)
    #expect(
      result.stderr
        == "workday-ics: warning: today is 2026-10-01 in Asia/Shanghai (the default --time-zone), and 2026-09-30 in America/New_York (TZ): the answer is for 2026-10-01; give --time-zone America/New_York for the day here\n"
    )
    if arguments == ["check"] { #expect(result.status == 1 && result.stdout.hasPrefix("2026-10-01 Thursday: day off")) }
    // Asked for a zone, a date, or on the same day: nothing to say.
    #expect(try runInProcess(arguments + ["--time-zone", "Asia/Shanghai"], environment: moment).stderr == "")
    #expect(try runInProcess(["check", "2026-10-01"], environment: moment).stderr == "")
    #expect(
      try runInProcess(arguments, environment: ["WORKDAY_ICS_TODAY": "2026-09-30T05:30:00Z", "TZ": "America/New_York"])
        .stderr == "")
  }

  @Test(arguments: ["2026-11-31", "tomorrow", "2026-12-31T20:00:00", "1767225600", "2026-12-31T20:00:00+08:00"])
  func aBadOverrideIsRefused(value: String) throws {
    let result = try runInProcess(["check"], environment: ["WORKDAY_ICS_TODAY": value])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "workday-ics: invalid WORKDAY_ICS_TODAY '\(value)': expected a day such as 2026-11-23 or a UTC time such as 2026-12-31T20:00:00Z\n"
    )
  }
}

/// The cron recipe of `queries.md` (beside the man page), run as cron would on three days.
struct CronRecipeTests {
  private static func recipe() throws -> String {
    let page = Documents.guide("queries.md")
    let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("30 8 * * * workday-ics check") })
    return String(line.dropFirst("30 8 * * * ".count)).replacingOccurrences(
      of: "/usr/local/bin/clock-in", with: "echo clock-in")
  }

  @Test(arguments: [
    ("2026-11-23", "clock-in\n", "", 0), ("2026-10-01", "", "", 0),
    ("2027-01-04", "", "cannot tell whether today is a working day", 1),
  ])
  func clocksInOnWorkingDaysAndNeverFailsSilently(today: String, stdout: String, stderr: String, status: Int32) throws {
    let result = try Tool.runShell("export WORKDAY_ICS_TODAY=\(today); " + (try Self.recipe()))
    #expect(result.stdout == stdout)
    #expect(result.status == status)
    if stderr.isEmpty {
      #expect(result.stderr.isEmpty)
    } else {
      #expect(
        result.stderr.contains("no official holiday data for 2027") && result.stderr.contains(stderr),
        "\(result.stderr)")
    }
  }
}
