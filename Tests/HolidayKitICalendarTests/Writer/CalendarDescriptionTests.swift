import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct CalendarDescriptionTests {
  /// A relay such as vdirsyncer's `http` storage hashes every event with
  /// the calendar's own properties: the text may not change with the day
  /// or with a notice, or every event is sent again.
  @Test func saysNothingThatChangesWithTheDayOrANotice() throws {
    let china = WorkdayCalendar(holidays: try HolidayCalendar.embedded())
    let text = CalendarDescription.text(calendar: china)
    #expect(
      text.split(separator: "\n").first
        == "Working days of China from the official holiday arrangement (holiday-cn data).")
    #expect(!text.contains("20"), "no date, year or notice: \(text)")
    let predicted = try china.updated(with: ProvisionalYear(year: 2027).holidayFile)
    let notice = try china.updated(
      with: HolidayFile(
        source: "2027.json", year: 2027, papers: ["https://www.gov.cn/2027"],
        days: [HolidayEntry(date: day("2027-01-01"), name: "元旦", isOffDay: true, source: "2027.json")]))
    let assumed = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    for other in [predicted, notice, assumed] { #expect(CalendarDescription.text(calendar: other) == text) }
  }

  @Test func namesTheOverlaysFilesOnly() throws {
    let overlay = try HolidayCalendar(files: [
      HolidayFile(
        source: "/home/me/leave.json", year: 2027, papers: [],
        days: [HolidayEntry(date: day("2027-01-05"), name: "年假", isOffDay: true, source: "/home/me/leave.json")])
    ])
    let holidays = try HolidayCalendar.embedded().overlaid(by: overlay)
    let text = CalendarDescription.text(calendar: WorkdayCalendar(holidays: holidays, assumesRegularWeek: true))
    #expect(text.hasSuffix("\nAlso from: leave.json."))
  }
}
