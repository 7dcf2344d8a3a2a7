#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The system's time zone database: the compiled zone files under
/// `/usr/share/zoneinfo`, one per IANA name (`Asia/Shanghai` is the file
/// `/usr/share/zoneinfo/Asia/Shanghai`).
///
/// Only that folder is read, never one an environment variable (`TZDIR`)
/// names: a zone name is something a user writes in a configuration file
/// or an option, and it stays a name, never a path.
package enum ZoneDatabase {
  /// The folder of the compiled zone files.
  package static let folder = "/usr/share/zoneinfo"

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
  /// (or no such database is installed).
  package static func zone(named name: String) -> CompiledZone? {
    guard isZoneName(name), let data = FileManager.default.contents(atPath: folder + "/" + name),
      data.count <= 1 << 20
    else { return nil }
    return CompiledZone(Array(data))
  }

  /// The names of every zone in the database, sorted.
  package static func names() -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return paths.filter { isZoneName($0) && zone(named: $0) != nil }.sorted()
  }
}
