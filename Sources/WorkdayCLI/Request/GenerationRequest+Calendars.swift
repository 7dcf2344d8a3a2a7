import HolidayKit
import HolidayKitICalendar

extension GenerationRequest {
  /// What the request made: the calendars `generate` writes and `sync`
  /// keeps, and what the command says about them.
  struct Generated {
    /// What the job made: each calendar's reminders, events and
    /// document, and the notices the data cites.
    var made: CalendarGeneration.Result
    /// The warnings, in order: the data's, then the job's, worded for
    /// the request.
    var warnings: [Warning]
  }

  /// Makes the request's calendars: reads the holiday layers through
  /// ``files``, decides the range and each calendar's zone, and has
  /// ``HolidayKitICalendar/CalendarGeneration/make(_:)`` build the
  /// reminders and make the calendars. Nothing is written: everything is
  /// checked and scheduled first, so a mistake anywhere writes nothing.
  func generate() throws -> Generated {
    let calendar = try settings.calendar(session: files)
    let (start, end) = try settings.range.bounds(calendar: calendar)
    let entries = try calendars.map { entry in
      CalendarGeneration.Request.Calendar(
        reminders: entry.reminders, name: entry.name, color: entry.color, refresh: entry.refresh,
        timeZone: try entry.timeZone ?? settings.zone(), style: entry.style)
    }
    let made: CalendarGeneration.Result
    do {
      var refuses = false
      if refusesSharedUIDs, case .configuration = origin { refuses = true }
      made = try CalendarGeneration.make(
        CalendarGeneration.Request(
          calendar: calendar, from: start, through: end, calendars: entries, timestamp: timestamp,
          refusesSharedUIDs: refuses))
    } catch let problem as ReminderRequestProblem {
      throw error(problem)
    } catch let shared as SharedCalendarIdentity {
      guard case .configuration(let path, _) = origin else { throw shared }
      throw InputError(
        message:
          "\(VisibleText.excerpt(path, limit: 80)): calendars[\(shared.calendar)]: has the name and work week of calendars[\(shared.earlier)] and a reminder of the same id, so their events would share UIDs; give each calendar its own \"name\""
      )
    }
    let outputs = calendars.map(\.output)
    return Generated(
      made: made,
      warnings: try Warning.aboutCalendarData(calendar: calendar, from: start, through: end, session: files)
        + made.warnings.map { .calendar($0, spelling: spelling, outputs: outputs, start: start, end: end) })
  }
}
