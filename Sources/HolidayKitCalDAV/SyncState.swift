import HolidayKit

/// What `sync` wrote to one calendar, kept between runs in a JSON file of
/// mode 0600 in the user's state folder: the calendar's URL, the
/// collection's sync token or ctag as it stood after a clean run, and for
/// every event written its resource name, UID, ETag and a hash of the
/// bytes sent. The password is never in it.
///
/// It can be lost without harm: the next run lists the calendar and
/// takes over the resources named after the wanted UIDs, rewriting them
/// once, so nothing is duplicated.
package struct SyncState: Equatable {
  /// One event written.
  package struct Entry: Equatable {
    /// The resource name in the collection, such as `20261228-...ics`.
    package var name: String
    package var uid: String
    /// The ETag the server gave for what sync wrote; nil when the server
    /// gave none and no listing has told it yet.
    package var etag: String?
    /// ``SyncPlan/hash(_:)`` of the bytes sent.
    package var hash: String
    /// The fingerprint of the meaning sync wrote (``EventMeaning``): an
    /// event on the server that carries another was written by another
    /// machine's run; nil in a state written before it was kept.
    package var fingerprint: String? = nil
    /// What the event is, for the plan: `2026-12-28 09:00 上班`.
    package var label: String
    /// The event's day (a series' first), as written; nil in a state
    /// written before it was kept, whose UID then says it.
    package var day: CivilDate? = nil
    /// The event's title, as written; nil in a state written before it
    /// was kept.
    package var title: String? = nil
    /// Whose event it is: the reminder on the command line, or the
    /// configuration file and calendar (see ``SyncTarget/targets(for:names:configurationFile:removes:historyBefore:regenerate:)``). A
    /// run deletes only its own events; nil in a state written before
    /// owners were kept.
    package var owner: SyncOwner? = nil
    /// Why the last run left the event as another device made it, or nil:
    /// the next run, told by the token that nothing changed since, says it
    /// again without listing the calendar; a deletion stays one (a run
    /// that finds the event written again deletes it again).
    package var kept: KeptEdit? = nil
    /// What was kept, as the server holds it (the edited event's day, time
    /// and title; with ``KeptEdit/occurrenceEdited``, each day of the
    /// series a person edited alone); empty for a deletion, said by
    /// ``label``.
    package var keptLabels: [String] = []

    /// Creates an entry.
    package init(
      name: String, uid: String, etag: String?, hash: String, label: String, owner: SyncOwner? = nil,
      kept: KeptEdit? = nil, keptLabels: [String] = [], fingerprint: String? = nil, day: CivilDate? = nil,
      title: String? = nil
    ) {
      self.day = day ?? SyncPlan.day(of: uid)
      self.title = title
      self.fingerprint = fingerprint
      self.name = name
      self.uid = uid
      self.etag = etag
      self.hash = hash
      self.label = label
      self.owner = owner
      self.kept = kept
      self.keptLabels = keptLabels
    }

    /// The kept edits to say of it: `(label, reason)` each.
    package var keptLines: [(label: String, reason: KeptEdit)] {
      guard let kept else { return [] }
      return keptLabels.isEmpty ? [(label, kept)] : keptLabels.map { ($0, kept) }
    }
  }

  /// The calendar collection's URL.
  package var calendar: String?
  /// How the server asked for the password, when not Basic
  /// (``HTTPAuthentication/remembered``): the next run starts with it.
  package var authentication: String?
  /// The collection's sync token or ctag after the last clean run: when
  /// the server still says it, nothing changed there.
  package var token: String?
  /// The events written, by resource name.
  package var entries: [String: Entry] = [:]

  /// An empty state: nothing written yet.
  package init() {}

  /// The version of the state file this writes; it reads version 1 too.
  static let version = "2"

  /// The state a state file's bytes hold; nil for bytes that are not one
  /// (not JSON, another version, an event without its name, UID or hash).
  package init?(json bytes: some Sequence<UInt8>) {
    guard case .object(let members)? = try? JSONParser.parse(bytes) else { return nil }
    let isVersion1 = members.contains { key, value in
      if key == "version", case .number("1") = value { true } else { false }
    }
    for (key, value) in members {
      switch (key, value) {
      case ("version", .number(let number)): guard number == "1" || number == Self.version else { return nil }
      case ("calendar", .string(let text)): self.calendar = text
      case ("token", .string(let text)): self.token = text
      case ("authentication", .string(let text)): self.authentication = text
      case ("events", .array(let items)):
        for item in items {
          guard case .object(let fields) = item else { return nil }
          var values: [String: String] = [:]
          var keptLabels: [String] = []
          for (name, field) in fields {
            switch field {
            case .string(let text): values[name] = text
            case .array(let items) where name == "keptDays":
              keptLabels = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
            default: break
            }
          }
          guard let name = values["name"], let uid = values["uid"], let hash = values["hash"] else { return nil }
          // A version 1 state kept the title only inside the label.
          let title = isVersion1 ? values["label"].map(Self.title(inVersion1Label:)) : values["title"]
          self.entries[name] = Entry(
            name: name, uid: uid, etag: values["etag"], hash: hash, label: values["label"] ?? uid,
            owner: values["owner"].flatMap(SyncOwner.init(stateText:)),
            kept: values["kept"].flatMap(KeptEdit.init(stateText:)), keptLabels: keptLabels,
            fingerprint: values["fingerprint"], day: values["day"].flatMap { CivilDate(iso8601: $0) },
            title: title)
        }
      default: break
      }
    }
  }

  /// The title a version 1 state's label holds after the day and time:
  /// `上班` of `2026-12-28 09:00 上班`.
  static func title(inVersion1Label label: String) -> String {
    var words = label.split(separator: " ", omittingEmptySubsequences: false)[...]
    if let day = words.first, day.count == 10 { words = words.dropFirst() }
    if let time = words.first, time.count == 5, time.dropFirst(2).first == ":" { words = words.dropFirst() }
    return words.joined(separator: " ")
  }

  /// The state as JSON, events sorted by name.
  package var json: String {
    var lines = ["{", "  \"version\": \(Self.version),"]
    if let calendar { lines.append("  \"calendar\": \(JSONValue.quoted(calendar)),") }
    if let token { lines.append("  \"token\": \(JSONValue.quoted(token)),") }
    if let authentication { lines.append("  \"authentication\": \(JSONValue.quoted(authentication)),") }
    let events = entries.values.sorted { $0.name < $1.name }.map { entry in
      var fields = ["\"name\": \(JSONValue.quoted(entry.name))", "\"uid\": \(JSONValue.quoted(entry.uid))"]
      if let etag = entry.etag { fields.append("\"etag\": \(JSONValue.quoted(etag))") }
      fields += ["\"hash\": \(JSONValue.quoted(entry.hash))", "\"label\": \(JSONValue.quoted(entry.label))"]
      if let fingerprint = entry.fingerprint { fields.append("\"fingerprint\": \(JSONValue.quoted(fingerprint))") }
      if let owner = entry.owner { fields.append("\"owner\": \(JSONValue.quoted(owner.stateText))") }
      if let day = entry.day { fields.append("\"day\": \(JSONValue.quoted(day.iso8601))") }
      if let title = entry.title { fields.append("\"title\": \(JSONValue.quoted(title))") }
      if let kept = entry.kept { fields.append("\"kept\": \(JSONValue.quoted(kept.rawValue))") }
      if !entry.keptLabels.isEmpty {
        fields.append("\"keptDays\": [" + entry.keptLabels.map(JSONValue.quoted).joined(separator: ", ") + "]")
      }
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    lines.append("  \"events\": [")
    lines.append(events.joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  /// The part of the state that is `owner`'s to change, and the rest: its
  /// own entries, those of a state written before owners were kept that
  /// are named like this run's reminders' events (`isNamedAsOurs`), and
  /// any entry named like a wanted event (the same UID is the same event,
  /// whoever wrote it last). The calendar and token stay with the first
  /// part.
  package func split(owner: SyncOwner, isNamedAsOurs: (String) -> Bool, wanted: Set<String>) -> (
    own: SyncState, others: [String: Entry]
  ) {
    var own = self
    var others: [String: Entry] = [:]
    for (name, entry) in entries {
      let isOwn =
        entry.owner == owner || wanted.contains(name)
        || (entry.owner == nil && isNamedAsOurs(name))
      if !isOwn {
        own.entries[name] = nil
        others[name] = entry
      }
    }
    return (own, others)
  }

  /// `own` (its entries marked `owner`'s) joined with `others`.
  package static func joined(_ own: SyncState, owner: SyncOwner, others: [String: Entry]) -> SyncState {
    var state = own
    for name in state.entries.keys { state.entries[name]?.owner = owner }
    for (name, entry) in others where state.entries[name] == nil { state.entries[name] = entry }
    return state
  }
}
