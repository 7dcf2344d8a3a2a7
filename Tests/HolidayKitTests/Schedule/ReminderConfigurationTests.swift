import Foundation
import Testing

@testable import HolidayKit

/// A reminder as a person writes it in a configuration file is read by
/// `ReminderConfiguration`, with the configuration's defaults and messages;
/// `Reminder`'s own Codable form never switches to it, so a saved setting
/// keeps its meaning whatever key is added.
struct ReminderConfigurationTests {
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
    #"{"title": "Clock in", "time": "08:50"}"#,
  ])
  func readsWhatAConfigurationHolds(json: String) throws {
    #expect(try decode(ReminderConfiguration.self, from: json).reminder == (try Self.configured(json)))
  }

  @Test func theDefaultsAreTheConfigurations() throws {
    let reminder = try decode(ReminderConfiguration.self, from: #"{"busy": true}"#).reminder
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
      let value = try decode(ReminderConfiguration.self, from: json)
      Issue.record("decoded \(json) as \(value)")
    } catch let error as ReminderDecodingError {
      #expect(error.path == path)
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.localizedDescription == error.description)
    } catch {
      Issue.record("expected ReminderDecodingError, got \(error)")
    }
  }

  /// Adding a key never switches forms: a saved reminder means the same,
  /// and a key of the other form is refused, naming the type that reads it.
  @Test func aSavedSettingKeepsItsMeaning() throws {
    let saved = try decode(Reminder.self, from: #"{"title": "x", "time": "07:30"}"#)
    #expect(saved.alarms.isEmpty)
    let withKey = try decode(Reminder.self, from: #"{"title": "x", "time": "07:30", "isBusy": false}"#)
    #expect(withKey == saved)
    do {
      _ = try decode(Reminder.self, from: #"{"title": "x", "time": "07:30", "busy": false}"#)
      Issue.record("read a configuration's key as the saved form")
    } catch let error as ReminderDecodingError {
      #expect(error.cause == .unknownKey("busy"))
      #expect(error.message.contains("ReminderConfiguration"))
    }
    expectCorrupted(Reminder.self, #"{"title": "Clock in", "time": "08:50", "duration": "30m"}"#, "seconds")
  }

  /// A misspelt key is named as unknown, not as the key it was meant to
  /// be found missing; in an alert and in Chinese.
  @Test func aMisspeltKeyIsNamed() throws {
    let error = try #require(throws: ReminderDecodingError.self) {
      try decode(Reminder.self, from: #"{"title": "Clock in", "tme": "08:50"}"#)
    }
    #expect(error.cause == .unknownKey("tme"))
    #expect(error.path == ["tme"])
    #expect(error.localizedDescription.hasPrefix(#"tme: unknown key "tme""#))
    #expect(error.description(in: .chinese).contains(#"未知的键 "tme""#))
    let missing = try #require(throws: ReminderDecodingError.self) {
      try decode(Reminder.self, from: #"{"title": "Clock in"}"#)
    }
    #expect(missing.cause == .missingKey("time"))
  }
}
