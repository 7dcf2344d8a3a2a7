import Foundation
import HolidayKit
import Testing

/// Every command renders one meaning of a day (HolidayKit's
/// `WorkdayCalendar.Day`): a group's half day on a listed working day, the
/// law's labels only on the State Council's days, an overlay's working
/// day called the overlay's, an assumed week marked wherever a
/// provisional year is. Run as the built binary runs (in-process).
struct DayReportTests {
  static let workOverlay =
    #"{"year":2023,"papers":[],"days":[{"name":"公司上班","date":"2023-03-08","isOffDay":false}]}"#
  static let companyDay =
    #"{"year":2026,"papers":[],"days":[{"name":"公司活动","date":"2026-11-02","isOffDay":true},{"name":"公司加班","date":"2026-11-07","isOffDay":false}]}"#

  static func folder() throws -> URL {
    let folder = try Tool.temporaryFolder()
    try Data(workOverlay.utf8).write(to: folder.appendingPathComponent("work.json"))
    try Data(companyDay.utf8).write(to: folder.appendingPathComponent("company.json"))
    return folder
  }

  /// A group's half day is not off on a make-up Sunday (2014-05-04,
  /// 青年节) nor on an overlay's working day (2023-03-08, 妇女节), in
  /// check, count, generate and holidays alike.
  @Test(arguments: [
    (["--group", "youth"], "2014-05-04", "2014-05-03", "2014-05-06", "青年节"),
    (["--group", "women", "--overlay", "work.json"], "2023-03-08", "2023-03-07", "2023-03-09", "妇女节"),
  ])
  func aGroupsHalfDayOnAListedWorkingDayIsNotOffAnywhere(
    options: [String], date: String, from: String, to: String, holiday: String
  ) throws {
    let folder = try Self.folder()
    let check = try runInProcess(["check", date] + options, in: folder)
    #expect(check.status == 0)
    #expect(check.stdout.hasSuffix("\(holiday) on a listed working day: no time off\n"), "\(check.stdout)")
    let json = try runInProcess(["check", "--json", date] + options, in: folder)
    #expect(json.stdout.contains(#""halfDayOff":null,"groupHoliday":null"#), "\(json.stdout)")
    let count = try runInProcess(["count", "--from", from, "--to", to] + options, in: folder)
    #expect(!count.stdout.contains("off"), "\(count.stdout)")
    let generate = try runInProcess(
      ["generate", "-q", "--time", "14:00", "--from", from, "--to", to] + options + ["-o", "-"], in: folder)
    // The day's event stays, at 14:00 as on the days around it.
    Golden.expect(generate.stdout, matches: "day-report/group-half-day-on-working-day-\(date).ics")
    let year = String(date.prefix(4))
    let holidays = try runInProcess(["holidays", "--year", year] + options + ["-o", "-"], in: folder)
    #expect(!holidays.stdout.contains("\(holiday) (下午放假)"), "no half day off in the days-off calendar")
  }

  /// A file given with --holidays (a company's own arrangement) and an
  /// overlay answer as data, with no legal label or pay: only a notice's
  /// day is 调休 or pays ×2.
  @Test func theLawsLabelsComeFromTheNoticesAlone() throws {
    let folder = try Self.folder()
    for source in ["--holidays", "--overlay"] {
      let check = try runInProcess(["check", "2026-11-02", source, "company.json"], in: folder)
      #expect(check.stdout == "2026-11-02 Monday: day off (holiday, 公司活动)\n", "\(source)")
      let json = try runInProcess(["check", "--json", "2026-11-02", source, "company.json"], in: folder)
      #expect(json.stdout.contains(#""legal":null,"statutory":null,"payMultiplier":null"#), "\(json.stdout)")
      let list = try runInProcess(
        ["list", "--json", "--from", "2026-11-02", "--to", "2026-11-02", source, "company.json"], in: folder)
      #expect(list.stdout.contains(#""legal":null"#), "\(list.stdout)")
      let holidays = try runInProcess(["holidays", "--year", "2026", source, "company.json", "-o", "-"], in: folder)
      // No (调休) on a company day; the notice's days keep theirs (国庆节 (法定)).
      Golden.expect(
        Golden.excerpt(of: holidays.stdout, from: "20261001", through: "20261130"),
        matches: "day-report/company-day-\(source.dropFirst(2)).ics")
    }
    let restsOn = try runInProcess(["check", "--json", "2026-11-02", "--holidays", "company.json"], in: folder)
    #expect(restsOn.stdout.contains(#""basis":"holidays-file","source":"company.json""#), "\(restsOn.stdout)")
  }

