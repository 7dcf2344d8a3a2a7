import Foundation
import HolidayKit
import Testing

/// A person's leave as plain dates, through the public API alone.
struct WorkdayCalendarPlainDatesTests {
  static let china = try! WorkdayCalendar.china()
  static let december31 = CivilDate(year: 2026, month: 12, day: 31)!
  static let january5 = CivilDate(year: 2027, month: 1, day: 5)!

  @Test func leaveAcrossTwoYears() throws {
    let ahead = try Self.china.withProvisionalYears(through: 2027)
    let mine = try ahead.overlaid(daysOff: [Self.december31, Self.january5], named: "年假", source: "leave")
    #expect(try mine.isWorkingDay(Self.december31) == false)
    #expect(try mine.isWorkingDay(Self.january5) == false)
    #expect(try mine.kind(of: Self.december31) == .officialDayOff(name: "年假"))
    #expect(try mine.day(Self.december31).basis == .overlay(source: "leave"))
    #expect(try ahead.isWorkingDay(Self.january5))
    // The overlay never makes 2027 count as published.
    let official = try Self.china.overlaid(daysOff: [Self.january5], named: "年假")
    #expect(throws: CoverageError.self) { try official.isWorkingDay(Self.january5) }
  }

  @Test func aCompanySaturdayIsAWorkday() throws {
    let saturday = CivilDate(year: 2026, month: 6, day: 13)!
    let mine = try Self.china.overlaid(daysOff: [], workdays: [saturday], named: "公司加班")
    #expect(try mine.isWorkingDay(saturday))
  }

  @Test func anEmptyListChangesNothing() throws {
    let same = try Self.china.overlaid(daysOff: [], named: "年假")
    let year = try Self.china.workingDays(in: 2026)
    #expect(try same.workingDays(in: 2026) == year)
  }

  @Test func aDateInBothListsIsRefused() {
    #expect(throws: HolidayDataError.self) {
      try Self.china.overlaid(daysOff: [Self.december31], workdays: [Self.december31], named: "x")
    }
  }
}
