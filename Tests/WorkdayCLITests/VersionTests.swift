import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

/// The version is said in one place (`HolidayKitRelease.version`); the man page's
/// `.TH` line and the changelog's newest release say the same.
struct VersionTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: Tool.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theManPageNamesTheVersion() throws {
    let header = try #require(
      try Self.text("Sources/WorkdayCLI/Documentation/workday-ics.1").split(separator: "\n").first)
    #expect(header.hasPrefix(".TH WORKDAY-ICS 1 "))
    #expect(header.contains("\"workday-ics \(HolidayKitRelease.version)\""), "\(header)")
  }

  /// The changelog's sections: `## [Unreleased]` first, then the
  /// releases, newest first, each heading with the lines under it.
  private static func changelogSections() throws -> [(heading: Substring, body: [Substring])] {
    var sections: [(heading: Substring, body: [Substring])] = []
    for line in try text("CHANGELOG.md").split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## [") {
        sections.append((line, []))
      } else if !sections.isEmpty {
        sections[sections.count - 1].body.append(line)
      }
    }
    return sections
  }

  /// The newest release is the version, dated, below an `[Unreleased]`
  /// section kept for what comes next.
  @Test func theChangelogsNewestReleaseIsTheVersion() throws {
    let sections = try Self.changelogSections()
    #expect(sections.first?.heading == "## [Unreleased]")
    let newest = try #require(sections.dropFirst().first)
    let date = newest.heading.dropFirst("## [\(HolidayKitRelease.version)] - ".count)
    #expect(newest.heading.hasPrefix("## [\(HolidayKitRelease.version)] - "), "\(newest.heading)")
    #expect(CivilDate(iso8601: String(date)) != nil, "\(newest.heading)")
  }

  /// The newest release's notes name the newest notice of the built-in
  /// data, as `--version` does, and the years the data covers.
  @Test func theNewestReleaseNamesTheBuiltInDatasNewestNotice() throws {
    let holidays = try HolidayCalendar.embedded()
    let newestYear = try #require(holidays.coveredYears.last)
    let notice = try #require(holidays.papers(ofYears: newestYear...newestYear).last)
    let notes = try #require(Self.changelogSections().dropFirst().first).body.joined(separator: "\n")
    #expect(notes.contains(notice), "\(notes.prefix(300))")
    #expect(notes.contains("Holiday data \(CoverageError.ranges(holidays.coveredYears))"), "\(notes.prefix(300))")
  }

  @Test func theVersionIsSemantic() {
    let parts = HolidayKitRelease.version.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
  }
}
