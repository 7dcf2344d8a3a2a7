import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitICalendar

/// The library's front door (`WorkdayCalendar.occurrences`) and the CLI's
/// expanded calendar give the same occurrences: starts and ends as
/// instants, titles, alarms (an app and the tool asked the same thing
/// answer the same; `Tests/Interop/test_paths.py` holds the other paths
/// to each other). The requests are drawn
/// from a fixed seed over zones with daylight saving, times in a gap or a
/// repeated hour, every alarm form and every kind of day selection.
struct LibraryOccurrencesMatchCalendarTests {
  struct Request: CustomTestStringConvertible, Sendable {
    var zone: String
    var time: String?
    var duration: Int
    var alarms: [String]
    var workWeek: String
    var selection: Int
    var from: String
    var to: String

    var testDescription: String { arguments.joined(separator: " ") }

    /// The CLI's options for the request.
    var arguments: [String] {
      var line = [
        "generate", "--from", from, "--to", to, "--time-zone", zone, "--work-week", workWeek, "--title", "Clock in",
      ]
      if let time { line += ["--time", time, "--duration", "\(duration)m"] } else { line.append("--all-day") }
      line += alarms.isEmpty ? ["--no-alarm"] : alarms.flatMap { ["--alarm", $0] }
      switch selection {
      case 1:
        line += ["--rule", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "--rule-start", "2026-01-05", "--on-day-off", "next-workday"]
      case 2: line += ["--workday-of-month", "1,-1"]
      case 3: line += ["--every-nth-workday", "3", "--rule-start", "2026-01-05"]
      case 4: line.append("--before-days-off")
      case 5: line += ["--only", "make-up-days"]
      default: break
      }
      return line
    }

