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
    let orphanText = EventMeaningTests.stamped(EventMeaningTests.written())
    let fetched = [edited.name: SyncPlanMeaningTests.edited(orphanText), adopted.name: "B", orphan.name: orphanText]
    let plan = SyncPlan(
      wanted: wanted, state: state, server: server, fetched: fetched, replacesEdits: false,
      isOurs: { SyncPlan.reminderSuffix(ofName: $0) == SyncPlan.reminderSuffix(ofName: same.name) })
    #expect(plan.unchanged == 1)
    #expect(
      plan.steps == [
        .update(changed, etag: "e"),
        .kept(name: edited.name, label: "2026-12-28 09:00 Doctor at 9", reason: .edited),
        .kept(name: deletedOnPhone.name, label: deletedOnPhone.label, reason: .deleted),
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
    // No NAME, X-WR-, COLOR, METHOD or REFRESH-INTERVAL: the calendar's own, not each resource's.
    #expect(
      text.components(separatedBy: "\r\n") == [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//workday-ics//HolidayKit//EN", "CALSCALE:GREGORIAN",
        "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:20250101T000000", "TZOFFSETFROM:+0800",
        "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE", "BEGIN:VEVENT", "UID:u@x", "DTSTAMP:19700101T000000Z",
        "DTSTART;TZID=Asia/Shanghai:20261228T090000", "DTEND;TZID=Asia/Shanghai:20261228T093000", "SUMMARY:上班",
        "TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR", "",
      ])
    let allDay = Event(uid: "d@x", start: .date(day), end: .date(try #require(day.next)), summary: "补班")
    #expect(!document.resourceText(for: allDay).contains("VTIMEZONE"))
  }
}

/// Machines that keep one calendar converge on the newest notice, never
/// rewrite each other, and a person's deletion or one-day edit stays.
struct SyncPlanConvergenceTests {
  static let notice = "https://www.gov.cn/2027-notice"

  /// The event of `day` (2027) as sync writes it from data citing
  /// `notices` for 2027 (none: the law's prediction).
  static func resource(_ day: String, summary: String = "Daily", notices: [String]) -> SyncPlan.Resource {
    let uid = "\(day)-daily-233a4a4f@workday-ics"
    let text = EventMeaningTests.written(day: day, summary: summary)
    return SyncPlan.Resource(
      name: SyncPlan.resourceName(uid: uid), uid: uid,
      body: EventMeaningTests.stamped(text, lineage: [(["2027"] + notices).joined(separator: " ")]),
      label: "\(day) \(summary)", years: 2027...2027)
  }

  /// `resources` as a machine that wrote them leaves them, each under
  /// `etag`: the state that machine keeps, the server's listing and the
  /// members' data.
  static func written(_ resources: [SyncPlan.Resource], etag: String) -> (
    state: SyncState, server: [String: String?], fetched: [String: String]
  ) {
    var state = SyncState()
    var server: [String: String?] = [:]
    var fetched: [String: String] = [:]
    for item in resources {
      state.entries[item.name] = Self.entry(item, etag: etag)
      server[item.name] = etag
      fetched[item.name] = item.body
    }
    return (state, server, fetched)
  }

  static func entry(_ resource: SyncPlan.Resource, etag: String, kept: KeptEdit? = nil) -> SyncState.Entry {
    SyncState.Entry(
      name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label, kept: kept)
  }

