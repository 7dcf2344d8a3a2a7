import Foundation

@testable import HolidayKit
@testable import HolidayKitICalendar
@testable import WorkdayCLI

// libFuzzer targets for HolidayKit's parsers and the command line's option
// parsing, in one binary; FUZZ_TARGET names the target (`make fuzz` runs
// each). Beyond "no crash", each target checks an invariant and traps when
// it fails, so that libFuzzer reports the input.

/// Stops the run, reporting the input, when an invariant does not hold.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
    abort()
  }
}

/// The targets, by name.
let targets: [String: @Sendable (UnsafeBufferPointer<UInt8>) -> Void] = [
  "rrule": fuzzRecurrenceRule,
  "holiday-cn": fuzzHolidayFile,
  "values": fuzzValueParsers,
  "config": fuzzConfiguration,
  "command-line": fuzzCommandLine,
  "ics-text": fuzzCalendarText,
  "ics-read": fuzzCalendarReader,
  "ics-round-trip": fuzzCalendarRoundTrip,
]

let selected: @Sendable (UnsafeBufferPointer<UInt8>) -> Void = {
  let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
  guard let target = targets[name] else {
    FileHandle.standardError.write(
      Data("set FUZZ_TARGET to one of: \(targets.keys.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  selected(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// RRULE text: a rule that parses prints to text that parses to the same
/// rule, and its first occurrences strictly increase.
func fuzzRecurrenceRule(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let text = String(validating: bytes, as: UTF8.self), let rule = try? RecurrenceRule(parsing: text) else {
    return
  }
  let printed = rule.rfc5545Text
  require((try? RecurrenceRule(parsing: printed)) == rule, "print/parse round trip of \(text) via \(printed)")
  let start = LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 31)!, time: TimeOfDay(hour: 9, minute: 30)!)
  for zone in [nil, Zone(ianaName: "America/New_York")] {
    var previous: LocalDateTime?
    var count = 0
    var instants: [Int] = []
    var rules = zone.map(ZoneRules.init)
    for moment in rule.occurrences(from: start, timeZone: zone) {
      if let previous {
        require(previous < moment, "occurrences of \(text) not increasing: \(previous) then \(moment)")
      }
      if let instant = rules?.instant(forWallClock: moment.secondsSinceEpoch) { instants.append(instant) }
      previous = moment
      count += 1
      if count == 200 { break }
    }
    require(instants == instants.sorted() && Set(instants).count == instants.count, "instants of \(text) repeat")
  }
}

/// holiday-cn JSON: the strict reader either refuses the file or gives a
/// file from which a working-day calendar answers every day of its year.
func fuzzHolidayFile(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let file = try? HolidayFile(holidayCN: Array(bytes), source: "fuzz.json"),
    let holidays = try? HolidayCalendar.embedded().overlaid(by: HolidayCalendar(files: [file]))
  else { return }
  let calendar = WorkdayCalendar(holidays: holidays, assumesRegularWeek: true)
  for entry in file.days {
    require(
      (try? calendar.isWorkingDay(entry.date)) == !entry.isOffDay, "\(entry.date) does not say what the file says")
  }
}

/// The small value parsers: whatever they accept prints back consistently.
func fuzzValueParsers(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let text = String(validating: bytes, as: UTF8.self) else { return }
  if let date = CivilDate(iso8601: text) { require(date.iso8601 == text, "date \(text) prints as \(date.iso8601)") }
  if let date = CivilDate(basicFormat: text) { require(date.basicFormat == text, "date \(text)") }
  if let time = TimeOfDay(parsing: text) { require(TimeOfDay(parsing: time.iso8601) == time, "time \(text)") }
  if let moment = LocalDateTime(parsing: text) {
    require(LocalDateTime(parsing: moment.iso8601) == moment, "moment \(text)")
  }
  if let duration = ICalendarDuration(parsing: text) {
    require(duration.seconds >= 0 && duration.seconds <= ICalendarDuration.maximumSeconds, "duration \(text)")
  }
  if let trigger = AlarmTrigger(parsing: text) {
    _ = trigger.offset(fromStartAt: TimeOfDay(hour: 23, minute: 59)!).rfc5545Text
  }
  if let years = YearRange.parse(text) { require(years.lowerBound >= 1 && years.upperBound <= 9999, "years \(text)") }
  if let week = WorkWeek(parsing: text) { require(WorkWeek(parsing: week.description) == week, "work week \(text)") }
  if let positions = WorkdaySelector.positions(parsing: text) { require(!positions.isEmpty, "positions \(text)") }
  _ = CalendarColor(parsing: text)
  _ = Zone(ianaName: text)
}

/// A configuration file: checked strictly, and every calendar it accepts
/// schedules without crashing.
func fuzzConfiguration(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let configuration = try? Configuration(json: Array(bytes), source: "fuzz.json") else { return }
  let calendar = WorkdayCalendar(
    holidays: (try? HolidayCalendar.embedded()) ?? HolidayCalendar(), assumesRegularWeek: true)
  let start = CivilDate(year: 2026, month: 1, day: 1)!
  let end = CivilDate(year: 2026, month: 3, day: 31)!
  for entry in configuration.calendars {
    for request in entry.reminders {
      guard let reminder = try? request.reminder(rangeStart: start) else {
        require(false, "a reminder the configuration accepted is refused")
        return
      }
      _ = try? calendar.schedule(reminder.selection, from: start, through: end)
    }
  }
}

/// Calendar text: whatever a title, place and notes hold, the calendar
/// written unfolds to the same text in one SUMMARY, LOCATION and
/// DESCRIPTION, every physical line at most 75 octets of valid UTF-8.
func fuzzCalendarText(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let text = String(validating: bytes, as: UTF8.self), (try? TextValue.validate(text)) != nil else { return }
  let day = CivilDate(year: 2026, month: 10, day: 10)!
  let event = Event(
    uid: "x@fuzz", start: .dateTime(LocalDateTime(date: day, time: TimeOfDay(hour: 9, minute: 0)!)),
    end: .dateTime(LocalDateTime(date: day, time: TimeOfDay(hour: 9, minute: 30)!)), summary: text, location: text,
    description: text, alarms: [Alarm(trigger: ICalendarDuration(seconds: -600), description: text)])
  let document = ICalendarDocument(
    timeZone: Zone(ianaName: "Asia/Shanghai")!, years: 2026...2026,
    timestamp: LocalDateTime(date: day, time: .midnight))
  let written = document.text(events: [event], includesTimeZone: true)
  for physical in written.components(separatedBy: "\r\n").dropLast() {
    require(
      physical.utf8.count <= 75 && !physical.contains("\n") && !physical.contains("\r"),
      "a physical line breaks the rules")
  }
  let lines = ContentLine.unfold(written)
  require(
    lines.filter { $0 == "BEGIN:VEVENT" }.count == 1 && lines.filter { $0 == "BEGIN:VALARM" }.count == 1,
    "structure injected")
  // Line breaks read back as LF; scalar by scalar, since a CR followed by
  // a combining mark defeats Foundation's replacingOccurrences.
  var normalized = String.UnicodeScalarView()
  var previousWasCR = false
  for scalar in text.unicodeScalars {
    if scalar == "\r" {
      normalized.append("\n")
    } else if !(scalar == "\n" && previousWasCR) {
      normalized.append(scalar)
    }
    previousWasCR = scalar == "\r"
  }
  for name in ["SUMMARY:", "LOCATION:"] {
    // Compared as scalars: the value may begin with a combining mark.
    let values = lines.filter { $0.unicodeScalars.starts(with: name.unicodeScalars) }.map {
      TextValue.unescaped(String($0.unicodeScalars.dropFirst(name.unicodeScalars.count)))
    }
    require(values == [String(normalized)], "\(name) does not round-trip")
  }
  let read = try? ICalendarOccurrences(reading: written, source: "fuzz")
  require(read?.occurrences.count == 1, "the written calendar does not read back")
  require(read?.details.map(\.summary) == [String(normalized)], "the title does not read back")
  require(read?.details.map(\.location) == [String(normalized)], "the place does not read back")
}
