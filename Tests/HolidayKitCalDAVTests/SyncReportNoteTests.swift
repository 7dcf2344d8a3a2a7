import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV

/// What a run says besides its steps, as values: `--remove` that found
/// nothing, and other reminders' events left in the calendar.
struct SyncReportNoteTests {
  /// The other owners' entries: a renamed title's three events (its
  /// identifier made from the title), a reminder of its own `--id`
  /// without days kept, and a configuration's event, which is no reminder
  /// of the command line.
  static let others: [String: SyncState.Entry] = {
    var entries: [String: SyncState.Entry] = [:]
    for (name, owner, day, title) in [
      ("a1", SyncOwner.reminder("daily"), "2026-12-16", "Daily"), ("a2", .reminder("daily"), "2026-12-14", "Daily"),
      ("a3", .reminder("daily"), "2026-12-31", "Daily"), ("b1", .reminder("standup"), nil, "Stand-up"),
      ("c1", .configuration(file: "/c.json", calendar: "Work"), "2026-12-15", "Work"),
    ] as [(String, SyncOwner, String?, String)] {
      var entry = SyncState.Entry(
        name: name, uid: name, etag: "e", hash: "h", label: name, owner: owner, day: day.map { TestSupport.day($0) },
        title: title)
      if day == nil { entry.day = nil }
      entries[name] = entry
    }
    return entries
  }()
  static let daily = SyncReport.OtherReminder(
    identifier: "daily", title: "Daily", events: 3, days: TestSupport.day("2026-12-14")...TestSupport.day("2026-12-31"))
  static let standup = SyncReport.OtherReminder(identifier: "standup", title: "Stand-up", events: 1, days: nil)

  static func plan(_ steps: [SyncPlan.Step]) -> SyncPlan {
    var plan = SyncPlan(wanted: [], state: SyncState(), server: [:], replacesEdits: false, isOurs: { _ in false })
    plan.steps = steps
    return plan
  }

  static let create = SyncPlan.Step.create(SyncFixtures.resource("20261228"))
  static let update = SyncPlan.Step.update(SyncFixtures.resource("20261228"), etag: "e")

  @Test(
    arguments: [
      // A first run of a reminder that creates its events: each other reminder's.
      (
        SyncOwner.reminder("dialy"), false, true, [create],
        [SyncReport.Note.otherReminderRemains(daily), .otherReminderRemains(standup)]
      ),
      // Nothing to create, or not a first run: nothing to say.
      (.reminder("dialy"), false, true, [update], []), (.reminder("dialy"), false, false, [create], []),
      // A calendar of a configuration says nothing of other reminders.
      (.configuration(file: "/c.json", calendar: "Other"), false, true, [create], []),
      // --remove that finds nothing names what sync wrote there.
      (.reminder("dialy"), true, true, [], [.nothingToRemove(others: [daily, standup])]),
      (
        .configuration(file: "/c.json", calendar: "Other"), true, true, [],
        [.nothingToRemove(others: [daily, standup])]
      ),
      (
        .reminder("dialy"), true, true,
        [.delete(SyncFixtures.entry(SyncFixtures.resource("20261228"), etag: "e"), etag: "e")], []
      ),
    ] as [(SyncOwner, Bool, Bool, [SyncPlan.Step], [SyncReport.Note])])
  func notesOfAFirstRun(
    owner: SyncOwner, removes: Bool, isFirstRun: Bool, steps: [SyncPlan.Step], notes: [SyncReport.Note]
  ) {
    let target = SyncTarget(name: "Work", wanted: [], owner: owner, removes: removes)
    #expect(SyncReport.notes(for: target, isFirstRun: isFirstRun, plan: Self.plan(steps), others: Self.others) == notes)
  }

  /// A title names a reminder again only when its identifier is the one
  /// made from it; else the note needs its `--id`.
  @Test(arguments: [("Daily", "daily", true), ("Stand-up", "standup", false), ("", "daily", false)])
  func theTitleNamesTheReminderWhenItMadeTheIdentifier(title: String, identifier: String, byTitle: Bool) {
    #expect(
      SyncReport.OtherReminder(identifier: identifier, title: title, events: 1, days: nil).isNamedByTitle == byTitle)
  }

  /// With no other reminder, `--remove` still says it found nothing.
  @Test func removeFindingNothingSaysSoWithoutOthers() {
    let target = SyncTarget(name: "Work", wanted: [], owner: .reminder("dialy"), removes: true)
    #expect(
      SyncReport.notes(for: target, isFirstRun: true, plan: Self.plan([]), others: [:]) == [
        .nothingToRemove(others: [])
      ])
  }
}
