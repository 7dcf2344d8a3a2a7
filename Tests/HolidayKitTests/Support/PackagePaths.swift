import Foundation

/// Paths inside the package, found from this file's location.
enum PackagePaths {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `holidays/` folder.
  static let holidays = root.appendingPathComponent("holidays")

  /// The test fixtures folder.
  static let fixtures = root.appendingPathComponent("Tests/HolidayKitTests/Fixtures")

  /// The text of the fixture file `name`, or an error that names the file:
  /// a fixture that is missing or unreadable fails the tests that read it,
  /// never reads as an empty file they could pass on.
  static func fixture(_ name: String) throws -> String {
    let url = fixtures.appendingPathComponent(name)
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw UnreadableFixture(path: url.path, reason: "\(error)")
    }
  }

  /// A fixture file that could not be read.
  struct UnreadableFixture: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read the fixture \(path): \(reason)" }
  }

  /// The holiday-cn year files in `holidays/`, in name order.
  static func holidayFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: holidays, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" && $0.lastPathComponent != "schema.json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
