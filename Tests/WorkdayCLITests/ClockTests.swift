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
