import Testing

@testable import HolidayKit

struct RecurrenceRuleParsingTests {
  @Test func readsEveryPart() throws {
    let rule = try RecurrenceRule(
      parsing:
        "RRULE:freq=yearly;interval=2;count=7;bysecond=0,30;byminute=5;byhour=9,17;byday=MO,-1FR,2tu;bymonthday=1,-1;byyearday=100,-100;bymonth=1,12;bysetpos=1,-1;wkst=su"
    )
    #expect(rule.frequency == .yearly)
    #expect(rule.interval == 2)
    #expect(rule.end == .afterOccurrences(7))
    #expect(rule.seconds == [0, 30])
    #expect(rule.minutes == [5])
    #expect(rule.hours == [9, 17])
    #expect(
      rule.weekdays == [
        .init(weekday: .monday), .init(ordinal: -1, weekday: .friday), .init(ordinal: 2, weekday: .tuesday),
      ])
    #expect(rule.daysOfTheMonth == [1, -1])
    #expect(rule.daysOfTheYear == [100, -100])
    #expect(rule.weeks == [])
    #expect(try RecurrenceRule(parsing: "FREQ=YEARLY;BYWEEKNO=20,-1").weeks == [20, -1])
    #expect(rule.months == [1, 12])
    #expect(rule.setPositions == [1, -1])
    #expect(rule.weekStart == .sunday)
  }

  @Test(arguments: [
    ("FREQ=DAILY;UNTIL=19971224", RecurrenceRule.End.until(.date(CivilDate(year: 1997, month: 12, day: 24)!))),
    ("FREQ=DAILY;UNTIL=19971224T000000Z", .until(.utc(LocalDateTime(parsing: "1997-12-24T00:00:00")!))),
    ("FREQ=DAILY;UNTIL=19971224T090000", .until(.floating(LocalDateTime(parsing: "1997-12-24T09:00:00")!))),
    ("FREQ=DAILY", .never),
  ])
  func untilForms(text: String, end: RecurrenceRule.End) throws {
    #expect(try RecurrenceRule(parsing: text).end == end)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var message: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    ErrorCase(text: "", message: "malformed part '': expected NAME=VALUE, such as 'FREQ=DAILY'"),
    ErrorCase(text: "BYDAY=MO", message: "missing FREQ: a rule needs one, such as 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'"),
    ErrorCase(text: "FREQ=DAILY;", message: "malformed part '': expected NAME=VALUE, such as 'FREQ=DAILY'"),
    ErrorCase(
      text: "FREQ=FORTNIGHTLY",
      message:
        "invalid FREQ value 'FORTNIGHTLY': expected one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY"),
    ErrorCase(
      text: "FREQ=DAILY;BYWEEKDAY=MO",
      message:
        "unknown part 'BYWEEKDAY=MO': expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST"
    ),
    ErrorCase(
      text: "FREQ=DAILY;X-NAME=1",
      message:
        "unknown part 'X-NAME=1': expected FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS or WKST"
    ),
    ErrorCase(text: "FREQ=DAILY;freq=WEEKLY", message: "duplicate part 'FREQ': each part may appear once"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYMONTHDAY=0",
      message: "invalid BYMONTHDAY value '0': expected integers from 1 to 31 or -31 to -1, such as '1,15,-1'"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYMONTHDAY=32",
      message: "invalid BYMONTHDAY value '32': expected integers from 1 to 31 or -31 to -1, such as '1,15,-1'"),
    ErrorCase(
      text: "FREQ=YEARLY;BYMONTH=13",
      message: "invalid BYMONTH value '13': expected integers from 1 to 12, such as '1,6,12'"),
    ErrorCase(
      text: "FREQ=YEARLY;BYMONTH=1,,2",
      message: "invalid BYMONTH value '1,,2': expected integers from 1 to 12, such as '1,6,12'"),
    ErrorCase(
      text: "FREQ=DAILY;BYHOUR=24", message: "invalid BYHOUR value '24': expected integers from 0 to 23, such as '9,17'"
    ),
    ErrorCase(
      text: "FREQ=DAILY;BYMINUTE=60",
      message: "invalid BYMINUTE value '60': expected integers from 0 to 59, such as '0,15,30,45'"),
    ErrorCase(
      text: "FREQ=DAILY;BYSECOND=61",
      message: "invalid BYSECOND value '61': expected integers from 0 to 60, such as '0,30'"),
    ErrorCase(
      text: "FREQ=YEARLY;BYYEARDAY=367",
      message: "invalid BYYEARDAY value '367': expected integers from 1 to 366 or -366 to -1, such as '1,100,-1'"),
    ErrorCase(
      text: "FREQ=YEARLY;BYWEEKNO=54",
      message: "invalid BYWEEKNO value '54': expected integers from 1 to 53 or -53 to -1, such as '1,20,-1'"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0",
      message: "invalid BYSETPOS value '0': expected integers from 1 to 366 or -366 to -1, such as '1,-1'"),
    ErrorCase(
      text: "FREQ=WEEKLY;BYDAY=MON",
      message:
        "invalid BYDAY value 'MON': expected weekday codes such as 'MO,WE,FR', optionally numbered such as '2TU' or '-1FR'"
    ),
    ErrorCase(
      text: "FREQ=MONTHLY;BYDAY=0MO",
      message:
        "invalid BYDAY value '0MO': expected numbered weekdays from 1 to 53 or -53 to -1, such as '2TU' or '-1FR'"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYDAY=+54MO",
      message:
        "invalid BYDAY value '+54MO': expected numbered weekdays from 1 to 53 or -53 to -1, such as '2TU' or '-1FR'"),
    ErrorCase(text: "FREQ=DAILY;COUNT=3;UNTIL=20260101", message: "'COUNT' and 'UNTIL' cannot be used together"),
    ErrorCase(
      text: "FREQ=DAILY;INTERVAL=0", message: "invalid INTERVAL value '0': expected an integer from 1 to 2147483647"),
    ErrorCase(
      text: "FREQ=DAILY;INTERVAL=-1", message: "invalid INTERVAL value '-1': expected an integer from 1 to 2147483647"),
    ErrorCase(
      text: "FREQ=DAILY;COUNT=99999999999999999999999",
      message: "invalid COUNT value '99999999999999999999999': expected an integer from 1 to 2147483647"),
    ErrorCase(
      text: "FREQ=DAILY;COUNT=2147483648",
      message: "invalid COUNT value '2147483648': expected an integer from 1 to 2147483647"),
    ErrorCase(
      text: "FREQ=DAILY;COUNT=+3", message: "invalid COUNT value '+3': expected an integer from 1 to 2147483647"),
    ErrorCase(
      text: "FREQ=DAILY;UNTIL=2026-01-01",
      message:
        "invalid UNTIL value '2026-01-01': expected a date such as 19971224 or a UTC date-time such as 19971224T000000Z"
    ),
    ErrorCase(
      text: "FREQ=DAILY;WKST=XX",
      message: "invalid WKST value 'XX': expected a weekday code MO, TU, WE, TH, FR, SA or SU"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYSETPOS=1", message: "'BYSETPOS' is not allowed: it needs another BYxxx part to select from"),
    ErrorCase(text: "FREQ=MONTHLY;BYWEEKNO=1", message: "'BYWEEKNO' is not allowed: it is only valid with FREQ=YEARLY"),
    ErrorCase(
      text: "FREQ=WEEKLY;BYMONTHDAY=1", message: "'BYMONTHDAY' is not allowed: it is not valid with FREQ=WEEKLY"),
    ErrorCase(
      text: "FREQ=MONTHLY;BYYEARDAY=1",
      message: "'BYYEARDAY' is not allowed: it is not valid with FREQ=DAILY, WEEKLY or MONTHLY"),
    ErrorCase(
      text: "FREQ=DAILY;BYYEARDAY=1",
      message: "'BYYEARDAY' is not allowed: it is not valid with FREQ=DAILY, WEEKLY or MONTHLY"),
    ErrorCase(
      text: "FREQ=WEEKLY;BYDAY=1MO",
      message: "'BYDAY=1MO' is not allowed: a numbered weekday is only valid with FREQ=MONTHLY or FREQ=YEARLY"),
    ErrorCase(
      text: "FREQ=YEARLY;BYWEEKNO=1;BYDAY=-1MO",
      message: "'BYDAY=-1MO' is not allowed: a numbered weekday is not valid with FREQ=YEARLY and BYWEEKNO"),
    ErrorCase(text: "FREQ", message: "malformed part 'FREQ': expected NAME=VALUE, such as 'FREQ=DAILY'"),
    ErrorCase(text: "=DAILY", message: "malformed part '=DAILY': expected NAME=VALUE, such as 'FREQ=DAILY'"),
  ])
  func rejectsWithAMessageQuotingThePart(_ row: ErrorCase) {
    let error = #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(parsing: row.text) }
    #expect(error?.description == row.message)
  }

  /// validate() itself, on rules made without the public initialiser's
  /// check (which calls it).
  @Test func validatesRulesBuiltInCode() {
    #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(uncheckedFrequency: .daily, interval: 0).validate() }
    #expect(throws: RecurrenceRuleError.self) {
      try RecurrenceRule(uncheckedFrequency: .monthly, daysOfTheMonth: [Int.min]).validate()
    }
    #expect(throws: RecurrenceRuleError.self) {
      try RecurrenceRule(uncheckedFrequency: .daily, end: .afterOccurrences(0)).validate()
    }
    #expect(throws: Never.self) { try RecurrenceRule(uncheckedFrequency: .daily, interval: 2).validate() }
  }
}

