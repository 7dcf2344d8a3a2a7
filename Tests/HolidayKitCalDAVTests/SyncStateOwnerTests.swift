import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

struct SyncStateOwnerTests {
  static func entry(_ name: String, owner: String?) -> SyncState.Entry {
    SyncState.Entry(name: name, uid: name, etag: "e", hash: "h", label: name, owner: owner)
  }

  /// A run changes only its own entries: those it wrote, those of an
  /// older state file named as its reminders' events, and any named like
  /// an event it wants (the same UID is the same event).
  @Test func aRunOwnsItsEntriesAndLeavesTheOthers() {
    var state = SyncState()
    for entry in [
      Self.entry("20261214-standup_40workday-ics.ics", owner: "reminder standup"),
      Self.entry("20261214-clock-in-abc_40workday-ics.ics", owner: "configuration /c.json\nWork"),
      Self.entry("20261215-clock-in-abc_40workday-ics.ics", owner: nil),
      Self.entry("20261214-lunch_40workday-ics.ics", owner: nil),
      Self.entry("20261216-clock-in-abc_40workday-ics.ics", owner: "configuration /old.json\nWork"),
    ] {
      state.entries[entry.name] = entry
    }
    let (own, others) = state.split(
      owner: "configuration /c.json\nWork",
      isNamedAsOurs: { SyncPlan.reminderSuffix(ofName: $0) == "-clock-in-abc_40workday-ics.ics" },
      wanted: ["20261216-clock-in-abc_40workday-ics.ics"])
    #expect(
      own.entries.keys.sorted() == [
        "20261214-clock-in-abc_40workday-ics.ics", "20261215-clock-in-abc_40workday-ics.ics",
        "20261216-clock-in-abc_40workday-ics.ics",
      ])
    #expect(others.keys.sorted() == ["20261214-lunch_40workday-ics.ics", "20261214-standup_40workday-ics.ics"])

    var after = own
    after.entries["20261214-clock-in-abc_40workday-ics.ics"] = nil  // deleted by the run
    let joined = SyncState.joined(after, owner: "configuration /c.json\nWork", others: others)
    #expect(joined.entries.count == 4)
    #expect(joined.entries["20261215-clock-in-abc_40workday-ics.ics"]?.owner == "configuration /c.json\nWork")
    #expect(joined.entries["20261214-standup_40workday-ics.ics"]?.owner == "reminder standup")
    #expect(joined.entries["20261214-lunch_40workday-ics.ics"]?.owner == nil)
  }

}
