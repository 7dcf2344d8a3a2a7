import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

struct SyncPlanTests {
  @Test func resourceNamesAreSafeAndDistinct() {
    #expect(SyncPlan.resourceName(uid: "20261228-clock-in@workday-ics") == "20261228-clock-in_40workday-ics.ics")
    #expect(SyncPlan.resourceName(uid: "a_b") != SyncPlan.resourceName(uid: "a/b"))
    #expect(SyncPlan.resourceName(uid: "上") == "_E4_B8_8A.ics")
  }

  @Test func everyCase() {
    let same = SyncFixtures.resource("20261201")
    let changed = SyncFixtures.resource("20261202", "new")
    let edited = SyncFixtures.resource("20261203")
    let deletedOnPhone = SyncFixtures.resource("20261204")
    let gone = SyncFixtures.resource("20261205")
    let fresh = SyncFixtures.resource("20261206")
    let adopted = SyncFixtures.resource("20261207")
    let orphan = SyncFixtures.resource("20261208")
    var state = SyncState()
    for item in [same, edited, deletedOnPhone, gone] { state.entries[item.name] = SyncFixtures.entry(item, etag: "e") }
    state.entries[changed.name] = SyncState.Entry(
      name: changed.name, uid: changed.uid, etag: "e", hash: "old", label: changed.label)
    let server: [String: String?] = [
      same.name: "e", changed.name: "e", edited.name: "phone", gone.name: "e", adopted.name: "x", orphan.name: "o",
      "dentist.ics": "d",
    ]
    let wanted = [same, changed, edited, deletedOnPhone, fresh, adopted]
    // What the server holds where the ETag alone cannot tell: the edit,
    // a member of ours the state lost (as wanted, without a fingerprint),
    // and one no longer wanted (still as sync wrote it).
    let orphanText = EventMeaning.stamped(EventMeaningTests.written())
    let fetched = [edited.name: SyncPlanMeaningTests.edited(orphanText), adopted.name: "B", orphan.name: orphanText]
    let plan = SyncPlan(
      wanted: wanted, state: state, server: server, fetched: fetched, replacesEdits: false,
      isOurs: { SyncPlan.reminderSuffix(ofName: $0) == SyncPlan.reminderSuffix(ofName: same.name) })
    #expect(plan.unchanged == 1)
    #expect(
      plan.steps == [
        .update(changed, etag: "e"),
        .kept(name: edited.name, label: edited.label, reason: "edited on another device"),
        .kept(name: deletedOnPhone.name, label: deletedOnPhone.label, reason: "deleted on another device"),
        .delete(SyncFixtures.entry(gone, etag: "e"), etag: "e"),
        .create(fresh),
        .update(adopted, etag: "x"),
        .delete(
          SyncState.Entry(
            name: orphan.name, uid: "20261228-daily-233a4a4f@workday-ics", etag: "o", hash: "", label: orphan.name),
          etag: "o"),
      ])
    let replacing = SyncPlan(
      wanted: wanted, state: state, server: server, fetched: fetched, replacesEdits: true, isOurs: { _ in false })
    #expect(replacing.steps.contains(.update(edited, etag: "phone")))
    #expect(replacing.steps.contains(.create(deletedOnPhone)))
  }

  @Test func aResourceHasNoCalendarLevelPropertiesAndOnlyTheZoneItNeeds() throws {
    let zone = try #require(Zone(ianaName: "Asia/Shanghai"))
    var document = ICalendarDocument(
      timeZone: zone, years: 2026...2026,
      timestamp: LocalDateTime(date: try #require(CivilDate(year: 1970, month: 1, day: 1)), time: .midnight))
    document.name = "Work"
    document.color = CalendarColor(parsing: "teal")
    let day = try #require(CivilDate(year: 2026, month: 12, day: 28))
    let timed = Event(
      uid: "u@x", start: .dateTime(LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 0)))),
      end: .dateTime(LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 30)))), summary: "上班")
    let text = document.resourceText(for: timed)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai"))
    #expect(text.contains("DTEND;TZID=Asia/Shanghai:20261228T093000"))
    for forbidden in ["NAME:", "X-WR-", "COLOR:", "METHOD:", "REFRESH-INTERVAL"] {
      #expect(!text.contains("\r\n" + forbidden), "\(forbidden)")
    }
    let allDay = Event(uid: "d@x", start: .date(day), end: .date(try #require(day.next)), summary: "补班")
    #expect(!document.resourceText(for: allDay).contains("VTIMEZONE"))
  }
}