  /// A --holidays file decides only the days it lists: a day of its year it
  /// does not list keeps the notice and the law's label and pay; and a file
  /// that cites notices is a notice's data, its days keeping the law's labels.
  @Test func aHolidaysFileLeavesTheLawOfTheDaysItDoesNotList() throws {
    let folder = try Self.folder()
    let unlisted = try runInProcess(["check", "--json", "2026-06-16", "--holidays", "company.json"], in: folder)
    #expect(unlisted.stdout.contains(#""legal":"workday","statutory":false,"payMultiplier":1"#), "\(unlisted.stdout)")
    #expect(unlisted.stdout.contains(#""basis":"notice""#), "\(unlisted.stdout)")
    let cited =
      #"{"year":2026,"papers":["https://www.gov.cn/zhengce/notice.htm"],"days":["#
      + #"{"name":"国庆节","date":"2026-10-01","isOffDay":true}]}"#
    try Data(cited.utf8).write(to: folder.appendingPathComponent("notice.json"))
    let official = try runInProcess(["check", "2026-10-01", "--holidays", "notice.json"], in: folder)
    #expect(official.stdout == "2026-10-01 Thursday: day off (holiday, 国庆节); statutory holiday, pay ×3\n")
  }

  /// A working Saturday a company's own file (`--holidays`, citing no
  /// notice) or an overlay lists is no 调休 make-up workday on any path:
  /// generate's title and notes, cal's mark, list's and check's words.
  @Test(arguments: [
    (["--holidays", "saturday.json"], ["generate", "--from", "2026-06-13", "--to", "2026-06-13", "-o", "-"]),
    (["--overlay", "saturday.json"], ["generate", "--from", "2026-06-13", "--to", "2026-06-13", "-o", "-"]),
    (["--holidays", "saturday.json"], ["cal", "2026-06"]),
    (["--overlay", "saturday.json"], ["cal", "2026-06", "--lang", "zh"]),
    (["--holidays", "saturday.json"], ["list", "--lang", "zh", "--from", "2026-06-13", "--to", "2026-06-13"]),
    (["--overlay", "saturday.json"], ["list", "--lang", "zh", "--from", "2026-06-13", "--to", "2026-06-13"]),
    (["--holidays", "saturday.json"], ["check", "--lang", "zh", "2026-06-13"]),
    (["--overlay", "saturday.json"], ["check", "--lang", "zh", "2026-06-13"]),
  ])
  func anOwnWorkingSaturdayIsNoMakeUpWorkdayOnAnyPath(source: [String], command: [String]) throws {
    let folder = try Self.folder()
    let saturday = #"{"year":2026,"papers":[],"days":[{"name":"公司年会","date":"2026-06-13","isOffDay":false}]}"#
    try Data(saturday.utf8).write(to: folder.appendingPathComponent("saturday.json"))
    let result = try runInProcess(command + source, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let out = result.stdout.replacingOccurrences(of: "\r\n ", with: "")
    // cal's legend explains the marks shown; the day is marked as the overlay's.
    let days = out.split(separator: "\n").filter { !$0.contains("   ") }.joined(separator: "\n")
    #expect(!days.contains("补班") && !days.contains("调休上班 make-up workday:"), "\(out)")
    #expect(!out.contains("13+"), "\(out)")
    switch command[0] {
    case "generate":
      // 上班 without (补班), the notes calling it the overlay's working day.
      Golden.expect(result.stdout, matches: "day-report/own-working-saturday-\(source[0].dropFirst(2)).ics")
    case "cal":
      #expect(out.contains("13#") && out.contains("06-13 " + (command.contains("zh") ? "上班安排：" : "overlay workday: ")))
    case "list": #expect(out == "2026-06-13 Saturday overlay-workday 公司年会 星期六 上班安排\n")
    default: #expect(out == "2026-06-13 星期六：上班（个人或单位安排，公司年会）\n")
    }
  }

  /// An own arrangement's working Saturday has one word on every path, in
  /// both languages (overlay-workday, 上班安排), and the legend of a month
  /// with no 调休 make-up workday does not explain 补班's mark.
  @Test(arguments: ["--holidays", "--overlay"])
  func anOwnWorkingSaturdayHasOneWordInEveryLanguage(source: String) throws {
    let folder = try Self.folder()
    let saturday = #"{"year":2026,"papers":[],"days":[{"name":"公司年会","date":"2026-06-13","isOffDay":false}]}"#
    try Data(saturday.utf8).write(to: folder.appendingPathComponent("saturday.json"))
    let day = ["--from", "2026-06-13", "--to", "2026-06-13", source, "saturday.json"]
    let english = try runInProcess(["list"] + day, in: folder)
    #expect(english.stdout == "2026-06-13 Saturday overlay-workday 公司年会\n", "\(english.stderr)")
    let json = try runInProcess(["list", "--json"] + day, in: folder)
    #expect(json.stdout.contains(#""kind":"overlay-workday""#), "\(json.stdout)")
    let cal = try runInProcess(["cal", "2026-06", "--color", "never", source, "saturday.json"], in: folder)
    #expect(cal.stdout.contains("13#") && !cal.stdout.contains("+ make-up workday"), "\(cal.stdout)")
    let october = try runInProcess(["cal", "2026-10", "--color", "never", source, "saturday.json"], in: folder)
    #expect(october.stdout.contains("+ make-up workday (调休上班)"), "\(october.stdout)")
  }

  /// An overlay's working day is the overlay's: not an official workday
  /// in check, JSON or cal, and not 调休上班 under cal's legend.
  @Test func anOverlaysWorkingDayIsNotCalledOfficial() throws {
    let folder = try Self.folder()
    let check = try runInProcess(["check", "2023-03-08", "--overlay", "work.json"], in: folder)
    #expect(check.stdout == "2023-03-08 Wednesday: working day (overlay workday, 公司上班)\n")
    let json = try runInProcess(["check", "--json", "2023-03-08", "--overlay", "work.json"], in: folder)
    #expect(json.stdout.contains(#""kind":"overlay-workday""#) && json.stdout.contains(#""basis":"overlay""#))
    let cal = try runInProcess(["cal", "2023-03", "--overlay", "work.json"], in: folder)
    #expect(cal.stdout.contains("03-08 overlay workday: 公司上班\n"), "\(cal.stdout)")
    #expect(!cal.stdout.contains("official workday"))
    let saturday = try runInProcess(["cal", "2026-11", "--overlay", "company.json"], in: folder)
    #expect(saturday.stdout.contains(" 7#"), "\(saturday.stdout)")
    #expect(saturday.stdout.contains("# working day your overlay lists (not official)"))
    #expect(saturday.stdout.contains("11-07 overlay workday: 公司加班\n"))
  }

  /// `list --json` says of every day what the library's day value says:
  /// working or not, the law's label and pay, the make-up day a 调休 day
  /// pairs with, a group's half day, whether it rests on no notice.
  @Test(arguments: [
    (["--year", "2014", "--group", "youth"], "", [CitizenGroup.youth]),
    (["--year", "2020", "--group", "women", "--group", "children"], "", [.women, .children]),
    (["--year", "2026", "--overlay", "company.json", "--group", "military"], "company.json", [.military]),
    (["--year", "2023", "--overlay", "work.json", "--group", "women"], "work.json", [.women]),
  ])
  func listJSONSaysWhatTheLibrarysDaysSay(options: [String], overlay: String, groups: [CitizenGroup]) throws {
    let folder = try Self.folder()
    var calendar = try WorkdayCalendar.china()
    if !overlay.isEmpty {
      let bytes = try Data(contentsOf: folder.appendingPathComponent(overlay))
      calendar = try calendar.overlaid(by: HolidayFile(holidayCN: bytes, source: overlay))
    }
    calendar = calendar.forGroups(groups)
    let year = Int(options[1])!
    let library = try calendar.days(
      from: CivilDate(year: year, month: 1, day: 1)!, through: CivilDate(year: year, month: 12, day: 31)!)
    let result = try runInProcess(["list", "--json"] + options, in: folder)
    let listed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(listed.count == library.count)
    for (line, day) in zip(listed, library) {
      let said = [
        line["date"] as? String, (line["isWorkingDay"] as? Bool).map(String.init), line["legal"] as? String,
        (line["payMultiplier"] as? Int).map(String.init), line["makeUpDay"] as? String, line["halfDayOff"] as? String,
        (line["provisional"] as? Bool).map(String.init),
      ]
      let known = [
        day.date.iso8601, String(day.isWorkingDay), day.legal?.label, day.legal.map { String($0.payMultiplier) },
        day.makeUpDay?.iso8601, day.halfDayOff?.rawValue, String(day.isProvisional),
      ]
      #expect(said == known, "\(day.date)")
    }
  }

  /// A day answered from an assumed regular week is marked in generate as
  /// a provisional one is: in SUMMARY, in the notes, STATUS:TENTATIVE.
  @Test func anAssumedDayIsMarkedOnThePhone() throws {
    let result = try runInProcess([
      "generate", "-q", "--from", "2027-01-01", "--to", "2027-01-05", "--assume-regular-week", "-o", "-",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // 01-04 and 01-05 (元旦 01-01 is the law's day off), each 上班 (假定), STATUS:TENTATIVE, 假定 assumed in the notes.
    Golden.expect(result.stdout, matches: "day-report/assumed-week.ics")
    let english = try runInProcess([
      "generate", "-q", "--title", "Clock in", "--from", "2027-01-04", "--to", "2027-01-04",
      "--assume-regular-week", "-o", "-",
    ])
    Golden.expect(english.stdout, matches: "day-report/assumed-week-english-title.ics")
  }
}
