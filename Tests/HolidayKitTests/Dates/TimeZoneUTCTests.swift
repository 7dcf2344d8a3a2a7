import Foundation
import Testing

@testable import HolidayKit

struct TimeZoneUTCTests {
  /// UTC under its names, and zones that are at +00:00 only some of the
  /// time or only since some date.
  @Test(arguments: [
    ("UTC", true), ("GMT", true), ("Etc/UTC", true), ("Etc/GMT", true), ("Zulu", true), ("Universal", true),
    ("Europe/London", false), ("Africa/Abidjan", false), ("Atlantic/Reykjavik", false), ("Asia/Shanghai", false),
  ])
  func knowsUTCByEveryName(identifier: String, isUTC: Bool) throws {
    #expect(try #require(TimeZone(ianaName: identifier)).isUTC == isUTC)
  }
}
