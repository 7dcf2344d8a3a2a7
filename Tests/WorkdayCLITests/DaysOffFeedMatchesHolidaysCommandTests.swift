import Foundation
import HolidayKit
import HolidayKitICalendar  // as an app imports it: the public API only
import TestSupport
import Testing

/// The days-off feed an app writes with the public call is the file
/// `workday-ics holidays` writes, byte for byte, with the same calendar
/// and options.
struct DaysOffFeedMatchesHolidaysCommandTests {
  private static let china = try! WorkdayCalendar.china()

  /// (command-line options, environment, the same options for the library)
  @Test(arguments: [
    ([String](), [String: String](), CalendarFeedOptions()),
    (
      ["--calendar-name", "放假 Days off", "--color", "#1E90FE", "--refresh", "1d"], [:],
      CalendarFeedOptions(name: "放假 Days off", color: CalendarColor(parsing: "#1E90FE"), refreshInterval: .hours(24))
    ),
    (
      ["--color", "teal"], ["SOURCE_DATE_EPOCH": "1767225600"],
      CalendarFeedOptions(
        color: CalendarColor(parsing: "teal"),
        timestamp: LocalDateTime(date: day("2026-01-01"), time: .midnight))
    ),
  ])
  func aYearsFeedIsTheHolidaysCommandsFile(
    arguments: [String], environment: [String: String], options: CalendarFeedOptions
  ) throws {
    for year in [2020, 2026] {
      let command = try runInProcess(["holidays", "--year", String(year)] + arguments, environment: environment)
      #expect(command.status == 0, "\(command.stderr)")
      let library = try Self.china.holidaysICalendarText(in: year, options: options)
      #expect(Data(library.utf8) == command.stdoutBytes, "\(year) \(arguments)")
      // Not two empty calendars: the head the options make and May Day's statutory days, whole.
      let options = arguments.first.map { $0.dropFirst(2) } ?? "none"
      Golden.expect(
        Golden.excerpt(of: library, from: "\(year)0501", through: "\(year)0505"),
        matches: "holidays/may-day-\(year)-options-\(options).ics")
    }
  }

  @Test func aCalendarForGroupsIsTheCommandsFileToo() throws {
    let command = try runInProcess(["holidays", "--year", "2026", "--group", "women"])
    let library = try Self.china.forGroups([.women], halfDay: .afternoon).holidaysICalendarText(in: 2026)
    #expect(command.status == 0)
    #expect(library == command.stdout)
  }

  @Test func aRangeCutsTheRunsAtItsEnds() throws {
    // National Day's run from 10-03 (not 10-01), the make-up Saturday 10-10.
    let text = try Self.china.holidaysICalendarText(from: day("2026-10-03"), through: day("2026-10-10"))
    Golden.expect(text, matches: "holidays/range-2026-10-03-to-10-10.ics")
  }

  @Test func aYearNoDataCoversThrows() {
    #expect(throws: CoverageError.self) { try Self.china.holidaysICalendarText(in: 2099) }
  }
}
