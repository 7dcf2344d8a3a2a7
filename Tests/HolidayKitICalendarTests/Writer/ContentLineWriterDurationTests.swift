import HolidayKit
import Testing

@testable import HolidayKitICalendar

struct ContentLineWriterDurationTests {
  /// Exact durations (alarm triggers) never use nominal days or weeks.
  @Test(arguments: [
    (-600, "-PT10M"), (-86_400, "-PT24H"), (-35 * 3600, "-PT35H"), (604_800, "PT168H"), (0, "PT0S"),
    (-(36 * 3600 + 61), "-PT36H1M1S"),
  ])
  func exactDurationsAreInElapsedHours(seconds: Int, text: String) {
    var writer = ContentLineWriter(reservingCapacity: 32)
    writer.append(duration: ICalendarDuration(seconds: seconds), exact: true)
    #expect(writer.text == text)
  }
}
