import Foundation
import Testing

@testable import HolidayKit

struct TimeZoneUTCTests {
  /// A `TimeZone` is UTC when its ``Zone`` is: the names of ZoneTests'
  /// table, and a fixed offset of zero that no database names.
  @Test(arguments: ZoneTests.utcOrNot)
  func knowsUTCByEveryName(identifier: String, isUTC: Bool) throws {
    #expect(try #require(TimeZone(ianaName: identifier)).isUTC == isUTC)
  }

  @Test func aFixedOffsetOfZeroIsUTC() throws {
    #expect(try #require(TimeZone(secondsFromGMT: 0)).isUTC)
    #expect(try #require(TimeZone(secondsFromGMT: 28_800)).isUTC == false)
  }
}
