import Foundation
import Testing

@testable import HolidayKit

struct HolidayCalendarTests {
  /// Fails when `holidays/` changed but `make embed` was not run: the
  /// built-in table must say exactly what the strict reader finds there.
  @Test func embeddedTableMatchesTheHolidaysFolder() throws {
    let files = try PackagePaths.holidayFiles()
    let embedded = HolidayCalendar.embeddedHolidayFiles
    #expect(embedded.map(\.source) == files.map(\.lastPathComponent), "run `make embed`")
    for (file, copy) in zip(files, embedded) {
      let read = try HolidayFile(holidayCN: Data(contentsOf: file), source: file.lastPathComponent)
      #expect(read == copy, "\(file.lastPathComponent) is stale: run `make embed`")
    }
    #expect(embedded.reduce(0) { $0 + $1.days.count } > 600)
  }

  static let upstream = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/holiday-cn")

  /// Runs where the project's shared folder sits beside the checkout, as on
  /// the developers' machines and in CI; reported as skipped elsewhere.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: upstream.path), "needs ../shared/holiday-cn"))
  func holidaysFolderIsAByteIdenticalCopyOfUpstream() throws {
    let upstream = Self.upstream
    let names = try FileManager.default.contentsOfDirectory(atPath: upstream.path).filter { $0 != "NOTES.md" }
    #expect(names.count == 23)
    for name in names {
      #expect(
        try Data(contentsOf: upstream.appendingPathComponent(name))
          == Data(contentsOf: PackagePaths.holidays.appendingPathComponent(name)), "\(name)")
    }
  }

  @Test func coverageIsTheYearsWithPublishedDays() throws {
    let calendar = try HolidayCalendar.embedded()
    #expect(calendar.coveredYears == Array(2007...2026))
    #expect(!calendar.covers(year: 2027))
    #expect(!calendar.covers(year: 2006))
    #expect(calendar.covers(CivilDate(year: 2006, month: 12, day: 30)!))
    #expect(!calendar.covers(CivilDate(year: 2006, month: 12, day: 29)!))
    #expect(calendar.files.count == 21)
  }

  @Test func decemberEntriesOfTheNextYearsFileAreMerged() throws {
    let calendar = try HolidayCalendar.embedded()
    let entry = try #require(calendar.entry(on: CivilDate(year: 2018, month: 12, day: 29)!))
    #expect(entry.isOffDay == false)
    #expect(entry.source == "2019.json")
    #expect(calendar.entry(on: CivilDate(year: 2018, month: 12, day: 31)!)?.isOffDay == true)
  }

  static func file(_ source: String, year: Int, _ days: [(String, Bool)]) -> HolidayFile {
    try! HolidayFile(
      source: source, year: year, papers: [],
      days: days.map { HolidayEntry(date: CivilDate(iso8601: $0.0)!, name: "x", isOffDay: $0.1, source: source) })
  }

  @Test func conflictingFilesInOneLayerNameBothSources() {
    let a = Self.file("a.json", year: 2024, [("2024-10-01", true)])
    let b = Self.file("b.json", year: 2024, [("2024-09-30", true), ("2024-10-01", false)])
    #expect(
      throws: HolidayDataError.conflictingEntries(
        date: CivilDate(year: 2024, month: 10, day: 1)!,
        first: "a.json days[0] says day off", second: "b.json days[1] says working day")
    ) {
      try HolidayCalendar(files: [a, b])
    }
  }

  @Test func laterLayerWinsForTheDatesItLists() throws {
    let base = try HolidayCalendar.embedded()
    let override = try HolidayCalendar(files: [
      Self.file("mine.json", year: 2026, [("2026-10-01", false), ("2026-10-12", true)])
    ])
    let merged = base.supplemented(by: override)
    #expect(merged.entry(on: CivilDate(year: 2026, month: 10, day: 1)!)?.isOffDay == false)
    #expect(merged.entry(on: CivilDate(year: 2026, month: 10, day: 12)!)?.isOffDay == true)
    #expect(merged.entry(on: CivilDate(year: 2026, month: 10, day: 2)!)?.isOffDay == true)
    #expect(merged.files.last?.source == "mine.json")
  }

  @Test func overlayCanLeaveCoverageAlone() throws {
    let extra = try HolidayCalendar(files: [Self.file("company.json", year: 2027, [("2027-01-04", true)])])
    let base = try HolidayCalendar.embedded()
    #expect(base.supplemented(by: extra).covers(year: 2027))
    #expect(!base.overlaid(by: extra).covers(year: 2027))
  }

  /// Layers interleave by date, the later layer winning a shared date, and
  /// files of one layer in any order give the same table.
  @Test(arguments: [
    // (first layer, second layer, merged: date, off, source)
    (
      [("2024-10-03", true), ("2024-10-05", false)],
      [("2024-10-01", true), ("2024-10-03", false), ("2024-10-07", true)],
      "01 off b, 03 work b, 05 work a, 07 off b"
    ),
    ([("2024-10-01", true)], [], "01 off a"),
    ([], [("2024-10-01", false)], "01 work b"),
    ([("2024-10-09", true)], [("2024-10-01", true), ("2024-10-02", true)], "01 off b, 02 off b, 09 off a"),
    ([("2024-10-01", true), ("2024-10-02", true)], [("2024-10-09", false)], "01 off a, 02 off a, 09 work b"),
  ])
  func layersMergeByDate(first: [(String, Bool)], second: [(String, Bool)], merged: String) throws {
    let a = try HolidayCalendar(files: [Self.file("a", year: 2024, first)])
    let b = try HolidayCalendar(files: [Self.file("b", year: 2024, second)])
    let result = a.supplemented(by: b)
    let described = result.entries.map {
      "\($0.date.day < 10 ? "0" : "")\($0.date.day) \($0.isOffDay ? "off" : "work") \($0.source)"
    }
    #expect(described.joined(separator: ", ") == merged)
    for entry in result.entries { #expect(result.entry(on: entry.date) == entry) }
    #expect(result.entry(on: CivilDate(year: 2024, month: 10, day: 4)!) == nil)
  }

  @Test func filesOfOneLayerMayComeInAnyOrder() throws {
    let a = Self.file("a", year: 2024, [("2024-10-05", true), ("2024-10-06", true)])
    let b = Self.file("b", year: 2024, [("2024-09-29", false), ("2024-10-05", true)])
    let forward = try HolidayCalendar(files: [a, b])
    let backward = try HolidayCalendar(files: [b, a])
    #expect(forward.entries.map(\.date) == backward.entries.map(\.date))
    #expect(forward.entries.map(\.date.day) == [29, 5, 6])
    // A date both list: the file given later wins (same kind, so no conflict).
    #expect(forward.entry(on: CivilDate(year: 2024, month: 10, day: 5)!)?.source == "b")
    #expect(backward.entry(on: CivilDate(year: 2024, month: 10, day: 5)!)?.source == "a")
  }

  @Test func papersAreKeptForProvenance() throws {
    let papers = try HolidayCalendar.embedded().papers
    #expect(papers.contains("http://www.gov.cn/zhengce/zhengceku/2020-01/27/content_5472352.htm"))
    #expect(Set(papers).count == papers.count)
  }
}
