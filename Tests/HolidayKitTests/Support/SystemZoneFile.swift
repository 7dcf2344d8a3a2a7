import Foundation
import Testing

@testable import HolidayKit

/// The system's compiled zone files (tzdata), read once here for every
/// test that needs a zone's bytes, whatever folder the database is told
/// to read.
enum SystemZoneFile {
  /// The bytes of the system's file for `name` (`Asia/Tokyo`, `right/UTC`);
  /// a failure naming the file when there is none.
  static func bytes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
    let path = ZoneDatabase.systemFolder + "/" + name
    return Array(try #require(FileManager.default.contents(atPath: path), "\(path)", sourceLocation: sourceLocation))
  }

  /// The system's file for `name`, read as a zone.
  static func zone(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CompiledZone {
    try #require(CompiledZone(try bytes(name, sourceLocation: sourceLocation)), sourceLocation: sourceLocation)
  }
}
