import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

struct SyncStateOwnerTests {
  static func entry(_ name: String, owner: SyncOwner?) -> SyncState.Entry {
    SyncState.Entry(name: name, uid: name, etag: "e", hash: "h", label: name, owner: owner)
  }

  /// A run changes only its own entries: those it wrote, those of an
  /// older state file named as its reminders' events, and any named like
  /// an event it wants (the same UID is the same event).
  @Test func aRunOwnsItsEntriesAndLeavesTheOthers() {
    var state = SyncState()
    for entry in [
      Self.entry("20261214-standup_40workday-ics.ics", owner: .reminder("standup")),
      Self.entry("20261214-clock-in-abc_40workday-ics.ics", owner: .configuration(file: "/c.json", calendar: "Work")),
      Self.entry("20261215-clock-in-abc_40workday-ics.ics", owner: nil),
      Self.entry("20261214-lunch_40workday-ics.ics", owner: nil),
      Self.entry("20261216-clock-in-abc_40workday-ics.ics", owner: .configuration(file: "/old.json", calendar: "Work")),
    ] {
      state.entries[entry.name] = entry
    }
    let (own, others) = state.split(
      owner: .configuration(file: "/c.json", calendar: "Work"),
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
    let joined = SyncState.joined(after, owner: .configuration(file: "/c.json", calendar: "Work"), others: others)
    #expect(joined.entries.count == 4)
    #expect(
      joined.entries["20261215-clock-in-abc_40workday-ics.ics"]?.owner
        == .configuration(file: "/c.json", calendar: "Work"))
    #expect(joined.entries["20261214-standup_40workday-ics.ics"]?.owner == .reminder("standup"))
    #expect(joined.entries["20261214-lunch_40workday-ics.ics"]?.owner == nil)
  }

  /// A version 1 state file is read as it was meant: its owners as values,
  /// its kept reasons as words, each event's day from its UID and title
  /// from its label; written again as version 2, it reads back the same.
  @Test(arguments: [
    ("2026-12-28 09:00 上班", "上班"), ("2026-12-28 补班 day", "补班 day"), ("2026-12-28 09:00 Doctor at 9", "Doctor at 9"),
  ])
  func aVersion1StateIsReadAndWrittenAsVersion2(label: String, title: String) throws {
    let text = """
      {"version": 1, "calendar": "https://dav.example/work/", "token": "t1", "events": [
        {"name": "20261228-daily_40workday-ics.ics", "uid": "20261228-daily@workday-ics", "etag": "e",
         "hash": "h", "label": \(JSONValue.quoted(label)), "owner": "configuration /c.json\\nWork",
         "kept": "edited on another device"}]}
      """
    let state = try #require(SyncState(json: Array(text.utf8)))
    let entry = try #require(state.entries["20261228-daily_40workday-ics.ics"])
    #expect(entry.owner == .configuration(file: "/c.json", calendar: "Work"))
    #expect(entry.kept == .edited && entry.title == title && entry.day == CivilDate(basicFormat: "20261228"))
    #expect(state.json.hasPrefix("{\n  \"version\": 2,"))
    #expect(SyncState(json: Array(state.json.utf8)) == state)
  }
}
