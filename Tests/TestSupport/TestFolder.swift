import Foundation

/// The temporary folders the tests write in.
package enum TestFolder {
  /// A new empty temporary folder.
  package static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("workday-ics-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
