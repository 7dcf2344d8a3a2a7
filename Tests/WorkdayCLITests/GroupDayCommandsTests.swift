import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// `--group` and `--half-day` in the query commands, run as the built binary runs them (in-process).
struct GroupDayCommandsTests {
  typealias Case = CommandCase

  static let order644 = "全国年节及纪念日放假办法 (国务院令第644号, 2013)"

  @Test(arguments: [
    Case(
      arguments: ["check", "2023-03-08", "--group", "women"], status: 0,
      stdout: "2023-03-08 Wednesday: working day; afternoon off (妇女节, women; \(order644), Art. 3)\n"),
    Case(
      arguments: ["check", "2023-03-08", "--group=women", "--half-day=morning", "--lang", "zh"], status: 0,
      stdout: "2023-03-08 星期三：上班（工作日）；上午放假（妇女节，\(order644)第三条）\n"),
    Case(
      arguments: ["check", "2023-03-08", "--group", "youth"], status: 0, stdout: "2023-03-08 Wednesday: working day\n"),
    // Art. 6: a group's day on a weekend is not made up, nor the Monday after.
    Case(
      arguments: ["check", "2026-03-08", "--group", "women"], status: 1,
      stdout: "2026-03-08 Sunday: day off (rest day); 妇女节 on a day off: nothing made up (Art. 6)\n"),
    Case(
      arguments: ["check", "2026-03-09", "--group", "women"], status: 0, stdout: "2026-03-09 Monday: working day\n"),
    // The 1949 measures have no articles: the days are part 乙, a Sunday
    // not made up part 丁 (in force until 1999-09-17).
    Case(
      arguments: ["check", "1990-03-08", "--group", "women", "--assume-regular-week", "-q"], status: 0,
      stdout:
        "1990-03-08 Thursday: working day; afternoon off (妇女节, women; 全国年节及纪念日放假办法 (政务院, 1949), part 乙) [assumed: regular week]\n"
    ),
    Case(
      arguments: ["check", "1992-03-08", "--group", "women", "--assume-regular-week", "-q", "--lang", "zh"], status: 1,
      stdout: "1992-03-08 星期日：休息（休息日）；妇女节适逢休息日，不补假（丁项） [假定：常规工作周]\n"),
    Case(
      arguments: ["check", "--json", "1990-03-08", "--group", "women", "--assume-regular-week", "-q"], status: 0,
      stdout:
        #"{"date":"1990-03-08","weekday":"Thursday","isWorkingDay":true,"kind":"workday","name":null,"holiday":null,"legal":null,"statutory":null,"payMultiplier":null,"provisional":true,"withoutNotice":"regular-week","englishName":null,"makeUpDay":null,"basis":"regular-week","source":null,"papers":[],"halfDayOff":"afternoon","groupHoliday":"妇女节","group":"women","groupCitation":"全国年节及纪念日放假办法 (政务院, 1949), part 乙"}"#
        + "\n"),
    // 儿童节: a whole day off for children, exit 1 as for any day off.
    Case(
      arguments: ["check", "2023-06-01", "--group", "children"], status: 1,
      stdout:
        "2023-06-01 Thursday: day off (holiday, 儿童节); whole day off (儿童节, children; \(order644), Art. 3)\n"),
    Case(
      arguments: ["check", "--json", "2023-08-01", "--group", "military"], status: 0,
      stdout:
        #"{"date":"2023-08-01","weekday":"Tuesday","isWorkingDay":true,"kind":"workday","name":null,"holiday":null,"legal":"workday","statutory":false,"payMultiplier":1,"provisional":false,"withoutNotice":null,"englishName":null,"makeUpDay":null,"basis":"notice","source":"2023.json","papers":["http://www.gov.cn/zhengce/zhengceku/2022-12/08/content_5730844.htm"],"halfDayOff":"afternoon","groupHoliday":"建军节","group":"military","groupCitation":"全国年节及纪念日放假办法 (国务院令第644号, 2013), Art. 3"}"#
        + "\n"),
    Case(
      arguments: ["check", "--json", "2023-08-02", "--group", "military"], status: 0,
      stdout:
        #"{"date":"2023-08-02","weekday":"Wednesday","isWorkingDay":true,"kind":"workday","name":null,"holiday":null,"legal":"workday","statutory":false,"payMultiplier":1,"provisional":false,"withoutNotice":null,"englishName":null,"makeUpDay":null,"basis":"notice","source":"2023.json","papers":["http://www.gov.cn/zhengce/zhengceku/2022-12/08/content_5730844.htm"],"halfDayOff":null,"groupHoliday":null,"group":null,"groupCitation":null}"#
        + "\n"),
    // A make-up Sunday on 青年节 is a working day kept whole: the notice's.
    Case(
      arguments: ["list", "--from", "2014-05-03", "--to", "2014-05-05", "--group", "youth"], status: 0,
      stdout: """
        2014-05-03 Saturday holiday 劳动节 weekend-in-break
        2014-05-04 Sunday make-up-workday 劳动节
        2014-05-05 Monday workday

        """),
    Case(
      arguments: ["list", "--from", "2023-05-04", "--to", "2023-05-04", "--group", "youth", "--lang", "zh"], status: 0,
      stdout: "2023-05-04 Thursday workday afternoon-off 青年节 星期四 工作日 下午放假\n"),
    Case(
      arguments: ["count", "--from", "2023-01-01", "--to", "2023-12-31", "--group", "women", "--group", "children"],
      status: 0, stdout: "248 (1 of them with the afternoon off: 2023-03-08)\n"),
    Case(
      arguments: ["count", "--json", "--from", "2023-01-01", "--to", "2023-12-31", "--group", "youth"], status: 0,
      stdout:
        #"{"from":"2023-01-01","to":"2023-12-31","workingDays":249,"provisional":false,"halfDaysOff":1,"halfDayDates":["2023-05-04"]}"#
        + "\n"),
    Case(arguments: ["count", "--from", "2023-01-01", "--to", "2023-12-31"], status: 0, stdout: "249\n"),
    // No half day off in the range: the count alone, no "(0 of them …)".
    Case(
      arguments: ["count", "--from", "2023-03-09", "--to", "2023-03-10", "--group", "women"], status: 0,
      stdout: "2\n"),
    Case(
      arguments: ["count", "--from", "2023-03-09", "--to", "2023-03-10", "--group", "women", "--lang", "zh"],
      status: 0, stdout: "2\n"),
    Case(
      arguments: ["count", "--from", "2023-03-08", "--to", "2023-03-08", "--group", "women", "--lang", "zh"],
      status: 0, stdout: "1（其中1天下午放假：2023-03-08）\n"),
    Case(arguments: ["next", "2023-05-31", "--group", "children"], status: 0, stdout: "2023-06-02 Friday workday\n"),
    Case(
      arguments: ["cal", "2023-03", "--group", "women", "--color", "never"], status: 0,
      stdout: """
             March 2023
        Mo Tu We Th Fr Sa Su
               1  2  3  4  5
         6  7  8~ 9 10 11 12
        13 14 15 16 17 18 19
        20 21 22 23 24 25 26
        27 28 29 30 31

        ! statutory holiday   * other day off
        ~ working day with the afternoon off for your group (Art. 3)
        03-08 afternoon off: 妇女节

        """),
    Case(
      arguments: ["cal", "2023-03", "--group", "women", "--half-day", "morning", "--color", "never", "--lang", "zh"],
      status: 0,
      stdout: """
              2023年3月
        一 二 三 四 五 六 日
               1  2  3  4  5
         6  7  8~ 9 10 11 12
        13 14 15 16 17 18 19
        20 21 22 23 24 25 26
        27 28 29 30 31

        ! 法定节假日   * 放假
        ~ 部分公民上午放假（第三条）
        03-08 上午放假：妇女节

        """),
    Case(
      arguments: ["check", "2023-03-08", "--group", "teachers"], status: 2, stdout: "",
      stderr:
        "workday-ics: invalid --group 'teachers': expected one of women, youth, children, military\nTry 'workday-ics check --help' for more information.\n"
    ),
    Case(
      arguments: ["check", "2023-03-08", "--group", "women", "--half-day", "evening"], status: 2, stdout: "",
      stderr:
        "workday-ics: invalid --half-day 'evening': expected morning or afternoon\nTry 'workday-ics check --help' for more information.\n"
    ),
  ])
  func answers(_ test: Case) throws {
    try test.expectAnswer()
  }

