import Testing

@testable import HolidayKit

struct AlarmTriggerTests {
  @Test(arguments: [
    // (text, event start, TRIGGER, phrase)
    ("10m", "08:50", "-PT10M", "10 minutes before"),
    ("0", "08:50", "PT0S", "at the start"),
    ("1h30m", "09:00", "-PT1H30M", "1 hour 30 minutes before"),
    ("1d", "09:00", "-P1D", "1 day before"),
    ("-1d 21:00", "08:50", "-PT11H50M", "21:00 the day before"),
    ("-1d 21:00", "00:00", "-PT3H", "21:00 the day before"),
    ("07:30", "09:00", "-PT1H30M", "07:30 the same day"),
    ("-2d 08:00", "00:00", "-P1DT16H", "08:00, 2 days before"),
    ("+1d 08:00", "09:00", "PT23H", "08:00 the day after"),
    ("0d 08:00", "09:00", "-PT1H", "08:00 the same day"),
    ("-0d 08:00", "09:00", "-PT1H", "08:00 the same day"),
    ("+0d 08:00", "09:00", "-PT1H", "08:00 the same day"),
  ])
  func parsesIntoAnOffsetFromTheStart(text: String, start: String, trigger: String, phrase: String) throws {
    let alarm = try #require(AlarmTrigger(parsing: text))
    let time = try #require(TimeOfDay(parsing: start))
    #expect(alarm.offset(fromStartAt: time).rfc5545Text == trigger)
    #expect(alarm.phrase == phrase)
  }

  @Test(arguments: [
    "", "tomorrow", "-1d", "1d 21:00", "-1d 25:00", "-1d21:00", "-400d 08:00", "-1x 08:00", "21:00:00:00",
  ])
  func rejects(text: String) {
    #expect(AlarmTrigger(parsing: text) == nil)
  }

  @Test(
    arguments: [
      // (text, event start or nil for all day, caveat)
      (
        "10m", nil,
        "rings at 23:50 the evening before, since an all-day event starts at midnight; for a time of day say '-1d 21:00' or '08:00'"
      ),
      (
        "1h30m", nil,
        "rings at 22:30 the evening before, since an all-day event starts at midnight; for a time of day say '-1d 21:00' or '08:00'"
      ),
      ("0d 08:00", "07:00", "rings after the event starts (at 07:00)"),
      // An all-day event's alarm during its day is the usual one: the
      // advice above says '08:00', and following it must not be warned about.
      ("08:00", nil, nil), ("0d 23:59", nil, nil),
      ("+1d 08:00", nil, "rings after the all-day event's day is over"),
      ("10m", "09:00", nil), ("1d", nil, nil), ("-1d 21:00", nil, nil), ("0", "09:00", nil), ("0d 07:00", "07:00", nil),
    ] as [(String, String?, String?)])
  func warnsAboutAlarmsThatAreUnlikelyToBeMeant(text: String, start: String?, caveat: String?) throws {
    let alarm = try #require(AlarmTrigger(parsing: text))
    #expect(alarm.caveat(forStartAt: start.flatMap { TimeOfDay(parsing: $0) }) == caveat)
  }
}
