import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The zones already read, by folder and name: a Foundation `TimeZone`
/// passed to the public API is resolved once per process, not once per
/// call (at most ``limit`` zones are kept).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum ZoneCache {
  struct Key: Hashable {
    var folder: String
    var name: String
  }
  static let zones = Mutex<[Key: CompiledZone]>([:])
  static let limit = 64
}

/// The system's time zone database: the compiled zone files under
/// `/usr/share/zoneinfo`, one per IANA name (`Asia/Shanghai` is the file
/// `/usr/share/zoneinfo/Asia/Shanghai`).
///
/// Only that folder is read, never one an environment variable (`TZDIR`)
/// names: a zone name is something a user writes in a configuration file
/// or an option, and it stays a name, never a path.
///
/// Where the folder has no readable file of a name, the few zones built
/// into the program answer (``BuiltInZoneFiles``: Asia/Shanghai, the
/// default zone, and UTC), so that the default works on a system without
/// the tzdata package; every other name needs it.
package enum ZoneDatabase {
  /// The system's folder of the compiled zone files.
  package static let systemFolder = "/usr/share/zoneinfo"

  /// The folder read: the system's, or, bound for a task by a test,
  /// another one (an empty folder stands for a system without tzdata).
  @TaskLocal package static var folder = systemFolder

  /// Files in the folder that are no zone of their own: the `posix/` and
  /// `right/` copies, and the links to the system's zone and to the
  /// default rules.
  private static let excluded: Set<String> = ["localtime", "posixrules", "posix", "right"]

  /// Whether `name` can name a zone file: letters, digits, `_`, `-`, `+`
  /// and `.` in components separated by `/`, none empty or a dot or two,
  /// and not one of the folder's other files.
  package static func isZoneName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 255 else { return false }
    let allowed = name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "/"):
        true
      default: false
      }
    }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    return allowed && !excluded.contains(String(components[0]))
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  /// The zone named `name`, or nil when the database has no such zone
  /// (or no such database is installed) and none is built in.
  package static func zone(named name: String) -> CompiledZone? {
    let folder = folder
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return read(name, in: folder) ?? builtIn(name)
    }
    let key = ZoneCache.Key(folder: folder, name: name)
    if let known = ZoneCache.zones.withLock({ $0[key] }) { return known }
    guard let zone = read(name, in: folder) ?? builtIn(name) else { return nil }
    ZoneCache.zones.withLock { zones in
      if zones.count < ZoneCache.limit { zones[key] = zone }
    }
    return zone
  }

  /// The zone file named `name` in `folder`, read and parsed.
  private static func read(_ name: String, in folder: String) -> CompiledZone? {
    guard isZoneName(name), let data = FileManager.default.contents(atPath: folder + "/" + name),
      data.count <= 1 << 20
    else { return nil }
    return CompiledZone(Array(data))
  }

  /// The zone built into the program under `name`, if any.
  private static func builtIn(_ name: String) -> CompiledZone? {
    BuiltInZoneFiles.files[name].flatMap { CompiledZone($0) }
  }

  /// The names of every zone in the database and of those built in, sorted.
  package static func names() -> [String] {
    let folder = folder
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    let found = paths.filter { isZoneName($0) && read($0, in: folder) != nil }
    return Set(found).union(BuiltInZoneFiles.files.keys).sorted()
  }
}
