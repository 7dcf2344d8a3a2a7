import Foundation
import HolidayKit  // as an app imports it: the public API only
import HolidayKitICalendar
import Testing

/// The getting-started article's code, compiled and run: each of its code
/// blocks stands here word for word (but its imports, above), each in a
/// scope of its own as it is a program of its own, and its comments'
/// claims are checked. `.tools/examples` compiles and runs each block
/// alone, as an app would.
struct GettingStartedTests {
  @Test func theArticlesCodeRunsAndSaysWhatItsCommentsSay() throws {
    do {
      // BEGIN getting-started
      let china = try WorkdayCalendar.china()
      let days = try china.workingDays(in: 2026)  // 248 days, make-up Saturdays included
      let picked = Date(timeIntervalSince1970: 1_790_784_000)  // 2026-10-01 00:00 in Shanghai
      let working = try china.isWorkingDay(picked, in: .shanghai)  // false: National Day
      let afterTheBreak = try china.nextWorkingDay(after: picked)  // 2026-10-08
      // END getting-started
      #expect(days.count == 248)
      #expect(!working)
      #expect(afterTheBreak == CivilDate(year: 2026, month: 10, day: 8))
    }

    do {
      // BEGIN getting-started
      let china = try WorkdayCalendar.china()
      let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))])
      let occurrences = try china.occurrences(of: clockIn, in: 2026)
      for occurrence in occurrences {
        // event.startDate = occurrence.start; event.endDate = occurrence.end
        // event.alarms = occurrence.alarmOffsets.map { EKAlarm(relativeOffset: $0) }
        _ = (occurrence.start, occurrence.end, occurrence.alarmOffsets, occurrence.uid)
      }
      let ics = try china.iCalendarText(of: [clockIn], in: 2026)  // the .ics text, for a file or a subscription
      // END getting-started
      #expect(occurrences.count == 248)
      let first = try #require(occurrences.first)
      #expect(first.day == CivilDate(year: 2026, month: 1, day: 4), "a make-up Sunday")
      #expect(first.title == "Clock in (make-up workday)" && first.isMakeUpWorkday)
      #expect(first.start == Date(timeIntervalSince1970: 1_767_487_800), "2026-01-04 08:50 in Shanghai")
      #expect(first.end.timeIntervalSince(first.start) == 1800)
      #expect(first.alarmOffsets == [-600])
      #expect(first.uid == "20260104-clock-in@workday-ics")
      #expect(ics.components(separatedBy: "\r\n").first { $0.hasPrefix("UID:") } == "UID:\(first.uid)")
      #expect(ics.components(separatedBy: "BEGIN:VEVENT").count == 249)
    }

    do {
      // BEGIN getting-started
      let china = try WorkdayCalendar.china()
      let eveningBefore = Reminder.allDay(
        title: "明天补班", alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)],
        selection: DaySelection(onlyMakeUpDays: true))
      let makeUpDays = try china.occurrences(of: eveningBefore, in: 2026)  // 6, each alarm at 21:00 the day before
      let report = Reminder(
        title: "Month-end report", time: TimeOfDay(hour: 16, minute: 0)!,
        selection: DaySelection(base: .workdays(.positionsInMonth([-1]))))
      let monthEnds = try china.occurrences(of: report, in: 2026)  // the last working day of each month
      // END getting-started
      #expect(
        makeUpDays.map(\.day.description) == [
          "2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10",
        ])
      #expect(makeUpDays.allSatisfy { $0.isAllDay && $0.alarmOffsets == [-3 * 3600] && $0.title == "明天补班" })
      #expect(monthEnds.count == 12)
      #expect(monthEnds[1].day == CivilDate(year: 2026, month: 2, day: 28), "a make-up Saturday ends February")
      #expect(monthEnds[8].day == CivilDate(year: 2026, month: 9, day: 30))
    }

    do {
      // BEGIN getting-started
      let china = try WorkdayCalendar.china()
      let start = CivilDate(year: 2026, month: 10, day: 5)!
      let week = try china.days(from: start, through: start.adding(days: 3)!)
      let swapped = week[1]  // 2026-10-06: day off, 国庆节 (National Day), 调休, pay ×2
      let paidBy = swapped.makeUpDay  // 2026-09-20, the make-up Sunday the notice pairs it with
      let october9 = CivilDate(year: 2026, month: 10, day: 9)!
      let leave = HolidayEntry(date: october9, name: "年假", isOffDay: true, source: "leave.json")
      let mine = try china.overlaid(by: HolidayFile(source: "leave.json", year: 2026, papers: [], days: [leave]))
      let answer = try mine.day(october9)  // day off, basis .overlay: no legal standing, no pay
      let march8 = try china.forGroups([.women]).day(CivilDate(year: 2026, month: 3, day: 8)!)  // a Sunday: nothing off
      // END getting-started
      #expect(week.map(\.isWorkingDay) == [false, false, false, true])
      #expect(swapped.holiday == "国庆节" && swapped.englishName == "National Day")
      #expect(swapped.legal == .swappedRestDay && swapped.legal?.payMultiplier == 2)
      #expect(paidBy == CivilDate(year: 2026, month: 9, day: 20))
      #expect(!answer.isWorkingDay && answer.basis == .overlay(source: "leave.json") && answer.legal == nil)
      #expect(march8.groupDay?.timeOff == .nothingOnADayOff && march8.halfDayOff == nil)
    }

    do {
      // BEGIN getting-started
      let china = try WorkdayCalendar.china()
      do {
        _ = try china.workingDays(in: 2027)
      } catch let error as CoverageError {
        print(error)  // no official holiday data for 2027 yet (covered: 2007-2026)
      }
      let predicted = try china.updated(with: ProvisionalYear(year: 2027).holidayFile)
      let clockIn = Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!)
      let newYear = try predicted.occurrences(of: clockIn, in: 2027)  // each isProvisional: "Clock in (provisional)"
      // END getting-started
      #expect(throws: CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))) {
        try china.workingDays(in: 2027)
      }
      #expect(!newYear.isEmpty && newYear.allSatisfy { $0.isProvisional && $0.title.hasSuffix("(provisional)") })
      #expect(!newYear.contains { $0.day == CivilDate(year: 2027, month: 1, day: 1) }, "New Year's Day is off by law")
    }
  }

  @Test func theArticleShowsExactlyTheCodeThatRuns() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/HolidayKit/HolidayKit.docc/GettingStarted.md"), encoding: .utf8)
    let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    func blocks(_ text: String, from open: String, to close: String) -> [String] {
      text.components(separatedBy: open).dropFirst().compactMap { $0.components(separatedBy: close).first }
        .map { block in
          block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
        }
    }
    let shown = blocks(article, from: "```swift\n", to: "```").map { block in
      block.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
    let run = blocks(test, from: "// BEGIN getting-started\n", to: "// END getting-started")
    #expect(shown.count == 5)
    #expect(shown == run)
  }
}
