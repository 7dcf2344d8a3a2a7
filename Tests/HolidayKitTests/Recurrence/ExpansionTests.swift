import Foundation
import Testing

@testable import HolidayKit

struct ExpansionTests {
  static func moment(_ text: String) -> LocalDateTime { LocalDateTime(parsing: text)! }
  static let newYork = Zone(ianaName: "America/New_York")!
  static let berlin = Zone(ianaName: "Europe/Berlin")!

  static func expand(_ rule: String, _ start: String, _ zone: Zone? = nil, limit: Int = 100) throws -> [String] {
    try RecurrenceRule(parsing: rule).occurrences(from: moment(start), timeZone: zone).prefix(limit).map(\.iso8601)
  }

  // MARK: Daylight saving time

  @Test func nonexistentTimesMoveForwardByTheGap() throws {
    #expect(
      try Self.expand("FREQ=DAILY;COUNT=4", "2007-03-09T02:30:00", Self.newYork)
        == ["2007-03-09T02:30:00", "2007-03-10T02:30:00", "2007-03-11T03:30:00", "2007-03-12T02:30:00"])
    #expect(
      try Self.expand("FREQ=DAILY;COUNT=3", "2026-03-28T02:30:00", Self.berlin)
        == ["2026-03-28T02:30:00", "2026-03-29T03:30:00", "2026-03-30T02:30:00"])
  }

  @Test func repeatedTimesAreTheFirstOfTheTwo() {
    var newYork = ZoneRules(Self.newYork)
    let wall = Self.moment("2007-11-04T01:30:00").secondsSinceEpoch
    #expect(newYork.instant(forWallClock: wall) == wall + 4 * 3600)  // EDT, UTC-4
    var berlin = ZoneRules(Self.berlin)
    let autumn = Self.moment("2026-10-25T02:30:00").secondsSinceEpoch
    #expect(berlin.instant(forWallClock: autumn) == autumn - 2 * 3600)  // CEST, UTC+2
    let gap = Self.moment("2007-03-11T02:30:00").secondsSinceEpoch
    #expect(newYork.instant(forWallClock: gap) == gap + 5 * 3600)  // read with EST, the offset before
  }

  @Test func hourlyRulesNeverRepeatAnInstant() throws {
    #expect(
      try Self.expand("FREQ=HOURLY;COUNT=4", "2007-03-11T00:00:00", Self.newYork)
        == ["2007-03-11T00:00:00", "2007-03-11T01:00:00", "2007-03-11T03:00:00", "2007-03-11T04:00:00"])
    #expect(
      try Self.expand("FREQ=HOURLY;COUNT=4", "2007-11-04T00:00:00", Self.newYork)
        == ["2007-11-04T00:00:00", "2007-11-04T01:00:00", "2007-11-04T02:00:00", "2007-11-04T03:00:00"])
  }

  @Test func untilInUTCIsComparedAsAnInstant() throws {
    // 2007-03-12T02:30 EDT is 06:30Z.
    #expect(try Self.expand("FREQ=DAILY;UNTIL=20070312T063000Z", "2007-03-10T02:30:00", Self.newYork).count == 3)
    #expect(try Self.expand("FREQ=DAILY;UNTIL=20070312T062959Z", "2007-03-10T02:30:00", Self.newYork).count == 2)
    // Asia/Shanghai is UTC+8 all year: 09:00 local is 01:00Z.
    let shanghai = Zone(ianaName: "Asia/Shanghai")!
    #expect(try Self.expand("FREQ=DAILY;UNTIL=20260105T010000Z", "2026-01-01T09:00:00", shanghai).count == 5)
    #expect(try Self.expand("FREQ=DAILY;UNTIL=20260105T005959Z", "2026-01-01T09:00:00", shanghai).count == 4)
  }

  // MARK: Ends, windows and sets

  @Test func theStartCountsAsTheFirstOccurrence() throws {
    // A Tuesday start for a Monday rule: the start is still an instance (RFC 5545 §3.3.10).
    #expect(
      try Self.expand("FREQ=WEEKLY;COUNT=3;BYDAY=MO", "2026-01-06T09:00:00") == [
        "2026-01-06T09:00:00", "2026-01-12T09:00:00", "2026-01-19T09:00:00",
      ])
    let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3;BYDAY=MO")
    #expect(
      rule.occurrences(from: Self.moment("2026-01-06T09:00:00"), includesStart: false).map(\.iso8601) == [
        "2026-01-12T09:00:00", "2026-01-19T09:00:00", "2026-01-26T09:00:00",
      ])
  }

  @Test func windowsCutWithoutChangingCount() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=10")
    let window = RecurrenceWindow(from: Self.moment("2026-01-05T00:00:00"), to: Self.moment("2026-01-07T23:59:59"))
    #expect(
      rule.occurrences(from: Self.moment("2026-01-01T09:00:00"), window: window).map(\.iso8601) == [
        "2026-01-05T09:00:00", "2026-01-06T09:00:00", "2026-01-07T09:00:00",
      ])
    let late = RecurrenceWindow(from: Self.moment("2026-01-11T00:00:00"))
    #expect(Array(rule.occurrences(from: Self.moment("2026-01-01T09:00:00"), window: late)).isEmpty)
  }

  @Test func extraAndExcludedDates() throws {
    var set = RecurrenceSet(start: Self.moment("2026-01-05T09:00:00"))
    set.rules = [try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")]
    set.extraDates = [
      Self.moment("2026-01-07T09:00:00"), Self.moment("2026-01-12T09:00:00"), Self.moment("2026-01-14T09:00:00"),
    ]
    set.excludedDates = [
      Self.moment("2026-01-12T09:00:00"), Self.moment("2026-01-14T09:00:00"), Self.moment("2026-01-20T09:00:00"),
    ]
    // RDATE adds, duplicates count once, EXDATE wins over both, and an
    // EXDATE that matches nothing changes nothing.
    #expect(set.occurrences().map(\.iso8601) == ["2026-01-05T09:00:00", "2026-01-07T09:00:00", "2026-01-19T09:00:00"])
    var datesOnly = RecurrenceSet(start: Self.moment("2026-01-05T09:00:00"))
    datesOnly.extraDates = [Self.moment("2026-01-01T09:00:00")]
    #expect(datesOnly.occurrences().map(\.iso8601) == ["2026-01-01T09:00:00", "2026-01-05T09:00:00"])
  }

  @Test func timeRulesNeedATimeStart() throws {
    for text in ["FREQ=HOURLY", "FREQ=DAILY;BYHOUR=9", "FREQ=DAILY;BYMINUTE=0", "FREQ=MINUTELY"] {
      #expect(throws: RecurrenceRuleError.self) {
        _ = try RecurrenceRule(parsing: text).dates(from: CivilDate(year: 2026, month: 1, day: 1)!)
      }
    }
  }

  // MARK: Month ends (phone apps get these wrong)

  @Test func monthEndRecipes() throws {
    let start = CivilDate(year: 2026, month: 1, day: 31)!
    func dates(_ text: String) throws -> [String] {
      try RecurrenceRule(parsing: text).dates(from: start).prefix(4).map(\.iso8601)
    }
    #expect(try dates("FREQ=MONTHLY;BYMONTHDAY=31") == ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31"])
    #expect(try dates("FREQ=MONTHLY;BYMONTHDAY=-1") == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"])
    #expect(
      try dates("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1") == [
        "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30",
      ])
  }

  // MARK: Nothing hangs

  @Test(
    .timeLimit(.minutes(1)),
    arguments: [
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4,6,9,11",
      "FREQ=YEARLY;COUNT=3;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      "FREQ=WEEKLY;BYMONTH=2;BYDAY=MO;BYSETPOS=6", "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6",
      "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=SECONDLY;INTERVAL=60;BYSECOND=30",
      "FREQ=MINUTELY;INTERVAL=2;BYMINUTE=1,3,5", "FREQ=HOURLY;INTERVAL=24;BYHOUR=5",
      "FREQ=SECONDLY;BYSECOND=60", "FREQ=MONTHLY;BYDAY=6MO", "FREQ=YEARLY;BYYEARDAY=366;BYMONTH=1",
      "FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30;BYHOUR=1", "FREQ=HOURLY;BYYEARDAY=-366;BYMONTH=2",
    ])
  func impossibleRulesReturnOnlyTheStartPromptly(text: String) throws {
    let rule = try RecurrenceRule(parsing: text)
    #expect(rule.occurrences(from: Self.moment("2026-01-01T00:00:00")).map(\.iso8601) == ["2026-01-01T00:00:00"])
    #expect(Array(rule.occurrences(from: Self.moment("2026-01-01T00:00:00"), includesStart: false)).isEmpty)
    // Known before the walk: at most the days of 28 years and the seconds
    // of one day are examined, not a 400-year cycle. With COUNT, from a
    // day start too (the reader's path for an all-day event).
    for counted in [text, text.contains("COUNT") ? text : text + ";COUNT=2"] {
      let rule = try RecurrenceRule(parsing: counted)
      var walk = rule.occurrences(from: Self.moment("2026-01-01T00:00:00")).makeIterator()
      #expect(walk.next() != nil)
      #expect(walk.next() == nil)
      #expect(walk.steps <= 28 * 366 + 86_400, "\(counted)")
      if rule.timeOfDayPart == nil {
        #expect(Array(try rule.dates(from: CivilDate(year: 2026, month: 1, day: 1)!)).count == 1)
      }
    }
  }

  @Test(.timeLimit(.minutes(1))) func enormousNumbersNeitherHangNorCrash() throws {
    let start = Self.moment("2026-01-01T09:00:00")
    for frequency in ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"] {
      let rule = try RecurrenceRule(parsing: "FREQ=\(frequency);INTERVAL=2147483647;COUNT=2147483647")
      let all = Array(rule.occurrences(from: start))
      #expect(all.first == start)
      #expect(all.count <= 120)
    }
    let many = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2147483647")
    #expect(Array(many.occurrences(from: start).prefix(5)).count == 5)
    let last = Array(try RecurrenceRule(parsing: "FREQ=YEARLY").occurrences(from: Self.moment("9990-06-01T00:00:00")))
    #expect(last.count == 10)
    #expect(last.last?.iso8601 == "9999-06-01T00:00:00")
  }

  /// Passing over days BYMONTH and BYMONTHDAY leave out counts what
  /// examining them counts: two steps a day searched (2026-01-01 through
  /// 2044-02-29, 6 634 days), after the 452 days of February 2001 through
  /// 2016-02-29 that show the rule can match. COUNT ends the search at the
  /// occurrence it allows, not a batch later.
  @Test func passingOverLeftOutDaysCountsEveryDay() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")
    var walk = rule.occurrences(from: Self.moment("2026-01-01T00:00:00")).makeIterator()
    #expect(walk.next()?.iso8601 == "2026-01-01T00:00:00")
    #expect(walk.next()?.iso8601 == "2044-02-29T00:00:00")
    #expect(walk.steps == 452 + 2 * 6634)
    #expect(walk.next() == nil)
    let everyThird = try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=3;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")
    let found = Array(everyThird.occurrences(from: Self.moment("2026-01-01T09:00:00")).prefix(3)).map(\.iso8601)
    // 2044-02-29 is 6 633 days on, a multiple of 3; 2072-02-29 is 16 860.
    #expect(found == ["2026-01-01T09:00:00", "2044-02-29T09:00:00", "2072-02-29T09:00:00"])
    // Every fifth day misses 2044-02-29 (6 633 days on) and meets 2072-02-29.
    let everyFifth = try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=5;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")
    let fifth = Array(everyFifth.occurrences(from: Self.moment("2026-01-01T09:00:00")).prefix(2)).map(\.iso8601)
    #expect(fifth == ["2026-01-01T09:00:00", "2072-02-29T09:00:00"])
  }

  /// A rule that matches rarely (a leap day that is a Monday: 2016, then
  /// 2044) counts a step for each day it searches, a step a period for
  /// coarser ones, even where it passes over months BYMONTH leaves out;
  /// a window ends the search.
  @Test(arguments: ["DAILY", "MONTHLY", "YEARLY", "HOURLY", "SECONDLY"])
  func stepsCountTheSearchAndAWindowEndsIt(frequency: String) throws {
    let rule = try RecurrenceRule(parsing: "FREQ=\(frequency);BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")
    let start = Self.moment("2026-01-01T00:00:00")
    var whole = rule.occurrences(from: start, includesStart: false).makeIterator()
    #expect(whole.next()?.iso8601 == "2044-02-29T00:00:00")
    var windowed = rule.occurrences(
      from: start, includesStart: false,
      window: RecurrenceWindow(fromDay: nil, toDay: CivilDate(year: 2043, month: 12, day: 31))
    ).makeIterator()
    #expect(windowed.next() == nil)
    let searched = CivilDate(year: 2044, month: 2, day: 29)!.daysSinceEpoch - start.date.daysSinceEpoch
    let perStep = frequency == "YEARLY" ? 366 : frequency == "MONTHLY" ? 31 : 1
    #expect(whole.steps >= searched / perStep)
    #expect(frequency != "DAILY" || whole.steps >= 2 * searched)
    #expect(windowed.steps > 0)
    #expect(windowed.steps <= 18 * 366 * 2 + 86_400 + 28 * 366)
  }
}
