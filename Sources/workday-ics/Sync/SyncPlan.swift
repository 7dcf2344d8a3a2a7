import HolidayKit

/// What `sync` will do to a calendar: from the events wanted, the state
/// of the last run and the members the server lists with their ETags, one
/// step per resource. A pure function, so every case is a unit test.
///
/// Only resources sync wrote (in the state) or named after a wanted UID
/// or one of the same reminder are ever touched; any other event of the
/// calendar is left alone. An event whose ETag is not the one sync last
/// wrote was edited elsewhere (a phone), and one gone from the server was
/// deleted there: both are kept as the user left them, unless
/// `replacesEdits`.
struct SyncPlan: Equatable {
  /// An event as sync writes it: one resource of its own.
  struct Resource: Equatable {
    var name: String
    var uid: String
    /// The VCALENDAR text.
    var body: String
    var label: String
    var hash: String { SyncPlan.hash(body) }
  }

  /// One step.
  enum Step: Equatable {
    /// PUT with `If-None-Match: *`.
    case create(Resource)
    /// PUT with `If-Match: etag`.
    case update(Resource, etag: String)
    /// DELETE with `If-Match: etag`.
    case delete(SyncState.Entry, etag: String)
    /// Edited or deleted elsewhere, left so (`reason` says which).
    case kept(name: String, label: String, reason: String)
  }

  var steps: [Step] = []
  /// How many wanted events are already as wanted.
  var unchanged = 0
  /// State entries whose resource is gone and no longer wanted: dropped.
  var forgotten: [String] = []

  /// The plan.
  ///
  /// - Parameters:
  ///   - wanted: the events, by resource name.
  ///   - server: the collection's members and their ETags (nil ETag: the
  ///     server gave none), by resource name.
  ///   - isOurs: whether a member not in the state belongs to the wanted
  ///     reminders (an earlier run wrote it and its state was lost).
  init(
    wanted: [Resource], state: SyncState, server: [String: String?], replacesEdits: Bool,
    isOurs: (String) -> Bool
  ) {
    let wantedByName = Dictionary(wanted.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var names = Set(wantedByName.keys).union(state.entries.keys)
    names.formUnion(server.keys.filter { isOurs($0) })
    for name in names.sorted() {
      let want = wantedByName[name]
      let entry = state.entries[name]
      let onServer = server.keys.contains(name)
      let etag = server[name] ?? nil
      switch (want, entry, onServer) {
      case (let want?, let entry?, true):
        let editedElsewhere = entry.etag != nil && etag != entry.etag
        if editedElsewhere, !replacesEdits {
          steps.append(.kept(name: name, label: want.label, reason: "edited on another device"))
        } else if editedElsewhere || want.hash != entry.hash || etag == nil {
          steps.append(.update(want, etag: etag ?? entry.etag ?? "*"))
        } else {
          unchanged += 1
        }
      case (let want?, _?, false):
        if replacesEdits {
          steps.append(.create(want))
        } else {
          steps.append(.kept(name: name, label: want.label, reason: "deleted on another device"))
        }
      case (let want?, nil, true):
        // Written by an earlier run whose state was lost: taken over.
        steps.append(.update(want, etag: etag ?? "*"))
      case (let want?, nil, false):
        steps.append(.create(want))
      case (nil, let entry?, true):
        if entry.etag != nil, etag != entry.etag, !replacesEdits {
          steps.append(.kept(name: name, label: entry.label, reason: "edited on another device, no longer wanted"))
        } else {
          steps.append(.delete(entry, etag: etag ?? entry.etag ?? "*"))
        }
      case (nil, let entry?, false):
        forgotten.append(entry.name)
      case (nil, nil, true):
        let orphan = SyncState.Entry(name: name, uid: name, etag: etag, hash: "", label: name)
        steps.append(.delete(orphan, etag: etag ?? "*"))
      case (nil, nil, false):
        break
      }
    }
  }

  /// The lines of the plan: `+ create`, `~ update`, `- delete`, `! kept`.
  var lines: [String] {
    steps.map { step in
      switch step {
      case .create(let resource): "+ create \(resource.label)"
      case .update(let resource, _): "~ update \(resource.label)"
      case .delete(let entry, _): "- delete \(entry.label)"
      case .kept(_, let label, let reason): "! kept user edit \(label) (\(reason))"
      }
    }
  }

  /// How many steps of each kind, and the unchanged.
  var totals: (create: Int, update: Int, delete: Int, kept: Int) {
    var totals = (create: 0, update: 0, delete: 0, kept: 0)
    for step in steps {
      switch step {
      case .create: totals.create += 1
      case .update: totals.update += 1
      case .delete: totals.delete += 1
      case .kept: totals.kept += 1
      }
    }
    return totals
  }

  /// The resource name for `uid`: letters, digits, `-` and `.` kept, any
  /// other byte of its UTF-8 as `_XX` (so `@` is `_40`, and `_` itself
  /// `_5F`: two UIDs never share a name), then `.ics`. Servers and
  /// clients mis-encode `@` and other characters in hrefs (vdirsyncer
  /// keeps them out for that reason).
  static func resourceName(uid: String) -> String {
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
  /// name without the date that starts each UID (`20261228-`), or nil for
  /// a name not made so.
  static func reminderSuffix(ofName name: String) -> Substring? {
    let bytes = name.utf8
    guard bytes.count > 9, bytes.prefix(8).allSatisfy({ (0x30...0x39).contains($0) }),
      bytes.dropFirst(8).first == UInt8(ascii: "-")
    else { return nil }
    return name.dropFirst(8)
  }

  /// Sixteen hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8: the
  /// same in every run, to tell whether an event's bytes changed.
  static func hash(_ text: String) -> String {
    StableHash.hex64(text)
  }

}
