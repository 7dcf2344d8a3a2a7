import Foundation
import Testing

@testable import HolidayKit

/// The zone database: the system's folder, and the zones built into the
/// program where that folder lacks them (a system without tzdata, stood
/// for by an empty folder).
struct ZoneDatabaseTests {
  /// A new empty folder, removed after `body` has run with the database
  /// reading it.
  static func withFolder<T>(files: [String: [UInt8]] = [:], _ body: () throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zones-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try ZoneDatabase.$folder.withValue(folder.path, operation: body)
  }

  /// Without tzdata, the default zone and UTC still answer, with the
  /// system's transitions and offsets.
  @Test(arguments: ["Asia/Shanghai", "UTC", "Etc/UTC"])
  func theBuiltInZonesAnswerWithoutTheSystemsFiles(name: String) throws {
    let system = try SystemZoneFile.zone(name)
    let zone = try Self.withFolder { ZoneDatabase.zone(named: name) }
    #expect(zone == system)
    let named = try #require(try Self.withFolder { Zone(ianaName: name) })
    #expect(named.identifier == name)
    var instant = Zone.distantPast
    var transitions: [Int] = []
    while let next = named.nextTransition(after: instant) {
      #expect(named.offset(at: next) == system.type(at: next).offset)
      #expect(named.offset(at: next - 1) == system.type(at: next - 1).offset)
      transitions.append(next)
      instant = next
    }
    #expect(transitions == system.transitions)
  }

  /// Every other name still needs the system's database.
  @Test(arguments: ["Europe/Paris", "America/New_York", "Asia/Chongqing", "PRC", "GMT"])
  func otherNamesNeedTheSystemsFiles(name: String) throws {
    #expect(ZoneDatabase.zone(named: name) != nil)
    #expect(try Self.withFolder { ZoneDatabase.zone(named: name) } == nil)
    #expect(try Self.withFolder { Zone(ianaName: name) } == nil)
  }

  /// The system's file, when there is one, wins over the built-in copy
  /// (it is newer): here a folder whose Asia/Shanghai holds Tokyo's rules.
  @Test func theSystemsFileWins() throws {
    let tokyo = try SystemZoneFile.bytes("Asia/Tokyo")
    let zone = try Self.withFolder(files: ["Asia/Shanghai": tokyo]) { ZoneDatabase.zone(named: "Asia/Shanghai") }
    #expect(zone == CompiledZone(tokyo))
    #expect(zone != (try SystemZoneFile.zone("Asia/Shanghai")))
  }

  /// The names listed are those answered: the folder's, and the built-in ones.
  @Test func theNamesIncludeTheBuiltInZones() throws {
    #expect(try Self.withFolder { ZoneDatabase.names() } == ["Asia/Shanghai", "Etc/UTC", "UTC"])
    let tokyo = try SystemZoneFile.bytes("Asia/Tokyo")
    #expect(
      try Self.withFolder(files: ["Asia/Tokyo": tokyo]) { ZoneDatabase.names() } == [
        "Asia/Shanghai", "Asia/Tokyo", "Etc/UTC", "UTC",
      ])
    let system = ZoneDatabase.names()
    #expect(system.contains("Asia/Shanghai") && system.contains("Europe/Paris"))
  }
}