    /// The same request through the library.
    func reminder() throws -> (Reminder, WorkdayCalendar) {
      var selection = DaySelection()
      switch self.selection {
      case 1:
        selection = DaySelection(
          base: .rule(
            try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
            start: try #require(CivilDate(iso8601: "2026-01-05"))),
          dayOffPolicy: .nextWorkday)
      case 2: selection = DaySelection(base: .workdays(.positionsInMonth([1, -1])))
      case 3:
        selection = DaySelection(
          base: .workdays(.everyNth(interval: 3, start: try #require(CivilDate(iso8601: "2026-01-05")))))
      case 4: selection = DaySelection(base: .workdays(.beforeDaysOff))
      case 5: selection = DaySelection(onlyMakeUpDays: true)
      default: break
      }
      let triggers = try alarms.map { try #require(AlarmTrigger(parsing: $0)) }
      let reminder = Reminder(
        identifier: "clock-in", title: "Clock in", time: try time.map { try #require(TimeOfDay(parsing: $0)) },
        duration: ICalendarDuration(seconds: duration * 60), alarms: triggers, selection: selection)
      return (reminder, try WorkdayCalendar.china(workWeek: try #require(WorkWeek(parsing: workWeek))))
    }

    /// The same reminder as a person writes it in a configuration file,
    /// decoded by the library (`Reminder`'s decoder reads that form too).
    func decodedReminder() throws -> Reminder {
      var fields: [String: Any] = ["id": "clock-in", "title": "Clock in", "alarms": alarms]
      if let time {
        fields["time"] = time
        fields["duration"] = "\(duration)m"
      } else {
        fields["allDay"] = true
      }
      switch selection {
      case 1:
        fields["rule"] = "FREQ=WEEKLY;BYDAY=MO,WE,FR"
        fields["ruleStart"] = "2026-01-05"
        fields["onDayOff"] = "next-workday"
      case 2: fields["workdayOfMonth"] = [1, -1]
      case 3:
        fields["everyNthWorkday"] = 3
        fields["ruleStart"] = "2026-01-05"
      case 4: fields["beforeDaysOff"] = true
      case 5: fields["only"] = "make-up-days"
      default: break
      }
      let json = try JSONSerialization.data(withJSONObject: fields, options: .sortedKeys)
      return try JSONDecoder().decode(ReminderConfiguration.self, from: json).reminder
    }
  }

  /// A fixed pseudo-random draw, so that a failure replays.
  static let requests: [Request] = {
    var generator = SeededGenerator(seed: 0x2024_1125)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    let zones = [
      "Asia/Shanghai", "Europe/Berlin", "America/New_York", "America/Santiago", "Asia/Jerusalem", "Africa/Cairo",
      "Australia/Lord_Howe", "Pacific/Apia", "UTC",
    ]
    let times: [String?] = [nil, "09:00", "00:00", "00:30", "01:30", "02:15", "02:30", "23:30"]
    let alarms = ["0", "10m", "1h", "1d", "08:00", "-1d 21:00", "+1d 08:00"]
    let weeks = ["MO-FR", "MO-SA", "MO-SU"]
    let ranges = [("2026-03-01", "2026-04-30"), ("2026-09-15", "2026-11-15"), ("2025-12-20", "2026-01-31")]
    return (0..<24).map { _ in
      let range = ranges[next(ranges.count)]
      var chosen: [String] = []
      for _ in 0..<next(3) {
        let alarm = alarms[next(alarms.count)]
        if !chosen.contains(alarm) { chosen.append(alarm) }
      }
      return Request(
        zone: zones[next(zones.count)], time: times[next(times.count)], duration: [10, 30, 90, 180][next(4)],
        alarms: chosen, workWeek: weeks[next(weeks.count)], selection: next(6), from: range.0, to: range.1)
    }
  }()

  /// One occurrence as the two paths can both say it.
  struct Occurrence: Hashable, CustomStringConvertible {
    var start: String
    var end: String
    var title: String
    var alarms: [Int]
    var description: String { "\(start)–\(end) \(title) \(alarms)" }
  }

  private static func instant(_ line: String, zone: TimeZone) -> String? {
    let value = String(line.split(separator: ":").last ?? "")
    if line.contains("VALUE=DATE") { return value }
    guard let day = CivilDate(basicFormat: value.prefix(8)),
      let time = TimeOfDay(basicFormat: value.dropFirst(9).prefix(6))
    else { return nil }
    let moment = LocalDateTime(date: day, time: time)
    if value.hasSuffix("Z") { return String(moment.secondsSinceEpoch) }
    // A wall-clock time the file names exactly once (others are in UTC).
    let wall = moment.secondsSinceEpoch
    let guess = wall - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall)))
    return String(wall - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess))))
  }

  @Test(arguments: requests)
  func theLibraryAndTheCLIAgree(request: Request) throws {
    let zone = try #require(TimeZone(identifier: request.zone))
    let cli = try runInProcess(request.arguments)
    let (reminder, calendar) = try request.reminder()
    let first = try #require(CivilDate(iso8601: request.from))
    let last = try #require(CivilDate(iso8601: request.to))
    let library: [ReminderOccurrence]
    do {
      library = try calendar.occurrences(of: reminder, from: first, through: last, timeZone: zone)
    } catch {
      #expect(cli.status != 0, "the library throws \(error), the CLI writes a calendar")
      return
    }
    #expect(cli.status == 0, "\(cli.stderr)")
    // The configuration's form, decoded by the library, is the same reminder.
    let decoded = try request.decodedReminder()
    #expect(try calendar.occurrences(of: decoded, from: first, through: last, timeZone: zone) == library)
    let fromLibrary = library.map { occurrence in
      Occurrence(
        start: occurrence.isAllDay ? occurrence.day.basicFormat : String(Int(occurrence.start.timeIntervalSince1970)),
        end: occurrence.isAllDay
          ? (occurrence.day.next ?? occurrence.day).basicFormat : String(Int(occurrence.end.timeIntervalSince1970)),
        title: occurrence.title, alarms: occurrence.alarmOffsets.map { Int($0) })
    }
    var fromCLI: [Occurrence] = []
    for event in cli.stdout.components(separatedBy: "BEGIN:VEVENT").dropFirst() {
      let lines = ContentLine.unfold(event)
      let start = lines.first { $0.hasPrefix("DTSTART") }.flatMap { Self.instant($0, zone: zone) }
      let end = lines.first { $0.hasPrefix("DTEND") }.flatMap { Self.instant($0, zone: zone) }
      let title = lines.first { $0.hasPrefix("SUMMARY:") }.map { String($0.dropFirst(8)) }
      let alarms = lines.filter { $0.hasPrefix("TRIGGER:") }.compactMap {
        ICalendarDuration(rfc5545Text: $0.dropFirst(8)).map(\.seconds)
      }
      fromCLI.append(Occurrence(start: start ?? "?", end: end ?? "?", title: title ?? "?", alarms: alarms))
    }
    let onlyLibrary = fromLibrary.filter { !fromCLI.contains($0) }
    let onlyCLI = fromCLI.filter { !fromLibrary.contains($0) }
    #expect(
      fromLibrary == fromCLI,
      "only the library: \(onlyLibrary.prefix(3)); only the CLI: \(onlyCLI.prefix(3)); \(fromLibrary.count) and \(fromCLI.count)"
    )
  }
}
