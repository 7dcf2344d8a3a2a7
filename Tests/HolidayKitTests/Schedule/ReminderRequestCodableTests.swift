import Foundation
import Testing

@testable import HolidayKit

/// A reminder written as a person writes it in a configuration file is read
/// by `Reminder`'s Codable too, with the configuration's defaults and
/// messages: one schema for what people write.
struct ReminderRequestCodableTests {
  private static let monday = CivilDate(year: 2026, month: 1, day: 5)!

  /// The same object read by the configuration's path.
  private static func configured(_ json: String) throws -> Reminder {
    let value = try JSONParser.parse(Array(json.utf8))
    return try ReminderRequest(json: value, at: "").reminder(rangeStart: monday)
  }

  @Test(arguments: [
    #"{"title": "Clock in", "time": "08:50", "alarms": ["10m", "-1d 21:00"], "busy": true}"#,
    #"{"title": "Clock in", "duration": "1h", "busy": false}"#,
    #"{"id": "eve", "allDay": true, "only": "make-up-days"}"#,
    #"{"title": "Stand-up", "rule": "FREQ=WEEKLY;BYDAY=MO", "ruleStart": "2026-01-05", "onDayOff": "next-workday"}"#,
    #"{"title": "Report", "workdayOfMonth": [-1], "description": "Send it", "markMakeUpDays": false, "lang": "en"}"#,
    #"{"everyNthWorkday": 3, "ruleStart": "2026-01-05", "addMakeUpDays": true}"#,
  ])
  func readsWhatAConfigurationHolds(json: String) throws {
    #expect(try decode(Reminder.self, from: json) == (try Self.configured(json)))
  }

  @Test func theDefaultsAreTheConfigurations() throws {
    let reminder = try decode(Reminder.self, from: #"{"busy": true}"#)
    #expect(reminder.title == "上班")
    #expect(reminder.time == TimeOfDay(hour: 9, minute: 0))
    #expect(reminder.duration == .minutes(30))
    #expect(reminder.alarms == [.before(.minutes(10))])
    #expect(reminder.marksMakeUpDays && reminder.isBusy)
  }

  @Test(arguments: [
    (#"{"busy": true, "time": "8:50"}"#, ["time"], #"expected HH:MM such as 08:50, got "8:50""#),
    (#"{"busy": true, "alarms": ["10m", 5]}"#, ["alarms", "1"], "expected a string, got 5"),
    (#"{"busy": true, "tim": "08:50"}"#, [], #"unknown key "tim"; expected one of title, location"#),
    (#"{"busy": true, "time": "08:50", "allDay": true}"#, [], #""time" and "allDay" cannot be used together"#),
    (#"{"rule": "FREQ=WEEKLY;BYDAY=MO"}"#, [], #""rule" needs "ruleStart""#),
  ])
  func mistakesNameTheirKey(json: String, path: [String], message: String) {
    do {
      let value = try decode(Reminder.self, from: json)
      Issue.record("decoded \(json) as \(value)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == path)
      #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
    } catch {
      Issue.record("expected dataCorrupted, got \(error)")
    }
  }

  @Test func reminderOwnFormIsReadAsBefore() throws {
    let reminder = try decode(Reminder.self, from: #"{"title": "Clock in", "time": "08:50"}"#)
    #expect(reminder.alarms.isEmpty, "the keys both forms have: the library's own form and its defaults")
    expectCorrupted(Reminder.self, #"{"title": "Clock in", "time": "08:50", "duration": "30m"}"#, "seconds")
  }
}