  /// Machine 2 predicts 2027 while machine 1 wrote the notice's days: the
  /// older data rewrites nothing, creates nothing and deletes nothing of
  /// 2027 (the notice's make-up Saturday stays); machine 1 then updates
  /// what the prediction wrote, a notice winning over a prediction.
  @Test func olderDataLeavesTheYearAsTheNewerNoticeWroteIt() {
    let predicted = ["20270104", "20270105", "20270208"].map { Self.resource($0, summary: "Daily (暂定)", notices: []) }
    let official = ["20270104", "20270105", "20270220"].map { Self.resource($0, notices: [Self.notice]) }
    let state = Self.written(predicted, etag: "old").state
    // The server as machine 1 left it: the notice's days, each rewritten.
    let (removing, server, fetched) = Self.written(official, etag: "new")
    let older = SyncPlan(
      wanted: predicted, state: state, server: server, fetched: fetched, replacesEdits: false,
      lineage: NoticeLineage(), isOurs: SyncPlanMeaningTests.isOurs)
    #expect(older.steps.isEmpty && older.conflicts.isEmpty)
    #expect(older.heldBack == [2027: SyncPlan.HeldBackYear(notices: [Self.notice], events: 4)])
    // Another year's events are still kept by the older machine.
    let december = SyncPlanMeaningTests.resource("20261231")
    let mixed = SyncPlan(
      wanted: predicted + [december], state: state, server: server, fetched: fetched, replacesEdits: false,
      lineage: NoticeLineage(), isOurs: SyncPlanMeaningTests.isOurs)
    #expect(mixed.steps == [.create(december)])
    // --remove asks nothing of the data: what the run wrote goes.
    let removed = SyncPlan(
      wanted: [], state: removing, server: server, fetched: fetched, replacesEdits: false, lineage: nil,
      isOurs: SyncPlanMeaningTests.isOurs)
    #expect(removed.heldBack.isEmpty && removed.totals.delete == 3)

    // Machine 1, the notice in its data, over what the prediction wrote.
    let newerState = Self.written(official, etag: "mine").state
    let (_, written, read) = Self.written(predicted, etag: "theirs")
    let newer = SyncPlan(
      wanted: official, state: newerState, server: written, fetched: read, replacesEdits: false,
      lineage: NoticeLineage([2027: [Self.notice]]), isOurs: SyncPlanMeaningTests.isOurs)
    #expect(newer.heldBack.isEmpty && newer.conflicts.isEmpty)
    #expect(
      newer.steps == [
        .update(official[0], etag: "theirs"), .update(official[1], etag: "theirs"),
        .delete(
          SyncState.Entry(
            name: predicted[2].name, uid: predicted[2].uid, etag: "theirs", hash: "", label: predicted[2].name),
          etag: "theirs"),
        .kept(name: official[2].name, label: official[2].label, reason: .deleted),
      ])
  }

  /// A person deleted the day; a machine that did not know wrote it again:
  /// the machine that knows deletes it again, and goes on remembering.
  @Test func aDeletionStaysADeletion() {
    let day = Self.resource("20270303", notices: [Self.notice])
    var state = SyncState()
    state.entries[day.name] = Self.entry(day, etag: "before", kept: .deleted)
    let plan = SyncPlan(
      wanted: [day], state: state, server: [day.name: "again"], fetched: [day.name: day.body], replacesEdits: false,
      lineage: NoticeLineage([2027: [Self.notice]]), isOurs: SyncPlanMeaningTests.isOurs)
    #expect(plan.steps == [.deleteAgain(Self.entry(day, etag: "before", kept: .deleted), etag: "again")])
    #expect(plan.lines == ["- delete \(day.label) (deleted on another device; another machine wrote it again)"])
    var recorded = state
    let (done, line) = SyncSession.record(plan.steps[0], HTTPResponse(status: 204), in: &recorded)
    #expect(done && line.hasPrefix("- deleted \(day.label)"))
    #expect(recorded.entries[day.name]?.kept == .deleted && recorded.entries[day.name]?.etag == "before")
    // Once gone, it stays a kept deletion.
    let after = SyncPlan(
      wanted: [day], state: recorded, server: [:], replacesEdits: false,
      lineage: NoticeLineage([2027: [Self.notice]]), isOurs: SyncPlanMeaningTests.isOurs)
    #expect(after.steps == [.kept(name: day.name, label: day.label, reason: .deleted)])
  }

  /// Two machines with the same data but other options (a language): the
  /// second is refused, naming the difference, and never rewrites the
  /// first's events; its own earlier write it still updates, and
  /// --replace-edits takes the calendar over.
  @Test func anotherMachinesRequestOnTheSameDataIsNamedNotOverwritten() {
    let theirs = Self.resource("20270104", summary: "Work (provisional)", notices: [])
    let mine = Self.resource("20270104", summary: "上班 (暂定)", notices: [])
    let conflict = SyncPlan(
      wanted: [mine], state: SyncState(), server: [mine.name: "x"], fetched: [mine.name: theirs.body],
      replacesEdits: false, isOurs: SyncPlanMeaningTests.isOurs)
    #expect(conflict.steps.isEmpty)
    #expect(
      conflict.conflicts == [
        SyncPlan.Conflict(
          label: "2027-01-04 09:00 Work (provisional)",
          difference: "SUMMARY 'Work (provisional)' there, '上班 (暂定)' here")
      ])
    // The state says this machine wrote what the server holds.
    var state = SyncState()
    state.entries[mine.name] = Self.entry(theirs, etag: "x")
    let own = SyncPlan(
      wanted: [mine], state: state, server: [mine.name: "x"], fetched: [mine.name: theirs.body],
      replacesEdits: false, isOurs: SyncPlanMeaningTests.isOurs)
    #expect(own.conflicts.isEmpty && own.steps == [.update(mine, etag: "x")])
    let replacing = SyncPlan(
      wanted: [mine], state: SyncState(), server: [mine.name: "x"], fetched: [mine.name: theirs.body],
      replacesEdits: true, isOurs: SyncPlanMeaningTests.isOurs)
    #expect(replacing.conflicts.isEmpty && replacing.steps == [.update(mine, etag: "x")])
  }

  /// A phone's "this event only" edit of a series: that day is kept as
  /// edited and written back with the series, which goes on following
  /// the data; the state remembers the hash of the series alone.
  @Test func aSeriesKeepsTheOverrideOfOneDayAndGoesOnFollowingTheNotices() throws {
    let uid = "series-20261228-daily-233a4a4f@workday-ics"
    func series(_ summary: String) -> SyncPlan.Resource {
      let text = EventMeaningTests.written(summary: summary).replacing(
        "20261228-daily-233a4a4f@workday-ics", with: uid
      ).replacing("SUMMARY:", with: "RRULE:FREQ=DAILY;UNTIL=20270105T010000Z\r\nSUMMARY:")
      return SyncPlan.Resource(
        name: SyncPlan.resourceName(uid: uid), uid: uid,
        body: EventMeaningTests.stamped(text, lineage: ["2026", "2027"]),
        label: "2026-12-28 09:00 \(summary)", years: 2026...2027)
    }
    let override = [
      "BEGIN:VEVENT", "UID:\(uid)", "RECURRENCE-ID;TZID=Asia/Shanghai:20261230T090000",
      "DTSTART;TZID=Asia/Shanghai:20261230T090000", "DTEND;TZID=Asia/Shanghai:20261230T093000", "SUMMARY:Daily",
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Daily", "TRIGGER:-PT30M", "END:VALARM", "END:VEVENT",
    ]
    let written = series("Daily (暂定)")
    let onPhone =
      String(written.body.dropLast("END:VCALENDAR\r\n".count)) + override.map { $0 + "\r\n" }.joined()
      + "END:VCALENDAR\r\n"
    var state = SyncState()
    state.entries[written.name] = SyncState.Entry(
      name: written.name, uid: uid, etag: "a", hash: written.hash, label: written.label)
    let wanted = series("Daily")
    let plan = SyncPlan(
      wanted: [wanted], state: state, server: [written.name: "b"], fetched: [written.name: onPhone],
      replacesEdits: false, isOurs: SyncPlanMeaningTests.isOurs)
    var kept = wanted
    kept.overrides = [EventMeaning.Stored.Override(label: "2026-12-30 09:00 Daily", lines: override)]
    #expect(
      plan.steps == [
        .kept(name: wanted.name, label: "2026-12-30 09:00 Daily", reason: .occurrenceEdited),
        .update(kept, etag: "b"),
      ])
    #expect(kept.hash == wanted.hash && kept.sentBody.contains("RECURRENCE-ID;TZID=Asia/Shanghai:20261230T090000"))
    #expect(EventMeaning.Stored(kept.sentBody).overrides == kept.overrides)
    // The series as wanted already: unchanged, the day still said kept.
    let same = SyncPlan(
      wanted: [written], state: state, server: [written.name: "b"], fetched: [written.name: onPhone],
      replacesEdits: false, isOurs: SyncPlanMeaningTests.isOurs)
    #expect(same.unchanged == 1 && same.steps.count == 1)
    // Replacing edits writes the series alone.
    let replacing = SyncPlan(
      wanted: [wanted], state: state, server: [written.name: "b"], fetched: [written.name: onPhone],
      replacesEdits: true, isOurs: SyncPlanMeaningTests.isOurs)
    #expect(replacing.steps == [.update(wanted, etag: "b")])
  }
}
