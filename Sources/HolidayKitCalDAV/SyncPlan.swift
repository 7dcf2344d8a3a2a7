import HolidayKit
import HolidayKitICalendar

/// What `sync` will do to a calendar: from the events wanted, the state
/// of the last run, the members the server lists with their ETags and the
/// data of those it was worth reading, one step per resource. A pure
/// function, so every case is a unit test.
///
/// Whether an event on the server is still what sync wrote is decided
/// from the server alone: every event sync writes carries the fingerprint
/// of its meaning (``EventMeaning``), and one whose meaning no longer
/// matches it was edited by a person. The state only saves requests: a
/// member whose ETag is the one sync last wrote is not read again. An
/// edited event is kept as the user left it, and one sync wrote that is
/// gone from the server was deleted there and is not written again,
/// unless `replacesEdits`. Without a state, a deleted event cannot be told
/// from one never written, and is written.
///
/// Only resources sync wrote (in the state), named after a wanted UID or
/// one of the same reminder, or holding a wanted UID (an import of the
/// `.ics`, taken over under its own name) are ever touched; any other
/// event of the calendar is left alone. Days before `historyBefore` (the
/// start of a range that moved on with today) are the user's history: no
/// longer wanted, they are not deleted, and the state keeps what it knows
/// of them, so that a range the user chooses later can still remove them.
package struct SyncPlan: Equatable {
  /// An event as sync writes it: one resource of its own.
  package struct Resource: Equatable {
    package var name: String
    package var uid: String
    /// The VCALENDAR text, with its fingerprint and the notices its days
    /// rest on (``init(event:document:lineage:)``).
    package var body: String
    package var label: String
    /// Its day (a series' first) and title, for the state.
    package var day: CivilDate?
    package var title: String?
    /// The years its days fall in (a series' first to last), whose notices
    /// it says; nil when unknown.
    package var years: ClosedRange<Int>?
    /// The overrides of single occurrences a person made on the server
    /// (``EventMeaning/Stored/overrides``), written back with the series.
    package var overrides: [EventMeaning.Stored.Override] = []
    /// ``SyncPlan/hash(_:)`` of ``body``: what the state remembers, so an
    /// override kept beside it changes nothing.
    package var hash: String { SyncPlan.hash(body) }

    /// An event to write, named `name` in the collection.
    package init(
      name: String, uid: String, body: String, label: String, years: ClosedRange<Int>? = nil, day: CivilDate? = nil,
      title: String? = nil
    ) {
      self.name = name
      self.uid = uid
      self.body = body
      self.label = label
      self.years = years
      self.day = day ?? SyncPlan.day(of: uid)
      self.title = title
    }

    /// What is sent: ``body`` with the kept ``overrides`` after its VEVENT.
    package var sentBody: String {
      let end = "END:VCALENDAR\r\n"
      guard !overrides.isEmpty, body.hasSuffix(end) else { return body }
      let lines = overrides.flatMap(\.lines).map(ContentLine.folded).joined()
      return String(body.dropLast(end.count)) + lines + end
    }
  }

  /// One step.
  package enum Step: Equatable {
    /// PUT with `If-None-Match: *`.
    case create(Resource)
    /// PUT with `If-Match: etag`.
    case update(Resource, etag: String)
    /// DELETE with `If-Match: etag`.
    case delete(SyncState.Entry, etag: String)
    /// DELETE with `If-Match: etag` of an event a person deleted that
    /// another machine (one that did not know) wrote again: the deletion
    /// stays one, and the state goes on remembering it.
    case deleteAgain(SyncState.Entry, etag: String)
    /// Edited or deleted elsewhere, left so (`reason` says which).
    case kept(name: String, label: String, reason: KeptEdit)

    /// The verb of a line about this step: create, update, delete, keep.
    package var verb: String {
      switch self {
      case .create: "create"
      case .update: "update"
      case .delete, .deleteAgain: "delete"
      case .kept: "keep"
      }
    }

    /// The event's label: its day, time and title.
    package var label: String {
      switch self {
      case .create(let resource), .update(let resource, _): resource.label
      case .delete(let entry, _), .deleteAgain(let entry, _): entry.label
      case .kept(_, let label, _): label
      }
    }
  }

  /// An event another machine's sync wrote with other options (language,
  /// time, title, alarms) on the same data: not written over, named.
  package struct Conflict: Equatable {
    /// The event, as the server holds it.
    package var label: String
    /// What differs: `SUMMARY '上班 (provisional)' there, '上班 (暂定)' here`.
    package var difference: String
  }

  package var steps: [Step] = []
  /// How many wanted events are already as wanted.
  package var unchanged = 0
  /// State entries whose resource is gone and no longer wanted: dropped.
  package var forgotten: [String] = []
  /// Members that already are what is wanted, though the state did not
  /// say so (lost, or an ETag another client changed without changing the
  /// meaning): recorded as they are, with no request.
  package var adopted: [SyncState.Entry] = []
  /// A year whose events on the server rest on notices this run's data
  /// lacks: nothing of it is written, updated or deleted.
  package struct HeldBackYear: Equatable {
    /// The notices the calendar's events cite and the data lacks
    /// (``NoticeLineage/missing(from:)``).
    package var notices: [String]
    /// How many events (wanted, or on the server) were left as they are.
    package var events = 0
  }

  /// The years held back, by year.
  package var heldBack: [Int: HeldBackYear] = [:]
  /// Events written by another machine's request on the same data: while
  /// there is one, the run writes nothing (unless it replaces edits).
  package var conflicts: [Conflict] = []

  /// The plan.
  ///
  /// - Parameters:
  ///   - wanted: the events, by resource name.
  ///   - server: the collection's members and their ETags (nil ETag: the
  ///     server gave none), by resource name.
  ///   - fetched: the data of the members that were read, by resource
  ///     name (see ``namesToFetch(wanted:state:server:historyBefore:isOurs:isOthers:)``).
  ///   - historyBefore: events of earlier days that are not wanted are
  ///     left alone; nil to manage every day.
  ///   - lineage: the notices this run's data cites, year by year: a year
  ///     whose events on the server cite one it lacks is left alone; nil
  ///     where the data does not matter (`--remove`).
  ///   - isOurs: whether a member not in the state is named like the
  ///     wanted reminders' events (an earlier run wrote it and its state
  ///     was lost).
  package init(
    wanted: [Resource], state: SyncState, server: [String: String?], fetched: [String: String] = [:],
    replacesEdits: Bool, historyBefore: CivilDate? = nil, lineage: NoticeLineage? = nil,
    isOurs: (String) -> Bool
  ) {
    let stored = fetched.mapValues(EventMeaning.Stored.init)
    // What the calendar's events say they rest on, against this run's data.
    var onServer = NoticeLineage()
    for event in stored.values {
      for (year, notices) in event.lineage.notices { onServer.add(notices, toYear: year) }
    }
    heldBack = (lineage?.missing(from: onServer) ?? [:]).mapValues { HeldBackYear(notices: $0) }
    // Each wanted event where it is: under the name the state knows for
    // its UID, its own name, or the name of a member that holds its UID.
    var stateNames: [String: String] = [:]
    for entry in state.entries.values { stateNames[entry.uid] = entry.name }
    var holders: [String: String] = [:]
    for (name, event) in stored.sorted(by: { $0.key < $1.key }) where state.entries[name] == nil {
      if let uid = event.uid, holders[uid] == nil { holders[uid] = name }
    }
    let located = wanted.map { resource in
      var resource = resource
      if let name = stateNames[resource.uid] {
        resource.name = name
      } else if !server.keys.contains(resource.name), let name = holders[resource.uid] {
        resource.name = name
      }
      return resource
    }
    let wantedByName = Dictionary(located.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var names = Set(wantedByName.keys).union(state.entries.keys)
    names.formUnion(server.keys.filter { isOurs($0) })
    for name in names.sorted() {
      let want = wantedByName[name]
      let entry = state.entries[name]
      let onServer = server.keys.contains(name)
      let etag = server[name] ?? nil
      let event = stored[name]
      // A year whose events rest on a newer notice than this run's data:
      // left as they are, whatever this run would do.
      if !heldBack.isEmpty {
        var years = Set(want?.years.map(Array.init) ?? [])
        years.formUnion(event.map { Array($0.lineage.notices.keys) } ?? [])
        if let year = Self.year(of: entry?.uid ?? event?.uid ?? name) { years.insert(year) }
        if let year = years.filter({ heldBack[$0] != nil }).min() {
          if want != nil || onServer { heldBack[year]?.events += 1 }
          continue
        }
      }
      // Whether the member is still what sync wrote: the state's ETag
      // says so without reading it; else its fingerprint, or for one
      // without (an import) whether it means what is wanted. Nil: unknown.
      var unedited: Bool?
      if let event {
        unedited = event.isUnedited ?? want.map { EventMeaning.fingerprint(of: $0.body) == event.current }
      } else if let known = entry?.etag, etag == known {
        unedited = true
      }
      // What a person edited, as the server holds it.
      let heldLabel = event?.label ?? want?.label ?? entry?.label ?? name
      switch (want, onServer) {
      case (var want?, true):
        if unedited == true {
          // The overrides of single days a person made stay with the series.
          if let event, !event.overrides.isEmpty, !replacesEdits {
            want.overrides = event.overrides
            for override in event.overrides {
              steps.append(.kept(name: name, label: override.label, reason: .occurrenceEdited))
            }
          }
          if entry?.kept == .deleted, !replacesEdits, let entry {
            // Deleted by a person, written again by a machine that did not
            // know: deleted again, and still remembered as deleted.
            steps.append(.deleteAgain(entry, etag: etag ?? entry.etag ?? "*"))
          } else if let entry, entry.etag != nil, etag == entry.etag, want.hash == entry.hash {
            unchanged += 1
          } else if let wrote = event?.recorded, wrote == EventMeaning.fingerprint(of: want.body), let etag {
            unchanged += 1
            adopted.append(
              SyncState.Entry(
                name: name, uid: want.uid, etag: etag, hash: want.hash, label: want.label, fingerprint: wrote,
                day: want.day, title: want.title))
          } else if let event, let wrote = event.recorded, !replacesEdits,
            entry == nil || (entry?.fingerprint != nil && entry?.fingerprint != wrote),
            !event.lineage.notices.isEmpty,
            event.lineage.citesTheSame(as: lineage ?? NoticeLineage(), inYears: event.lineage.notices.keys)
          {
            // Another machine's sync wrote it, on the same data, meaning
            // something else: another request for the same calendar.
            conflicts.append(
              Conflict(
                label: heldLabel,
                difference: EventMeaning.difference(there: fetched[name] ?? "", here: want.body)))
          } else {
            steps.append(.update(want, etag: etag ?? entry?.etag ?? "*"))
          }
        } else if replacesEdits {
          steps.append(.update(want, etag: etag ?? entry?.etag ?? "*"))
        } else {
          steps.append(.kept(name: name, label: heldLabel, reason: .edited))
        }
      case (let want?, false):
        // An entry without an ETag is a write the server never confirmed
        // (no ETag in its answer, not in a listing since): nothing says
        // it was ever there, so it is written, not called a deletion.
        if entry == nil || entry?.etag == nil || replacesEdits {
          steps.append(.create(want))
        } else {
          steps.append(.kept(name: name, label: entry?.label ?? want.label, reason: .deleted))
        }
      case (nil, true):
        if let historyBefore, let day = entry?.day ?? Self.day(of: event?.uid ?? name), day < historyBefore {
          continue
        }
        let target = entry ?? SyncState.Entry(name: name, uid: event?.uid ?? name, etag: etag, hash: "", label: name)
        if unedited == true || (replacesEdits && (entry != nil || unedited == false)) {
          steps.append(.delete(target, etag: etag ?? entry?.etag ?? "*"))
        } else if entry != nil || unedited == false {
          steps.append(.kept(name: name, label: event?.label ?? target.label, reason: .editedNoLongerWanted))
        }
      // A member named as ours without a fingerprint or state: not
      // known to be sync's, left alone.
      case (nil, false):
        if let entry { forgotten.append(entry.name) }
      }
    }
  }

  /// The members whose data the plan needs: those the state knows whose
  /// ETag is not the one sync last wrote (edited, or only rewritten by a
  /// client), those named as ours or as a wanted event that the state
  /// does not know (it was lost), and when a wanted event is neither in the state nor on the
  /// server under its own name, every member the state does not know
  /// (`isOthers`: another run's), to find an import holding its UID. Days
  /// before `historyBefore` that are not wanted are left out.
  package static func namesToFetch(
    wanted: [Resource], state: SyncState, server: [String: String?], historyBefore: CivilDate?,
    isOurs: (String) -> Bool, isOthers: (String) -> Bool
  ) -> [String] {
    let wantedNames = Set(wanted.map(\.name))
    func isPast(_ name: String, entry: SyncState.Entry?) -> Bool {
      guard !wantedNames.contains(name), let historyBefore, let day = entry?.day ?? day(of: name) else { return false }
      return day < historyBefore
    }
    var names: Set<String> = []
    for (name, etag) in server {
      if let entry = state.entries[name] {
        if entry.etag == nil || etag != entry.etag, !isPast(name, entry: entry) { names.insert(name) }
      } else if isOurs(name) || wantedNames.contains(name), !isPast(name, entry: nil) {
        names.insert(name)
      }
    }
    let stateUIDs = Set(state.entries.values.map(\.uid))
    if wanted.contains(where: { !stateUIDs.contains($0.uid) && !server.keys.contains($0.name) }) {
      for name in server.keys where state.entries[name] == nil && !isOthers(name) && !isOurs(name) {
        names.insert(name)
      }
    }
    return names.sorted()
  }

  /// What a line says of a ``Step/deleteAgain``.
  package static let deletedAgain = " (deleted on another device; another machine wrote it again)"

  /// The year of the day that starts a UID or resource name sync made
  /// (`20270104-…`, a series' `series-20270104-…`), else nil.
  package static func year(of text: String) -> Int? {
    (day(of: text) ?? (text.hasPrefix("series-") ? day(of: String(text.dropFirst(7))) : nil))?.year
  }

  /// The day that starts a UID or resource name sync made
  /// (`20261228-…`), else nil: what a member the state does not know
  /// says of its day.
  package static func day(of text: String) -> CivilDate? {
    let bytes = text.utf8.prefix(9)
    guard bytes.count == 9, bytes.prefix(8).allSatisfy({ (0x30...0x39).contains($0) }),
      bytes.last == UInt8(ascii: "-")
    else { return nil }
    return CivilDate(basicFormat: text.prefix(8))
  }

  /// The lines of the plan: `+ create`, `~ update`, `- delete`, `! kept`.
  package var lines: [String] {
    steps.map { step in
      switch step {
      case .create(let resource): "+ create \(resource.label)"
      case .update(let resource, _): "~ update \(resource.label)\(SyncPlan.takenOver(resource))"
      case .delete(let entry, _): "- delete \(entry.label)"
      case .deleteAgain(let entry, _): "- delete \(entry.label)\(SyncPlan.deletedAgain)"
      case .kept(_, let label, let reason): "! kept user edit \(label) (\(reason.reason))"
      }
    }
  }

  /// How many steps of each kind, and the unchanged.
  package var totals: (create: Int, update: Int, delete: Int, kept: Int) {
    var totals = (create: 0, update: 0, delete: 0, kept: 0)
    for step in steps {
      switch step {
      case .create: totals.create += 1
      case .update: totals.update += 1
      case .delete, .deleteAgain: totals.delete += 1
      case .kept: totals.kept += 1
      }
    }
    return totals
  }

  /// ` (taken over: NAME)` for a resource that another client named (an
  /// import of the `.ics`), else empty.
  package static func takenOver(_ resource: Resource) -> String {
    resource.name == resourceName(uid: resource.uid) ? "" : " (taken over: \(resource.name))"
  }

  /// The resource name for `uid`: letters, digits, `-` and `.` kept, any
  /// other byte of its UTF-8 as `_XX` (so `@` is `_40`, and `_` itself
  /// `_5F`: two UIDs never share a name), then `.ics`. Servers and
  /// clients mis-encode `@` and other characters in hrefs (vdirsyncer
  /// keeps them out for that reason).
  package static func resourceName(uid: String) -> String {
    var name = ""
    for byte in uid.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        name.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        name += "_" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return name + ".ics"
  }

  /// The part of a resource name every event of one reminder shares: the
  /// name without the date that starts each UID (`20261228-`) or the
  /// `series` that starts a compact calendar's series, or nil for a name
  /// not made so.
  package static func reminderSuffix(ofName name: String) -> Substring? {
    if name.hasPrefix("series-"), name.utf8.count > 7 { return name.dropFirst(6) }
    let bytes = name.utf8
    guard bytes.count > 9, bytes.prefix(8).allSatisfy({ (0x30...0x39).contains($0) }),
      bytes.dropFirst(8).first == UInt8(ascii: "-")
    else { return nil }
    return name.dropFirst(8)
  }

  /// The ``reminderSuffix(ofName:)`` of each of `resources`: what names
  /// their reminders' events (``SyncTarget/suffixes``).
  package static func reminderSuffixes(of resources: [Resource]) -> Set<String> {
    Set(resources.compactMap { reminderSuffix(ofName: $0.name) }.map(String.init))
  }

  /// Whether `name` is named like an event of the reminders whose
  /// ``reminderSuffixes(of:)`` are `suffixes`.
  package static func isNamed(_ name: String, withSuffixIn suffixes: Set<String>) -> Bool {
    reminderSuffix(ofName: name).map { suffixes.contains(String($0)) } ?? false
  }

  /// Sixteen hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8: the
  /// same in every run, to tell whether an event's bytes changed.
  package static func hash(_ text: String) -> String {
    StableHash.hex64(text)
  }

}
