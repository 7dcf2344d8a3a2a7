/// The official arrangement itself as all-day events: one per run of
/// consecutive days off with the same name (exclusive DTEND), one per
/// make-up workday, titled `补班 (国庆节)`.
public enum HolidayEvents {
  /// The events for the listed days from `start` through `end`.
  ///
  /// A run's UID is its first day and kind (`20261001-off@workday-ics`), so
  /// a notice that extends a holiday at its end updates the event in place.
  public static func events(
    in holidays: HolidayCalendar, workWeek: WorkWeek, from start: CivilDate, through end: CivilDate,
    uidDomain: String = "workday-ics"
  ) -> [Event] {
    var events: [Event] = []
    var run: (first: CivilDate, last: CivilDate, name: String)?
    func flush() {
      guard let current = run else { return }
      events.append(
        Event(
          uid: "\(current.first.basicFormat)-off@\(uidDomain)", start: .date(current.first),
          end: .date(current.last.next ?? current.last), summary: current.name,
          description: "放假 official day off: \(current.name)"))
      run = nil
    }
    for entry in holidays.entries where entry.date >= start && entry.date <= end {
      if entry.isOffDay {
        if let current = run, current.name == HolidayName.canonical(entry.name), current.last.next == entry.date {
          run?.last = entry.date
        } else {
          flush()
          run = (entry.date, entry.date, HolidayName.canonical(entry.name))
        }
        continue
      }
      flush()
      guard !workWeek.contains(entry.date) else { continue }
      events.append(
        Event(
          uid: "\(entry.date.basicFormat)-makeup@\(uidDomain)", start: .date(entry.date),
          end: .date(entry.date.next ?? entry.date), summary: "补班 (\(HolidayName.canonical(entry.name)))",
          description: "调休上班 make-up workday: \(HolidayName.canonical(entry.name))"))
    }
    flush()
    return events.sorted { ($0.start.date, $0.uid) < ($1.start.date, $1.uid) }
  }
}
