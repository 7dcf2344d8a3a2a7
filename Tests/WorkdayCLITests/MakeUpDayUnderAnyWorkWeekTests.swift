import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// A notice's make-up workday is one whatever the work week: a six-day
/// week works 2026-02-14 (a Saturday) anyway, but the 2026 notice makes
/// it 春节's 补班, as the day value says (``WorkdayCalendar/Day/isOfficialMakeUpWorkday``)
/// and `cal` marks it. Every path calls it so.
struct MakeUpDayUnderAnyWorkWeekTests {
  static let sixDays = ["--work-week", "MO-SA"]

  @Test func checkAndListCallItAMakeUpWorkday() throws {
    let check = try runInProcess(["check", "2026-02-14"] + Self.sixDays)
    #expect(check.stdout == "2026-02-14 Saturday: working day (make-up workday, 春节)\n")
    let chinese = try runInProcess(["check", "2026-02-14", "--lang", "zh"] + Self.sixDays)
    #expect(chinese.stdout.contains("上班（补班，春节）"))
    let list = try runInProcess(["list", "--from", "2026-02-14", "--to", "2026-02-14"] + Self.sixDays)
    #expect(list.stdout == "2026-02-14 Saturday make-up-workday 春节\n")
    let json = try runInProcess(["list", "--json", "--from", "2026-02-14", "--to", "2026-02-14"] + Self.sixDays)
    #expect(json.stdout.contains(#""kind":"make-up-workday""#))
    // The five-day week's answer is the same.
    let fiveDays = try runInProcess(["list", "--json", "--from", "2026-02-14", "--to", "2026-02-14"])
    #expect(fiveDays.stdout.contains(#""kind":"make-up-workday""#))
  }

  @Test func theHolidaysCalendarHasItsMakeUpWorkday() throws {
    let result = try runInProcess(["holidays", "--year", "2026", "-o", "-"] + Self.sixDays)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = ContentLine.unfold(result.stdout)
    guard let start = lines.firstIndex(of: "DTSTART;VALUE=DATE:20260214") else {
      Issue.record("no event on 2026-02-14")
      return
    }
    #expect(lines[start + 2] == "SUMMARY:补班 (春节)")
    #expect(lines.filter { $0.hasPrefix("SUMMARY:补班") }.count == 6)
    let five = ContentLine.unfold(try runInProcess(["holidays", "--year", "2026", "-o", "-"]).stdout)
    #expect(five.filter { $0.hasPrefix("SUMMARY:补班") }.count == 6)
  }
}
