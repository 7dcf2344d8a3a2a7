import HolidayKit
import Testing

@testable import HolidayKit

/// Comparing two versions of one year's file, as `update` does.
struct HolidayFileChangesTests {
  static func file(_ days: [(String, Bool)], papers: [String] = ["p"], source: String = "2027.json") -> HolidayFile {
    try! HolidayFile(
      source: source, year: 2027, papers: papers,
      days: days.compactMap { text, off in
        CivilDate(iso8601: text).map { HolidayEntry(date: $0, name: "春节", isOffDay: off, source: source) }
      })
  }

  @Test func theSameDaysInAnotherOrderAndSourceAreTheSameArrangement() {
    let a = Self.file([("2027-02-06", false), ("2027-02-08", true)])
    let b = Self.file([("2027-02-08", true), ("2027-02-06", false)], source: "https://example.com/2027.json")
    #expect(a.hasSameArrangement(as: b))
    #expect(!a.hasSameArrangement(as: Self.file([("2027-02-06", true), ("2027-02-08", true)])))
    #expect(!a.hasSameArrangement(as: Self.file([("2027-02-06", false), ("2027-02-08", true)], papers: ["q"])))
  }

  @Test func daysChangedAreWhatTheOtherFileDropsOrTurnsOver() {
    let old = Self.file([("2027-02-06", false), ("2027-02-08", true), ("2027-02-09", true)])
    // 02-06 dropped, 02-08 turned from a day off into a working day, 02-09
    // dropped; 10-01 is added, which takes nothing away.
    #expect(
      old.daysChanged(in: Self.file([("2027-02-08", false), ("2027-10-01", true)])).map(\.iso8601) == [
        "2027-02-06", "2027-02-08", "2027-02-09",
      ])
    #expect(
      old.daysChanged(in: Self.file([("2027-02-09", true), ("2027-02-06", false), ("2027-02-08", true)])).isEmpty)
    #expect(old.daysChanged(in: Self.file([])).count == 3, "an empty file drops everything")
  }

  @Test func aCopyCitingMoreNoticesIsNewerWhateverItsDays() {
    let first = Self.file([("2027-02-20", false)], papers: ["p"])
    let corrected = Self.file([("2027-02-21", false)], papers: ["p", "q"])
    #expect(corrected.lineage(comparedWith: first) == .newer)
    #expect(first.lineage(comparedWith: corrected) == .older)
    #expect(Self.file([], papers: ["q"]).lineage(comparedWith: first) == .divergent)
    #expect(Self.file([("2027-02-21", false)], papers: ["p"]).lineage(comparedWith: first) == .same)
  }

  @Test func workingDayChangesCompareWithTheRegularWeekWhereThereIsNoData() throws {
    let before = WorkdayCalendar(holidays: HolidayCalendar())
    let after = WorkdayCalendar(
      holidays: try HolidayCalendar(files: [
        Self.file([("2027-02-06", false), ("2027-02-08", true), ("2027-02-13", true)])
      ]))
    let dates = ["2027-02-06", "2027-02-08", "2027-02-13"].compactMap { CivilDate(iso8601: $0) }
    let changes = WorkingDayChange.changes(from: before, to: after, on: dates + dates)
    // Saturday 02-06 becomes a working day, Monday 02-08 a day off; Saturday
    // 02-13 was off and stays off, so it is no change.
    #expect(changes.map(\.date.iso8601) == ["2027-02-06", "2027-02-08"])
    #expect(changes.map(\.isNewWorkingDay) == [true, false])
    #expect(changes.first?.after == .makeUpWorkday(name: "春节"))
    #expect(changes.last?.before == .regularWorkday)
  }
}
