import HolidayKit

/// A reminder's events as a calendar file holds them: one per day, or
/// recurring series with exceptions.
extension ReminderEvents {
  /// The events for `days` in `style`, lazily.
  ///
  /// In compact style the rule's days are written as recurring events, one
  /// for each run of days whose events differ only in their date: a series
  /// is split where the title, notes, status or alarms of the expanded
  /// events change (a provisional year, a make-up workday, an alarm at a
  /// time of day across a clock change), so that every occurrence reads as
  /// the expanded event of its day. A day whose start or end the zone's
  /// clock does not name exactly once (in a gap or a repeated hour) is
  /// written as an event of its own, in UTC: readers disagree on such a
  /// time in a series (sabre/vobject moves every later occurrence); so are
  /// a day whose event spans a clock change and a day within a week of a
  /// day whose time is skipped or repeated (libical). No series spans such
  /// a day even where it has no occurrence, nor the start of a year: a
  /// year's series (the first one named by the reminder, a later one by
  /// its first day) stays the same series whatever a notice does to
  /// another year.
  package func events(for days: ScheduledDays, style: CalendarStyle) -> ReminderEventSequence {
    guard style == .compact, let rule = days.rule else {
      return ReminderEventSequence(events: self, prepared: [], days: days.days)
    }
    let removed = DaySet(days.removedDays)
    var prepared: [Event] = []
    var run: (head: Event, first: CivilDate, last: CivilDate, excluded: [CivilDate])?
    var pending: [CivilDate] = []  // left-out days after the run's last day
    var hasSeries = false
    func close() {
      defer {
        run = nil
        pending = []
      }
      guard let current = run else { return }
      guard current.first != current.last else { return prepared.append(current.head) }
      var head = current.head
      var series = rule
      switch start(on: current.last) {
      case .date(let date): series.end = .until(.date(date))
      case .dateTime(let moment):
        series.end = .until(.utc(LocalDateTime(secondsSinceEpoch: instant(moment)) ?? moment))
      case .utc(let moment): series.end = .until(.utc(moment))
      }
      // The first series keeps the reminder's series UID; a later one is
      // named by its first day.
      head.uid = hasSeries ? seriesUID(from: current.first) : seriesUID
      hasSeries = true
      // The series starts on its first kept day: RFC 5545 makes DTSTART an
      // occurrence, and an EXDATE on DTSTART is a corner some clients miss.
      head.recurrence = Event.Recurrence(rule: series, excluded: current.excluded.map { start(on: $0) })
      prepared.append(head)
    }
    // libical's recurrence iterator reads a time of day the clocks skip
    // on one day an hour off on other days of the same week (2026-03-28
    // 02:15 in Asia/Jerusalem, 2027-03-26 02:15 in Europe/Berlin on the
    // last Friday), while it reads a single event right: such days are
    // events of their own.
    let irregular = irregularDays(around: days.ruleDays)
    var nearby = irregular.startIndex
    var previous: CivilDate?
    for day in days.ruleDays {
      // No series spans a new year: each year's series keeps its UID when
      // a notice confirms or moves the days of another year, rather than
      // the year before stretching over it (and a client deleting the
      // year's series to add it back under another UID).
      if let last = previous, last.year != day.year { close() }
      // No series spans a day whose time the clocks skip or repeat, even a
      // day it does not fall on: sabre/vobject steps through the days on
      // the wall clock and keeps the time a gap moved it to.
      if let time = reminder.time, let last = previous, run != nil {
        var between = last.next
        while let other = between, other < day {
          if !namesOnce(LocalDateTime(date: other, time: time).secondsSinceEpoch) {
            close()
            break
          }
          between = other.next
        }
      }
      previous = day
      if removed.contains(day) {
        if run != nil, isWrittenOnWallClock(start(on: day)) { pending.append(day) } else { close() }
        continue
      }
      let event = self.event(on: day)
      while nearby < irregular.endIndex, let limit = irregular[nearby].adding(days: 7), limit < day { nearby += 1 }
      let nearAnIrregularDay =
        nearby < irregular.endIndex && irregular[nearby].adding(days: -7).map { $0 <= day } == true
      guard isWrittenOnWallClock(event.start), isWrittenOnWallClock(event.end), keepsItsClock(event),
        !nearAnIrregularDay
      else {
        close()
        prepared.append(event)
        continue
      }
      if let current = run, Self.sameButDate(current.head, event) {
        run?.last = day
        run?.excluded += pending
        pending = []
      } else {
        close()
        run = (event, day, day, [])
      }
    }
    close()
    return ReminderEventSequence(events: self, prepared: prepared, days: days.addedDays)
  }
}
