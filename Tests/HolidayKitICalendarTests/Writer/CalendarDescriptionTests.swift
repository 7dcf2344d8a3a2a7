import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct CalendarDescriptionTests {

  @Test func namesTheRangeTheCoverageAndTheNotices() throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded())
    let text = CalendarDescription.text(
      calendar: calendar, from: day("2026-01-01"), through: day("2026-12-31"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Working days of China from the official holiday arrangement (holiday-cn data), 2026-01-01 to 2026-12-31.")
    #expect(lines.contains("Official data covers: 2007-2026."))
    #expect(lines.contains("December 2026 may still change until the 2027 notice is published."))
    #expect(lines.last?.hasPrefix("Notices: https://www.gov.cn/") == true)
  }

  @Test func saysWhenTheRegularWeekWasAssumedAndWhichFilesWereAdded() throws {
    let overlay = try HolidayCalendar(files: [
      HolidayFile(
        source: "leave.json", year: 2027, papers: [],
        days: [HolidayEntry(date: day("2027-01-05"), name: "年假", isOffDay: true, source: "leave.json")])
    ])
    let holidays = try HolidayCalendar.embedded().overlaid(by: overlay)
    let calendar = WorkdayCalendar(holidays: holidays, assumesRegularWeek: true)
    let text = CalendarDescription.text(
      calendar: calendar, from: day("2027-01-01"), through: day("2027-03-31"))
    #expect(
      text.contains(
        "No official data for 2027: the regular week (MO-FR) was assumed, with the law's statutory days off."))
    #expect(text.contains("Also from: leave.json."))
  }
}
