import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

struct HolidaysCommandTests {
  /// `--lang` and `--time-zone` are accepted, as by every command, but
  /// the calendar is the same in each: the help says so, and it is true.
  @Test func theCalendarIsTheSameInEveryLanguageAndZoneAndTheHelpSaysSo() throws {
    let plain = try runInProcess(["holidays", "--year", "2026", "-q"])
    for extra in [["--lang", "en"], ["--lang", "zh"], ["--time-zone", "America/New_York"]] {
      #expect(try runInProcess(["holidays", "--year", "2026", "-q"] + extra).stdout == plain.stdout, "\(extra)")
    }
    let help = try runInProcess(["holidays", "--help"]).stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    #expect(help.contains("The calendar is the same whatever --lang and --time-zone say"))
  }

  @Test func withNoRangeItCoversEveryPublishedYear() throws {
    let result = try runInProcess(["holidays"])
    #expect(result.status == 0)
    let lines = ContentLine.unfold(result.stdout)
    let starts = lines.filter { $0.hasPrefix("DTSTART;VALUE=DATE:") }.map { $0.suffix(8) }
    #expect(starts.first?.hasPrefix("2007") == true)
    #expect(starts.last?.hasPrefix("2026") == true)
    Golden.expect(
      Golden.excerpt(of: result.stdout, from: "20261001", through: "20261010"),
      matches: "holidays/every-year-2026-october.ics")
    // All-day events alone: no alarm, no time zone.
    #expect(Set(lines.filter { $0.hasPrefix("BEGIN:") }) == ["BEGIN:VCALENDAR", "BEGIN:VEVENT"])
  }

  /// Without a range the calendar ends where the data ends, as every
  /// other path's does: December 31 before the first year without data
  /// (2027, although a file covers 2029), saying so; with the week
  /// assumed, at the newest covered year.
  @Test func withNoRangeItEndsWhereTheDataEnds() throws {
    let folder = try Tool.temporaryFolder()
    try Data(
      #"{"year": 2029, "papers": ["https://example.com/2029"], "days": [{"name": "元旦", "date": "2029-01-01", "isOffDay": true}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("2029.json"))
    let result = try runInProcess(["holidays", "--holidays", "2029.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let starts = ContentLine.unfold(result.stdout).filter { $0.hasPrefix("DTSTART;VALUE=DATE:") }.map { $0.suffix(8) }
    #expect(starts.last?.hasPrefix("2026") == true)
    #expect(result.stderr.contains("the calendar ends 2026-12-31, where the official data ends"))
    let assumed = try runInProcess(["holidays", "--holidays", "2029.json", "--assume-regular-week"], in: folder)
    #expect(assumed.status == 0, "\(assumed.stderr)")
    #expect(assumed.stdout.contains("DTSTART;VALUE=DATE:20290101"))
    #expect(assumed.stderr.contains("the calendar ends 2029-12-31, where the official data ends"))
  }

  /// The 2020 Spring Festival, extended to February 2: 除夕 moved there,
  /// 初一 to 初三 statutory (the 2013 law), the extension (no make-up
  /// workday pays for it: 加放, an extra day off), its weekend.
  @Test func the2020SpringFestivalEndsTheDayBeforeFebruaryThirdInRunsByStanding() throws {
    let lines = ContentLine.unfold(try runInProcess(["holidays", "--year", "2020"]).stdout)
    var runs: [String] = []
    for (index, line) in lines.enumerated()
    where line.hasPrefix("DTSTART;VALUE=DATE:2020012") || line.hasPrefix("DTSTART;VALUE=DATE:2020013")
      || line.hasPrefix("DTSTART;VALUE=DATE:202002")
    {
      runs.append("\(line.suffix(8))..\(lines[index + 1].suffix(8)) \(lines[index + 2].dropFirst(8))")
    }
    #expect(
      runs == [
        "20200124..20200125 春节 (调休)", "20200125..20200128 春节 (法定)", "20200128..20200130 春节 (补假)",
        "20200130..20200201 春节 (加放)", "20200201..20200203 春节 (周末)",
      ])
  }

  @Test func anUnpublishedYearIsALoudError() throws {
    let result = try runInProcess(["holidays", "--year", "2026-2027"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("no official holiday data for 2027"))
  }

  /// The holidays calendar is not a calendar of working days, and its help
  /// says what its events are: runs of one holiday and one standing in law.
  @Test func itDescribesItselfAsTheOfficialDaysAndItsHelpAsItsEvents() throws {
    let lines = ContentLine.unfold(try runInProcess(["holidays", "--year", "2026"]).stdout)
    let description = try #require(lines.first { $0.hasPrefix("DESCRIPTION:") })
    #expect(description.hasPrefix("DESCRIPTION:Official days off and make-up workdays of China from"))
    let help = try runInProcess(["holidays", "--help"]).stdout
    #expect(help.contains("one standing in law"))
    #expect(help.contains("'国庆节 (调休)'"))
    #expect(!help.contains("one event per run of\nconsecutive days off, titled"))
  }

  /// A day off on 9999-12-31 would end in year 10000: refused in the words
  /// generate uses for an all-day reminder (one rule, one message).
  @Test func aDayOffOnTheLastDayIsRefusedAsAReminderIs() throws {
    let folder = try Tool.temporaryFolder()
    try Data(#"{"year": 9999, "papers": [], "days": [{"name": "元旦", "date": "9999-12-31", "isOffDay": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("9999.json"))
    let result = try runInProcess(["holidays", "--holidays", "9999.json", "--year", "9999"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: 元旦: an event on 9999-12-31 would end in year 10000 (all day, it ends after 9999-12-31), which iCalendar cannot write; end the range on 9999-12-30\nTry 'workday-ics holidays --help' for more information.\n"
    )
  }
}
