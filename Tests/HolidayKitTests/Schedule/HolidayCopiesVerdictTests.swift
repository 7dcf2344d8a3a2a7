import Testing

@testable import HolidayKit

/// A downloaded copy of a year weighed against the copies kept: the newest
/// notice wins, and a copy that would take days away needs force.
struct HolidayCopiesVerdictTests {
  /// A copy of 2099 (no built-in year) citing `papers` and listing `days`
  /// (date, day off), read from `source`.
  static func copy(
    _ papers: [String], _ days: [(String, Bool)], year: Int = 2099, source: String = "https://mirror.example/2099.json"
  ) -> HolidayFile {
    try! HolidayFile(
      source: source, year: year, papers: papers,
      days: days.map { text, off in
        HolidayEntry(date: CivilDate(iso8601: text)!, name: "春节", isOffDay: off, source: source)
      })
  }

  /// The data folder's copy: Saturday 02-07 a make-up working day, Monday
  /// 02-09 a day off, by notices p and q.
  static let kept = copy(["p", "q"], [("2099-02-07", false), ("2099-02-09", true)], source: "data/2099.json")

  @Test(arguments: [
    (
      "a newer copy moving a day is taken", copy(["p", "q", "r"], [("2099-02-07", false), ("2099-02-06", true)]), false,
      "taken, replacing 2 days, new notices r; - 2099-02-06, + 2099-02-09"
    ),
    (
      "an older copy is refused with the notices it lacks", copy(["p"], [("2099-02-07", false)]), true,
      "older, lacking q"
    ),
    ("an upstream copy citing no notice is older", copy([], [("2099-02-07", false)]), true, "older, lacking p q"),
    (
      "a divergent copy is refused", copy(["p", "r"], [("2099-02-07", false), ("2099-02-09", true)]), false,
      "divergent, lacking q, citing r"
    ),
    (
      "a divergent copy is taken when forced", copy(["p", "r"], [("2099-02-07", false), ("2099-02-09", true)]), true,
      "taken, replacing 2 days; no change"
    ),
    (
      "the same notices with a day dropped are refused", copy(["p", "q"], [("2099-02-09", true)]), false,
      "changes 2099-02-07 of 2"
    ),
    (
      "the same notices with a day turned are refused",
      copy(["p", "q"], [("2099-02-07", false), ("2099-02-09", false)]),
      false, "changes 2099-02-09 of 2"
    ),
    (
      "the same notices with a day dropped are taken when forced", copy(["p", "q"], [("2099-02-09", true)]), true,
      "taken, replacing 2 days; - 2099-02-07"
    ),
    (
      "the same notices with a day added are taken",
      copy(["p", "q"], [("2099-02-07", false), ("2099-02-09", true), ("2099-02-10", true)]), false,
      "taken, replacing 2 days; - 2099-02-10"
    ),
    (
      "the same arrangement is unchanged", copy(["p", "q"], [("2099-02-09", true), ("2099-02-07", false)]), true,
      "unchanged"
    ),
    (
      "a copy of another year is refused", copy(["p", "q", "r"], [("2098-02-07", false)], year: 2098), false,
      "wrong year 2098"
    ),
    ("an empty copy never empties the kept one", copy(["p", "q", "r"], []), true, "emptied, keeping 2"),
  ])
  func aDownloadAgainstTheDataFoldersCopy(_ row: String, download: HolidayFile, force: Bool, expected: String) throws {
    let copies = try HolidayCopies(folder: ["2099.json": Self.kept])
    #expect(Self.summary(try copies.verdict(on: download, forYear: 2099, force: force)) == expected, "\(row)")
  }

