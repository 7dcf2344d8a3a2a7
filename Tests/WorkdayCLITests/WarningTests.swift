import HolidayKit
import HolidayKitICalendar
import Testing

@testable import WorkdayCLI

/// Warnings are values: the jobs return them, ``Messages`` words them, and
/// the commands print them.
struct WarningTests {
  private static func day(_ text: String) -> CivilDate { CivilDate(iso8601: text)! }

  static let cases: [(Warning, String)] = [
    (
      .calendar(
        .missedMakeUpDays(title: "上班", days: [day("2026-01-04")]),
        spelling: .commandLine, outputs: [], start: day("2026-01-01"), end: day("2026-12-31")),
      "上班: the rule leaves out 1 make-up workday of the range (2026-01-04), since a rule does not say which weekday they stand in for; add them with --add-make-up-days, or leave them out with --no-make-up-days to silence this"
    ),
    (
      .calendar(
        .missedMakeUpDays(title: "a", days: ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09"].map(day)),
        spelling: .configuration, outputs: [], start: day("2026-01-01"), end: day("2026-12-31")),
      #"a: the rule leaves out 4 make-up workdays of the range (2026-01-04, 2026-02-14, 2026-02-28, ...), since a rule does not say which weekday they stand in for; add them with "addMakeUpDays": true, or leave them out with "addMakeUpDays": false to silence this"#
    ),
    (
      .calendar(
        .alarm(title: "Clock in", phrase: "5 minutes after", caveat: "rings after the event starts (at 08:50)"),
        spelling: .commandLine, outputs: [], start: day("2026-01-01"), end: day("2026-12-31")),
      "Clock in: the alarm '5 minutes after' rings after the event starts (at 08:50)"
    ),
    (
      .calendar(
        .emptyCalendar(index: 0),
        spelling: .commandLine, outputs: ["-"], start: day("2026-12-01"), end: day("2026-12-31")),
      "the calendar has no events: none of its reminders' days falls from 2026-12-01 through 2026-12-31 (the file is still a valid calendar)"
    ),
    (
      .calendar(
        .emptyCalendar(index: 1),
        spelling: .commandLine, outputs: ["a.ics", "out/eve.ics"], start: day("2026-12-01"), end: day("2026-12-31")),
      "the calendar out/eve.ics has no events: none of its reminders' days falls from 2026-12-01 through 2026-12-31 (the file is still a valid calendar)"
    ),
    (
      .calendar(
        .daysMovedOutOfRange(
          title: "a", days: [DayLeftOut(day: day("2026-10-01"), reason: .movedOutOfRange(to: day("2026-10-09")))]),
        spelling: .commandLine, outputs: [], start: day("2026-09-01"), end: day("2026-10-05")),
      "a: 1 day off of the rule moves out of the range (2026-09-01 to 2026-10-05) and has no event: 2026-10-01 would move to 2026-10-09, after it; widen the range to keep it"
    ),
    (
      .calendar(
        .daysMovedOutOfRange(
          title: "a",
          days: [
            DayLeftOut(day: day("2026-01-01"), reason: .movedOutOfRange(to: day("2025-12-31"))),
            DayLeftOut(day: day("2026-12-31"), reason: .movedOutOfRange(to: nil)),
          ]),
        spelling: .commandLine, outputs: [], start: day("2026-01-01"), end: day("2026-12-31")),
      "a: 2 days off of the rule move out of the range (2026-01-01 to 2026-12-31) and have no event: 2026-01-01 would move to 2025-12-31, before it; 2026-12-31 would move past the official data; widen the range to keep them"
    ),
    (
      .expandMovedBeforeStart(
        moved: (1...4).map { MovedDay(day: day("2026-10-0\($0)"), to: day("2026-09-30")) }, start: "2026-10-01"),
      "4 days off of the rule are dropped: 2026-10-01 would move to 2026-09-30; 2026-10-02 would move to 2026-09-30; 2026-10-03 would move to 2026-09-30; ..., before the rule's start 2026-10-01, where nothing moves; start the rule earlier to keep them"
    ),
    (
      .calendar(
        .daysMovedBeforeRuleStart(
          title: "上班",
          days: [
            DayLeftOut(
              day: day("2026-10-01"), reason: .movedBeforeRuleStart(to: day("2026-09-30"), start: day("2026-10-01")))
          ],
          ruleStart: day("2026-10-01")),
        spelling: .commandLine, outputs: [], start: day("2026-10-01"), end: day("2026-12-31")),
      "上班: 1 day off of the rule is dropped: 2026-10-01 would move to 2026-09-30, before the rule's start 2026-10-01, where nothing moves; start the rule earlier to keep it"
    ),
  ]

  @Test(arguments: cases)
  func eachWarningIsWordedInOnePlace(warning: Warning, message: String) {
    #expect(warning.message(in: .english) == message)
  }

  /// The warnings worded in both languages follow the language given (the
  /// run's console's), not one read from somewhere else.
  static let languageCases: [(Warning, Language, String)] = [
    (
      .provisionalYear(2027), .english,
      "2027 is provisional: there is no 2027 notice yet, so its days come from the law (statutory days), the 2025 principles (the breaks) and a guess (make-up workdays); the notice will replace them"
    ),
    (.unsettledDecember(2026), .chinese, "2026 年 12 月可能还会调整：2027 年的通知尚未发布，它可能调整这些日子"),
    (
      .unsettledDecember(2026), .english,
      "December 2026 may still change: the 2027 notice is not published yet and may move its last days"
    ),
    (.assumedYears([2100], workWeek: .mondayToFriday), .chinese, "2100 年没有官方放假安排：按常规工作周（MO-FR）与法定节假日回答，不含调休"),
  ]

  @Test(arguments: languageCases)
  func aWarningIsWordedInTheLanguageGiven(warning: Warning, language: Language, message: String) {
    #expect(warning.message(in: language) == message)
  }

  @Test func theDataWarningsAreValues() throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
    let session = FileSession()
    session.dataFolder = .folder("/nonexistent")
    let warnings = try Warning.aboutData(
      calendar: calendar, from: Self.day("2100-01-01"), through: Self.day("2100-12-31"), session: session)
    #expect(warnings == [.assumedYears([2100], workWeek: .mondayToFriday)])
  }
}
