import Foundation
import TestSupport
import Testing

@testable import HolidayKit

/// What each day's event of a reminder means: its UID, start and end,
/// notes and alarms (the writer's series of them: `ReminderEventsSeriesTests`).
struct ReminderEventsTests {
  private static let embedded = try! HolidayCalendar.embedded()
  private static let shanghai = Zone(ianaName: "Asia/Shanghai")!
  private static let newYork = Zone(ianaName: "America/New_York")!

  private static func events(
    holidays: HolidayCalendar = embedded, reminder: Reminder = clockInReminder(), zone: Zone = shanghai,
    from: String = "2026-01-01", to: String = "2026-12-31"
  ) throws -> [Event] {
    let calendar = WorkdayCalendar(holidays: holidays)
    let days = try calendar.schedule(reminder.selection, from: day(from), through: day(to))
    let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone)
    return days.days.map(events.event(on:))
  }

  @Test func uidsDependOnlyOnTheReminderAndTheDay() throws {
    let before = try Self.events()
    // A later notice makes 2026-10-09 a day off and 2026-10-17 a make-up day.
    let notice = try HolidayCalendar(files: [
      HolidayFile(
        source: "2026-revised.json", year: 2026, papers: [],
        days: [
          HolidayEntry(date: day("2026-10-09"), name: "国庆节", isOffDay: true, source: "2026-revised.json"),
          HolidayEntry(date: day("2026-10-17"), name: "国庆节", isOffDay: false, source: "2026-revised.json"),
        ])
    ])
    let after = try Self.events(holidays: Self.embedded.supplemented(by: notice))
    let uidsBefore = Dictionary(uniqueKeysWithValues: before.map { ($0.start.date, $0.uid) })
    let uidsAfter = Dictionary(uniqueKeysWithValues: after.map { ($0.start.date, $0.uid) })
    #expect(Set(uidsBefore.keys).subtracting(uidsAfter.keys) == [day("2026-10-09")])
    #expect(Set(uidsAfter.keys).subtracting(uidsBefore.keys) == [day("2026-10-17")])
    for (day, uid) in uidsBefore where uidsAfter[day] != nil { #expect(uidsAfter[day] == uid) }
    #expect(uidsBefore[day("2026-10-12")] == "20261012-clock-in@workday-ics")
    #expect(Set(uidsBefore.values).count == before.count, "UIDs are unique")
  }

  @Test func makeUpDaysSayWhichHolidayTheyServe() throws {
    let events = try Self.events(from: "2026-10-01", to: "2026-10-31")
    let makeUp = try #require(events.first { $0.start.date == day("2026-10-10") })
    #expect(makeUp.description == "调休上班 make-up workday: 国庆节")
    #expect(events.first { $0.start.date == day("2026-10-12") }?.description == nil)
  }

  @Test func anEveningBeforeAlarmIsExactAcrossADaylightSavingChange() throws {
    let reminder = clockInReminder(
      time: TimeOfDay(hour: 9, minute: 0), alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)])
    let calendar = WorkdayCalendar(holidays: Self.embedded, assumesRegularWeek: true)
    let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: Self.newYork)
    // Clocks go forward at 02:00 on Sunday 2026-03-08: from 21:00 EST on
    // the Saturday to 09:00 EDT on the Sunday is 11 real hours, not 12; and
    // they go back on 2026-11-01, making that evening 13 hours before.
    #expect(events.event(on: day("2026-03-08")).alarms.map(\.trigger.rfc5545Text) == ["-PT11H"])
    #expect(events.event(on: day("2026-03-09")).alarms.map(\.trigger.rfc5545Text) == ["-PT12H"])
    #expect(events.event(on: day("2026-11-01")).alarms.map(\.trigger.rfc5545Text) == ["-PT13H"])
  }

  /// The instant a written start or end names, read as RFC 5545 reads it.
  private static func instant(_ time: Event.Time, in zone: Zone) -> Int {
    var rules = ZoneRules(zone)
    switch time {
    case .date(let day): return rules.instant(forWallClock: day.daysSinceEpoch * 86_400)
    case .dateTime(let moment): return rules.instant(forWallClock: moment.secondsSinceEpoch)
    case .utc(let moment): return moment.secondsSinceEpoch
    }
  }

  /// Every day of 2026, at times around the changes of each zone: the end
  /// as written is the start plus the duration in elapsed time, even when
  /// the end falls in the second pass of a repeated hour (New York
  /// 2026-11-01 01:30, Cairo 2026-10-29 23:50, Lord Howe's half hour).
  @Test(arguments: [
    "America/New_York", "Africa/Cairo", "Europe/Dublin", "America/Santiago", "Africa/Casablanca",
    "Australia/Lord_Howe", "Asia/Shanghai",
  ])
  func theEndIsTheStartPlusTheDurationInElapsedTime(zoneName: String) throws {
    let zone = try #require(Zone(ianaName: zoneName))
    let calendar = WorkdayCalendar(holidays: Self.embedded, workWeek: try #require(WorkWeek(parsing: "MO-SU")))
    for (hour, minute) in [(0, 30), (1, 30), (2, 30), (23, 50)] {
      for minutes in [30, 60, 90] {
        var reminder = clockInReminder(time: TimeOfDay(hour: hour, minute: minute))
        reminder.duration = ICalendarDuration(seconds: minutes * 60)
        let days = try calendar.schedule(
          reminder.selection, from: day("2026-01-01"), through: day("2026-12-31"))
        let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone)
        for event in days.days.map(events.event(on:)) {
          let elapsed = Self.instant(event.end, in: zone) - Self.instant(event.start, in: zone)
          #expect(elapsed == minutes * 60, "\(zoneName) \(event.start) → \(event.end)")
        }
      }
    }
  }

  /// Every day of 2026: an alarm at a time of the day before rings that
  /// many elapsed seconds before the start, whether the clocks keep one
  /// offset across the event (most days, where the offsets on the clock
  /// are used as they are) or change between the alarm and the start.
  @Test(arguments: ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "America/Santiago", "Asia/Shanghai"])
  func eachAlarmIsExactOnEveryDay(zoneName: String) throws {
    let zone = try #require(Zone(ianaName: zoneName))
    let calendar = WorkdayCalendar(holidays: Self.embedded, workWeek: try #require(WorkWeek(parsing: "MO-SU")))
    for time in [TimeOfDay(hour: 9, minute: 0), nil] {
      let evening = try #require(TimeOfDay(hour: 21, minute: 30))
      let reminder = clockInReminder(time: time, alarms: [.atTime(dayOffset: -1, time: evening)])
      let days = try calendar.schedule(reminder.selection, from: day("2026-01-01"), through: day("2026-12-31"))
      let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone)
      var rules = ZoneRules(zone)
      for (date, event) in zip(days.days, days.days.map(events.event(on:))) {
        let alarm = rules.instant(
          forWallClock: LocalDateTime(date: try #require(date.previous), time: evening).secondsSinceEpoch)
        let start = rules.instant(
          forWallClock: LocalDateTime(date: date, time: time ?? .midnight).secondsSinceEpoch)
        #expect(event.alarms.map(\.trigger.seconds) == [alarm - start], "\(zoneName) \(date)")
      }
    }
  }

  /// Every day of years with clock changes, of years without any, and of
  /// a year without changes between years with them (Istanbul 2017,
  /// Tehran 2023): the start, end and alarm as written name the instants
  /// Foundation's offsets give the reminder's wall-clock times, read as
  /// RFC 5545 reads them (``rfc5545Instant(_:in:)``). The expected instants
  /// owe nothing to ``ZoneRules``, whose shortcut for a year without
  /// changes the events take.
  @Test(arguments: [
    "America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "America/Santiago", "Asia/Shanghai",
    "Europe/Istanbul", "Asia/Tehran",
  ])
  func eachDaysTimesAreTheZonesInstants(zoneName: String) throws {
    let zone = try #require(Zone(ianaName: zoneName))
    let clock = try #require(TimeZone(identifier: zoneName))
    let calendar = WorkdayCalendar(
      holidays: Self.embedded, workWeek: try #require(WorkWeek(parsing: "MO-SU")), assumesRegularWeek: true)
    let evening = try #require(TimeOfDay(hour: 21, minute: 30))
    let spans = [("2016-12-20", "2017-12-31"), ("2022-12-20", "2023-12-31"), ("2026-01-01", "2026-12-31")]
    for time in [TimeOfDay(hour: 2, minute: 30), TimeOfDay(hour: 9, minute: 0), nil] {
      var reminder = clockInReminder(time: time, alarms: [.atTime(dayOffset: -1, time: evening)])
      reminder.duration = ICalendarDuration(seconds: 3600)
      let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: zone)
      for (first, last) in spans {
        for date in try calendar.schedule(reminder.selection, from: day(first), through: day(last)).days {
          let event = events.event(on: date)
          let wall = LocalDateTime(date: date, time: time ?? .midnight).secondsSinceEpoch
          let start = Self.rfc5545Instant(wall, in: clock)
          let alarm = Self.rfc5545Instant(
            LocalDateTime(date: try #require(date.previous), time: evening).secondsSinceEpoch, in: clock)
          #expect(Self.foundationInstant(event.start, in: clock) == start, "\(zoneName) \(date) start")
          #expect(event.alarms.map(\.trigger.seconds) == [alarm - start], "\(zoneName) \(date) alarm")
          if time != nil {
            #expect(
              Self.foundationInstant(event.end, in: clock) - start == 3600, "\(zoneName) \(date) end")
          }
        }
      }
    }
  }

  /// The instant `time` names in `clock`, by Foundation's offsets.
  private static func foundationInstant(_ time: Event.Time, in clock: TimeZone) -> Int {
    switch time {
    case .date(let day): rfc5545Instant(day.daysSinceEpoch * 86_400, in: clock)
    case .dateTime(let moment): rfc5545Instant(moment.secondsSinceEpoch, in: clock)
    case .utc(let moment): moment.secondsSinceEpoch
    }
  }

  /// The instant a wall-clock time names in `clock` as RFC 5545 §3.3.5
  /// reads it, from Foundation's offsets alone: of two instants showing
  /// it, the first; in a gap, the time read with the offset before it.
  private static func rfc5545Instant(_ wall: Int, in clock: TimeZone) -> Int {
    func offset(_ instant: Int) -> Int {
      clock.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
    let before = offset(wall - 86_400)
    let after = offset(wall + 86_400)
    let showing = [wall - before, wall - after].filter { wall - $0 == offset($0) }
    return showing.min() ?? wall - before
  }

  /// A start or end in an hour the clocks repeat is written in UTC: khal
  /// and calcurse read such a wall-clock time as the later pass.
  @Test func aStartOrEndInARepeatedHourIsWrittenInUTC() throws {
    var reminder = clockInReminder(time: TimeOfDay(hour: 1, minute: 30))
    reminder.duration = ICalendarDuration(seconds: 1800)
    let calendar = WorkdayCalendar(holidays: Self.embedded, assumesRegularWeek: true)
    let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: Self.newYork)
    let event = events.event(on: day("2026-11-01"))
    // 01:30 EDT is 05:30Z; half an hour later is 01:00 EST, 06:00Z
    #expect(event.start == .utc(LocalDateTime(date: day("2026-11-01"), time: TimeOfDay(hour: 5, minute: 30)!)))
    #expect(event.end == .utc(LocalDateTime(date: day("2026-11-01"), time: TimeOfDay(hour: 6, minute: 0)!)))
    // 00:30 EDT is named once; an hour and a half later is 01:00 EST.
    reminder = clockInReminder(time: TimeOfDay(hour: 0, minute: 30))
    reminder.duration = ICalendarDuration(seconds: 5400)
    let early = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: Self.newYork).event(
      on: day("2026-11-01"))
    #expect(
      early.start == .dateTime(LocalDateTime(date: day("2026-11-01"), time: TimeOfDay(hour: 0, minute: 30)!)))
    #expect(early.end == .utc(LocalDateTime(date: day("2026-11-01"), time: TimeOfDay(hour: 6, minute: 0)!)))
  }

  @Test func allDayEventsEndTheNextDay() throws {
    let events = try Self.events(reminder: clockInReminder(time: nil), from: "2026-12-31", to: "2026-12-31")
    #expect(events.map(\.start) == [.date(day("2026-12-31"))])
    #expect(events.map(\.end) == [.date(day("2027-01-01"))])
  }

  @Test(arguments: [
    ("Clock in", "clock-in"), ("  Stand-up: 9am!  ", "stand-up-9am"), ("上班", nil), ("上班 Clock in", nil),
    ("!!!", nil), (String(repeating: "a", count: 64), String(repeating: "a", count: 64)),
    (
      String(repeating: "ab ", count: 30),
      String(repeating: "ab-", count: 18) + "r" + StableHash.hex32(String(repeating: "ab ", count: 30))
    ),
  ])
  func identifiersComeFromTitles(title: String, expected: String?) {
    let identifier = Reminder.identifier(forTitle: title)
    if let expected {
      #expect(identifier == expected)
    } else {
      #expect(identifier.hasPrefix("r") && identifier.count == 9)
    }
    #expect(Reminder.isValidIdentifier(identifier))
    #expect(Reminder.identifier(forTitle: title) == identifier, "stable")
  }

  @Test func differentTitlesGetDifferentIdentifiers() {
    #expect(Reminder.identifier(forTitle: "上班") != Reminder.identifier(forTitle: "下班"))
    let long = String(repeating: "Please clock in ", count: 10)
    #expect(Reminder.identifier(forTitle: long + "now") != Reminder.identifier(forTitle: long + "later"))
    #expect(Reminder.identifier(forTitle: long).count == 64)
  }
}
