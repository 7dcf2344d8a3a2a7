import HolidayKit

/// One calendar for a ``SyncSession`` to keep: its events, the CalDAV
/// calendar they go in (a display name or a URL), and whose they are.
package struct SyncTarget {
  /// The CalDAV calendar: a display name (found, or made with
  /// ``SyncSession/Options/createsCalendars``) or an `https://` URL.
  package var name: String
  /// The colour to make the calendar with, `#RRGGBB`.
  package var color: String?
  /// The events wanted: none with `--remove`.
  package var wanted: [SyncPlan.Resource]
  /// The notices this run's data cites, year by year: a year whose events
  /// on the server cite one it lacks is left as it is.
  package var lineage = NoticeLineage()
  /// What ends the resource names of this run's reminders
  /// (`-clock-in-5d41402a_40workday-ics.ics`): a member so named that
  /// the state does not know was written by an earlier run whose state
  /// was lost, and is this run's to take over or delete.
  package var suffixes: Set<String>
  /// Whose events these are: the state file holds every run's events of
  /// a calendar, and a run deletes only its own.
  package var owner: SyncOwner
  /// Whether this is `--remove`.
  package var removes = false
  /// The first day of a range that starts today by default.
  /// Events of earlier days are history, never deleted because the range
  /// moved on; nil when the user chose the range (`--from`, `--year`, or
  /// in the configuration) or removes.
  package var historyBefore: CivilDate?
  /// The events made again from another first day (to the same end),
  /// when the range starts today by default: a series (`--style
  /// compact`) keeps the start an earlier run gave it.
  package var regenerate: ((CivilDate) throws -> [SyncPlan.Resource])?
  /// The other spellings of this calendar's identity an earlier run may
  /// have used (the calendar's name is part of every UID: another
  /// `--calendar-name` is another set of events), each as the user would
  /// give it and the ``suffixes`` its events would have; asked only when
  /// a run looks at the calendar's members (see
  /// ``lookForOtherIdentities(title:current:generate:spelling:)``).
  package var otherIdentities: (() -> [(spelling: String, suffixes: Set<String>)])?

  /// A calendar named `name` to hold `wanted`, the events of `owner`.
  package init(
    name: String, color: String? = nil, wanted: [SyncPlan.Resource], suffixes: Set<String> = [],
    owner: SyncOwner, removes: Bool = false, historyBefore: CivilDate? = nil,
    regenerate: ((CivilDate) throws -> [SyncPlan.Resource])? = nil, lineage: NoticeLineage = NoticeLineage()
  ) {
    self.name = name
    self.color = color
    self.wanted = wanted
    self.suffixes = suffixes
    self.owner = owner
    self.removes = removes
    self.historyBefore = historyBefore
    self.regenerate = regenerate
    self.lineage = lineage
  }

  /// Whether `name` is named like an event of this run's reminders.
  package func isNamedAsOurs(_ name: String) -> Bool {
    SyncPlan.isNamed(name, withSuffixIn: suffixes)
  }

  /// Whether the calendar is given as a URL rather than a name.
  package var isURL: Bool { Self.isURL(name) }

  /// Whether a calendar `name` is a URL (`https://…`, or `http://` to
  /// this machine) rather than a display name.
  package static func isURL(_ name: String) -> Bool { name.hasPrefix("https://") || name.hasPrefix("http://") }
}
