import Foundation

@testable import HolidayKit
@testable import HolidayKitICalendar

// The .ics reader behind `diff`: any text is read or refused within small
// limits, consistently; and a calendar the library writes reads back as
// the occurrences it meant to write.

/// Limits small enough for thousands of runs a second.
let fuzzLimits = ICalendarOccurrences.Limits(occurrences: 2000, steps: 200_000)

/// Any bytes, as `diff` and an app's `Data` are read: refused with a
/// message naming a line of the file (bytes that are not UTF-8 exactly
/// when the standard library says so), or read into sorted occurrences
/// whose indexes are valid and which a window over all time gives again;
/// a calendar compared with itself has no changes, and with an empty one
/// has one `-` line per occurrence.
func fuzzCalendarReader(_ bytes: UnsafeBufferPointer<UInt8>) {
  let calendar: ICalendarOccurrences
  do {
    calendar = try ICalendarOccurrences(reading: Array(bytes), source: "fuzz.ics", limits: fuzzLimits)
  } catch {
    let lines = bytes.count { $0 == 10 } + 1
    require(error.line >= 1 && error.line <= lines, "error on line \(error.line) of \(lines): \(error)")
    let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
    require((error.cause == .notUTF8) == !isUTF8, "UTF-8 judged otherwise than by the standard library: \(error)")
    return
  }
  let window = calendar.occurrences(
    from: Date(timeIntervalSince1970: -4e11), to: Date(timeIntervalSince1970: 4e11), in: .shanghai)
  require(window.count == calendar.count, "a window over all time lacks occurrences")
  require(zip(window, window.dropFirst()).allSatisfy { $0.start <= $1.start }, "a window's occurrences out of order")
  let occurrences = calendar.occurrences
  require(occurrences.count <= fuzzLimits.occurrences, "more occurrences than the limit")
  for (previous, next) in zip(occurrences, occurrences.dropFirst()) {
    require(!(next.start < previous.start), "occurrences out of order")
  }
  for occurrence in occurrences {
    require(
      occurrence.details >= 0 && Int(occurrence.details) < calendar.details.count && occurrence.uid >= 0
        && Int(occurrence.uid) < calendar.uids.count, "an index out of range")
  }
  require(CalendarChanges(from: calendar, to: calendar).isEmpty, "a calendar differs from itself")
  guard
    let empty = try? ICalendarOccurrences(
      reading: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", source: "empty.ics", limits: fuzzLimits)
  else {
    require(false, "the empty calendar is refused")
    return
  }
  let removed = CalendarChanges(from: calendar, to: empty).lines
  require(removed.count == occurrences.count && removed.allSatisfy { $0.hasPrefix("- ") }, "removing all is not all -")
  // The same lines; at one start in the changes' own order (by UID).
  require(removed.sorted() == calendar.lines.map { "- " + $0 }.sorted(), "the - lines are not the occurrences")
}

/// Reads fuzz bytes as small numbers.
struct FuzzBytes {
  var bytes: UnsafeBufferPointer<UInt8>.SubSequence

  /// The next byte, or 0 once they run out.
  mutating func byte() -> Int {
    guard let first = bytes.first else { return 0 }
    bytes = bytes.dropFirst()
    return Int(first)
  }

  /// A number in `range`, from one or two bytes.
  mutating func number(_ range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound + 1
    let raw = span > 256 ? byte() << 8 | byte() : byte()
    return range.lowerBound + raw % span
  }

  /// Short text without control characters, from a few bytes.
  mutating func text() -> String {
    let alphabet = Array("aé上班,;\\:\"  \n𝄞x́")
    return String((0..<number(0...12)).map { _ in alphabet[number(0...(alphabet.count - 1))] })
  }
}

/// A calendar written from fuzzed events (zone, all-day or timed, times
/// in gaps and repeats, lengths, titles, places, alarms, and one recurring
/// event with a rule and excluded starts) reads back as exactly the
/// occurrences meant: their instants or days, titles, places, lengths and
/// alarms.
func fuzzCalendarRoundTrip(_ data: UnsafeBufferPointer<UInt8>) {
  var input = FuzzBytes(bytes: data[...])
  let zoneNames = [
    "Asia/Shanghai", "America/New_York", "Europe/Berlin", "UTC", "Australia/Lord_Howe", "Pacific/Apia",
    "America/St_Johns",
  ]
  guard let zone = Zone(ianaName: zoneNames[input.number(0...(zoneNames.count - 1))]) else { return }
  var rules = ZoneRules(zone)
  let allDay = input.byte() % 2 == 0
  let base = CivilDate(year: 2010, month: 1, day: 1)!
  var events: [Event] = []
  var meant: [String] = []
  func key(_ start: OccurrenceStart, _ details: EventDetails, _ uid: String) -> String {
    "\(start.seconds) \(start.kind) \(uid) \(details)"
  }
  func instant(_ moment: LocalDateTime) -> Int {
    zone.isUTC ? moment.secondsSinceEpoch : rules.instant(forWallClock: moment.secondsSinceEpoch)
  }
  for index in 0..<input.number(1...6) {
    guard let day = base.adding(days: input.number(0...5000)) else { return }
    let uid = "e\(index)-\(input.number(0...3))@fuzz"
    let summary = input.text()
    let location = input.byte() % 3 == 0 ? input.text() : nil
    let alarms = (0..<input.number(0...2)).map { _ in
      Alarm(trigger: ICalendarDuration(seconds: input.number(-3 * 86_400...3600)), description: "x")
    }
    let start: Event.Time
    let end: Event.Time
    let startKey: OccurrenceStart
    let duration: Int
    var moment = LocalDateTime(date: day, time: .midnight)
    if allDay {
      let days = input.number(1...3)
      guard let last = day.adding(days: days) else { return }
      start = .date(day)
      end = .date(last)
      startKey = OccurrenceStart(date: day)
      duration = days * 86_400
    } else {
      guard
        let time = TimeOfDay(hour: input.number(0...23), minute: input.number(0...59), second: input.number(0...59)),
        let endMoment = LocalDateTime(
          secondsSinceEpoch: LocalDateTime(date: day, time: time).secondsSinceEpoch + input.number(0...90_000))
      else { return }
      moment = LocalDateTime(date: day, time: time)
      start = .dateTime(moment)
      end = .dateTime(endMoment)
      startKey = OccurrenceStart(seconds: instant(moment), kind: .instant)
      duration = instant(endMoment) - startKey.seconds
    }
    // An Event leaves its owner free (TRANSP:TRANSPARENT) unless told.
    let details = EventDetails(
      summary: summary, location: location, duration: ICalendarDuration(seconds: duration),
      alarms: alarms.map { .relative($0.trigger) }, transparency: "TRANSPARENT")
    var event = Event(uid: uid, start: start, end: end, summary: summary, location: location, alarms: alarms)
    if index == 0, input.byte() % 2 == 0 {
      // One recurring event: a rule with COUNT, some starts excluded.
      let frequency = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY", allDay ? "DAILY" : "HOURLY"][input.number(0...4)]
      let text = "FREQ=\(frequency);INTERVAL=\(input.number(1...3));COUNT=\(input.number(1...40))"
      guard let rule = try? RecurrenceRule(parsing: text) else { return }
      let walls = Array(rule.occurrences(from: moment, timeZone: allDay || zone.isUTC ? nil : zone))
      var excluded: [Event.Time] = []
      for wall in walls where input.byte() % 4 == 0 {
        excluded.append(allDay ? .date(wall.date) : .dateTime(wall))
      }
      event.recurrence = Event.Recurrence(rule: rule, excluded: excluded)
      let excludedWalls = Set(
        excluded.map { time -> LocalDateTime in
          switch time {
          case .date(let date): LocalDateTime(date: date, time: .midnight)
          case .dateTime(let wall), .utc(let wall): wall
          }
        })
      for wall in walls where !excludedWalls.contains(wall) {
        let start = allDay ? OccurrenceStart(date: wall.date) : OccurrenceStart(seconds: instant(wall), kind: .instant)
        meant.append(key(start, details, uid))
      }
    } else {
      meant.append(key(startKey, details, uid))
    }
    events.append(event)
  }
  let document = ICalendarDocument(
    timeZone: zone, years: 2009...2025, timestamp: LocalDateTime(date: base, time: .midnight))
  let written = document.text(events: events, includesTimeZone: !allDay)
  let calendar: ICalendarOccurrences
  do {
    calendar = try ICalendarOccurrences(reading: written, source: "fuzz.ics", limits: fuzzLimits)
  } catch {
    require(false, "a written calendar is refused: \(error)\n\(written)")
    return
  }
  require(calendar.skipped.isEmpty, "a written calendar has parts skipped: \(calendar.skipped)\n\(written)")
  let read = calendar.occurrences.map {
    key($0.start, calendar.details[Int($0.details)], calendar.uids[Int($0.uid)])
  }
  require(read.sorted() == meant.sorted(), "read back \(read.sorted())\nmeant \(meant.sorted())\n\(written)")
}
