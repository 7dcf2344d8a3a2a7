import HolidayKit

/// What a ``SyncSession`` did to one calendar, or would do in a dry run:
/// the lines to show in order, the counts, the state to save, and what
/// stopped it.
package struct SyncReport {
  /// One line of the run's account.
  package enum Line: Equatable {
    /// A step taken (or planned), a note, the summary: standard output.
    case done(String)
    /// A request the server refused: standard error.
    case failed(String)
  }

  /// The CalDAV calendar the events went in, once known.
  package var calendar: String?
  /// Whether the calendar was made (or would be, in a dry run).
  package var madeCalendar = false
  /// The lines, in the order things happened.
  package var lines: [Line] = []
  /// Events created (planned to be, in a dry run).
  package var created = 0
  /// Events updated (planned to be, in a dry run).
  package var updated = 0
  /// Events deleted (planned to be, in a dry run).
  package var deleted = 0
  /// User edits kept: `(label, reason)`.
  package var kept: [(label: String, reason: KeptEdit)] = []
  /// The years whose events on the server rest on notices this run's data
  /// lacks (``SyncPlan/heldBack``): left as they are.
  package var heldBack: [Int: SyncPlan.HeldBackYear] = [:]
  /// Events that were already as wanted.
  package var unchanged = 0
  /// Requests the server refused or that got no reply.
  package var failed = 0
  /// Whether nothing was to be done, which one request told.
  package var isUpToDate = false
  /// Whether this was a dry run.
  package var isDryRun = false
  /// The state to save for the next run: every owner's entries; nil when
  /// nothing is to be saved (a dry run, nothing done, or a run stopped
  /// before it wrote anything).
  package var state: SyncState?
  /// What stopped the run midway; the lines and ``state`` are what it did
  /// before.
  package var error: (any Error)?
  /// What the run says besides its steps (``notes(for:isFirstRun:plan:others:)``),
  /// once it got as far as a plan.
  package var notes: [Note] = []

  /// An empty report.
  package init() {}

  /// The exit status of a run that failed: a request refused or not
  /// answered, or the run stopped.
  package static let failedStatus: Int32 = 1
  /// The exit status of a run that did all it had to but left an event as
  /// another device edited or deleted it: a status of its own, so that a
  /// script tells this everyday outcome from a failure.
  package static let keptEditStatus: Int32 = 5
  /// The exit status of a run that left a year's events as they are
  /// because the calendar holds a newer notice than this machine's data
  /// (``heldBack``): the data wants updating here.
  package static let olderDataStatus: Int32 = 6

  /// 0 done or nothing to do, ``failedStatus`` a request failed (whatever
  /// else), ``olderDataStatus`` a year held back for a newer notice on
  /// the server, ``keptEditStatus`` done but a user's edit kept.
  package var status: Int32 {
    if failed > 0 || error != nil { return Self.failedStatus }
    if !heldBack.isEmpty { return Self.olderDataStatus }
    return kept.isEmpty ? 0 : Self.keptEditStatus
  }

  /// The status of a run of several calendars: a failure of any, else
  /// older data in any, else a kept edit of any, else 0.
  package static func combined(_ statuses: [Int32]) -> Int32 {
    let mild: Set<Int32> = [0, keptEditStatus, olderDataStatus]
    if let failure = statuses.first(where: { !mild.contains($0) }) { return failure }
    if statuses.contains(olderDataStatus) { return olderDataStatus }
    return statuses.contains(keptEditStatus) ? keptEditStatus : 0
  }
}
