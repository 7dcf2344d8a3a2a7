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
  /// The events for the listed days from `start` through `end`.
  ///
  /// A run's UID is its first day and kind (`20261001-off@workday-ics`), so
  /// a notice that extends a holiday at its end updates the event in place.
  ///
  /// - Parameters:
  ///   - holidays: The days, overlays included.
  ///   - official: The official data alone, which alone has legal
  ///     standing; nil when `holidays` has no overlays.
  ///   - identity: What tells this calendar apart from others imported
  ///     beside it (its name, overlays and work week); a stable hash of it
  ///     joins every UID (`20261001-off-5d41402a@workday-ics`). Empty (the
  ///     default calendar): the day and kind alone.
  package static func events(
    in holidays: HolidayCalendar, official: HolidayCalendar? = nil, workWeek: WorkWeek, from start: CivilDate,
    through end: CivilDate, identity: String = "", uidDomain: String = "workday-ics"
  ) -> [Event] {
    var events: [Event] = []
    let provisional = holidays.provisionalYears
    let suffix = (identity.isEmpty ? "" : "-" + StableHash.hex32(identity)) + "@" + uidDomain
    /// Whether the day's entry is the official one, not an overlay's.
    func isOfficial(_ entry: HolidayEntry) -> Bool { official.map { $0.entry(on: entry.date) == entry } ?? true }
    func mark(_ summary: String, _ description: String, on day: CivilDate) -> (String, String, Bool) {
      guard provisional.contains(day.year) else { return (summary, description, false) }
      return (summary + " (暂定)", description + "\n" + ReminderEvents.provisionalNote(year: day.year), true)
    }
    // What the law makes of each day off, for the titles: 国庆节 (法定),
    // 清明节 (补假), 国庆节 (调休), 国庆节 (周末); none where it cannot tell.
    var categories: [CivilDate: String] = [:]
    for (date, kind) in (try? (official ?? holidays).legalKinds(from: start, through: end)) ?? [] {
      // A group's day (a CitizenGroup's) is the law's Art. 3, not a break's day.
      guard holidays.entry(on: date)?.source != WorkdayCalendar.groupDaySource else { continue }
      switch kind {
      case .statutoryHoliday: categories[date] = "法定"
      case .replacementDay: categories[date] = "补假"
      case .swappedRestDay: categories[date] = "调休"
      case .weekendInBreak: categories[date] = "周末"
      default: break
      }
    }
    func title(_ name: String, on date: CivilDate) -> String {
      categories[date].map { "\(name) (\($0))" } ?? name
    }
    var run: (first: CivilDate, last: CivilDate, name: String, isOfficial: Bool)?
    func flush() {
      guard let current = run else { return }
      let note =
        if holidays.entry(on: current.first)?.source == WorkdayCalendar.groupDaySource {
          // --group: the law's day for some citizens (Art. 3), not the notice's.
          "部分公民放假 time off the law gives a group of citizens (Art. 3): \(current.name)"
        } else if current.isOfficial {
          "放假 official day off: \(current.name)"
        } else {
          "休息 day off: \(current.name) (an overlay's, not official)"
        }
      let (summary, description, tentative) = mark(current.name, note, on: current.first)
      events.append(
        Event(
          uid: "\(current.first.basicFormat)-off\(suffix)", start: .date(current.first),
          end: .date(current.last.next ?? current.last), summary: summary, description: description,
          isTentative: tentative))
      run = nil
    }
    for entry in holidays.entries where entry.date >= start && entry.date <= end {
      let official = isOfficial(entry)
      if entry.isOffDay {
        let canonical = HolidayName.canonical(entry.name)
        let name = official ? title(canonical, on: entry.date) : canonical
        if let current = run, current.name == name, current.isOfficial == official, current.last.next == entry.date {
          run?.last = entry.date
        } else {
          flush()
          run = (entry.date, entry.date, name, official)
        }
        continue
      }
      flush()
      guard !workWeek.contains(entry.date) else { continue }
      let name = HolidayName.canonical(entry.name)
      let (summary, description, tentative) =
        official
        ? mark("补班 (\(name))", "调休上班 make-up workday: \(name)", on: entry.date)
        : mark("上班 (\(name))", "上班 working day: \(name) (an overlay's, not official)", on: entry.date)
      events.append(
        Event(
          uid: "\(entry.date.basicFormat)-makeup\(suffix)", start: .date(entry.date),
          end: .date(entry.date.next ?? entry.date), summary: summary, description: description,
          isTentative: tentative))
    }
    flush()
    return events.sorted { ($0.start.date, $0.uid) < ($1.start.date, $1.uid) }
  }
}
