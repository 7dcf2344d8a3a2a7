import Testing

@testable import HolidayKit

/// What a month grid knows of its month, read from the days: its first
/// and last day, its make-up workdays, its half days off and whether they
/// are a day's only mark.
struct MonthGridTests {
  @Test func aMonthHasEveryDayFromItsFirstToItsLast() throws {
    let grid = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2024-02-17")), calendar: .china())
    #expect(grid.month == CivilDate(iso8601: "2024-02-01"))
    #expect(grid.lastDay == CivilDate(iso8601: "2024-02-29"))
    #expect(grid.days.count == 29)
    #expect(grid.days.first?.date == grid.month && grid.days.last?.date == grid.lastDay)
  }

  @Test func octoberHasMakeUpWorkdaysAndNoHalfDays() throws {
    let grid = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2026-10-01")), calendar: .china())
    #expect(grid.hasOfficialMakeUpWorkdays)
    #expect(!grid.hasHalfDaysOff && !grid.hasHalfDaysOffOnUnmarkedDays)
    #expect(!grid.hasPredictedDays && !grid.hasAssumedWeek && !grid.hasOverlayWorkdays && !grid.hasWorkWeekDays)
  }

  /// 妇女节 on a Sunday (2026-03-08) is a day off anyway; a group's half
  /// day off on a weekday (2024-03-08, a Friday) is the day's only mark.
  @Test func aGroupsHalfDayOffIsAFactOfItsMonth() throws {
    let women = try WorkdayCalendar.china().forGroups([.women], halfDay: .morning)
    let onSunday = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2026-03-01")), calendar: women)
    #expect(!onSunday.hasHalfDaysOff && !onSunday.hasHalfDaysOffOnUnmarkedDays)
    let onFriday = try MonthGrid(monthOf: #require(CivilDate(iso8601: "2024-03-01")), calendar: women)
    #expect(onFriday.hasHalfDaysOff && onFriday.hasHalfDaysOffOnUnmarkedDays)
    #expect(onFriday.days.lazy.compactMap(\.halfDayOff).first == .morning)
  }
}
