import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct EventDetailsTests {
  static func alarm(_ seconds: Int) -> EventDetails.Alarm { .relative(ICalendarDuration(seconds: seconds)) }

  @Test(arguments: [
    (alarm(-600), "10m"), (alarm(0), "0"), (alarm(300), "5m after"), (alarm(-90_000), "1d1h"),
    (EventDetails.Alarm.absolute(86_400), "at 1970-01-02T00:00:00Z"),
  ])
  func alarmsReadAsTheAlarmOptionTakesThem(alarm: EventDetails.Alarm, text: String) {
    #expect(alarm.shown.description == text)
  }

  @Test func changesAreListedInAFixedOrder() {
    let old = EventDetails(
      summary: "a", location: "x", duration: ICalendarDuration(seconds: 1800), alarms: [Self.alarm(-600)])
    var new = old
    #expect(old.changes(to: new) == [])
    new.summary = "b"
    new.location = nil
    new.duration = ICalendarDuration(seconds: 86_400)
    new.alarms = []
    #expect(
      old.changes(to: new).map(\.description) == [
        "title \"a\" → \"b\"", "location \"x\" → none", "duration 30m → 1d", "alarms 10m → none",
      ])
  }

  @Test func alarmsAreSorted() {
    let details = EventDetails(
      summary: "", duration: ICalendarDuration(seconds: 0), alarms: [Self.alarm(-60), .absolute(0), Self.alarm(-3600)])
    #expect(details.alarms == [Self.alarm(-3600), Self.alarm(-60), .absolute(0)])
  }

  @Test func longTextIsCut() {
    #expect(EventDetails.shown(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
    #expect(EventDetails.shown(String(repeating: "a", count: 201)) == String(repeating: "a", count: 200) + "…")
  }
}
