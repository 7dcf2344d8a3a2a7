import HolidayKit
import HolidayKitICalendar

extension CalendarGeneration.Result {
  /// Every event of the calendar at `index` as its own resource,
  /// saying the notices it rests on.
  func resources(ofCalendar index: Int) -> [SyncPlan.Resource] {
    let calendar = calendars[index]
    let lineage = NoticeLineage(notices)
    return calendar.events.events.map { SyncPlan.Resource(event: $0, document: calendar.document, lineage: lineage) }
  }
}

extension SyncTarget {
  /// The targets that keep `generation`'s calendars, one each, in order,
  /// in the CalDAV calendars `names`.
  ///
  /// Each is owned (``SyncOwner``) so that runs of different reminders
  /// into one CalDAV calendar never delete each other's events: with a
  /// `configurationFile` (its absolute path), by the file and the
  /// calendar's name (a reminder taken out of the file is then deleted);
  /// else by the identifier of the one reminder of the command line (a
  /// changed time or alarm is the same reminder; a new title, a new one).
  ///
  /// - Parameters:
  ///   - removes: `--remove`: nothing is wanted, and nothing is history.
  ///   - historyBefore: The range's first day when it starts today by
  ///     default (no `--from` or `--year`, there or in the configuration):
  ///     the days before it are history (``historyBefore``).
  ///   - regenerate: The calendars made again from another first day, to
  ///     the same end, for a series to keep the start an earlier run gave
  ///     it (``regenerate``); nil when they cannot be made again.
  package static func targets(
    for generation: CalendarGeneration.Result, names: [String], configurationFile: String?, removes: Bool,
    historyBefore: CivilDate?, regenerate: ((CivilDate) throws -> CalendarGeneration.Result)?
  ) -> [SyncTarget] {
    let lineage = NoticeLineage(generation.notices)
    return zip(generation.calendars.indices, names).map { index, name in
      let calendar = generation.calendars[index]
      let resources = generation.resources(ofCalendar: index)
      let owner: SyncOwner =
        if let configurationFile {
          .configuration(file: configurationFile, calendar: calendar.document.name ?? "")
        } else {
          .reminder(calendar.reminders.first?.identifier ?? "")
        }
      var again: ((CivilDate) throws -> [SyncPlan.Resource])?
      if historyBefore != nil, let regenerate {
        again = { from in try regenerate(from).resources(ofCalendar: index) }
      }
      return SyncTarget(
        name: name, color: calendar.document.color?.hex, wanted: removes ? [] : resources,
        suffixes: SyncPlan.reminderSuffixes(of: resources), owner: owner, removes: removes,
        historyBefore: removes ? nil : historyBefore, regenerate: again, lineage: lineage)
    }
  }

  /// Sets ``otherIdentities`` for the one reminder of the command line,
  /// titled `title`, whose calendar is named `current` (the name in every
  /// UID): the spellings an earlier run into this CalDAV calendar may have
  /// used, `--calendar-name` as the CalDAV calendar's name (unless it is
  /// a URL) or as the title, each other than `current`, with the resource
  /// names' suffixes its events would have.
  ///
  /// - Parameters:
  ///   - generate: The calendars made again with the calendar named so
  ///     (nil when they cannot be); asked only when a run looks at the
  ///     calendar's members.
  ///   - spelling: How the user gives a name, for the message that names
  ///     the identity found.
  package mutating func lookForOtherIdentities(
    title: String, current: String, generate: @escaping (String) -> CalendarGeneration.Result?,
    spelling: @escaping (String) -> String
  ) {
    var names: [String] = []
    for other in [isURL ? nil : name, title].compactMap({ $0 }) where other != current && !names.contains(other) {
      names.append(other)
    }
    otherIdentities = {
      names.compactMap { name in
        guard let other = generate(name), !other.calendars.isEmpty else { return nil }
        return (spelling(name), SyncPlan.reminderSuffixes(of: other.resources(ofCalendar: 0)))
      }
    }
  }
}
