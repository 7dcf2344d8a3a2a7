import Foundation
import Testing

@testable import WorkdayCLI

/// The version is said in one place (`Usage.versionNumber`); the man page's
/// `.TH` line and the changelog's newest release say the same.
struct VersionTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: Tool.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theManPageNamesTheVersion() throws {
    let header = try #require(
      try Self.text("Sources/WorkdayCLI/Documentation/workday-ics.1").split(separator: "\n").first)
    #expect(header.hasPrefix(".TH WORKDAY-ICS 1 "))
    #expect(header.contains("\"workday-ics \(Usage.versionNumber)\""), "\(header)")
  }

  @Test func theChangelogsNewestReleaseIsTheVersion() throws {
    let releases = try Self.text("CHANGELOG.md").split(separator: "\n").filter {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    let newest = try #require(releases.first)
    #expect(newest.hasPrefix("## [\(Usage.versionNumber)] - "), "\(newest)")
  }

  @Test func theVersionIsSemantic() {
    let parts = Usage.versionNumber.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
  }
}
