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
    #expect(try mine.kind(of: Self.december31) == .overlayDayOff(name: "年假"))
    #expect(try mine.day(Self.december31).basis == .overlay(source: "leave"))
    #expect(try ahead.isWorkingDay(Self.january5))
    // The overlay never makes 2027 count as published.
    let official = try Self.china.overlaid(daysOff: [Self.january5], named: "年假")
    #expect(throws: CoverageError.self) { try official.isWorkingDay(Self.january5) }
  }

  /// Leave is no official day off: what kind(of:) says is what the day
  /// value says, while the listings an app filters by still hold it, and
  /// an overlay's working Saturday is still among the make-up days.
  @Test func leaveIsAnOverlaysDayOffNotAnOfficialOne() throws {
    let (leave, saturday, nationalDay) = (
      CivilDate(year: 2026, month: 10, day: 9)!, CivilDate(year: 2026, month: 6, day: 13)!,
      CivilDate(year: 2026, month: 10, day: 1)!
    )
    let mine = try Self.china.overlaid(daysOff: [leave], workdays: [saturday], named: "年假", source: "leave")
    #expect(try mine.kind(of: leave) == .overlayDayOff(name: "年假"))
    #expect(try mine.day(leave).kind == mine.kind(of: leave))
    #expect(try mine.kind(of: nationalDay) == .officialDayOff(name: "国庆节"))
    #expect(try Self.china.kind(of: leave) == .regularWorkday)
    let kind = try mine.kind(of: leave)
    #expect(!kind.isWorkingDay && kind.isListedDayOff && kind.holiday == "年假" && kind.label == "holiday")
    let october = try mine.days(
      from: CivilDate(year: 2026, month: 10, day: 1)!, through: CivilDate(year: 2026, month: 10, day: 31)!,
      matching: .holidays)
    #expect(october.map(\.date).contains(leave))
    #expect(october.filter { if case .overlayDayOff = $0.kind { true } else { false } }.map(\.date) == [leave])
    let june = try mine.days(
      from: CivilDate(year: 2026, month: 6, day: 1)!, through: CivilDate(year: 2026, month: 6, day: 30)!,
      matching: .makeUpDays)
    #expect(june.map(\.date) == [saturday])
    #expect(june.first?.isOfficialMakeUpWorkday == false)
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
