import HolidayKit

extension SyncReport {
  /// What a run says besides its steps, as values: whoever shows the
  /// report words them (the command line names its options).
  package enum Note: Equatable {
    /// `--remove` found no event of its reminder in the calendar: nothing
    /// to remove. `others` are the reminders of the command line whose
    /// events sync wrote there (a misspelt title, say).
    case nothingToRemove(others: [OtherReminder])
    /// The first run of a reminder of the command line, creating its
    /// events, found events of another such reminder in the calendar: a
    /// title renamed leaves the old title's events, which are another
    /// reminder's, to remove with the command that wrote them.
    case otherReminderRemains(OtherReminder)
  }

  /// A reminder of the command line, other than the run's own, whose
  /// events an earlier sync wrote to the calendar.
  package struct OtherReminder: Equatable {
    /// Its identifier (`--id`, else made from the title).
    package var identifier: String
    /// Its title as its events were written (the first in order when they
    /// differ); empty when the state kept none.
    package var title: String
    /// How many of its events the state knows.
    package var events: Int
    /// The first and last day of its events, nil when the state kept none.
    package var days: ClosedRange<CivilDate>?

    /// Whether its title alone names it again (`--title`): its identifier
    /// is the one made from the title; else its `--id` is needed.
    package var isNamedByTitle: Bool { Reminder.identifier(forTitle: title) == identifier }

    /// The reminder `identifier` titled `title`, with `events` events
    /// over `days`.
    package init(identifier: String, title: String, events: Int, days: ClosedRange<CivilDate>?) {
      self.identifier = identifier
      self.title = title
      self.events = events
      self.days = days
    }
  }

  /// The notes of a run of `target` that made `plan`: only on the first
  /// run of its owner (`isFirstRun`: the state knew none of its events),
  /// and only for a reminder of the command line or `--remove`. `others`
  /// are the state's entries of the calendar's other owners.
  package static func notes(
    for target: SyncTarget, isFirstRun: Bool, plan: SyncPlan, others: [String: SyncState.Entry]
  ) -> [Note] {
    guard isFirstRun, target.owner.reminder != nil || target.removes else { return [] }
    var entries: [String: [SyncState.Entry]] = [:]
    for entry in others.values {
      if let identifier = entry.owner?.reminder { entries[identifier, default: []].append(entry) }
    }
    let found = entries.sorted { $0.key < $1.key }.map { identifier, entries in
      let days = entries.compactMap(\.day).sorted()
      return OtherReminder(
        identifier: identifier, title: entries.compactMap(\.title).min() ?? "", events: entries.count,
        days: days.first.map { $0...(days.last ?? $0) })
    }
    if target.removes { return plan.steps.isEmpty ? [.nothingToRemove(others: found)] : [] }
    guard plan.steps.contains(where: { if case .create = $0 { true } else { false } }) else { return [] }
    return found.map(Note.otherReminderRemains)
  }
}