  /// The days of a generated calendar's timed or all-day events.
  static func starts(_ arguments: [String], in directory: URL? = nil) throws -> [String] {
    let result = try runInProcess(["generate"] + arguments, in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\r\n").filter { $0.hasPrefix("DTSTART;") }.map {
      String($0.split(separator: ":").last ?? "")
    }
  }

  /// On 妇女节 2023 (a Wednesday) a reminder starting in the half that is
  /// off is left out, or moved by --on-day-off; one in the other half and
  /// an all-day one stay. Noon is the afternoon's.
  @Test(arguments: [
    (["--time", "14:00"], ["20230307T140000", "20230309T140000"]),
    (["--time", "12:00"], ["20230307T120000", "20230309T120000"]),
    (["--time", "11:59"], ["20230307T115900", "20230308T115900", "20230309T115900"]),
    (["--time", "09:00", "--half-day", "morning"], ["20230307T090000", "20230309T090000"]),
    (["--time", "14:00", "--half-day", "morning"], ["20230307T140000", "20230308T140000", "20230309T140000"]),
    (["--all-day"], ["20230307", "20230308", "20230309"]),
    (
      [
        "--time", "14:00", "--rule", "FREQ=WEEKLY;BYDAY=WE", "--rule-start", "2023-03-01", "--on-day-off",
        "next-workday",
      ],
      ["20230309T140000"]
    ),
    (["--time", "14:00", "--rule", "FREQ=WEEKLY;BYDAY=WE", "--rule-start", "2023-03-01"], []),
  ])
  func aReminderInTheHalfOffIsLeftOut(options: [String], days: [String]) throws {
    #expect(try Self.starts(["--from", "2023-03-07", "--to", "2023-03-09", "--group", "women"] + options) == days)
    // Without the group (and so without its half day) every day has it.
    let withoutHalf = options.firstIndex(of: "--half-day").map { options[..<$0] + options[($0 + 2)...] } ?? options[...]
    #expect(try Self.starts(["--from", "2023-03-07", "--to", "2023-03-09"] + withoutHalf).count >= days.count)
  }

