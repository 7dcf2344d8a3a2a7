import Foundation
import HolidayKit
import TestSupport
import Testing

/// Only official data for its own year makes a year count as published;
/// personal or company days (overlays) change answers, never coverage, and
/// a newer official file for a year replaces that year (a corrected
/// notice is published as a new file for the same year).
struct OfficialDataAndOverlaysTests {
  static let china = try! WorkdayCalendar.china()

  static func leave(_ date: String, year: Int, source: String = "personal") throws -> HolidayFile {
    try HolidayFile(
      source: source, year: year, papers: [],
      days: [HolidayEntry(date: day(date), name: "年假", isOffDay: true, source: source)])
  }

  // MARK: - An overlay never makes a year published

  @Test func aDayOfLeaveIn2027DoesNotPublish2027() throws {
    let mine = try Self.china.overlaid(by: Self.leave("2027-03-15", year: 2027))
    #expect(!mine.holidays.covers(year: 2027))
    #expect(mine.holidays.officialYears.last == 2026)
    #expect(!mine.holidays.covers(day("2027-03-15")))
    #expect(throws: CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))) {
      try mine.isWorkingDay(day("2027-02-08"))  // Spring Festival week: unknown, not a working day
    }
    #expect(throws: CoverageError.self) { try mine.workingDays(in: 2027) }
    #expect(throws: CoverageError.self) { try mine.isWorkingDay(day("2027-03-15")) }
    let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)
    #expect(throws: CoverageError.self) { try mine.occurrences(of: clockIn, in: 2027) }
    // The leave still counts where the official data is known.
    let year2026 = try Self.china.overlaid(by: Self.leave("2026-10-09", year: 2026))
    #expect(try !year2026.isWorkingDay(day("2026-10-09")))
    #expect(year2026.holidays.coveredYears == Self.china.holidays.coveredYears)
  }

  @Test func assumingTheRegularWeekAnOverlaidYearStaysProvisional() throws {
    let holidays = Self.china.holidays.overlaid(by: try HolidayCalendar(files: [Self.leave("2027-03-15", year: 2027)]))
    let assumed = WorkdayCalendar(holidays: holidays, assumesRegularWeek: true)
    #expect(try !assumed.isWorkingDay(day("2027-03-15")), "the leave applies")
    #expect(try assumed.isWorkingDay(day("2027-03-16")))
    #expect(try assumed.kind(of: day("2027-03-15")) == .overlayDayOff(name: "年假"))
    let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)
    let occurrences = try assumed.occurrences(of: clockIn, in: 2027)
    #expect(!occurrences.isEmpty && occurrences.allSatisfy(\.isProvisional))
    #expect(!occurrences.contains { $0.day == day("2027-03-15") })
  }

  /// Every way of laying days over the data: only official data adds coverage.
  @Test func onlyOfficialDataAddsCoverage() throws {
    let base = try HolidayCalendar.embedded()
    let file = try Self.leave("2027-01-04", year: 2027, source: "2027.json")
    let layer = try HolidayCalendar(files: [file])
    #expect(!base.overlaid(by: layer).covers(year: 2027))
    #expect(base.supplemented(by: layer).covers(year: 2027))
    #expect(try base.updated(with: [file]).covers(year: 2027))
    #expect(try !Self.china.overlaid(by: file).holidays.covers(year: 2027))
    #expect(try Self.china.updated(with: file).holidays.covers(year: 2027))
  }

  @Test(arguments: [
    ("2027-03-15", 2026, "personal: days[0].date: 2027-03-15 is outside 2026 and the December before it"),
    ("2025-11-30", 2026, "personal: days[0].date: 2025-11-30 is outside 2026 and the December before it"),
    ("2026-03-15", 2027, "personal: days[0].date: 2026-03-15 is outside 2027 and the December before it"),
  ])
  func aFileCannotListADateOutsideItsYear(date: String, year: Int, message: String) throws {
    let error = #expect(throws: HolidayDataError.self) { try Self.leave(date, year: year) }
    #expect(error?.description == message)
    // The strict reader refuses it the same way.
    let json = #"{"year": \#(year), "papers": [], "days": [{"name": "年假", "date": "\#(date)", "isOffDay": true}]}"#
    #expect(throws: try #require(error)) { try HolidayFile(holidayCN: Array(json.utf8), source: "personal") }
  }

  @Test func theDecemberBeforeIsPartOfAFilesYear() throws {
    #expect(try Self.leave("2026-12-31", year: 2027).days.count == 1)
  }

  // MARK: - A newer file for a year replaces it

  /// The built-in 2026 without its last make-up Saturday, 2026-10-10.
  static func corrected2026() throws -> HolidayFile {
    let builtIn = try #require(HolidayCalendar.embeddedHolidayFiles.first { $0.year == 2026 })
    return try HolidayFile(
      source: "2026.json", year: 2026, papers: builtIn.papers,
      days: builtIn.days.filter { $0.date != day("2026-10-10") })
  }

  @Test func aCorrectedFileReplacesItsYear() throws {
    #expect(try Self.china.isWorkingDay(day("2026-10-10")), "a make-up Saturday in the built-in data")
    let corrected = try Self.china.updated(with: try Self.corrected2026())
    #expect(try !corrected.isWorkingDay(day("2026-10-10")))
    #expect(try corrected.kind(of: day("2026-10-10")) == .regularRestDay)
    #expect(try corrected.workingDays(in: 2026).count == 247)
    #expect(corrected.holidays.covers(year: 2026))
    #expect(corrected.holidays.officialYears == Self.china.holidays.officialYears)
    // Day by day, a layer can never remove a day.
    let layered = Self.china.holidays.supplemented(by: try HolidayCalendar(files: [try Self.corrected2026()]))
    #expect(try WorkdayCalendar(holidays: layered).isWorkingDay(day("2026-10-10")))
  }

  @Test func aReplacedYearTakesItsDecemberBeforeWithIt() throws {
    // 2019.json made Saturday 2018-12-29 a working day; a 2019 file
    // without that day leaves the regular week there.
    let builtIn = try #require(HolidayCalendar.embeddedHolidayFiles.first { $0.year == 2019 })
    let without = try HolidayFile(
      source: "2019.json", year: 2019, papers: [], days: builtIn.days.filter { $0.date.year == 2019 })
    #expect(try Self.china.isWorkingDay(day("2018-12-29")))
    let replaced = try Self.china.updated(with: without)
    #expect(try !replaced.isWorkingDay(day("2018-12-29")))
    #expect(try replaced.isWorkingDay(day("2018-12-31")), "a Monday again")
  }

  @Test func overlaysStayAboveAReplacedYear() throws {
    let holidays = try HolidayCalendar.embedded()
      .overlaid(by: try HolidayCalendar(files: [Self.leave("2026-10-09", year: 2026)]))
      .updated(with: [try Self.corrected2026()])
    #expect(holidays.entry(on: day("2026-10-09"))?.name == "年假")
    #expect(holidays.entry(on: day("2026-10-10")) == nil)
    #expect(holidays.addedSources == ["2026.json", "personal"], "official layers first")
  }

  @Test func aPredictionIsReplacedByTheNotice() throws {
    let predicted = try Self.china.updated(with: ProvisionalYear(year: 2027).holidayFile)
    #expect(predicted.holidays.provisionalYears == [2027])
    #expect(predicted.holidays.officialYears.last == 2026)
    let notice = try Self.leave("2027-01-01", year: 2027, source: "2027.json")
    let official = try predicted.updated(with: notice)
    #expect(official.holidays.provisionalYears == [])
    #expect(official.holidays.officialYears.last == 2027)
    #expect(try official.isWorkingDay(day("2027-02-08")), "the prediction's Spring Festival is gone")
  }

  // MARK: - An empty file changes nothing, and says so

  @Test func anEmptyFileIsRefusedWhereItWouldChangeNothing() throws {
    let empty = try HolidayFile(source: "2027.json", year: 2027, papers: [], days: [])
    #expect(throws: HolidayDataError.notPublished(source: "2027.json", year: 2027)) {
      try Self.china.updated(with: empty)
    }
    #expect(throws: HolidayDataError.notPublished(source: "2027.json", year: 2027)) {
      try Self.china.overlaid(by: empty)
    }
    // A published year is never withdrawn by an empty file.
    let empty2026 = try HolidayFile(source: "2026.json", year: 2026, papers: [], days: [])
    #expect(throws: HolidayDataError.self) { try HolidayCalendar.embedded().updated(with: [empty2026]) }
  }

  // MARK: - A date listed twice

  @Test func aDateListedTwiceInAFileIsRefusedWhateverTheAnswers() throws {
    let twice = [
      HolidayEntry(date: day("2026-10-09"), name: "年假", isOffDay: true, source: "leave"),
      HolidayEntry(date: day("2026-10-09"), name: "年假", isOffDay: true, source: "leave"),
    ]
    #expect(
      throws: HolidayDataError.repeatedDate(
        source: "leave", path: "days[1].date", date: day("2026-10-09"), firstPath: "days[0].date")
    ) { try HolidayFile(source: "leave", year: 2026, papers: [], days: twice) }
    let json = #"""
      {"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true},
      {"name": "年假", "date": "2026-10-09", "isOffDay": true}]}
      """#
    let error = #expect(throws: HolidayDataError.self) { try HolidayFile(holidayCN: Array(json.utf8), source: "leave") }
    #expect(error?.description == "leave: days[1].date: 2026-10-09 is listed twice (first at days[0].date)")
  }
}
