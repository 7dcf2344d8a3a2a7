import Foundation
import Testing

@testable import HolidayKit
@testable import WorkdayCLI

struct CalCommandTests {
  @Test func monthGridWithMarkers() throws {
    let result = try runInProcess(["cal", "2026-10"])
    #expect(
      result.stdout == """
            October 2026
        Mo Tu We Th Fr Sa Su
                  1! 2! 3! 4*
         5* 6* 7* 8  9 10+11
        12 13 14 15 16 17 18
        19 20 21 22 23 24 25
        26 27 28 29 30 31

        ! statutory holiday   * other day off   + make-up workday (调休上班)
        10-01..10-07 day off: 国庆节
        10-10 make-up workday: 国庆节

        """)
    #expect(result.status == 0)
  }

  /// A notice's make-up workday is marked + whatever the work week: a
  /// six-day week works every Saturday anyway, yet 2026's make-up
  /// Saturdays 02-14 and 02-28 are still 补班 (02-07 is the week's own, ^),
  /// in the grid, in colour and in the list under it.
  @Test func aMakeUpWorkdayIsMarkedWhateverTheWorkWeek() throws {
    let result = try runInProcess(["cal", "2026-02", "--work-week", "MO-SA"])
    #expect(
      result.stdout == """
            February 2026
        Mo Tu We Th Fr Sa Su
                           1
         2  3  4  5  6  7^ 8
         9 10 11 12 13 14+15*
        16!17!18!19!20*21*22*
        23*24 25 26 27 28+

        ! statutory holiday   * other day off   + make-up workday (调休上班)
        ^ Saturday or Sunday your work week works   - weekday your work week has off
        02-14 make-up workday: 春节
        02-15..02-23 day off: 春节
        02-28 make-up workday: 春节

        """)
    let colour = try runInProcess(["cal", "2026-02", "--work-week", "MO-SA", "--color", "always"])
    #expect(colour.stdout.contains("\u{1B}[30;43m14\u{1B}[0m "))
    #expect(colour.stdout.contains("\u{1B}[4m 7\u{1B}[0m "))
  }

  /// A group's day on a make-up workday (+) gives no half day off: the
  /// notice's working day stays whole. One on a Saturday the work week
  /// works (^) keeps the mark the legend gives that day; the half day off
  /// is the line under the legend, and ~ is explained only when a day
  /// shows it.
  @Test(arguments: [
    (
      ["cal", "2014-05", "--group", "youth"],
      """
            May 2014
      Mo Tu We Th Fr Sa Su
                1! 2* 3* 4+
       5  6  7  8  9 10 11
      12 13 14 15 16 17 18
      19 20 21 22 23 24 25
      26 27 28 29 30 31

      ! statutory holiday   * other day off   + make-up workday (调休上班)
      05-01..05-03 day off: 劳动节
      05-04 make-up workday: 劳动节

      """
    ),
    (
      ["cal", "2025-03", "--group", "women", "--work-week", "MO-SA"],
      """
           March 2025
      Mo Tu We Th Fr Sa Su
                      1^ 2
       3  4  5  6  7  8^ 9
      10 11 12 13 14 15^16
      17 18 19 20 21 22^23
      24 25 26 27 28 29^30
      31
      ! statutory holiday   * other day off
      ^ Saturday or Sunday your work week works   - weekday your work week has off
      03-08 afternoon off: 妇女节

      """
    ),
  ])
  func aHalfDayOnAMarkedDayKeepsTheMarkTheLegendGives(arguments: [String], expected: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.stdout == expected)
    #expect(result.status == 0)
  }

  /// Below 21 columns (COLUMNS) the month grid, which cannot be narrower,
  /// is printed whole with a warning that its lines wrap; the lines under
  /// it (legends, listed days) are wrapped to the width, losing no word,
  /// and only a single word wider than the width is wider.
  @Test(arguments: 10...22)
  func aNarrowWidthWrapsWhatItCanAndSaysSo(columns: Int) throws {
    for arguments in [
      ["cal", "2026-10"], ["cal", "2026"], ["cal", "2026-10", "--lang", "zh"], ["cal", "2027-02", "--provisional"],
      ["cal", "2023-03", "--group", "women", "--work-week", "MO-SA"],
    ] {
      let narrow = try runInProcess(arguments, environment: ["COLUMNS": String(columns)])
      let wide = try runInProcess(arguments, environment: ["COLUMNS": "80"])
      #expect(narrow.status == 0, "\(narrow.stderr)")
      let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let legend = try #require(lines.firstIndex { $0 == "!" || $0.hasPrefix("! ") }, "\(narrow.stdout)")
      let gridWidth = lines[..<legend].map { CalendarText.visibleWidth($0) }.max() ?? 0
      let warns = narrow.stderr.contains("cal's month grid is \(gridWidth) columns wide and the width is \(columns)")
      #expect(warns == (gridWidth > columns), "\(arguments) at \(columns): \(narrow.stderr)")
      #expect(gridWidth <= 21 || arguments.contains("2026") && arguments.count == 2, "\(arguments): \(gridWidth)")
      for line in lines[legend...] {
        #expect(
          CalendarText.visibleWidth(line) <= columns || !line.trimmingCharacters(in: .whitespaces).contains(" "),
          "\(arguments) at \(columns): '\(line)'")
      }
      #expect(
        lines[legend...].flatMap { $0.split(separator: " ") }
          == wide.stdout.split(separator: "\n").drop { !$0.hasPrefix("! ") }.flatMap { $0.split(separator: " ") })
    }
  }

  /// Lunar dates are known for 1901-2100: a month outside them gets its
  /// empty lunar rows with a warning, a month inside none.
  @Test(arguments: [
    (["1900-02"], true), (["2101-01"], true), (["2026-02"], false), (["1901-01"], false), (["2100-12"], false),
  ])
  func lunarDatesOutsideTheirYearsAreWarnedOf(month: [String], warned: Bool) throws {
    let result = try runInProcess(["cal", "--lunar", "--assume-regular-week"] + month)
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "workday-ics: warning: lunar dates are shown for 1901-2100 only: these months' lunar rows are empty\n")
        == warned, "\(result.stderr)")
  }

  @Test func colourOnlyWhenAsked() throws {
    let plain = try runInProcess(["cal", "2026-10"])
    #expect(!plain.stdout.contains("\u{1B}["))
    let coloured = try runInProcess(["cal", "--color=always", "2026-10"])
    #expect(coloured.stdout.contains("\u{1B}[1;37;41m 1\u{1B}[0m"), "a statutory holiday")
    #expect(coloured.stdout.contains("\u{1B}[1;31m 4\u{1B}[0m"), "another day off")
    #expect(coloured.stdout.contains("\u{1B}[30;43m10\u{1B}[0m"))
  }

  @Test func yearViewHasTwelveMonthsThreeAcross() throws {
    let result = try runInProcess(["cal", "2026"])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.trimmingPrefix(while: { $0 == " " }) == "2026")
    #expect(lines[2] == "       January               February                 March")
    #expect(lines[4] == "          1! 2* 3* 4+                     1                      1")
    #expect(lines.count == 2 + 4 * 9 + 1 + 13 + 1)
    #expect(result.stdout.contains("02-14 make-up workday: 春节"))
    #expect(result.stderr.contains("December 2026 may still change"))
  }

  /// The year view fills the width it is given (COLUMNS, else the
  /// terminal's, else 80): whole rows of 1, 2, 3, 4 or 6 months
  /// (``CalendarTextTests/monthsAcross(columns:across:lunar:)``).
  @Test(arguments: [(40, 1, false), (80, 3, false), (100, 4, false), (160, 6, false), (80, 2, true), (60, 1, true)])
  func yearViewFitsTheWidth(columns: Int, across: Int, lunar: Bool) throws {
    let result = try runInProcess(
      ["cal", "2026", "-q"] + (lunar ? ["--lunar", "--color", "never"] : []), environment: ["COLUMNS": "\(columns)"])
    let monthNames = result.stdout.split(separator: "\n").first { $0.contains("January") } ?? ""
    #expect(monthNames.split(separator: " ").count == across, "\(monthNames)")
  }

  /// A rotating week's working Saturdays (and a week's own days off on
  /// weekdays) are marked, with a legend line only when there are any.
  @Test func theWorkWeeksOwnDaysAreMarked() throws {
    let rotating = try runInProcess(
      ["cal", "2026-11", "--work-week", "MO-SA/MO-FR", "--week-anchor", "2026-11-02", "--color", "never"])
    #expect(rotating.stdout.contains(" 2  3  4  5  6  7^ 8\n"))
    #expect(rotating.stdout.contains("16 17 18 19 20 21^22\n"))
    #expect(rotating.stdout.contains("^ Saturday or Sunday your work week works"))
    let sundayToThursday = try runInProcess(["cal", "2026-11", "--work-week", "SU-TH", "--color", "never"])
    #expect(sundayToThursday.stdout.contains(" 2  3  4  5  6- 7  8^\n"))
    let coloured = try runInProcess(
      ["cal", "2026-11", "--work-week", "MO-SA/MO-FR", "--week-anchor", "2026-11-02", "--color", "always"])
    #expect(coloured.stdout.contains("\u{1B}[4m 7\u{1B}[0m"))
    let regular = try runInProcess(["cal", "2026-11", "--color", "never"])
    #expect(!regular.stdout.contains("^") && !regular.stdout.contains("your work week"))
  }

  @Test func uncoveredYearIsLoud() throws {
    let result = try runInProcess(["cal", "2027-01"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("workday-ics: no official holiday data for 2027 yet"))
  }
}

/// `cal --lunar`: the lunar date under each day.
struct LunarCalTests {
  @Test func aprilTwentyTwentySixWithItsLunarDates() throws {
    let result = try runInProcess(["cal", "2026-04", "--lunar", "--color", "never"])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "            April 2026")
    #expect(lines[1] == "  Mo   Tu   We   Th   Fr   Sa   Su")
    #expect(lines[2] == "             1    2    3    4*   5!")
    #expect(lines[3] == "          十四 十五 十六 十七 清明")
    #expect(lines[7] == "廿六 廿七 廿八 廿九 三月 初二 初三", "三月 on the new moon of 2026-04-17")
  }

  @Test func aYearWithLunarDatesIsTwoMonthsAcross() throws {
    let result = try runInProcess(["cal", "2026", "--lunar", "--color", "never", "-q"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[1] == "              January                             February")
    #expect(lines[2] == "  Mo   Tu   We   Th   Fr   Sa   Su     Mo   Tu   We   Th   Fr   Sa   Su")
    #expect(result.stdout.contains("正月"), "lunar new year, 2026-02-17")
  }
}