  /// 儿童节 for children: no reminder that day, timed or all-day.
  @Test func theChildrensDayHasNoReminder() throws {
    #expect(
      try Self.starts(["--from", "2023-05-31", "--to", "2023-06-02", "--group", "children", "--all-day"]) == [
        "20230531", "20230602",
      ])
  }

  /// A configuration's "groups" and "halfDay" mean what the options mean.
  @Test func aConfigurationNamesTheGroups() throws {
    let folder = try Tool.temporaryFolder()
    try Data(
      #"""
      {"from": "2023-03-07", "to": "2023-03-09", "groups": ["women"], "halfDay": "morning",
       "calendars": [{"reminders": [{"title": "AM", "time": "09:00"}, {"title": "PM", "time": "14:00"}]}]}
      """#.utf8
    ).write(to: folder.appendingPathComponent("c.json"))
    #expect(
      try Self.starts(["--config", "c.json"], in: folder) == [
        "20230307T090000", "20230309T090000", "20230307T140000", "20230308T140000", "20230309T140000",
      ])
    try Data(#"{"groups": ["teachers"], "calendars": [{"reminders": [{"time": "09:00"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("bad.json"))
    let bad = try runInProcess(["generate", "--config", "bad.json"], in: folder)
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "workday-ics: bad.json: groups[0]: expected one of \"women\", \"youth\", \"children\", \"military\", got \"teachers\"\n"
    )
  }

  /// `--half-day` or `"halfDay"` says which half of a group's day is off:
  /// with no group from either the command line or the configuration, it
  /// is refused rather than ignored.
  @Test(
    arguments: [
      (["check", "2023-03-08", "--half-day", "morning"], nil, 2, "check"),
      (["count", "--year", "2023", "--half-day=afternoon"], nil, 2, "count"),
      (["generate", "--config", "c.json"], #"{"halfDay": "morning""#, 2, nil),
      (["generate", "--config", "c.json", "--half-day", "morning"], "{", 2, "generate"),
      (["generate", "--config", "c.json", "--group", "women"], #"{"halfDay": "morning""#, 0, nil),
      (["generate", "--config", "c.json", "--half-day", "morning"], #"{"groups": ["women"]"#, 0, nil),
    ] as [([String], String?, Int32, String?)])
  func aHalfDayNeedsAGroup(arguments: [String], configuration: String?, status: Int32, help: String?) throws {
    let folder = try Tool.temporaryFolder()
    if let configuration {
      let rest = #""from": "2023-03-07", "to": "2023-03-09", "calendars": [{"reminders": [{"time": "09:00"}]}]}"#
      try Data((configuration + (configuration == "{" ? "" : ", ") + rest).utf8)
        .write(to: folder.appendingPathComponent("c.json"))
    }
    let result = try runInProcess(arguments, in: folder)
    #expect(result.status == status, "\(result.stderr)")
    guard status == 2 else { return }
    #expect(result.stdout == "")
    if let help {
      #expect(
        result.stderr
          == "workday-ics: --half-day needs --group GROUP: it says which half of a group's day is off (妇女节 for women, 青年节 for youth)\nTry 'workday-ics \(help) --help' for more information.\n"
      )
    } else {
      #expect(
        result.stderr
          == "workday-ics: c.json: halfDay: needs \"groups\" (or --group GROUP): it says which half of a group's day is off\n"
      )
    }
  }

  /// The holidays calendar has a group's days, titled with the half off
  /// (or as the whole day off), and no legal standing of a break.
  @Test func theHolidaysCalendarHasTheGroupsDays() throws {
    let result = try runInProcess(["holidays", "--year", "2023", "--group", "women", "--group", "children"])
    #expect(result.status == 0, "\(result.stderr)")
    // 妇女节 (下午放假) and 儿童节 (a whole day), each described as the
    // law's time off for a group (Art. 3), not as an official day off.
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20230308", through: "20230601"),
      matches: "groups/holidays-2023-women-children.ics")
    let summaries = result.stdout.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") }
    #expect(!summaries.contains { $0.contains("青年节") })
    let plain = try runInProcess(["holidays", "--year", "2023"])
    #expect(!plain.stdout.contains("妇女节") && !plain.stdout.contains("儿童节"))
  }

  /// A half day counts as a working day when working days are counted:
  /// the day whose half off holds the reminder's start is left out alone,
  /// and the days after it do not move (a new user found every 3rd
  /// working day after 妇女节 2023 moved by one at 13:00, not at 09:00).
  @Test func countingWorkingDaysCountsTheHalfDay() throws {
    let every3rd = [
      "--from", "2023-03-01", "--to", "2023-03-31", "--every-nth-workday", "3", "--rule-start", "2023-03-01",
    ]
    #expect(
      try Self.starts(every3rd + ["--time", "13:00", "--group", "women"]).map { $0.prefix(8) }
        == Self.starts(every3rd + ["--time", "13:00"]).map { $0.prefix(8) })
    let sixth = ["--from", "2023-03-01", "--to", "2023-04-30", "--workday-of-month", "6"]
    #expect(
      try Self.starts(sixth + ["--time", "09:00", "--group", "women"]) == ["20230308T090000", "20230411T090000"])
    #expect(try Self.starts(sixth + ["--time", "15:00", "--group", "women"]) == ["20230411T150000"])
  }

  /// A half day that falls on a make-up workday keeps the make-up
  /// workday's event in the holidays calendar (2014-05-04, 青年节 on a
  /// make-up Sunday): a calendar of days off never loses a make-up day.
  @Test func theHolidaysCalendarKeepsAMakeUpWorkdayOnAGroupsDay() throws {
    let result = try runInProcess(["holidays", "--year", "2014", "--group", "youth"])
    #expect(result.status == 0, "\(result.stderr)")
    // 05-04 is 补班 (劳动节), with no day-off event beside it.
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20140501", through: "20140504"),
      matches: "groups/holidays-2014-youth.ics")
  }

  /// A day whose half off moves a reminder across the range's edge is
  /// named, as every day a range takes away is.
  @Test func aHalfDayMovedOutOfTheRangeIsNamed() throws {
    let result = try runInProcess([
      "generate", "--rule", "FREQ=WEEKLY;BYDAY=WE", "--rule-start", "2023-03-01", "--time", "14:00", "--group",
      "women", "--on-day-off", "next-workday", "--from", "2023-03-01", "--to", "2023-03-08", "--no-make-up-days",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.contains("2023-03-08 would move to 2023-03-09, after it"), "\(result.stderr)")
  }

  /// A calendar for a group leaves days out, as a work week does: its
  /// UIDs differ from the same calendar's without the group (imported side
  /// by side, neither replaces the other's events), and the same with the
  /// command line and a configuration.
  @Test func aGroupsCalendarHasUIDsOfItsOwn() throws {
    func uids(_ arguments: [String], in folder: URL? = nil) throws -> Set<Substring> {
      let result = try runInProcess(["generate", "--from", "2023-03-06", "--to", "2023-03-10"] + arguments, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      return Set(result.stdout.split(separator: "\r\n").filter { $0.hasPrefix("UID:") })
    }
    let plain = try uids([])
    let women = try uids(["--group", "women"])
    let morning = try uids(["--group", "women", "--half-day", "morning"])
    #expect(plain.count == 5 && women.count == 5 && morning.count == 4)  // 09:00: the morning
    #expect(plain.isDisjoint(with: women) && women.isDisjoint(with: morning))
    let folder = try Tool.temporaryFolder()
    try Data(
      #"{"from": "2023-03-06", "to": "2023-03-10", "groups": ["women"], "calendars": [{"reminders": [{}]}]}"#.utf8
    ).write(to: folder.appendingPathComponent("c.json"))
    #expect(try uids(["--config", "c.json", "-o", "-"], in: folder) == women)
  }

  /// Every command that answers about days takes the options.
  @Test(arguments: ["holidays", "generate", "expand"])
  func everyCommandTakesThem(command: String) throws {
    var arguments = [command, "--group", "children", "--half-day", "morning", "--year", "2023"]
    if command == "expand" {
      arguments = [command, "--group", "children", "--start", "2023-06-01", "--rule", "FREQ=DAILY;COUNT=1"]
    }
    let result = try runInProcess(arguments)
    #expect(result.status == 0, "\(result.stderr)")
  }
}

/// A person's own listed working day wins over every group's day, 儿童节's
/// whole day as much as a half day (TheLaw.md): an overlay listing the
/// day as a working day is answered as one by every command's path, and
/// the holidays calendar has no day off on it.
struct OwnWorkdayOnAGroupsDayTests {
  /// A group and a weekday its law gives it off in 2026.
  struct Row: Sendable, CustomTestStringConvertible {
    var group: String
    var date: String
    var testDescription: String { "\(group) \(date)" }
  }

  static let rows = [
    Row(group: "children", date: "2026-06-01"), Row(group: "youth", date: "2026-05-04"),
    Row(group: "military", date: "2025-08-01"),
  ]

  /// A folder with an overlay listing `row`'s day as a working day.
  static func folder(for row: Row) throws -> URL {
    let folder = try Tool.temporaryFolder()
    let year = row.date.prefix(4)
    try Data(
      #"{"year": \#(year), "papers": [], "days": [{"name": "上班", "date": "\#(row.date)", "isOffDay": false}]}"#.utf8
    ).write(to: folder.appendingPathComponent("own.json"))
    return folder
  }

  /// Runs `arguments` with the overlay and the group, expecting success.
  static func run(_ arguments: [String], _ row: Row, in folder: URL) throws -> String {
    let result = try runInProcess(arguments + ["--overlay", "own.json", "--group", row.group], in: folder)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test(arguments: rows)
  func everyPathAnswersAWorkingDay(row: Row) throws {
    let folder = try Self.folder(for: row)
    let date = row.date
    let basic = date.replacingOccurrences(of: "-", with: "")
    guard let day = CivilDate(iso8601: date), let before = day.previous, let after = day.next else {
      Issue.record("bad date \(date)")
      return
    }
    // check: a working day, exit 0.
    #expect(try Self.run(["check", date], row, in: folder).contains(": working day (overlay workday, 上班)"))
    // list, as text and JSON.
    #expect(try Self.run(["list", "--from", date, "--to", date], row, in: folder).contains("overlay-workday 上班"))
    let json = try Self.run(["list", "--json", "--from", date, "--to", date], row, in: folder)
    #expect(json.contains(#""isWorkingDay":true"#) && json.contains(#""halfDayOff":null"#))
    // count and next.
    #expect(try Self.run(["count", "--from", date, "--to", date], row, in: folder) == "1\n")
    #expect(try Self.run(["next", before.iso8601], row, in: folder).hasPrefix(date))
    // cal: the day is the overlay's working day (#), not a day off.
    let month = String(date.prefix(7))
    let grid = try Self.run(["cal", month, "--color", "never"], row, in: folder)
    let dayOfMonth = String(day.day)
    #expect(grid.contains(" \(dayOfMonth)#") || grid.hasPrefix("\(dayOfMonth)#") || grid.contains("\n\(dayOfMonth)#"))
    // generate: an all-day reminder and one in the afternoon both have the day.
    for timing in [["--all-day"], ["--time", "14:00"], ["--time", "09:00", "--half-day", "morning"]] {
      let ics = try Self.run(
        ["generate", "--from", before.iso8601, "--to", after.iso8601] + timing, row, in: folder)
      #expect(ics.contains("DTSTART;VALUE=DATE:\(basic)") || ics.contains(":\(basic)T"), "\(timing)")
    }
    // holidays: no day off on it.
    let feed = try Self.run(["holidays", "--year", String(date.prefix(4))], row, in: folder)
    #expect(!feed.contains("DTSTART;VALUE=DATE:\(basic)"))
    // expand: a timed rule skipping days off keeps the day.
    let expanded = try Self.run(
      ["expand", "--start", "\(date)T14:00:00", "--rule", "FREQ=DAILY;COUNT=1", "--on-day-off", "skip"], row,
      in: folder)
    #expect(expanded == "\(date)T14:00:00\n")
  }
}
