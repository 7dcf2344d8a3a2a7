import Foundation
import Testing

@testable import HolidayKit

/// Compiled zone files (RFC 8536) read from the system's database, and
/// damaged ones refused.
struct CompiledZoneTests {
  @Test func shanghaiHasItsHistory() throws {
    let zone = try SystemZoneFile.zone("Asia/Shanghai")
    // Local mean time (+08:05:43) until 1901, then +08:00; daylight time
    // 1986-1991, from 1986-05-04 02:00.
    #expect(zone.type(at: -2_177_481_944) == CompiledZone.LocalTimeType(offset: 29_143, isDaylight: false))
    #expect(zone.type(at: 0) == CompiledZone.LocalTimeType(offset: 28_800, isDaylight: false))
    #expect(zone.type(at: 515_527_200) == CompiledZone.LocalTimeType(offset: 32_400, isDaylight: true))
    #expect(zone.type(at: 515_527_199) == CompiledZone.LocalTimeType(offset: 28_800, isDaylight: false))
    #expect(zone.nextTransition(after: 700_000_000) == nil)
    #expect(zone.footer == POSIXZoneRule("CST-8"))
  }

  /// Past the table, the footer: New York in 2200.
  @Test func theFooterGoesOnPastTheTable() throws {
    let zone = try SystemZoneFile.zone("America/New_York")
    let march9 = POSIXZoneRuleTests.utc(2200, 3, 9, 7)
    #expect(zone.type(at: march9 - 1).offset == -18_000)
    #expect(zone.type(at: march9).offset == -14_400)
    #expect(zone.nextTransition(after: POSIXZoneRuleTests.utc(2200, 1, 1)) == march9)
  }

  /// The version 1 part of a file (32-bit times, no footer) read alone
  /// gives the same types as the whole file from 1901 through 2037.
  @Test func versionOneAgreesWithVersionTwo() throws {
    let whole = try SystemZoneFile.bytes("Europe/Berlin")
    let counts = (0..<6).map { index in
      whole[(20 + index * 4)..<(24 + index * 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let size = 44 + counts[3] * 5 + counts[4] * 6 + counts[5] + counts[2] * 8 + counts[1] + counts[0]
    var versionOne = Array(whole[0..<size])
    versionOne[4] = 0
    let old = try #require(CompiledZone(versionOne))
    let new = try #require(CompiledZone(whole))
    #expect(old.footer == nil)
    for instant in stride(from: Int(Int32.min) + 1, to: Int(Int32.max), by: 86_400 * 7 + 3_601) {
      #expect(old.type(at: instant) == new.type(at: instant))
    }
  }

  /// Every truncation of a file is refused, not misread.
  @Test func damagedFilesAreRefused() throws {
    let whole = try SystemZoneFile.bytes("Europe/Berlin")
    for length in stride(from: 0, to: whole.count - 1, by: 7) {
      #expect(CompiledZone(Array(whole[0..<length])) == nil, "\(length) bytes")
    }
    var badMagic = whole
    badMagic[0] = UInt8(ascii: "X")
    #expect(CompiledZone(badMagic) == nil)
    #expect(CompiledZone(Array("not a zone file".utf8)) == nil)
  }

  /// Leap seconds are not civil time: the `right/` files are not read.
  @Test func leapSecondFilesAreRefused() throws {
    #expect(CompiledZone(try SystemZoneFile.bytes("right/UTC")) == nil)
  }
}
