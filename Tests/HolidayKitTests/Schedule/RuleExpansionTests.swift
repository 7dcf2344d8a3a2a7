import Testing

@testable import HolidayKit

/// `expand`'s answer as a value: a set's own occurrences, or laid over the
/// calendar with the facts the command prints beside them.
struct RuleExpansionTests {
  private static let calendar = WorkdayCalendar(holidays: try! HolidayCalendar.embedded())

  private static func set(_ rule: String, start: String) throws -> RecurrenceSet {
    let moment = LocalDateTime(parsing: start) ?? LocalDateTime(date: CivilDate(iso8601: start)!, time: .midnight)
    var set = RecurrenceSet(start: moment, timeZone: moment.time == .midnight ? nil : Zone(ianaName: "Asia/Shanghai"))
    set.rules = [try RecurrenceRule(parsing: rule)]
    return set
  }

  private static func all(_ expansion: RuleExpansion) throws -> [String] {
    var expansion = expansion
    var result: [String] = []
    while let occurrence = try expansion.next() {
      result.append(occurrence.moment.date.iso8601 + (occurrence.movedFrom.map { " from \($0)" } ?? ""))
    }
    return result
  }

  @Test func aSetsOwnOccurrencesRestOnNoCalendar() throws {
    let expansion = RuleExpansion(try Self.set("FREQ=DAILY;COUNT=3", start: "2026-09-30"), window: RecurrenceWindow())
    #expect(try Self.all(expansion) == ["2026-09-30", "2026-10-01", "2026-10-02"])
    #expect(expansion.dataEnd == nil)
    #expect(expansion.startIsWorkingDay == nil)
    #expect(expansion.movedBeforeStart.isEmpty)
  }

  private static func endOf(_ day: String) -> LocalDateTime {
    LocalDateTime(date: CivilDate(iso8601: day)!, time: TimeOfDay(hour: 23, minute: 59, second: 59)!)
  }

  /// Mid-Autumn and National Day 2026: September 25 and October 1 to 7
  /// off, Saturday October 10 a make-up workday.
  @Test(arguments: [
    (
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-09-30", DaySelection.DayOffPolicy.skip, false,
      ["2026-09-30", "2026-10-08", "2026-10-09"]
    ),
    (
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-09-30", .skip, true,
      ["2026-09-30", "2026-10-08", "2026-10-09", "2026-10-10"]
    ),
    (
      "FREQ=WEEKLY;BYDAY=FR", "2026-09-18", .nextWorkday, false,
      ["2026-09-18", "2026-09-28 from 2026-09-25", "2026-10-08 from 2026-10-02", "2026-10-09"]
    ),
  ])
  func laidOverTheCalendar(
    rule: String, start: String, policy: DaySelection.DayOffPolicy, addsMakeUpDays: Bool, expected: [String]
  ) throws {
    let expansion = RuleExpansion(
      try Self.set(rule, start: start), window: RecurrenceWindow(to: Self.endOf("2026-10-10")),
      calendar: Self.calendar, policy: policy, addsMakeUpDays: addsMakeUpDays)
    #expect(try Self.all(expansion) == expected)
    #expect(expansion.startIsWorkingDay == true)
    #expect(expansion.dataEnd == nil)
    #expect(expansion.movedBeforeStart.isEmpty)
  }

  /// A set that starts on a day off: with the previous-working-day policy
  /// each day off of the break would move before the start, where nothing
  /// moves, so they are dropped and named.
  @Test func daysOffThatWouldMoveBeforeTheStartAreNamed() throws {
    let set = try Self.set("FREQ=DAILY", start: "2026-10-01")
    let expansion = RuleExpansion(
      set, window: RecurrenceWindow(to: Self.endOf("2026-10-09")), calendar: Self.calendar,
      policy: .previousWorkday, addsMakeUpDays: false)
    #expect(expansion.startIsWorkingDay == false)
    #expect(expansion.movedBeforeStart.map { "\($0.day)>\($0.to)" } == (1...7).map { "2026-10-0\($0)>2026-09-30" })
    #expect(try Self.all(expansion) == ["2026-10-08", "2026-10-09"])
  }

  /// A window without an end, laid over the calendar, ends where the data
  /// does; the set's first occurrence after it is what the next notice
  /// may answer.
  @Test func aWindowWithoutAnEndEndsWithTheData() throws {
    let set = try Self.set("FREQ=MONTHLY;BYMONTHDAY=1", start: "2026-01-01")
    let expansion = RuleExpansion(
      set, window: RecurrenceWindow(), calendar: Self.calendar, policy: .keep, addsMakeUpDays: false)
    let end = try #require(Self.calendar.lastDayOfData(from: set.start.date))
    #expect(expansion.dataEnd == end)
    let days = try Self.all(expansion)
    #expect(days.last.flatMap { CivilDate(iso8601: $0) }.map { $0 <= end } == true)
    #expect(set.firstOccurrence(after: end)?.date == CivilDate(year: end.year + 1, month: 1, day: 1))
  }

  @Test(arguments: [
    ("FREQ=WEEKLY;BYDAY=MO", "2026-09-28", true),
    ("FREQ=WEEKLY;BYDAY=MO", "2026-09-30", false),
    ("FREQ=MONTHLY;BYMONTHDAY=31", "2026-02-28", false),
  ])
  func whetherTheStartIsOneOfTheRulesDays(rule: String, start: String, expected: Bool) throws {
    #expect(try Self.set(rule, start: start).startIsAnOccurrence == expected)
  }
}
