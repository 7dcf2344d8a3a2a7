import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar
@testable import WorkdayCLI

struct ConfigurationTests {
  private static func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    try Configuration(json: Array(text.utf8), source: "reminders.json")
  }

  @Test func readsACompleteFile() throws {
    let configuration = try Self.parse(
      """
      {
        "year": "2026-2027", "workWeek": "MO-SA", "timeZone": "Europe/Berlin", "assumeRegularWeek": true,
        "holidays": ["data"], "overlays": ["leave.json", "company.json"],
        "calendars": [
          {"output": "work.ics", "name": "Work", "color": "teal", "refresh": "1d", "timeZone": "UTC", "style": "compact",
           "reminders": [
             {"title": "Clock in", "time": "08:50", "duration": "10m", "rule": "FREQ=WEEKLY;BYDAY=MO,WE,FR",
              "ruleStart": "2026-01-05", "onDayOff": "next-workday", "addMakeUpDays": true, "alarms": ["10m", "-1d 21:00"],
              "location": "Office", "description": "Badge in", "url": "https://example.com", "id": "clock-in"},
             {"title": "Report", "workdayOfMonth": [1, -1]},
             {"title": "Pay", "workdayOfMonth": -1, "allDay": true},
             {"title": "Water plants", "everyNthWorkday": 3, "ruleStart": "2026-01-05"},
             {"title": "Eve", "beforeDaysOff": true, "alarms": []},
             {"title": "Back", "afterDaysOff": true},
             {"title": "明天补班", "only": "make-up-days", "allDay": true}
           ]},
          {"output": "other.ics", "reminders": [{}]}
        ]
      }
      """)
    #expect(configuration.years == 2026...2027)
    #expect(configuration.workWeek == WorkWeek(parsing: "MO-SA"))
    #expect(configuration.timeZone?.identifier == "Europe/Berlin")
    #expect(configuration.assumesRegularWeek)
    #expect(configuration.overlays == ["leave.json", "company.json"])
    #expect(configuration.calendars.map(\.output) == ["work.ics", "other.ics"])
    let work = try #require(configuration.calendars.first)
    #expect(work.style == .compact)
    #expect(work.color == CalendarColor(parsing: "teal"))
    #expect(work.refresh == ICalendarDuration(seconds: 86_400))
    #expect(work.reminders.count == 7)
    let start = CivilDate(year: 2026, month: 1, day: 1)!
    let reminders = try work.reminders.map { try $0.reminder(rangeStart: start) }
    #expect(reminders[0].selection.dayOffPolicy == .nextWorkday)
    #expect(
      reminders[0].alarms == [
        .before(ICalendarDuration(seconds: 600)), .atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!),
      ])
    #expect(reminders[1].selection.base == .workdays(.positionsInMonth([1, -1])))
    #expect(reminders[2].selection.base == .workdays(.positionsInMonth([-1])))
    #expect(reminders[2].time == nil)
    #expect(
      reminders[3].selection.base == .workdays(.everyNth(interval: 3, start: CivilDate(year: 2026, month: 1, day: 5)!)))
    #expect(reminders[4].alarms.isEmpty)
    #expect(reminders[6].selection.onlyMakeUpDays)
    #expect(configuration.calendars[1].reminders == [ReminderRequest()])
  }

  @Test func remindersThatCountFromADayMustNameIt() throws {
    let configuration = try Self.parse(
      #"{"calendars": [{"reminders": [{"title": "b", "everyNthWorkday": 3, "ruleStart": "2026-01-05"}, {"title": "c", "rule": "FREQ=WEEKLY;BYDAY=TU"}]}]}"#
    )
    let start = CivilDate(year: 2026, month: 3, day: 1)!
    let reminders = try configuration.calendars[0].reminders.map { try $0.reminder(rangeStart: start) }
    #expect(
      reminders.map(\.selection.base) == [
        .workdays(.everyNth(interval: 3, start: CivilDate(year: 2026, month: 1, day: 5)!)),
        .rule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TU"), start: start),
      ])
    #expect(throws: ConfigurationError.self) {
      try Self.parse(#"{"calendars": [{"reminders": [{"title": "a", "everyNthWorkday": 3}]}]}"#)
    }
  }

  @Test(arguments: [
    ("[]", "reminders.json: expected an object, got an array"),
    ("{", "reminders.json:1:2: malformed JSON: expected a string key in an object, got end of input"),
    (
      #"{"calendars": [], "x": 1}"#,
      #"reminders.json: unknown key "x"; expected one of calendars, year, from, to, workWeek, weekAnchor, timeZone, holidays, overlays, assumeRegularWeek, provisional, builtinData, groups, halfDay"#
    ),
    (#"{"year": 2026}"#, #"reminders.json: missing key "calendars""#),
    (#"{"calendars": {}}"#, "reminders.json: calendars: expected an array, got an object"),
    (#"{"calendars": []}"#, "reminders.json: calendars: expected at least one calendar"),
    (
      #"{"calendars": [{"reminders": [{"everyNthWorkday": 3}]}]}"#,
      #"reminders.json: calendars[0].reminders[0]: "everyNthWorkday" depends on the day it counts from (every 3 working days): give "ruleStart" DATE, its first day, so that its days do not move with the day the calendar is made"#
    ),
    (
      #"{"calendars": [{"reminders": [{"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0]: "rule" depends on the day it counts from (INTERVAL=2): give "ruleStart" DATE, its first day, so that its days do not move with the day the calendar is made"#
    ),

    (#"{"calendars": [{"reminders": []}]}"#, "reminders.json: calendars[0].reminders: expected at least one reminder"),
    (#"{"calendars": [{"output": "a.ics"}]}"#, #"reminders.json: calendars[0]: missing key "reminders""#),
    (
      #"{"calendars": [{"reminders": [{}]}], "year": "26"}"#,
      #"reminders.json: year: expected a year such as 2026 or a range such as "2026-2027", got "26""#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "year": 2026, "from": "2026-01-01"}"#,
      "reminders.json: year: cannot be used with from or to"
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "from": "2026-1-1"}"#,
      #"reminders.json: from: expected a date such as "2026-01-01", got "2026-1-1""#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "workWeek": "weekdays"}"#,
      #"reminders.json: workWeek: expected weekday codes and ranges such as "MO-FR" or "MO,WE,FR", or rotating weeks such as "MO-SA/MO-FR", got "weekdays""#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "workWeek": "MO-SA/MO-FR"}"#,
      #"reminders.json: workWeek: a rotating week needs "weekAnchor": a day of the week that follows its first pattern"#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "weekAnchor": "2026-01-05"}"#,
      #"reminders.json: weekAnchor: needs a rotating "workWeek" such as "MO-SA/MO-FR""#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "timeZone": "Beijing"}"#,
      #"reminders.json: timeZone: expected an IANA time zone name such as "Asia/Shanghai", got "Beijing""#
    ),
    (
      #"{"calendars": [{"reminders": [{}]}], "holidays": "data"}"#,
      #"reminders.json: holidays: expected an array, got "data""#
    ),
    (
      #"{"calendars": [{"reminders": [{}], "color": "nope"}]}"#,
      ##"reminders.json: calendars[0].color: expected a CSS colour name such as "teal" or "#RRGGBB", got "nope""##
    ),
    (
      #"{"calendars": [{"reminders": [{}], "style": "dense"}]}"#,
      #"reminders.json: calendars[0].style: expected "expanded" or "compact", got "dense""#
    ),
    (
      #"{"calendars": [{"reminders": [{}], "output": "a.ics"}, {"reminders": [{}], "output": "a.ics"}]}"#,
      #"reminders.json: calendars[1].output: "a.ics" is already the output of calendars[0]"#
    ),
    (
      #"{"calendars": [{"reminders": [{"time": "8:50"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].time: expected HH:MM such as 08:50, got "8:50""#
    ),
    (
      #"{"calendars": [{"reminders": [{"allDay": "yes"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].allDay: expected true or false, got "yes""#
    ),
    (
      #"{"calendars": [{"reminders": [{"allDay": true, "time": "09:00"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0]: "time" and "allDay" cannot be used together"#
    ),
    (
      #"{"calendars": [{"reminders": [{"onDayOff": "skip"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0]: "onDayOff" needs "rule""#
    ),
    (
      #"{"calendars": [{"reminders": [{"rule": "FREQ=WEEKLY;BYMONTHDAY=1"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].rule: expected an RFC 5545 rule ('BYMONTHDAY' is not allowed: it is not valid with FREQ=WEEKLY), got "FREQ=WEEKLY;BYMONTHDAY=1""#
    ),
    (
      #"{"calendars": [{"reminders": [{"everyNthWorkday": 0}]}]}"#,
      "reminders.json: calendars[0].reminders[0].everyNthWorkday: expected a whole number from 1 to 366, got 0"
    ),
    (
      #"{"calendars": [{"reminders": [{"workdayOfMonth": 1.5}]}]}"#,
      "reminders.json: calendars[0].reminders[0].workdayOfMonth: expected a whole number from -31 to 31, got 1.5"
    ),
    (
      #"{"calendars": [{"reminders": [{"only": "make-up-days", "addMakeUpDays": false}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].addMakeUpDays: false leaves out every day of "only": "make-up-days"; leave it out"#
    ),
    (
      #"{"calendars": [{"reminders": [{"workdayOfMonth": 0}]}]}"#,
      "reminders.json: calendars[0].reminders[0].workdayOfMonth: expected positions from 1 to 31 or -31 to -1, such as 1 (the first) or -1 (the last), got 0"
    ),
    (
      #"{"calendars": [{"reminders": [{"workdayOfMonth": [1, 0]}]}]}"#,
      "reminders.json: calendars[0].reminders[0].workdayOfMonth[1]: expected positions from 1 to 31 or -31 to -1, such as 1 (the first) or -1 (the last), got 0"
    ),
    (
      #"{"calendars": [{"reminders": [{"duration": "10000d"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].duration: expected a length of at most 1000 days (1000d), got "10000d""#
    ),
    (
      #"{"calendars": [{"reminders": [{"workdayOfMonth": ["1"]}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].workdayOfMonth[0]: expected a whole number from -31 to 31, got "1""#
    ),
    (
      #"{"calendars": [{"reminders": [{"alarms": ["10m", 5]}]}]}"#,
      "reminders.json: calendars[0].reminders[0].alarms[1]: expected a string, got 5"
    ),
    (
      #"{"calendars": [{"reminders": [{"title": "A"}, {"title": "a"}]}]}"#,
      #"reminders.json: calendars[0].reminders[1]: its id "a", made from its title "a", is already used by calendars[0].reminders[0] (titled "A"); give one of them a different "id" so that their UIDs differ"#
    ),
    (
      #"{"calendars": [{"reminders": [{"title": "上班"}, {"title": "上班", "time": "13:30"}]}]}"#,
      #"reminders.json: calendars[0].reminders[1]: its id "\#(Reminder.identifier(forTitle: "上班"))", made from its title "上班", is already used by calendars[0].reminders[0] (titled "上班"); give one of them a different "id" so that their UIDs differ"#
    ),
    (
      #"{"calendars": [{"reminders": [{"title": "A", "id": "x"}, {"title": "B", "id": "x"}]}]}"#,
      #"reminders.json: calendars[0].reminders[1]: its id "x" is already used by calendars[0].reminders[0]; give one of them a different "id" so that their UIDs differ"#
    ),
    (
      #"{"calendars": [{"reminders": [{"id": "has space"}]}]}"#,
      #"reminders.json: calendars[0].reminders[0].id: expected 1 to 64 letters, digits, '-', '_' or '.', got "has space""#
    ),
  ])
  func rejectsWithThePathAndWhatWasExpected(text: String, message: String) {
    #expect(throws: (any Error).self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aLongTitleGetsAnIdentifierAndALongBadValueAShortMessage() throws {
    let title = String(repeating: "Clock in now ", count: 20)
    let configuration = try Self.parse(#"{"calendars": [{"reminders": [{"title": "\#(title)"}]}]}"#)
    let reminder = try configuration.calendars[0].reminders[0].reminder(
      rangeStart: CivilDate(year: 2026, month: 1, day: 1)!)
    #expect(Reminder.isValidIdentifier(reminder.identifier))
    let huge = String(repeating: "9", count: 1_000_000)
    do {
      _ = try Self.parse(#"{"calendars": [{"reminders": [{"time": "\#(huge)"}]}]}"#)
      Issue.record("a bad time was accepted")
    } catch {
      #expect(
        "\(error)"
          == #"reminders.json: calendars[0].reminders[0].time: expected HH:MM such as 08:50, got "9999999999999999999999999999999999999999"…"#
      )
    }
  }

  @Test func busyAndTheMakeUpMarkAreReminderFields() throws {
    let configuration = try Self.parse(
      #"{"calendars": [{"reminders": [{"title": "a", "busy": true, "markMakeUpDays": false}, {"title": "b"}, {"title": "c", "only": "make-up-days"}]}]}"#
    )
    let reminders = try configuration.calendars[0].reminders.map {
      try $0.reminder(rangeStart: CivilDate(year: 2026, month: 1, day: 1)!)
    }
    #expect(reminders.map(\.isBusy) == [true, false, false])
    #expect(reminders.map(\.marksMakeUpDays) == [false, true, false])
  }
}
