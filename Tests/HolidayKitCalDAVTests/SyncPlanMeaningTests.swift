import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

/// The plan decides by meaning whenever the ETag alone cannot tell: after
/// a lost state, after a client rewrote an event, for an import.
struct SyncPlanMeaningTests {
  static let suffix = "-daily-233a4a4f_40workday-ics.ics"

  /// The event of `day` as sync writes it now (stamped), at `start`.
  static func resource(_ day: String, start: String = "090000", summary: String = "Daily") -> SyncPlan.Resource {
    let uid = "\(day)-daily-233a4a4f@workday-ics"
    let end = start == "090000" ? "093000" : "103000"
    return SyncPlan.Resource(
      name: SyncPlan.resourceName(uid: uid), uid: uid,
      body: EventMeaningTests.stamped(EventMeaningTests.written(day: day, start: start, end: end, summary: summary)),
      label: "\(day) Daily")
  }

  static func isOurs(_ name: String) -> Bool { name.hasSuffix(suffix) }

  static func entry(_ resource: SyncPlan.Resource, etag: String?) -> SyncState.Entry {
    SyncState.Entry(name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label)
  }

  static func acknowledged(_ text: String) -> String { EventMeaningTests.rewrites[0].1(text) }
  static func edited(_ text: String) -> String { text.replacing("SUMMARY:Daily", with: "SUMMARY:Doctor at 9") }

