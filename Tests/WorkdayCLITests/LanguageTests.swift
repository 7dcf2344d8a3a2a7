import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// Output in Chinese when the locale asks for it or with --lang zh; English
/// otherwise. A calendar file never follows the locale.
struct LanguageTests {
  private static let chinese = ["LANG": "zh_CN.UTF-8"]

  @Test(arguments: [
    (
      ["check", "2026-09-20"], "2026-09-20 星期日：上班（补班，国庆节）\n", "2026-09-20 Sunday: working day (make-up workday, 国庆节)\n"
    ),
    (
      ["check", "2026-10-01"], "2026-10-01 星期四：放假（国庆节）；法定节假日，三倍工资\n",
      "2026-10-01 Thursday: day off (holiday, 国庆节); statutory holiday, pay ×3\n"
    ),
    (
      ["check", "2026-10-06"], "2026-10-06 星期二：放假（国庆节）；调休，两倍工资\n",
      "2026-10-06 Tuesday: day off (holiday, 国庆节); 调休 day off, pay ×2\n"
    ),
    (["check", "2026-09-19"], "2026-09-19 星期六：休息（休息日）\n", "2026-09-19 Saturday: day off (rest day)\n"),
    (
      ["list", "--from", "2026-09-19", "--to", "2026-09-21"],
      "2026-09-19 Saturday rest-day 星期六 休息日\n2026-09-20 Sunday make-up-workday 国庆节 星期日 补班\n2026-09-21 Monday workday 星期一 工作日\n",
      "2026-09-19 Saturday rest-day\n2026-09-20 Sunday make-up-workday 国庆节\n2026-09-21 Monday workday\n"
    ),
    (["next", "2026-09-30"], "2026-10-08 Thursday workday 星期四 工作日\n", "2026-10-08 Thursday workday\n"),
  ])
  func queriesSpeakTheLocalesLanguage(arguments: [String], chinese: String, english: String) throws {
    #expect(try runInProcess(arguments, environment: Self.chinese).stdout == chinese)
    #expect(try runInProcess(arguments + ["--lang", "zh"]).stdout == chinese)
    #expect(try runInProcess(arguments).stdout == english, "LANG=C")
    #expect(try runInProcess(arguments + ["--lang", "en"], environment: Self.chinese).stdout == english)
    #expect(
      try runInProcess(arguments, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]).stdout == english, "LC_ALL first"
    )
  }

  /// A script reads `list`'s date, weekday and kind the same in every
  /// language (`awk '$3 == "make-up-workday"'` in a zh_CN cron); the words
  /// for people follow them, and the other columns stay where they are.
  @Test func listsColumnsForScriptsAreTheSameInEveryLanguage() throws {
    let arguments = ["list", "--year", "2026", "--group", "youth"]
    let english = try runInProcess(arguments).stdout.split(separator: "\n")
    let chinese = try runInProcess(arguments, environment: Self.chinese).stdout.split(separator: "\n")
    #expect(chinese.count == 365)
    for (line, english) in zip(chinese, english) {
      #expect(line.hasPrefix(english + " "), "\(line)")
    }
    let makeUp = try runInProcess(arguments, environment: Self.chinese).stdout.split(separator: "\n")
      .filter { $0.split(separator: " ")[2] == "make-up-workday" }
    #expect(makeUp.first == "2026-01-04 Sunday make-up-workday 元旦 星期日 补班")
    // --help names every word the kind column holds.
    let help = try runInProcess(["list", "--help"]).stdout.split(whereSeparator: { " (),\n".contains($0) })
    for kind in ["workday", "rest-day", "holiday", "make-up-workday", "official-workday", "overlay-workday"] {
      #expect(help.contains(Substring(kind)), "\(kind)")
    }
  }

  /// The output is UTF-8 in every locale; under one of another charset
  /// (GBK, GB18030, a bare zh_CN's GB2312) a run that wrote more than
  /// ASCII says so once, last, in ASCII.
  @Test(arguments: [("zh_CN.GBK", "GBK"), ("zh_CN.GB18030", "GB18030"), ("zh_CN", "GB2312")])
  func aLocaleOfAnotherCharsetIsToldTheOutputIsUTF8(locale: String, charset: String) throws {
    let result = try runInProcess(["check", "2026-10-01"], environment: ["LANG": locale])
    #expect(result.stdout == "2026-10-01 星期四：放假（国庆节）；法定节假日，三倍工资\n", "the bytes are UTF-8")
    #expect(
      result.stderr
        == "workday-ics: warning: the output is UTF-8, but LANG=\(locale) asks for \(charset): use a UTF-8 locale (such as zh_CN.UTF-8), or convert it with iconv -f UTF-8 -t \(charset)\n"
    )
    let failed = try runInProcess(["check", "2027-01-04"], environment: ["LANG": locale])
    #expect(failed.stderr.split(separator: "\n").count == 2, "after the error too: \(failed.stderr)")
    #expect(try runInProcess(["check", "2026-10-01", "-q"], environment: ["LANG": locale]).stderr == "")
    #expect(try runInProcess(["count", "--year", "2025"], environment: ["LANG": locale]).stderr == "", "ASCII only")
    #expect(try runInProcess(["check", "2026-10-01"], environment: ["LANG": "zh_CN.UTF-8"]).stderr == "")
    #expect(
      try runInProcess(["check", "2026-10-01"], environment: ["LANG": locale, "LC_ALL": "zh_CN.utf8"]).stderr == "")
  }

  @Test func calInChineseKeepsItsColumns() throws {
    let result = try runInProcess(["cal", "2026-10", "--color", "never"], environment: Self.chinese)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "     2026年10月")
    #expect(lines[1] == "一 二 三 四 五 六 日")
    #expect(lines[2] == "          1! 2! 3! 4*")
    #expect(result.stdout.contains("! 法定节假日   * 放假   + 补班（调休上班）\n10-01..10-07 放假：国庆节\n10-10 补班：国庆节\n"))
  }

  @Test func alarmsSpeakTheTitlesLanguageUnlessAskedAndNeverTheLocales() throws {
    let range = [
      "generate", "--from", "2026-10-09", "--to", "2026-10-09", "--alarm", "10m", "--alarm", "-1d 21:00", "--alarm",
      "0",
    ]
    func alarms(_ extra: [String], _ environment: [String: String] = [:]) throws -> [String] {
      ContentLine.unfold(try runInProcess(range + extra, environment: environment).stdout).filter {
        $0.hasPrefix("DESCRIPTION:") && !$0.contains("Working days")
      }
    }
    #expect(try alarms([]) == ["DESCRIPTION:上班（提前10分钟）", "DESCRIPTION:上班（前一天21:00）", "DESCRIPTION:上班（开始时）"])
    #expect(
      try alarms(["--title", "Clock in"], Self.chinese) == [
        "DESCRIPTION:Clock in (10 minutes before)", "DESCRIPTION:Clock in (21:00 the day before)",
        "DESCRIPTION:Clock in (at the start)",
      ], "the locale does not change a calendar")
    #expect(try alarms(["--title", "Clock in", "--lang", "zh"]).first == "DESCRIPTION:Clock in（提前10分钟）")
    #expect(try alarms(["--lang", "en"]).first == "DESCRIPTION:上班 (10 minutes before)")
  }

  @Test func theMessagesPeopleSeeMostAreInChineseToo() throws {
    let uncovered = try runInProcess(["check", "2027-01-04"], environment: Self.chinese)
    #expect(uncovered.status == 2)
    #expect(
      uncovered.stderr
        == "workday-ics: 2027 年还没有官方放假安排（已有：2007-2026）；数据文件夹 '\(Tool.emptyDataFolder)' 中也没有：用 'workday-ics update' 获取新数据到该文件夹（以本用户运行，或用 WORKDAY_ICS_DATA 指定它写入的文件夹）或用 --holidays PATH 加入，或用 --assume-regular-week 按常规工作周回答\n"
    )
    let warned = try runInProcess(["generate", "--year", "2026"], environment: Self.chinese)
    #expect(warned.stderr.contains("workday-ics: warning: 2026 年 12 月可能还会调整：2027 年的通知尚未发布，它可能调整这些日子\n"))
    let usage = try runInProcess(["check", "--bogus"], environment: Self.chinese)
    #expect(usage.stderr.hasSuffix("用 'workday-ics check --help' 查看用法。\n"))
    #expect(
      try runInProcess(["check", "2027-01-04", "--lang", "en"], environment: Self.chinese).stderr.hasPrefix(
        "workday-ics: no official holiday data for 2027 yet"))
  }
}
