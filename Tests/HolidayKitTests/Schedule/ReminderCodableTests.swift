import Foundation
import Testing

@testable import HolidayKit

struct ReminderCodableTests {
  private static let monday = CivilDate(year: 2026, month: 1, day: 5)!
  private static let clockIn = Reminder(
    identifier: "clock-in", title: "上班", location: "Office", notes: "Badge at the door",
    url: "https://example.com/", time: TimeOfDay(hour: 8, minute: 50), duration: .minutes(10),
    alarms: [.before(.minutes(10)), .atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)],
    selection: DaySelection(
      base: .rule(try! RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), start: monday),
      addsMakeUpDays: true),
    isBusy: true)

  /// What an app saves, as a person would read and edit it (JSONEncoder
  /// escapes `/` unless told `.withoutEscapingSlashes`).
  @Test func aFullReminderReadsWell() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let json = String(decoding: try encoder.encode(Self.clockIn), as: UTF8.self)
    #expect(
      json == #"""
        {
          "alarms" : [
            {
              "before" : 600
            },
            {
              "at" : "21:00",
              "dayOffset" : -1
            }
          ],
          "duration" : 600,
          "identifier" : "clock-in",
          "isBusy" : true,
          "language" : "zh",
          "location" : "Office",
          "marksMakeUpDays" : true,
          "notes" : "Badge at the door",
          "selection" : {
            "addsMakeUpDays" : true,
            "base" : {
              "rule" : "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
              "start" : "2026-01-05"
            },
            "dayOffPolicy" : "skip",
            "onlyMakeUpDays" : false
          },
          "time" : "08:50",
          "title" : "上班",
          "url" : "https:\/\/example.com\/"
        }
        """#)
    #expect(try decode(Reminder.self, from: json) == Self.clockIn)
  }

  @Test(arguments: [
    (
      Reminder(title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, alarms: [.before(.minutes(10))]),
      #"{"alarms":[{"before":600}],"duration":1800,"identifier":"clock-in","isBusy":false,"language":"en","marksMakeUpDays":true,"selection":{"addsMakeUpDays":true,"base":"workWeek","dayOffPolicy":"skip","onlyMakeUpDays":false},"time":"08:50","title":"Clock in"}"#
    ),
    (
      Reminder.allDay(
        title: "明天补班", alarms: [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)],
        selection: DaySelection(onlyMakeUpDays: true)),
      #"{"alarms":[{"at":"21:00","dayOffset":-1}],"allDay":true,"duration":1800,"identifier":"rff41937a","isBusy":false,"language":"zh","marksMakeUpDays":false,"selection":{"addsMakeUpDays":true,"base":"workWeek","dayOffPolicy":"skip","onlyMakeUpDays":true},"title":"明天补班"}"#
    ),
    (
      Reminder.allDay(title: "Pay day", selection: DaySelection(base: .workdays(.positionsInMonth([-1])))),
      #"{"alarms":[],"allDay":true,"duration":1800,"identifier":"pay-day","isBusy":false,"language":"en","marksMakeUpDays":true,"selection":{"addsMakeUpDays":false,"base":{"workdays":{"positionsInMonth":[-1]}},"dayOffPolicy":"skip","onlyMakeUpDays":false},"title":"Pay day"}"#
    ),
    (
      Reminder(
        identifier: "review", title: "Review", time: TimeOfDay(hour: 16, minute: 0, second: 30),
        duration: ICalendarDuration(seconds: 0), alarms: [.before(ICalendarDuration(seconds: 0)), .before(.hours(1))],
        selection: DaySelection(
          base: .rule(try! RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"), start: monday),
          dayOffPolicy: .previousWorkday),
        marksMakeUpDays: false, language: .chinese),
      #"{"alarms":[{"before":0},{"before":3600}],"duration":0,"identifier":"review","isBusy":false,"language":"zh","marksMakeUpDays":false,"selection":{"addsMakeUpDays":false,"base":{"rule":"FREQ=WEEKLY;INTERVAL=2;BYDAY=FR","start":"2026-01-05"},"dayOffPolicy":"previous-workday","onlyMakeUpDays":false},"time":"16:00:30","title":"Review"}"#
    ),
  ])
  func roundTrips(reminder: Reminder, json: String) throws {
    try expectRoundTrip(reminder, json)
  }

  /// A title and a time (or `"allDay": true`) are enough; the rest takes
  /// the initialiser's defaults, the identifier and language derived from
  /// the title.
  @Test func missingKeysTakeTheDefaults() throws {
    #expect(
      try decode(Reminder.self, from: #"{"title": "Clock in", "time": "08:50"}"#)
        == Reminder(
          title: "Clock in", time: TimeOfDay(hour: 8, minute: 50)!, duration: ICalendarDuration(seconds: 1800)))
    #expect(
      try decode(Reminder.self, from: #"{"title": "补班", "allDay": true, "selection": {"onlyMakeUpDays": true}}"#)
        == Reminder.allDay(title: "补班", selection: DaySelection(onlyMakeUpDays: true)))
    #expect(try decode(Reminder.self, from: #"{"title": "x", "allDay": true, "location": null}"#).location == nil)
  }

  @Test(arguments: [
    (#"{"time": "08:50"}"#, #"missing "title": expected a title such as "Clock in""#),
    (#"{"title": "Clock in"}"#, #"missing "time": expected a time such as "08:50", or "allDay": true"#),
    (#"{"title": "Clock in", "tme": "08:50"}"#, #"unknown key "tme""#),
    (#"{"title": "Clock in", "allDay": false}"#, #"missing "time""#),
    (
      #"{"title": "Clock in", "time": "08:50", "allDay": true}"#, #"expected either "time" or "allDay": true, not both"#
    ),
    (#"{"title": "Clock in", "time": "8:50"}"#, #"expected a time such as "08:50" or "08:50:30", got "8:50""#),
    (#"{"title": "Clock in", "time": 850}"#, #"got 850"#),
    (#"{"title": 7, "time": "08:50"}"#, #"expected a title such as "Clock in", got 7"#),
    (
      #"{"title": "Clock in", "time": "08:50", "identifier": "clock in"}"#,
      #"expected an identifier of 1 to 64 ASCII letters, digits, '-', '_' or '.', got "clock in""#
    ),
    (#"{"title": "Clock in", "time": "08:50", "identifier": ""}"#, #"got """#),
    (
      #"{"title": "Clock in", "time": "08:50", "duration": "30m"}"#,
      #"expected a whole number of seconds such as 600, got "30m""#
    ),
    (
      #"{"title": "Clock in", "time": "08:50", "duration": -60}"#,
      "expected a length from 0 to 86400000 seconds (1000 days), got -60"
    ),
    (#"{"title": "Clock in", "time": "08:50", "alarms": ["10m"]}"#, #"expected an alarm such as {"before": 600}"#),
    (
      #"{"title": "Clock in", "time": "08:50", "alarms": {"before": 600}}"#,
      #"expected a list of alarms such as [{"before": 600}]"#
    ),
    (#"{"title": "Clock in", "time": "08:50", "isBusy": "yes"}"#, #"expected true or false, got "yes""#),
    (#"{"title": "Clock in", "time": "08:50", "language": "fr"}"#, #"expected a language code "en" or "zh", got "fr""#),
    (
      #"{"title": "Clock in", "time": "08:50", "selection": {"base": {"rule": "FREQ=MINUTELY", "start": "2026-01-05"}}}"#,
      "expected a rule of whole days"
    ),
    (
      #""Clock in at 08:50""#,
      #"expected a reminder such as {"title": "Clock in", "time": "08:50"}, got "Clock in at 08:50""#
    ),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(Reminder.self, json, message)
  }

  @Test(arguments: [
    Reminder(identifier: "clock in", title: "Clock in", time: .midnight),
    Reminder(identifier: "x", title: "x", time: .midnight, duration: .minutes(-1)),
  ])
  func refusesToWriteWhatCouldNotBeReadBack(reminder: Reminder) {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(reminder) }
  }
}