struct RecurrenceRuleFormattingTests {
  @Test(arguments: [
    ("byday=-1fr;freq=monthly", "FREQ=MONTHLY;BYDAY=-1FR"),
    ("RRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TU", "FREQ=WEEKLY;BYDAY=MO,TU"),
    ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=3", "FREQ=YEARLY;COUNT=3;BYMONTHDAY=29;BYMONTH=2"),
    ("FREQ=DAILY;UNTIL=19971224T000000Z;INTERVAL=2", "FREQ=DAILY;INTERVAL=2;UNTIL=19971224T000000Z"),
    ("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
    ("FREQ=HOURLY;BYSECOND=0;BYMINUTE=0,30;BYHOUR=9;WKST=SU", "FREQ=HOURLY;BYSECOND=0;BYMINUTE=0,30;BYHOUR=9;WKST=SU"),
    ("FREQ=YEARLY;BYWEEKNO=20,-1;BYYEARDAY=1,-1;BYDAY=MO", "FREQ=YEARLY;BYDAY=MO;BYYEARDAY=1,-1;BYWEEKNO=20,-1"),
  ])
  func canonicalText(input: String, canonical: String) throws {
    let rule = try RecurrenceRule(parsing: input)
    #expect(rule.rfc5545Text == canonical)
    #expect(try RecurrenceRule(parsing: rule.rfc5545Text) == rule)
  }
}

/// Every public way to make a rule checks it, so expansion never meets an
/// INTERVAL of 0 (which would never advance) or a part out of range.
struct RecurrenceRuleValidationTests {
  @Test func theMemberwiseInitialiserValidates() throws {
    #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(frequency: .hourly, interval: 0) }
    #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(frequency: .monthly, daysOfTheMonth: [32]) }
    let rule = try RecurrenceRule(frequency: .weekly, weekdays: [.init(weekday: .monday)])
    #expect(rule.rfc5545Text == "FREQ=WEEKLY;BYDAY=MO")
  }
}
