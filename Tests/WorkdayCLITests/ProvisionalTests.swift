import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// A year without a notice, answered from the law with --provisional:
/// every answer and event says so, and the notice replaces it in place.
struct ProvisionalTests {
  private static func lines(_ result: Tool.Result) -> [String] { ContentLine.unfold(result.stdout) }

  @Test func withoutTheOptionAnUncoveredYearStaysALoudError() throws {
    let result = try runInProcess(["check", "2027-10-01"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no official holiday data for 2027 yet"))
  }

  /// A year --provisional cannot answer is named with what it can answer,
  /// not with the generic "run update" advice.
  @Test(arguments: [
    (
      ["check", "--provisional", "2028-01-03"],
      "--provisional answers only 2027, the year after the newest notice (2026); for 2028 add its data"
    ),
    (
      ["check", "--provisional", "--no-builtin-data", "--holidays", "holidays/2020.json", "2021-03-03"],
      "--provisional answers only a year from 2025 on (under the 2024 principles) after the newest notice"
    ),
    (
      ["count", "--provisional", "--from", "2028-01-01", "--to", "2028-01-31"],
      "--provisional answers only 2027"
    ),
  ])
  func aYearTheOptionCannotAnswerSaysWhatItCan(arguments: [String], expected: String) throws {
    let result = try runInProcess(arguments, in: Tool.root)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(expected), "\(result.stderr)")
    #expect(!result.stderr.contains("workday-ics update"))
  }

  /// A day the user's overlay lists rests on the user in a provisional
  /// year as in any other: check, list and generate's events agree.
  @Test func aUsersOwnDayIsNotProvisional() throws {
    let folder = try Tool.temporaryFolder()
    let overlay = #"""
      {"year": 2027, "papers": [], "days": [
        {"name": "年假", "date": "2027-03-09", "isOffDay": true},
        {"name": "公司上班", "date": "2027-03-13", "isOffDay": false}]}
      """#
    try Data(overlay.utf8).write(to: folder.appendingPathComponent("ov.json"))
    let options = ["--provisional", "--overlay", "ov.json", "-q"]
    let leave = try runInProcess(["check", "2027-03-09"] + options, in: folder)
    #expect(leave.status == 1)
    #expect(leave.stdout == "2027-03-09 Tuesday: day off (holiday, 年假)\n")
    let json = try runInProcess(["check", "--json", "2027-03-09"] + options, in: folder).stdout
    #expect(
      json.contains(#""provisional":false,"withoutNotice":null"#) && json.contains(#""basis":"overlay""#), "\(json)")
    let list = try runInProcess(["list", "--json", "--from", "2027-03-09", "--to", "2027-03-13"] + options, in: folder)
    let days = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(days.map { $0["provisional"] as? Bool } == [false, true, true, true, false])
    // The overlay's working Saturday is a sure event; a predicted weekday is tentative.
    let events = try runInProcess(
      ["generate", "--from", "2027-03-12", "--to", "2027-03-13", "--time", "09:00"] + options, in: folder)
    Golden.expect(events.stdout, matches: "provisional/overlay-working-saturday.ics")
  }

  @Test func everyAnswerSaysItIsProvisionalAndWhatItRestsOn() throws {
    let statutory = try runInProcess(["check", "2027-10-01", "--provisional"])
    #expect(statutory.status == 1)
    #expect(
      statutory.stdout == "2027-10-01 Friday: day off (holiday, 国庆节); statutory holiday, pay ×3 [provisional: law]\n")
    #expect(statutory.stderr.contains("warning: 2027 is provisional: there is no 2027 notice yet"))
    let json = try runInProcess(["check", "2027-10-01", "--provisional", "--json", "-q"]).stdout
    #expect(json.contains(#""provisional":true,"withoutNotice":"law""#))
    let list = try runInProcess([
      "list", "--from", "2027-01-01", "--to", "2027-12-31", "--only", "make-up-days", "--provisional", "-q",
    ])
    let makeUps = list.stdout.split(separator: "\n")
    #expect(!makeUps.isEmpty && makeUps.allSatisfy { $0.hasSuffix("[provisional: guess]") }, "\(list.stdout)")
    // A covered year's answers never change with the option.
    #expect(
      try runInProcess(["list", "--from", "2026-01-01", "--to", "2026-12-31", "--provisional", "-q"]).stdout
        == runInProcess(["list", "--from", "2026-01-01", "--to", "2026-12-31", "-q"]).stdout)
  }

  @Test func aProvisionalCalendarMarksEveryEventAndRunsToTheEndOfNextYear() throws {
    let result = try runInProcess(["generate", "--provisional"])  // today is 2026-11-23
    #expect(result.status == 0)
    let lines = Self.lines(result)
    let starts = lines.filter { $0.hasPrefix("DTSTART;") }.map { String($0.suffix(15).prefix(8)) }
    #expect(starts.first == "20261123" && starts.last?.hasPrefix("2027") == true)
    // From the first day of 2027 on, every event is marked, in each of
    // three places; the days through 2026 are not. The events at the turn
    // of the year, whole:
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20261230", through: "20270105"),
      matches: "provisional/turn-of-the-year.ics")
    var index = 0
    var provisional = 0
    while let begin = lines[index...].firstIndex(of: "BEGIN:VEVENT"),
      let end = lines[begin...].firstIndex(of: "END:VEVENT")
    {
      let event = lines[begin...end]
      let start = event.first { $0.hasPrefix("DTSTART;") }?.suffix(15).prefix(4)
      // A check of every event of the year, which an excerpt cannot make.
      let marked =
        event.contains { $0.hasPrefix("SUMMARY:上班") && $0.hasSuffix(" (暂定)") } && event.contains("STATUS:TENTATIVE")
        && event.contains { $0.hasPrefix("DESCRIPTION:") && $0.contains("暂定 provisional") }
      #expect(marked == (start == "2027"), "\(event)")
      if marked { provisional += 1 }
      index = end + 1
    }
    #expect(provisional > 240)
    #expect(
      result.stderr.contains(
        "the calendar runs to 2027-12-31: its days until 2026-12-31 rest on the official notices, those from 2027-01-01 on are provisional"
      ))
  }

  @Test func aCalendarWhollyInTheProvisionalYearSaysSo() throws {
    let result = try runInProcess(
      ["generate", "--provisional", "-o", "-"], environment: ["WORKDAY_ICS_TODAY": "2027-01-02"])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("rest on the official notices"), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "warning: every day of the calendar, 2027-01-02 to 2027-12-31, is provisional (there is no 2027 notice yet)"),
      "\(result.stderr)")
  }

  @Test func theNoticeReplacesTheProvisionalDaysInPlace() throws {
    let folder = try Tool.temporaryFolder()
    let range = ["generate", "--year", "2027", "--time", "08:50"]
    let before = try runInProcess(range + ["--provisional", "-q"]).stdoutBytes
    let old = folder.appendingPathComponent("old.ics")
    try before.write(to: old)
    // The notice (here: the prediction itself, with 2027-02-14 made a day off)
    let predicted = try ProvisionalYear(year: 2027)
    var days = predicted.days.map(\.entry).filter { $0.date.year == 2027 }
    let moved = try #require(CivilDate(year: 2027, month: 10, day: 11))  // a Monday after 国庆
    days.append(HolidayEntry(date: moved, name: "国庆节", isOffDay: true, source: "2027.json"))
    let json = JSONValue.object([
      ("year", .number("2027")), ("papers", .array([])),
      (
        "days",
        .array(
          days.sorted { $0.date < $1.date }.map { entry in
            .object([
              ("name", .string(entry.name)), ("date", .string(entry.date.iso8601)), ("isOffDay", .bool(entry.isOffDay)),
            ])
          })
      ),
    ]).jsonText
    let notice = folder.appendingPathComponent("2027.json")
    try Data(json.utf8).write(to: notice)
    let after = try runInProcess(range + ["--holidays", notice.path, "--provisional", "-q"])
    let published = try runInProcess(range + ["--holidays", notice.path, "-q"])
    #expect(after.stdout == published.stdout, "the notice covers 2027 now: --provisional changes nothing")
    let uids = { (text: String) in Set(ContentLine.unfold(text).filter { $0.hasPrefix("UID:") }) }
    #expect(
      uids(String(decoding: before, as: UTF8.self)).subtracting(uids(after.stdout)).map { String($0.prefix(12)) } == [
        "UID:20271011"
      ])
    let newFile = folder.appendingPathComponent("new.ics")
    try after.stdoutBytes.write(to: newFile)
    let diff = try runInProcess(["diff", old.path, newFile.path])
    #expect(diff.status == 1)
    // The day the notice made a day off is removed; every other day stays,
    // the same event with its provisional mark gone from the title and its
    // notes, and its status confirmed.
    #expect(diff.stdout.contains("\n- 2027-10-11T08:50:00+08:00 上班 (暂定)\n"), "\(diff.stdout)")
    #expect(
      diff.stdout.contains(
        "~ 2027-01-04T08:50:00+08:00 上班 (暂定): title \"上班 (暂定)\" → \"上班\"; notes \"暂定 provisional: the 2027 notice is not published yet; this day comes from the law and the 2025 principles, and make-up workdays are guesses\" → none; status \"TENTATIVE\" → \"CONFIRMED\"\n"
      ), "\(diff.stdout)")
  }

  @Test func noBuiltInDataAnswersFromTheGivenFilesOnly() throws {
    let refused = try runInProcess(["check", "2026-10-01", "--no-builtin-data"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("no official holiday data for 2026 yet (covered: none)"))
    let given = try runInProcess(
      [
        "check", "2026-10-01", "--no-builtin-data", "--holidays",
        Tool.root.appendingPathComponent("holidays/2026.json").path,
      ])
    #expect(given.status == 1 && given.stdout.hasPrefix("2026-10-01 Thursday: day off (holiday, 国庆节)"))
    let other = try runInProcess(
      [
        "check", "2025-10-01", "--no-builtin-data", "--holidays",
        Tool.root.appendingPathComponent("holidays/2026.json").path,
      ])
    #expect(other.status == 2, "2025 is not among the files given")
  }
}

/// A year is provisional because the law predicts it, not because of a
/// file's name: a notice's file kept in a folder named `provisional`
/// answers as the notice it is.
struct PredictionIsNotReadFromANameTests {
  @Test func aNoticesFileInAFolderNamedProvisionalIsNoPrediction() throws {
    let folder = try Tool.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("provisional"), withIntermediateDirectories: true)
    try Data(
      #"{"year": 2027, "papers": ["https://example.com/2027"], "days": [{"name": "元旦", "date": "2027-01-01", "isOffDay": true}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("provisional/2027.json"))
    let result = try runInProcess(["check", "--json", "2027-01-04", "--holidays", "provisional/2027.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""provisional":false,"withoutNotice":null"#), "\(result.stdout)")
    #expect(result.stdout.contains(#""basis":"notice","source":"provisional/2027.json""#), "\(result.stdout)")
    #expect(!result.stderr.contains("provisional"), "\(result.stderr)")
  }
}
