import Foundation
import HolidayKit
import HolidayKitICalendar
import Testing

/// What an app gets when a calendar cannot be read, through the public
/// API alone: a cause to switch on, one line for an alert, and the same
/// line in Chinese.
struct ICalendarReadErrorTests {
  static let good = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"

  /// A calendar whose event has `property` as its second line.
  static func calendar(_ property: String) -> String {
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\n\(property)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  static let cases: [(text: String, cause: ICalendarReadError.Cause, line: Int)] = [
    ("hello", .notICalendar, 1),
    (calendar("DTSTART:2026-10-10"), .invalidValue(property: "DTSTART", value: "2026-10-10"), 4),
    (calendar("DTSTART;TZID=Mars/Olympus:20261010T090000"), .unknownTimeZone("Mars/Olympus"), 4),
    (calendar("DTSTART:20261010T090000\r\nRRULE:BYDAY=MO"), .invalidRule(.missingFrequency), 5),
    (calendar("SUMMARY:x"), .missingStart, 2),
    ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261010\r\n", .unendedEvent, 2),
  ]

  @Test(arguments: cases.indices)
  func anAppSwitchesOnTheCause(index: Int) throws {
    let (text, cause, line) = Self.cases[index]
    do {
      _ = try CalendarChange.changes(from: Self.good, to: text, newSource: "new.ics")
      Issue.record("read")
    } catch {
      #expect(error.cause == cause)
      #expect(error.line == line)
      #expect(error.localizedDescription == error.description)
      #expect(error.localizedDescription.hasPrefix("new.ics:\(line): "))
      let chinese = error.description(in: .chinese)
      #expect(chinese.hasPrefix("new.ics:\(line): "))
      #expect(Language.of(chinese) == .chinese)
    }
  }
}
