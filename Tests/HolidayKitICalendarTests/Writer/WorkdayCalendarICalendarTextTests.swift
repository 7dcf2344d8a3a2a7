import Foundation
import HolidayKit
import HolidayKitICalendar
import TestSupport
import Testing

/// The .ics text of reminders, as an app asks for it with
/// `import HolidayKitICalendar` (their occurrences are HolidayKit's:
/// `WorkdayCalendarOccurrencesTests`).
struct WorkdayCalendarICalendarTextTests {
  private static let china = try! WorkdayCalendar.china()
  private static let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)

  /// The content lines of `text` (unfolded) that start with `name`.
  private static func lines(_ name: String, of text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { $0.hasPrefix(name) }
  }

  @Test func remindersWhoseEventsWouldShareUIDsAreRefused() throws {
    let lower = Reminder(title: "clock in", time: TimeOfDay(hour: 9, minute: 0)!)
    #expect(throws: ReminderError.duplicateIdentifier("clock-in")) {
      try Self.china.iCalendarText(of: [Self.clockIn, lower], in: 2026)
    }
    let named = Reminder(identifier: "late-shift", title: "clock in", time: TimeOfDay(hour: 9, minute: 0)!)
    let both = try Self.china.iCalendarText(
      of: [Self.clockIn, named], from: day("2026-01-05"), through: day("2026-01-05"))
    #expect(
      Self.lines("UID:", of: both) == ["UID:20260105-clock-in@workday-ics", "UID:20260105-late-shift@workday-ics"])
  }

  @Test(arguments: ["", "has space", "é", String(repeating: "a", count: 65)])
  func anIdentifierThatCannotGoInAUIDIsRefused(identifier: String) {
    let reminder = Reminder(identifier: identifier, title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)
    #expect(throws: ReminderError.invalidIdentifier(identifier)) {
      try Self.china.iCalendarText(of: [reminder], in: 2026)
    }
  }

  /// The text holds one event per occurrence, under the occurrence's UID.
  @Test func theTextOfARangeAcrossYearsHoldsItsOccurrences() throws {
    let occurrences = try Self.china.occurrences(
      of: Self.clockIn, from: day("2025-12-29"), through: day("2026-01-05"))
    let text = try Self.china.iCalendarText(
      of: [Self.clockIn], from: day("2025-12-29"), through: day("2026-01-05"))
    #expect(occurrences.count == 5)
    #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 6)
    #expect(Self.lines("UID:", of: text) == occurrences.map { "UID:" + $0.uid })
    // The first day's midnight, a second later for an event resting on a
    // notice (revision 1): the same input, the same bytes.
    let first = text.components(separatedBy: "\r\n").drop { $0 != "BEGIN:VEVENT" }.prefix { $0 != "END:VEVENT" }
    #expect(
      Array(first) == [
        "BEGIN:VEVENT", "UID:20251229-clock-in@workday-ics", "DTSTAMP:20251229T000001Z", "SEQUENCE:1",
        "DTSTART;TZID=Asia/Shanghai:20251229T085000", "DTEND;TZID=Asia/Shanghai:20251229T092000", "SUMMARY:Clock in",
        "TRANSP:TRANSPARENT", "STATUS:CONFIRMED",
      ])
  }

  @Test func aPredictedYearIsTentativeAndSaysWhatItRestsOn() throws {
    let predicted = try Self.china.updated(with: ProvisionalYear(year: 2027).holidayFile)
    let text = try predicted.iCalendarText(of: [Self.clockIn], in: 2027)
      .replacingOccurrences(of: "\r\n ", with: "")
    #expect(text.contains("暂定 provisional: the 2027 notice is not published yet"))
    #expect(!text.contains("Also from"))
    let statuses = Self.lines("STATUS:", of: text)
    #expect(Set(statuses) == ["STATUS:TENTATIVE"] && statuses.count == Self.lines("BEGIN:VEVENT", of: text).count)
  }

  /// An overlay never makes a year published: the text of 2027 with only
  /// a day of leave in it is refused, as its occurrences are
  /// (`OfficialDataAndOverlaysTests`).
  @Test func aDayOfLeaveIn2027DoesNotPublish2027() throws {
    let leave = try HolidayFile(
      source: "personal", year: 2027, papers: [],
      days: [HolidayEntry(date: day("2027-03-15"), name: "年假", isOffDay: true, source: "personal")])
    let mine = try Self.china.overlaid(by: leave)
    #expect(throws: CoverageError.self) { try mine.iCalendarText(of: [Self.clockIn], in: 2027) }
    // Assuming the regular week, the text says what it rests on.
    let holidays = Self.china.holidays.overlaid(by: try HolidayCalendar(files: [leave]))
    let assumed = WorkdayCalendar(holidays: holidays, assumesRegularWeek: true)
    let ics = try assumed.iCalendarText(of: [Self.clockIn], in: 2027).replacingOccurrences(of: "\r\n ", with: "")
    #expect(ics.contains("假定 assumed: no holiday data covers this day"))
    let statuses = Self.lines("STATUS:", of: ics)
    #expect(Set(statuses) == ["STATUS:TENTATIVE"] && statuses.count == Self.lines("BEGIN:VEVENT", of: ics).count)
  }

  /// A length no calendar can hold is refused by the text as by the
  /// occurrences (`ReminderValidationTests`).
  @Test(arguments: [-1, -1800, ICalendarDuration.maximumSeconds + 1])
  func aLengthNoCalendarCanHoldIsRefused(seconds: Int) throws {
    let reminder = Reminder(
      title: "Stand-up", time: TimeOfDay(hour: 9, minute: 0)!, duration: ICalendarDuration(seconds: seconds))
    #expect(throws: ReminderError.invalidDuration(seconds: seconds)) {
      try Self.china.iCalendarText(of: [reminder], in: 2026)
    }
  }
}
