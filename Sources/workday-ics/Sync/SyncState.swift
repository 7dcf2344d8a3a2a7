import HolidayKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `sync` wrote to one calendar, kept between runs in a JSON file of
/// mode 0600 in the user's state folder: the calendar's URL, the
/// collection's sync token or ctag as it stood after a clean run, and for
/// every event written its resource name, UID, ETag and a hash of the
/// bytes sent. The password is never in it.
///
/// It can be lost without harm: the next run lists the calendar and
/// takes over the resources named after the wanted UIDs, rewriting them
/// once, so nothing is duplicated.
struct SyncState: Equatable {
  /// One event written.
  struct Entry: Equatable {
    /// The resource name in the collection, such as `20261228-...ics`.
    var name: String
    var uid: String
    /// The ETag the server gave for what sync wrote; nil when the server
    /// gave none and no listing has told it yet.
    var etag: String?
    /// ``SyncPlan/hash(_:)`` of the bytes sent.
    var hash: String
    /// What the event is, for the plan: `2026-12-28 09:00 上班`.
    var label: String
    /// Whose event it is: the reminder on the command line, or the
    /// configuration file and calendar (see `SyncCommand.calendars`). A
    /// run deletes only its own events; nil in a state written before
    /// owners were kept.
    var owner: String? = nil
  }

  /// The calendar collection's URL.
  var calendar: String?
  /// The collection's sync token or ctag after the last clean run: when
  /// the server still says it, nothing changed there.
  var token: String?
  /// The events written, by resource name.
  var entries: [String: Entry] = [:]

  /// The state in `path`, empty when there is no such file.
  ///
  /// - Throws: ``InputError`` for a file that is not a state file, a link,
  ///   or one another user owns or may write (or its folder).
  static func read(_ path: String) throws -> SyncState {
    var status = stat()
    guard lstat(path, &status) == 0 || errno != ENOENT else { return SyncState() }
    // As large as a 100-year daily calendar's state, and bounded like every input.
    // Never through a link, and only the user's own file that no one else
    // may write (``FileTrust``): a planted state could make sync delete
    // events it never wrote.
    let bytes = try InputFile.read(path, limit: InputFile.calendarLimit, origin: .own)
    func bad() -> InputError {
      InputError(message: "'\(path)' is not a sync state file; remove it and the next sync rebuilds it from the server")
    }
    guard case .object(let members)? = try? JSONParser.parse(bytes) else { throw bad() }
    var state = SyncState()
    for (key, value) in members {
      switch (key, value) {
      case ("version", .number(let number)): guard number == "1" else { throw bad() }
      case ("calendar", .string(let text)): state.calendar = text
      case ("token", .string(let text)): state.token = text
      case ("events", .array(let items)):
        for item in items {
          guard case .object(let fields) = item else { throw bad() }
          var values: [String: String] = [:]
          for (name, field) in fields { if case .string(let text) = field { values[name] = text } }
          guard let name = values["name"], let uid = values["uid"], let hash = values["hash"] else { throw bad() }
          state.entries[name] = Entry(
            name: name, uid: uid, etag: values["etag"], hash: hash, label: values["label"] ?? uid,
            owner: values["owner"])
        }
      default: break
      }
    }
    return state
  }

  /// The state as JSON, events sorted by name.
  var json: String {
    var lines = ["{", "  \"version\": 1,"]
    if let calendar { lines.append("  \"calendar\": \(JSONValue.quoted(calendar)),") }
    if let token { lines.append("  \"token\": \(JSONValue.quoted(token)),") }
    let events = entries.values.sorted { $0.name < $1.name }.map { entry in
      var fields = ["\"name\": \(JSONValue.quoted(entry.name))", "\"uid\": \(JSONValue.quoted(entry.uid))"]
      if let etag = entry.etag { fields.append("\"etag\": \(JSONValue.quoted(etag))") }
      fields += ["\"hash\": \(JSONValue.quoted(entry.hash))", "\"label\": \(JSONValue.quoted(entry.label))"]
      if let owner = entry.owner { fields.append("\"owner\": \(JSONValue.quoted(owner))") }
      return "    {" + fields.joinedText(separator: ", ") + "}"
    }
    lines.append("  \"events\": [")
    lines.append(events.joinedText(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.filter { !$0.isEmpty }.joinedText(separator: "\n") + "\n"
  }

  /// The part of the state that is `owner`'s to change, and the rest: its
  /// own entries, those of a state written before owners were kept that
  /// are named like this run's reminders' events (`isNamedAsOurs`), and
  /// any entry named like a wanted event (the same UID is the same event,
  /// whoever wrote it last). The calendar and token stay with the first
  /// part.
  func split(owner: String, isNamedAsOurs: (String) -> Bool, wanted: Set<String>) -> (
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
  static func joined(_ own: SyncState, owner: String, others: [String: Entry]) -> SyncState {
    var state = own
    for name in state.entries.keys { state.entries[name]?.owner = owner }
    for (name, entry) in others where state.entries[name] == nil { state.entries[name] = entry }
    return state
  }

  /// Writes the state to `path` atomically with mode 0600, making its
  /// folder (0700) if needed.
  func write(to path: String) throws {
    Self.makeFolders(for: path)
    try OutputFile.write(to: path, mode: 0o600) { $0.write(json) }
  }

  /// The default file: `$XDG_STATE_HOME/workday-ics/sync-KEY.json`, else
  /// `~/.local/state/workday-ics/sync-KEY.json`, KEY a hash of the server,
  /// the user and the calendar asked for.
  static func defaultPath(server: String, user: String, calendar: String) throws -> String {
    let folder: String
    if let state = Terminal.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      folder = state
    } else if let home = Terminal.environment("HOME"), home.hasPrefix("/") {
      folder = home + "/.local/state"
    } else {
      throw InputError(message: "no state folder: set HOME or XDG_STATE_HOME, or give --state FILE")
    }
    let key = SyncPlan.hash([server, user, calendar].joinedText(separator: "\n"))
    return folder + "/workday-ics/sync-" + key + ".json"
  }

  /// Makes the folders above `path` that are missing, mode 0700.
  static func makeFolders(for path: String) {
    var prefix = ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (index, part) in parts.enumerated() {
      prefix += (index == 0 ? "" : "/") + part
      if !prefix.isEmpty { mkdir(prefix, 0o700) }
    }
  }
}
