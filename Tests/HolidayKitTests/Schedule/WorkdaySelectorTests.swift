import Foundation
import Testing

@testable import HolidayKit

struct WorkdaySelectorTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())
  private static let oracle = try! IndependentDerivation()
  /// Every day the data covers, from the independent derivation.
  private static let allDays = oracle.days(
    from: DateComponents(year: 2007, month: 1, day: 1), through: DateComponents(year: 2026, month: 12, day: 31))
  private static let workdays = allDays.filter(\.2).map(\.0)

  private static func picked(_ selector: WorkdaySelector, _ from: String, _ to: String) throws -> [String] {
    try calendar.days(selecting: selector, from: CivilDate(iso8601: from)!, through: CivilDate(iso8601: to)!).map(
      \.description)
  }

  @Test(arguments: [[1], [-1], [3], [1, -1], [-3, 2], [23], [22]])
  func positionsInMonthAgreeWithTheIndependentDerivation(positions: [Int]) throws {
    let byMonth = Dictionary(grouping: Self.workdays) { $0.prefix(7) }
    var expected: [String] = []
    for month in byMonth.keys.sorted() where month >= "2015-01" {
      let days = byMonth[month]!
      let indices = Set(positions.map { $0 > 0 ? $0 - 1 : days.count + $0 }).filter(days.indices.contains)
      expected += indices.sorted().map { days[$0] }
    }
    #expect(try Self.picked(.positionsInMonth(positions), "2015-01-01", "2026-12-31") == expected)
  }

  @Test(arguments: [1, 3, 7, 250])
  func everyNthAgreesWithTheIndependentDerivation(interval: Int) throws {
    let counted = Self.workdays.filter { $0 >= "2019-06-15" }
    let expected = stride(from: 0, to: counted.count, by: interval).map { counted[$0] }.filter { $0 >= "2020-01-01" }
    let start = CivilDate(iso8601: "2019-06-15")!
    #expect(try Self.picked(.everyNth(interval: interval, start: start), "2020-01-01", "2026-12-31") == expected)
  }

  /// The working day before (after) a run of days off holding an official
  /// day off, by walking the derived days.
  private static func edges(forward: Bool, from: String, to: String) -> [String] {
    var result: Set<String> = []
    let days = allDays
    for (index, day) in days.enumerated() where Self.oracle.listed[day.0] == true {
      var cursor = index
      while days.indices.contains(cursor), !days[cursor].2 { cursor += forward ? 1 : -1 }
      if days.indices.contains(cursor) { result.insert(days[cursor].0) }
    }
    return result.filter { $0 >= from && $0 <= to }.sorted()
  }

  @Test(arguments: [("2008-01-01", "2026-12-31"), ("2026-01-01", "2026-10-03"), ("2020-01-25", "2020-02-10")])
  func daysBeforeAndAfterDaysOffAgreeWithTheIndependentDerivation(from: String, to: String) throws {
    #expect(try Self.picked(.beforeDaysOff, from, to) == Self.edges(forward: false, from: from, to: to))
    #expect(try Self.picked(.afterDaysOff, from, to) == Self.edges(forward: true, from: from, to: to))
  }

  @Test func nationalDayAndSpringFestival() throws {
    // Mid-Autumn 2024 (09-15 to 09-17) came after the make-up Saturday 09-14.
    #expect(try Self.picked(.beforeDaysOff, "2024-09-01", "2024-10-31") == ["2024-09-14", "2024-09-30"])
    #expect(try Self.picked(.afterDaysOff, "2024-09-01", "2024-10-31") == ["2024-09-18", "2024-10-08"])
    // 2020: the extended Spring Festival ended with the working Monday 02-03.
    #expect(try Self.picked(.afterDaysOff, "2020-01-01", "2020-02-29") == ["2020-01-02", "2020-02-03"])
    // The last working day of February 2026 is the make-up Saturday 02-28.
    #expect(try Self.picked(.positionsInMonth([-1]), "2026-02-01", "2026-02-28") == ["2026-02-28"])
  }

  @Test func positionsCountTheWholeMonthEvenWhenTheRangeCutsIt() throws {
    // The first working day of October 2026 is 10-08, after National Day.
    #expect(try Self.picked(.positionsInMonth([1]), "2026-10-09", "2026-10-31") == [])
    #expect(try Self.picked(.positionsInMonth([2]), "2026-10-09", "2026-10-31") == ["2026-10-09"])
    #expect(try Self.picked(.positionsInMonth([-1]), "2026-10-01", "2026-10-31") == ["2026-10-30"])
  }

  @Test func anUncoveredMonthIsAnError() {
    #expect(throws: CoverageError.self) { try Self.picked(.positionsInMonth([-1]), "2026-12-01", "2027-01-31") }
  }

  @Test(arguments: [("1", [1]), ("-1", [-1]), ("1,15,-1", [1, 15, -1])])
  func parsesPositions(text: String, positions: [Int]) {
    #expect(WorkdaySelector.positions(parsing: text) == positions)
  }

  @Test(arguments: ["", "x", "1,", ",1", "1;2", "--1", "1.5"])
  func rejectsMalformedPositions(text: String) {
    #expect(WorkdaySelector.positions(parsing: text) == nil)
  }
}
