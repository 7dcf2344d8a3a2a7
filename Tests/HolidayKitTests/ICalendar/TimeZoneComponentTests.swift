import Foundation
import Testing

@testable import HolidayKit

struct TimeZoneComponentTests {
  @Test func newYorkHasBothObservancesAtTheRealChanges() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let lines = TimeZoneComponent(timeZone: zone, years: 2026...2026).lines.filter { !$0.hasPrefix("TZNAME:") }
    #expect(
      lines == [
        "BEGIN:VTIMEZONE", "TZID:America/New_York",
        "BEGIN:STANDARD", "DTSTART:20251102T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20260308T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20261101T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  /// China has kept +08:00 since daylight saving time ended in 1991; the one
  /// observance is that last change.
  @Test func shanghaiIsOneStandardObservance() throws {
    let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let component = TimeZoneComponent(timeZone: zone, years: 2026...2027)
    #expect(component.observances.count == 1)
    #expect(component.observances.first?.isDaylight == false)
    #expect(component.observances.first?.start.date.year == 1991)
    #expect(component.observances.first?.offsetTo == 8 * 3600)
  }

  @Test(arguments: [(0, "+0000"), (28_800, "+0800"), (-18_000, "-0500"), (19_800, "+0530"), (-3_600 * 9 - 30 * 60, "-0930"), (20_250, "+053730")])
  func offsetsPrintAsRFC5545Says(seconds: Int, text: String) {
    #expect(TimeZoneComponent.offsetText(seconds) == text)
  }

  /// The offset a client computes from the component, as RFC 5545 §3.6.5
  /// says: the last observance whose onset (local time in the offset
  /// before it) is not after the instant.
  private func offset(at instant: Int, in component: TimeZoneComponent) -> Int? {
    var result: Int?
    for observance in component.observances where observance.start.secondsSinceEpoch - observance.offsetFrom <= instant {
      result = observance.offsetTo
    }
    return result
  }

  @Test(arguments: [
    "America/New_York", "Europe/Berlin", "Asia/Shanghai", "Australia/Lord_Howe", "America/Sao_Paulo", "Asia/Kolkata",
    "Pacific/Chatham", "Europe/Dublin", "Africa/Casablanca", "UTC",
  ])
  func agreesWithTheSystemZoneAtEveryHourOfTheYears(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let component = TimeZoneComponent(timeZone: zone, years: 2025...2027)
    let first = CivilDate.daysSinceEpoch(year: 2025, month: 1, day: 1) * 86_400
    let last = CivilDate.daysSinceEpoch(year: 2027, month: 12, day: 31) * 86_400
    for instant in stride(from: first, through: last, by: 1800) {
      let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
      guard offset(at: instant, in: component) == expected else {
        Issue.record("\(identifier): offset differs at \(instant)")
        return
      }
    }
  }
}