  @Test func anAlarmOnlyAcknowledgedElsewhereIsNotAnEditAndItsETagIsAdopted() {
    let event = Self.resource("20261228")
    var state = SyncState()
    state.entries[event.name] = Self.entry(event, etag: "\"1\"")
    let server: [String: String?] = [event.name: "\"2\""]
    #expect(
      SyncPlan.namesToFetch(
        wanted: [event], state: state, server: server, historyBefore: nil, isOurs: Self.isOurs, isOthers: { _ in false }
      ) == [event.name])
    let plan = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: Self.acknowledged(event.body)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 1)
    var adopted = Self.entry(event, etag: "\"2\"")
    adopted.fingerprint = EventMeaning.fingerprint(of: event.body)
    #expect(plan.adopted == [adopted])
    // A changed reminder updates it, against its new ETag.
    let later = Self.resource("20261228", start: "100000")
    let changed = SyncPlan(
      wanted: [later], state: state, server: server, fetched: [event.name: Self.acknowledged(event.body)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(changed.steps == [.update(later, etag: "\"2\"")])
    // Written by a version before fingerprints, then acknowledged: still
    // meaning what is wanted, it is rewritten once to carry one.
    let unstamped = Self.acknowledged(EventMeaningTests.written())
    let upgraded = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: unstamped], replacesEdits: false,
      isOurs: Self.isOurs)
    #expect(upgraded.steps == [.update(event, etag: "\"2\"")])
    let editedBefore = SyncPlan(
      wanted: [event], state: state, server: server, fetched: [event.name: Self.edited(unstamped)],
      replacesEdits: false, isOurs: Self.isOurs)
    #expect(editedBefore.steps == [.kept(name: event.name, label: "2026-12-28 09:00 Doctor at 9", reason: .edited)])
  }

  /// A compact calendar's series (`series-…`, no date in its name) after
  /// the state was lost: read and found unedited, as every dated event
  /// is, not a user edit reported by every run.
  @Test func aLostStatesSeriesIsReadNotTakenForAnEdit() {
    let uid = "series-daily-233a4a4f@workday-ics"
    let series = SyncPlan.Resource(
      name: SyncPlan.resourceName(uid: uid), uid: uid,
      body: EventMeaningTests.stamped(
        EventMeaningTests.written().replacing("20261228-daily-233a4a4f@workday-ics", with: uid)),
      label: "2026-12-28 09:00 Daily")
    #expect(SyncPlan.reminderSuffix(ofName: series.name) == Substring(Self.suffix))
    let day = Self.resource("20261229")
    let server: [String: String?] = [series.name: "a", day.name: "b"]
    // Named as a wanted event, it is read even where the caller does not
    // count its name as ours.
    for isOurs in [Self.isOurs, { _ in false }] as [(String) -> Bool] {
      #expect(
        SyncPlan.namesToFetch(
          wanted: [series, day], state: SyncState(), server: server, historyBefore: nil, isOurs: isOurs,
          isOthers: { _ in false }) == [day.name, series.name].sorted())
    }
    let plan = SyncPlan(
      wanted: [series, day], state: SyncState(), server: server,
      fetched: [series.name: series.body, day.name: day.body], replacesEdits: false, isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 2)
  }

  /// With the default range (from today), a compact calendar's series is
  /// made again from the first day an earlier run gave it (its label's),
  /// so that the next day's run does not take yesterday off the calendar;
  /// a range the user chose, or a series that starts today, is as made.
  @Test func aSeriesKeepsTheStartAnEarlierRunGaveIt() throws {
    func series(_ day: String) -> SyncPlan.Resource {
      SyncPlan.Resource(
        name: "series-daily_40workday-ics.ics", uid: "series-daily@workday-ics", body: "from \(day)",
        label: "\(day) 09:00 Daily")
    }
    let day = Self.resource("20261202")
    var asked: [String] = []
    func target(historyBefore: CivilDate?) -> SyncTarget {
      SyncTarget(
        name: "Work", wanted: [series("2026-12-02"), day], suffixes: [], owner: .reminder("daily"),
        historyBefore: historyBefore,
        regenerate: { from in
          asked.append(from.iso8601)
          return [series(from.iso8601), Self.resource(from.basicFormat)]
        })
    }
    for (remembered, historyBefore, expected) in [
      ("2026-12-01", CivilDate(basicFormat: "20261202"), "2026-12-01"),
      ("2026-12-02", CivilDate(basicFormat: "20261202"), "2026-12-02"), ("2026-12-01", nil, "2026-12-02"),
    ] as [(String, CivilDate?, String)] {
      asked = []
      var state = SyncState()
      state.entries[day.name] = Self.entry(day, etag: "1")
      let written = series(remembered)
      state.entries[written.name] = SyncState.Entry(
        name: written.name, uid: written.uid, etag: "2", hash: written.hash, label: written.label,
        day: CivilDate(iso8601: remembered))
      let wanted = try SyncSession.keepingSeriesStarts(
        [series("2026-12-02"), day], state: state, target: target(historyBefore: historyBefore))
      #expect(wanted == [series(expected), day])
      let regenerated = historyBefore != nil && remembered < "2026-12-02"
      #expect(asked == (regenerated ? [remembered] : []))
    }
  }

  /// The reproduction: the state lost, one event edited, one
  /// deleted, and a range that no longer wants the edited day.
  @Test func aLostStateNeverTurnsAnEditIntoAnUpdateOrADeletion() {
    let kept = Self.resource("20261228")
    let edited = Self.resource("20261229")
    let deleted = Self.resource("20261230")
    let dropped = Self.resource("20261231")
    let droppedEdited = Self.resource("20270104")
    let server: [String: String?] = [
      kept.name: "a", edited.name: "b", dropped.name: "c", droppedEdited.name: "d", "dentist.ics": "e",
    ]
    let fetched = [
      kept.name: Self.acknowledged(kept.body), edited.name: Self.edited(edited.body), dropped.name: dropped.body,
      droppedEdited.name: Self.edited(droppedEdited.body),
    ]
    let wanted = [kept, edited, deleted]
    #expect(
      SyncPlan.namesToFetch(
        wanted: wanted, state: SyncState(), server: server, historyBefore: nil, isOurs: Self.isOurs,
        isOthers: { _ in false }) == ([kept, edited, dropped, droppedEdited].map(\.name) + ["dentist.ics"]).sorted())
    let plan = SyncPlan(
      wanted: wanted, state: SyncState(), server: server, fetched: fetched, replacesEdits: false, isOurs: Self.isOurs)
    #expect(
      plan.steps == [
        // Said as the server holds it.
        .kept(name: edited.name, label: "2026-12-29 09:00 Doctor at 9", reason: .edited),
        // Without a state, a deleted event is not told from a new one.
        .create(deleted),
        .delete(
          SyncState.Entry(name: dropped.name, uid: dropped.uid, etag: "c", hash: "", label: dropped.name), etag: "c"),
        .kept(
          name: droppedEdited.name, label: "2027-01-04 09:00 Doctor at 9", reason: .editedNoLongerWanted),
      ])
    #expect(plan.unchanged == 1 && plan.adopted.map(\.name) == [kept.name])
  }

  /// Days before the range's start that passed are history: a daily run
  /// with the default range never deletes yesterday's event.
  @Test func yesterdaysEventIsNotDeletedBecauseTheRangeMovedOn() {
    let yesterday = Self.resource("20261201")
    let today = Self.resource("20261202")
    let earlier = Self.resource("20261130")  // named as ours, the state lost it
    var state = SyncState()
    for item in [yesterday, today] { state.entries[item.name] = Self.entry(item, etag: "e") }
    let server: [String: String?] = [yesterday.name: "e", today.name: "e", earlier.name: "x"]
    #expect(
      SyncPlan.namesToFetch(
        wanted: [today], state: state, server: server, historyBefore: CivilDate(basicFormat: "20261202"),
        isOurs: Self.isOurs,
        isOthers: { _ in false }) == [])
    let plan = SyncPlan(
      wanted: [today], state: state, server: server, replacesEdits: false,
      historyBefore: CivilDate(basicFormat: "20261202"),
      isOurs: Self.isOurs)
    #expect(plan.steps == [] && plan.unchanged == 1 && plan.forgotten == [])
    // The state still knows it, and it does not stop the one-request check.
    #expect(SyncSession.matches([today], state, historyBefore: CivilDate(basicFormat: "20261202")))
    #expect(!SyncSession.matches([today], state))
    // A range the user chose (or --remove) manages those days.
    let chosen = SyncPlan(
      wanted: [today], state: state, server: server, fetched: [earlier.name: earlier.body], replacesEdits: false,
      isOurs: Self.isOurs)
    #expect(chosen.steps.count == 2 && chosen.totals.delete == 2)
  }

  /// An import of the `.ics` holds our UIDs under names the client chose:
  /// taken over where it is, never duplicated; an edited one is kept.
  @Test func anImportedCopyIsTakenOverUnderItsOwnName() {
    let same = Self.resource("20261228")
    let changed = Self.resource("20261229")
    let edited = Self.resource("20261230")
    let imported = { (resource: SyncPlan.Resource) in
      resource.body.replacing(/X-WORKDAY-ICS-FINGERPRINT:[^\r]*\r\n/, with: "")
    }
    let server: [String: String?] = [
      "A1B2-0001.ics": "1", "A1B2-0002.ics": "2", "A1B2-0003.ics": "3", "dentist.ics": "4",
    ]
    let fetched = [
      // Written back by Thunderbird, meaning the same.
      "A1B2-0001.ics": EventMeaningTests.rewrites[1].1(imported(same)),
      "A1B2-0002.ics": imported(changed),
      "A1B2-0003.ics": Self.edited(imported(edited)),
      "dentist.ics":
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x@example.com\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ]
    let wanted = [same, changed, edited]
    #expect(
      SyncPlan.namesToFetch(
        wanted: wanted, state: SyncState(), server: server, historyBefore: nil, isOurs: Self.isOurs,
        isOthers: { _ in false }) == server.keys.sorted())
    let plan = SyncPlan(
      wanted: wanted, state: SyncState(), server: server, fetched: fetched, replacesEdits: false, isOurs: Self.isOurs)
    var takenSame = same
    takenSame.name = "A1B2-0001.ics"
    var takenChanged = changed
    takenChanged.name = "A1B2-0002.ics"
    #expect(
      plan.steps == [
        // Meaning what sync writes, it is ours: rewritten once to carry the
        // fingerprint. One that means something else is an edit.
        .update(takenSame, etag: "1"),
        .update(takenChanged, etag: "2"),
        .kept(name: "A1B2-0003.ics", label: "2026-12-30 09:00 Doctor at 9", reason: .edited),
      ])
    #expect(plan.lines[0] == "~ update 20261228 Daily (taken over: A1B2-0001.ics)")
  }

  /// RFC 4791's no-uid-conflict, whatever the status, with or without the
  /// href of the resource holding the UID.
  @Test(
    arguments: [
      (
        409,
        "<?xml version='1.0' encoding='utf-8'?>\n<DAV:error xmlns:C=\"urn:ietf:params:xml:ns:caldav\" xmlns:DAV=\"DAV:\"><C:no-uid-conflict /></DAV:error>",
        true, nil
      ),
      (
        412,
        "<?xml version='1.0' encoding='utf-8'?>\n<ns0:error xmlns:ns0=\"DAV:\" xmlns:ns1=\"urn:ietf:params:xml:ns:caldav\"><ns1:no-uid-conflict><ns0:href>/user/calendars/work/A1B2-0001.ics</ns0:href></ns1:no-uid-conflict></ns0:error>",
        true, "A1B2-0001.ics"
      ),
      (412, "", false, nil),
      (
        409, "<d:error xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><c:valid-calendar-data/></d:error>",
        false, nil
      ),
    ] as [(Int, String, Bool, String?)])
  func aUIDConflictIsRecognised(status: Int, body: String, isConflict: Bool, holder: String?) {
    let found = CalDAVClient.uidConflict(in: HTTPResponse(status: status, body: Array(body.utf8)))
    #expect(found.isConflict == isConflict && found.holder == holder)
  }
}
