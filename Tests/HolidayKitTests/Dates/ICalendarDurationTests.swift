import Testing

@testable import HolidayKit

struct ICalendarDurationTests {
  @Test(arguments: [
    ("0", 0, "PT0S"), ("10m", 600, "PT10M"), ("1h", 3600, "PT1H"), ("1h30m", 5400, "PT1H30M"),
    ("1d", 86_400, "P1D"), ("1w", 604_800, "P1W"), ("45s", 45, "PT45S"), ("1d2h", 93_600, "P1DT2H"),
    ("90m", 5400, "PT1H30M"), ("1000d", 86_400_000, "P1000D"), ("2w1d", 1_296_000, "P15D"),
  ])
  func parsesAndPrints(text: String, seconds: Int, rfc5545: String) {
    #expect(ICalendarDuration(parsing: text)?.seconds == seconds)
    #expect(ICalendarDuration(seconds: seconds).rfc5545Text == rfc5545)
  }

  @Test func negativeDurationsPrintWithALeadingMinus() {
    #expect(ICalendarDuration(seconds: -600).rfc5545Text == "-PT10M")
    #expect(ICalendarDuration(seconds: -3 * 3600).rfc5545Text == "-PT3H")
    #expect(ICalendarDuration(seconds: -86_400 + 21 * 3600 - 9 * 3600).rfc5545Text == "-PT12H")
  }

  /// Durations far beyond what text may give still print: the longest
  /// possible, both ways, and week counts.
  @Test(arguments: [
    (Int.max, "P106751991167300DT15H30M7S"), (Int.min, "-P106751991167300DT15H30M8S"),
    (-Int.max, "-P106751991167300DT15H30M7S"), (604_800 * 1_000_000, "P1000000W"), (59, "PT59S"), (-1, "-PT1S"),
  ])
  func extremeDurationsPrint(seconds: Int, rfc5545: String) {
    #expect(ICalendarDuration(seconds: seconds).rfc5545Text == rfc5545)
  }

  @Test(arguments: [
    "", "m", "10", "10x", "1m1h", "1h1h", "-10m", "+10m", "1001d", "9999999999m", "10 m", "１０m", "1.5h", "PT10M",
  ])
  func rejects(text: String) {
    #expect(ICalendarDuration(parsing: text) == nil)
  }
}
