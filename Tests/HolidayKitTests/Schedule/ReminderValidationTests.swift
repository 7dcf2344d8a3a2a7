import Foundation
import HolidayKit
import Testing

/// What can never be right is refused with a documented error; what is
/// only unlikely to be meant is made as asked and said (refusing it would
/// stop the user who does mean it).
struct ReminderValidationTests {
  static let china = try! WorkdayCalendar.china()
  static let nine = TimeOfDay(hour: 9, minute: 0)!

  @Test(arguments: [-1, -1800, ICalendarDuration.maximumSeconds + 1])
  func aLengthNoCalendarCanHoldIsRefused(seconds: Int) throws {
    let reminder = Reminder(title: "Stand-up", time: Self.nine, duration: ICalendarDuration(seconds: seconds))
    #expect(throws: ReminderError.invalidDuration(seconds: seconds)) {
      try Self.china.occurrences(of: reminder, in: 2026)
    }
    // As the encoder refuses it, so the two agree.
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(reminder) }
  }

  @Test(arguments: [
    AlarmTrigger.before(ICalendarDuration(seconds: ICalendarDuration.maximumSeconds + 60)),
    .before(ICalendarDuration(seconds: -ICalendarDuration.maximumSeconds - 60)),
    .atTime(dayOffset: -367, time: TimeOfDay(hour: 21, minute: 0)!),
  ])
  func anAlarmNoCalendarCanHoldIsRefused(trigger: AlarmTrigger) throws {
    let reminder = Reminder(title: "Stand-up", time: Self.nine, alarms: [trigger])
    #expect(throws: ReminderError.invalidAlarm(trigger)) { try Self.china.occurrences(of: reminder, in: 2026) }
  }

  @Test(arguments: [
    (AlarmTrigger.before(.minutes(-5)), "the alarm '5 minutes after' rings after the event starts (at 09:00)"),
    (
      .atTime(dayOffset: 0, time: TimeOfDay(hour: 10, minute: 0)!),
      "the alarm '10:00 the same day' rings after the event starts (at 09:00)"
    ),
  ])
  func anAlarmAfterTheStartIsMadeAndSaid(trigger: AlarmTrigger, caveat: String) throws {
    let reminder = Reminder(title: "Stand-up", time: Self.nine, alarms: [trigger])
    #expect(reminder.caveats == [caveat])
    let occurrences = try Self.china.occurrences(of: reminder, in: 2026)
    #expect(occurrences.first?.alarmOffsets.first ?? 0 > 0)
    #expect(Reminder(title: "Stand-up", time: Self.nine, alarms: [.before(.minutes(10))]).caveats.isEmpty)
  }

  // MARK: - Decoding refuses keys it does not know

  @Test(arguments: [
    (#"{"title": "Clock in", "time": "08:50", "alarm": [{"before": 600}]}"#, ["alarm"], #"unknown key "alarm""#),
    (#"{"title": "Clock in", "time": "08:50", "alarms": [{"before": 600, "at": "x"}]}"#, ["alarms"], "not both"),
    (
      #"{"title": "Clock in", "time": "08:50", "alarms": [{"before": 600, "befor": 60}]}"#, ["alarms", "0", "befor"],
      #"unknown key "befor""#
    ),
    (
      #"{"title": "Clock in", "time": "08:50", "selection": {"bse": "workWeek"}}"#, ["selection", "bse"],
      #"unknown key "bse""#
    ),
    (
      #"{"title": "Clock in", "time": "08:50", "selection": {"base": {"workdays": {"positionsInMonth": [-1], "positionInMonth": [1]}}}}"#,
      ["selection", "base", "workdays", "positionInMonth"], #"unknown key "positionInMonth""#
    ),
  ])
  func anUnknownKeyIsRefusedAtItsPath(json: String, path: [String], message: String) throws {
    do {
      let reminder = try decode(Reminder.self, from: json)
      Issue.record("decoded \(reminder)")
    } catch let error as ReminderDecodingError {
      #expect(error.message.contains(message), "\(error.message)")
      if message.hasPrefix("unknown key") {
        #expect(error.path == path)
        #expect(error.cause == .unknownKey(path.last ?? ""))
        #expect(error.message.contains("expected one of"))
      }
    }
  }

  @Test func theListOfAllowedKeysNamesTheRightOne() throws {
    do {
      _ = try decode(Reminder.self, from: #"{"title": "Clock in", "time": "08:50", "alarm": []}"#)
    } catch let error as ReminderDecodingError {
      #expect(error.message.contains(#""alarms""#))
    }
  }
}