  @Test func aYearWithoutAKeptCopyIsNewOrNotPublishedYet() throws {
    let download = Self.copy(["p"], [("2099-02-07", false)])
    let verdict = try HolidayCopies().verdict(on: download, forYear: 2099, force: false)
    #expect(Self.summary(verdict) == "taken, new; + 2099-02-07")
    #expect(
      Self.summary(try HolidayCopies().verdict(on: Self.copy(["p"], []), forYear: 2099, force: false))
        == "not published")
    guard case .taken(let taking) = verdict else { return }
    #expect(taking.copies.folder["2099.json"] == download)
    #expect(taking.copies.newestCopy(of: 2099)?.file == download)
    #expect(Self.summary(try taking.copies.verdict(on: download, forYear: 2099, force: false)) == "unchanged")
  }

  @Test func anUnreadableCopyIsReplacedEvenBySameDataAsTheBuiltInCopy() throws {
    let builtIn = try #require(try HolidayCopies().newestCopy(of: 2025)?.file)
    let download = try HolidayFile(
      source: "https://mirror.example/2025.json", year: 2025, papers: builtIn.papers, days: builtIn.days)
    #expect(Self.summary(try HolidayCopies().verdict(on: download, forYear: 2025, force: false)) == "unchanged")
    let copies = try HolidayCopies(unreadable: [2025: "data/2025.json: not JSON"])
    let verdict = try copies.verdict(on: download, forYear: 2025, force: false)
    #expect(Self.summary(verdict) == "taken, replacing the unreadable copy; no change")
    guard case .taken(let taking) = verdict else { return }
    #expect(taking.copies.unreadable.isEmpty)
  }

  @Test func aFolderCopyOlderThanTheBuiltInOneIsSetAsideAndReplaced() throws {
    let builtIn = try #require(try HolidayCopies().newestCopy(of: 2025)?.file)
    let stale = try HolidayFile(source: "data/2025.json", year: 2025, papers: [], days: builtIn.days)
    let copies = try HolidayCopies(folder: ["2025.json": stale])
    let newest = try #require(copies.newestCopy(of: 2025))
    #expect(newest.isBuiltIn && newest.file == builtIn)
    #expect(newest.olderFolderCopy?.missingNotices == builtIn.papers)
    let download = try HolidayFile(
      source: "https://mirror.example/2025.json", year: 2025, papers: builtIn.papers, days: builtIn.days)
    #expect(
      Self.summary(try copies.verdict(on: download, forYear: 2025, force: false))
        == "taken, replacing the older copy in the data folder; no change")
    let current = try HolidayCopies(folder: ["2025.json": download])
    #expect(current.newestCopy(of: 2025).map { !$0.isBuiltIn && $0.olderFolderCopy == nil } == true)
  }

  @Test func aCopyTheCalendarCannotTakeIsUnusable() throws {
    // The folder's 2100.json lists 2099-12-31 as a day off; a 2099 copy
    // listing it as a working day conflicts with it.
    let next = Self.copy(["n"], [("2099-12-31", true)], year: 2100, source: "data/2100.json")
    let copies = try HolidayCopies(folder: ["2099.json": Self.kept, "2100.json": next])
    let download = Self.copy(["p", "q", "r"], [("2099-02-07", false), ("2099-12-31", false)])
    let verdict = try copies.verdict(on: download, forYear: 2099, force: false)
    guard case .unusable(let error) = verdict else {
      Issue.record("expected unusable, got \(Self.summary(verdict))")
      return
    }
    guard case .conflictingEntries(let date, _, _)? = error as? HolidayDataError else {
      Issue.record("expected a conflict, got \(error)")
      return
    }
    #expect(date.iso8601 == "2099-12-31")
  }

  /// The verdict in a few words, for the tables.
  static func summary(_ verdict: HolidayCopies.Verdict) -> String {
    switch verdict {
    case .wrongYear(let year): return "wrong year \(year)"
    case .notPublished: return "not published"
    case .emptied(let keeping): return "emptied, keeping \(keeping)"
    case .older(let lacking): return "older, lacking \(lacking.joined(separator: " "))"
    case .divergent(let lacking, let citing):
      return "divergent, lacking \(lacking.joined(separator: " ")), citing \(citing.joined(separator: " "))"
    case .changesDays(let dates, let count): return "changes \(dates.map(\.iso8601).joined(separator: " ")) of \(count)"
    case .unchanged: return "unchanged"
    case .unusable(let error): return "unusable: \(error)"
    case .taken(let taking):
      var text = "taken, "
      switch taking.replaced {
      case .unpublished: text += "new"
      case .published(let old): text += "replacing \(old.days.count) days"
      case .unreadable: text += "replacing the unreadable copy"
      case .olderFolderCopy: text += "replacing the older copy in the data folder"
      }
      if !taking.newNotices.isEmpty { text += ", new notices \(taking.newNotices.joined(separator: " "))" }
      let changes = taking.changes.map { "\($0.isNewWorkingDay ? "+" : "-") \($0.date.iso8601)" }
      return text + "; " + (changes.isEmpty ? "no change" : changes.joined(separator: ", "))
    }
  }
}
