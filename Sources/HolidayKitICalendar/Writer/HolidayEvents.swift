import HolidayKit

/// The official arrangement itself as all-day events: one per run of
/// consecutive days off with the same name and the same standing in law
/// (`国庆节 (法定)` for statutory holidays, `清明节 (补假)` for a day off
/// owed by Art. 6 for a holiday on a weekend, `国庆节 (调休)` for days off
/// swapped there with make-up workdays, `国庆节 (周末)` for its weekends;
/// exclusive DTEND), one per make-up workday, titled `补班 (国庆节)`.
/// A day an overlay lists (leave, a company day) has no legal standing:
/// it is titled with its name alone and described as the overlay's.
package enum HolidayEvents {
  /// The days-off calendar's name unless one is given.
  package static let defaultName = "中国法定节假日 Holidays of China"

  /// What tells a days-off calendar apart from others imported beside
  /// it, for its UIDs: the name given, the overlays' file names, the
  /// groups and the work week, each only when it is not the default;
  /// empty for the default calendar, whose UIDs are the day and kind alone.
  package static func identity(name: String?, overlays: [String], calendar: WorkdayCalendar) -> String {
    let overlayNames = overlays.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    let groups = groupsLine(of: calendar)
    guard name != nil || !overlayNames.isEmpty || !groups.isEmpty || calendar.workWeek != .mondayToFriday else {
      return ""
    }
    return ([name ?? "", calendar.workWeek.description] + overlayNames + groups).joined(separator: "\n")
  }

  /// The groups of `calendar` and the half they have off, as a line of a
  /// calendar's identity (`groups women,youth afternoon`); none without
  /// groups, so that other calendars' UIDs stay as they were.
  package static func groupsLine(of calendar: WorkdayCalendar) -> [String] {
    guard !calendar.groups.isEmpty else { return [] }
    let names = calendar.groups.map(\.rawValue).sorted().joined(separator: ",")
    return ["groups \(names) \(calendar.morningOff ? "morning" : "afternoon")"]
  }

  /// The events for the listed days among `days`, each titled and
  /// described from what the day says (``WorkdayCalendar/Day``): its legal
  /// standing where the State Council's word decides it, whose day it is
  /// otherwise, and a mark where it rests on no notice.
  ///
  /// A run's UID is its first day and kind (`20261001-off@workday-ics`), so
  /// a notice that extends a holiday at its end updates the event in place.
  ///
  /// - Parameters:
  ///   - days: The days, in date order.
  ///   - identity: What tells this calendar apart from others imported
  ///     beside it (its name, overlays and work week); a stable hash of it
  ///     joins every UID (`20261001-off-5d41402a@workday-ics`). Empty (the
  ///     default calendar): the day and kind alone.
  package static func events(
    of days: [WorkdayCalendar.Day], identity: String = "", uidDomain: String = "workday-ics"
  ) -> [Event] {
    var events: [Event] = []
    let suffix = (identity.isEmpty ? "" : "-" + StableHash.hex32(identity)) + "@" + uidDomain
    func mark(_ summary: String, _ description: String, on day: WorkdayCalendar.Day) -> (String, String, Bool) {
      switch day.withoutNotice {
      case .provisional:
        return (summary + " (暂定)", description + "\n" + ReminderEvents.provisionalNote(year: day.date.year), true)
      case .assumedWeek:
        return (summary + " (假定)", description + "\n" + ReminderEvents.assumedNote, true)
      case nil:
        return (summary, description, false)
      }
    }
    func note(_ basis: DayBasis, name: String, on day: WorkdayCalendar.Day) -> String {
      switch basis {
      case .groupDay:
        "部分公民放假 time off the law gives a group of citizens (\(day.groupDay?.grantedIn ?? .article(3))): \(name)"
      case .overlay: "休息 day off: \(name) (an overlay's, not official)"
      case .givenData: "休息 day off: \(name) (given data, not a notice)"
      case .notice, .prediction, .regularWeek: "放假 official day off: \(name)"
      }
    }
    var run: (first: WorkdayCalendar.Day, last: CivilDate, name: String, basis: DayBasis)?
    func flush() {
      guard let current = run else { return }
      let (summary, description, tentative) = mark(
        current.name, note(current.basis, name: current.name, on: current.first), on: current.first)
      events.append(
        Event(
          uid: "\(current.first.date.basicFormat)-off\(suffix)", start: .date(current.first.date),
          end: .date(current.last.next ?? current.last), summary: summary, description: description,
          standing: tentative ? .tentative : .confirmed))
      run = nil
    }
    for day in days {
      // A day off, or a group's half day off, named such as `妇女节 (下午放假)`.
      let off: (name: String, basis: DayBasis)?
      if let groupDay = day.groupDay, let half = day.halfDayOff {
        let name = "\(groupDay.group.holidayName) (\(half.name(in: .chinese))放假)"
        off = (name, .groupDay(citation: groupDay.citation))
      } else if !day.isWorkingDay, let holiday = day.holiday {
        off = (day.legal?.chineseWord.map { "\(holiday) (\($0))" } ?? holiday, day.basis)
      } else {
        off = nil
      }
      if let off {
        if let current = run, current.name == off.name, current.basis == off.basis,
          current.first.withoutNotice == day.withoutNotice, current.last.next == day.date
        {
          run?.last = day.date
        } else {
          flush()
          run = (day, day.date, off.name, off.basis)
        }
        continue
      }
      guard let holiday = day.holiday else {
        flush()
        continue
      }
      flush()
      // A notice's make-up workday whatever the work week, or a working
      // weekend day of an own arrangement.
      guard day.isOfficialMakeUpWorkday || { if case .makeUpWorkday = day.kind { true } else { false } }() else {
        continue
      }
      let (summary, description, tentative) =
        day.isOfficialMakeUpWorkday
        ? mark("补班 (\(holiday))", "调休上班 make-up workday: \(holiday)", on: day)
        : mark("上班 (\(holiday))", "上班 working day: \(holiday) (\(whose(day.basis)), not official)", on: day)
      events.append(
        Event(
          uid: "\(day.date.basicFormat)-makeup\(suffix)", start: .date(day.date),
          end: .date(day.date.next ?? day.date), summary: summary, description: description,
          standing: tentative ? .tentative : .confirmed))
    }
    flush()
    return events.sorted { ($0.start.date, $0.uid) < ($1.start.date, $1.uid) }
  }

  /// Whose a listed day is, when not the State Council's.
  private static func whose(_ basis: DayBasis) -> String {
    if case .givenData = basis { "given data" } else { "an overlay's" }
  }
}
