#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a reminder's scheduled days into events, one at a time, so that a
/// calendar of any length streams: what each day's event means (its UID,
/// start and end, title, notes and alarms, exact across clock changes).
/// HolidayKitICalendar writes these events, and groups them into series
/// for compact calendars (`events(for:style:)`).
package final class ReminderEvents {
  package let reminder: Reminder
  private let calendar: WorkdayCalendar
  private var zone: ZoneRules
  private let domain: String
  /// Whether a title says a day rests on no notice (`上班 (暂定)`).
  private let marksTitles: Bool
  /// Each alarm's text, worked out once.
  private let alarmTexts: [String]
  /// The reminder's name in UIDs: its identifier, and the hash of its
  /// calendar's identity when there is one (`clock-in-5d41402a`).
  private let name: String
  /// What follows the date in every UID: `-clock-in@workday-ics`, in UTF-8.
  private let uidSuffix: [UInt8]
  /// The alarms last made, to share with the next event that has the same.
  private var recentAlarms: [Alarm] = []
  /// How far an event's wall-clock times reach from its start, in
  /// seconds: back to its earliest alarm, on to its end or latest alarm.
  private let reach: ClosedRange<Int>
  /// The alarms of an event whose times all fall where the clocks keep
  /// one offset: the triggers' offsets on the clock.
  private let steadyAlarms: [Alarm]
  /// The year of ``listedDays``.
  private var listedYear: Int?
  /// The day values of ``listedYear``'s make-up workdays, by day number,
  /// worked out once for the year.
  private var listedDays: [Int: WorkdayCalendar.Day] = [:]

  /// Prepares events for `reminder` in `timeZone`, naming days with `calendar`.
  ///
  /// - Parameters:
  ///   - reminder: What the events say and when in the day.
  ///   - calendar: The working days, for the notes of make-up workdays.
  ///   - timeZone: The zone of the events' times.
  ///   - calendarIdentity: What tells this reminder's calendar apart from
  ///     others a person may import beside it (its name and work week,
  ///     say). A stable hash of it joins the reminder's identifier in every
  ///     UID, so that two calendars with a reminder of the same title never
  ///     share UIDs, while a change of time, alarms or notes keeps them.
  ///     Empty: the identifier alone.
  ///   - uidDomain: What follows `@` in every UID.
  ///   - marksTitles: Whether a title says that its day rests on no
  ///     notice (`上班 (暂定)`, `上班 (假定)`); the notes and the event's
  ///     standing say so either way.
  package init(
    reminder: Reminder, calendar: WorkdayCalendar, timeZone: Zone, calendarIdentity: String = "",
    uidDomain: String = "workday-ics", marksTitles: Bool = true
  ) {
    self.reminder = reminder
    self.calendar = calendar
    self.marksTitles = marksTitles
    zone = ZoneRules(timeZone)
    domain = uidDomain
    alarmTexts = reminder.alarms.map(reminder.alarmDescription)
    name =
      calendarIdentity.isEmpty ? reminder.identifier : reminder.identifier + "-" + StableHash.hex32(calendarIdentity)
    uidSuffix = Array("-\(name)@\(uidDomain)".utf8)
    let startTime = reminder.time ?? .midnight
    let offsets = reminder.alarms.map { $0.offset(fromStartAt: startTime) }
    let length = reminder.time == nil ? 86_400 : reminder.duration.seconds
    reach = min(0, offsets.map(\.seconds).min() ?? 0)...max(length, offsets.map(\.seconds).max() ?? 0)
    steadyAlarms = Self.alarms(ringingAt: offsets, texts: alarmTexts)
  }

  /// The UID of the reminder's event on `day`: `20261008-clock-in@workday-ics`.
  package func uid(on day: CivilDate) -> String {
    String(unsafeUninitializedCapacity: 8 + uidSuffix.count) { text in  // one string, written once
      guard let base = text.baseAddress else { return 0 }
      day.writeBasicFormat(at: base)
      (base + 8).initialize(from: uidSuffix, count: uidSuffix.count)
      return 8 + uidSuffix.count
    }
  }

  /// The first of `days` that the zone's clocks skip altogether, for a
  /// timed reminder (nil for all-day reminders, whose days are dates).
  package func firstMissingDay(in days: ScheduledDays) -> CivilDate? {
    guard let time = reminder.time else { return nil }
    for day in days.days {
      let wall = LocalDateTime(date: day, time: time).secondsSinceEpoch
      let shown = zone.wallClock(atInstant: instant(forWallClock: wall))
      // A time in an ordinary gap moves forward within its day; a time of
      // a skipped day lands on another.
      if (shown - time.secondsSinceMidnight) / 86_400 != day.daysSinceEpoch, abs(shown - wall) >= 86_400 - 3600 * 3 {
        return day
      }
    }
    return nil
  }

  /// The UID of the reminder's recurring event in compact style.
  package var seriesUID: String { "series-\(name)@\(domain)" }

  package func instant(_ moment: LocalDateTime) -> Int {
    instant(forWallClock: moment.secondsSinceEpoch)
  }

  package func instant(forWallClock wall: Int) -> Int {
    zone.instant(forWallClock: wall)
  }

  /// The start: the wall-clock time in the zone, or in UTC when the zone's
  /// clock does not name it exactly once (in a gap the clocks skip, or in
  /// an hour they repeat), where readers disagree on what a wall-clock
  /// time means (khal and calcurse take the later pass of a repeated hour,
  /// RFC 5545 the earlier).
  package func start(on day: CivilDate) -> Event.Time {
    guard let time = reminder.time else { return .date(day) }
    let moment = LocalDateTime(date: day, time: time)
    let wall = moment.secondsSinceEpoch
    if namesOnce(wall) { return .dateTime(moment) }
    return .utc(LocalDateTime(secondsSinceEpoch: instant(forWallClock: wall)) ?? moment)
  }

  /// The end: the start plus the duration in elapsed time. It is written
  /// on the zone's wall clock when that clock names it exactly once, else
  /// in UTC (an end in the second pass of a repeated hour would read as the
  /// first pass, before the start).
  package func end(on day: CivilDate) -> Event.Time {
    guard let time = reminder.time else { return .date(day.next ?? day) }
    let endInstant = instant(LocalDateTime(date: day, time: time)) + reminder.duration.seconds
    let wall = zone.wallClock(atInstant: endInstant)
    if instant(forWallClock: wall) == endInstant, namesOnce(wall), let moment = LocalDateTime(secondsSinceEpoch: wall) {
      return .dateTime(moment)
    }
    return .utc(LocalDateTime(secondsSinceEpoch: endInstant) ?? LocalDateTime(date: day, time: time))
  }

  /// Whether the zone's wall clock shows `wall` at exactly one instant:
  /// not in a gap the clocks skip, nor in a span they repeat.
  package func namesOnce(_ wall: Int) -> Bool {
    if zone.keepsOneOffset(from: wall, through: wall) { return true }  // a year without changes
    let moment = instant(forWallClock: wall)
    let offset = zone.wallClock(atInstant: moment) - moment
    guard moment + offset == wall else { return false }  // in a gap
    // The clocks go back within two hours: is this time shown again?
    guard zone.wallClock(atInstant: moment + 7200) - 7200 - moment != offset else { return true }
    for step in stride(from: 1800, through: 7200, by: 1800) where zone.wallClock(atInstant: moment + step) == wall {
      return false
    }
    return true
  }

  /// The alarms, exactly: for a wall-clock trigger ("21:00 the day before")
  /// the offset is measured between the real instants, so a
  /// daylight-saving change in between does not shift it.
  ///
  /// Consecutive days almost always have the same alarms: those are handed
  /// out again, shared, rather than made anew for every event. Two alarms
  /// that ring at one moment on a day (equal on every day are refused
  /// earlier) are written once.
  private func alarms(on day: CivilDate?) -> [Alarm] {
    var unchanged = recentAlarms.count == reminder.alarms.count
    for index in reminder.alarms.indices where unchanged {
      unchanged = recentAlarms[index].trigger == offset(of: reminder.alarms[index], on: day)
    }
    if unchanged { return recentAlarms }
    let alarms = Self.alarms(ringingAt: reminder.alarms.map { offset(of: $0, on: day) }, texts: alarmTexts)
    recentAlarms = alarms
    return alarms
  }

  /// Alarms at `offsets` from the start, each with its text in `texts`;
  /// alarms that differ on other days but ring at one moment on this one
  /// (across a clock change) ring once.
  private static func alarms(ringingAt offsets: [ICalendarDuration], texts: [String]) -> [Alarm] {
    var alarms: [Alarm] = []
    alarms.reserveCapacity(offsets.count)
    for (offset, text) in zip(offsets, texts) where !alarms.contains(where: { $0.trigger == offset }) {
      alarms.append(Alarm(trigger: offset, description: text))
    }
    return alarms
  }

  /// The start, end and alarms of the event on `day`. Where the wall
  /// clock keeps one offset across all of them (most days of most
  /// zones), they are the times on the clock, without asking the zone
  /// about each.
  private func times(on day: CivilDate) -> (start: Event.Time, end: Event.Time, alarms: [Alarm]) {
    let moment = LocalDateTime(date: day, time: reminder.time ?? .midnight)
    let wall = moment.secondsSinceEpoch
    if zone.keepsOneOffset(from: wall + reach.lowerBound, through: wall + reach.upperBound) {
      guard reminder.time != nil else { return (start(on: day), end(on: day), steadyAlarms) }  // dates
      if let end = LocalDateTime(secondsSinceEpoch: wall + reminder.duration.seconds) {
        return (.dateTime(moment), .dateTime(end), steadyAlarms)
      }
    }
    return (start(on: day), end(on: day), alarms(on: day))
  }

  /// The offset of `trigger` from the start of the event on `day` (or of
  /// any day, when nil).
  private func offset(of trigger: AlarmTrigger, on day: CivilDate?) -> ICalendarDuration {
    let startTime = reminder.time ?? .midnight
    guard let day, case .atTime(let dayOffset, let time) = trigger, let alarmDay = day.adding(days: dayOffset) else {
      return trigger.offset(fromStartAt: startTime)
    }
    return ICalendarDuration(
      seconds: instant(LocalDateTime(date: alarmDay, time: time)) - instant(LocalDateTime(date: day, time: startTime)))
  }

  /// The day value of a working day the data lists on a day the work week
  /// has off (nil on any other day): whose working day it is, a notice's
  /// make-up workday or an own arrangement's, is the day value's. The
  /// values of a year's such days are worked out together, when the first
  /// is asked for.
  package func listedWorkingDay(on day: CivilDate) -> WorkdayCalendar.Day? {
    guard calendar.makeUpWorkday(on: day) != nil else { return nil }  // most days: no search
    if listedYear != day.year {
      listedDays = calendar.makeUpWorkdayValues(inYear: day.year)
      listedYear = day.year
    }
    return listedDays[day.daysSinceEpoch]
  }

  private func notes(on day: CivilDate, listed: WorkdayCalendar.Day?, without: WorkdayCalendar.WithoutNotice?)
    -> String?
  {
    var lines = reminder.notes.map { [$0] } ?? []
    switch without {
    case .provisional: lines.append(Self.provisionalNote(year: day.year))
    case .assumedWeek: lines.append(Self.assumedNote)
    case nil: break
    }
    if let listed, let name = listed.holiday {
      lines.append(
        listed.isOfficialMakeUpWorkday
          ? "调休上班 make-up workday: \(name)" : "个人或单位安排 overlay workday: \(name) (not official)")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The event on `day`. In a provisional year (no notice yet, answered
  /// from the law) the title says so (`上班 (暂定)`), the notes say what
  /// it rests on, and the event is tentative; so on a day no data covers,
  /// answered from the regular week assumed (`上班 (假定)`): the day
  /// value's ``WorkdayCalendar/Day/withoutNotice``. On a day data covers
  /// the event is confirmed (``Event/Standing``); an app's own event on a
  /// day nothing covers is neither.
  package func event(on day: CivilDate) -> Event {
    let listed = listedWorkingDay(on: day)
    let makeUp = reminder.marksMakeUpDays && listed?.isOfficialMakeUpWorkday == true
    var summary = makeUp ? reminder.makeUpDayTitle : reminder.title
    let without = withoutNotice(on: day, listed: listed)
    switch without {
    case .provisional where marksTitles: summary += reminder.language == .chinese ? " (暂定)" : " (provisional)"
    case .assumedWeek where marksTitles: summary += reminder.language == .chinese ? " (假定)" : " (assumed)"
    case .provisional, .assumedWeek, nil: break
    }
    let times = times(on: day)
    return Event(
      uid: uid(on: day), start: times.start, end: times.end, summary: summary, location: reminder.location,
      description: notes(on: day, listed: listed, without: without), url: reminder.url, alarms: times.alarms,
      isTransparent: !reminder.isBusy,
      standing: without != nil ? .tentative : calendar.holidays.covers(day) ? .confirmed : .unmarked)
  }

  /// Why no notice answers for `day`, the day value's
  /// ``WorkdayCalendar/Day/withoutNotice``: what marks its event
  /// tentative, and an occurrence ``ReminderOccurrence/isProvisional``.
  package func withoutNotice(on day: CivilDate) -> WorkdayCalendar.WithoutNotice? {
    withoutNotice(on: day, listed: listedWorkingDay(on: day))
  }

  /// ``withoutNotice(on:)``, the day's value `listed` when it is a listed
  /// working day.
  private func withoutNotice(on day: CivilDate, listed: WorkdayCalendar.Day?) -> WorkdayCalendar.WithoutNotice? {
    listed.map(\.withoutNotice) ?? calendar.withoutNotice(on: day)
  }

  /// The line that says a provisional year's event rests on a prediction.
  package static func provisionalNote(year: Int) -> String {
    "暂定 provisional: the \(year) notice is not published yet; this day comes from the law and the 2025 principles, and make-up workdays are guesses"
  }

  /// The line that says an event rests on the regular week and the law's
  /// statutory days, no data covering its day.
  package static let assumedNote =
    "假定 assumed: no holiday data covers this day; the regular week and the law's statutory days, without 调休 or make-up workdays"

  /// The UID of a later recurring event of the reminder in compact style,
  /// which starts on `day`: `series-20270104-clock-in@workday-ics`.
  package func seriesUID(from day: CivilDate) -> String { "series-\(day.basicFormat)-\(name)@\(domain)" }

  /// Whether no clock change falls within the event, so that its end on
  /// the wall clock is its start plus its length: a series' occurrences
  /// all take the first one's length, which readers add either on the wall
  /// clock or in elapsed time.
  package func keepsItsClock(_ event: Event) -> Bool {
    guard case .dateTime(let start) = event.start, case .dateTime(let end) = event.end else { return true }
    return end.secondsSinceEpoch - start.secondsSinceEpoch == reminder.duration.seconds
  }

  /// The days of the range, and a week either side, whose time the
  /// clocks skip or repeat (none for all-day reminders).
  package func irregularDays(around days: [CivilDate]) -> [CivilDate] {
    guard let time = reminder.time, let first = days.first?.adding(days: -7), let last = days.last?.adding(days: 7)
    else { return [] }
    var found: [CivilDate] = []
    var day: CivilDate? = first
    while let current = day, current <= last {
      if !namesOnce(LocalDateTime(date: current, time: time).secondsSinceEpoch) { found.append(current) }
      day = current.next
    }
    return found
  }

  package func isWrittenOnWallClock(_ time: Event.Time) -> Bool {
    if case .utc = time { return false }
    return true
  }

  /// Whether two days' events say the same but for their dates and UIDs,
  /// so that one series can carry both.
  package static func sameButDate(_ one: Event, _ other: Event) -> Bool {
    one.summary == other.summary && one.description == other.description && one.alarms == other.alarms
      && one.standing == other.standing && one.location == other.location && one.url == other.url
      && one.isTransparent == other.isTransparent
  }
}
