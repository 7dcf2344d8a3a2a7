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

  /// The holiday-cn year files in `holidays/`, in name order.
  static func holidayFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: holidays, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" && $0.lastPathComponent != "schema.json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
