import Testing

@testable import HolidayKit

struct ICalendarDurationRFC5545Tests {
  @Test(arguments: [
    ("PT10M", 600), ("-PT10M", -600), ("+PT1H", 3600), ("P1D", 86_400), ("P2W", 1_209_600), ("P1DT2H3M4S", 93_784),
    ("PT1H30S", 3630), ("PT0S", 0), ("-PT35H", -126_000),
  ])
  func readsRFC5545Durations(text: String, seconds: Int) {
    #expect(ICalendarDuration(rfc5545Text: text)?.seconds == seconds)
  }

  @Test(arguments: [
    "", "P", "PT", "10M", "P1H", "PT1D", "P1W2D", "PT1M1H", "PT1H1H", "P1DT", "P1234567890D", "-", "P1.5D", "PT10m",
  ])
  func refusesAnythingElse(text: String) {
    #expect(ICalendarDuration(rfc5545Text: text) == nil)
  }

  @Test(arguments: [(0, "0"), (600, "10m"), (5400, "1h30m"), (86_400, "1d"), (93_784, "1d2h3m4s"), (-600, "-10m")])
  func shortTextIsWhatPeopleType(seconds: Int, text: String) {
    #expect(ICalendarDuration(seconds: seconds).shortText == text)
  }
}
