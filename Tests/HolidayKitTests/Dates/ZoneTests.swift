import Foundation
import Testing

@testable import HolidayKit

/// The zones read from the system's compiled files against Foundation's
/// (ICU's own copy of the database), zone by zone: the offset and whether
/// it is daylight time at every
/// change either of them makes and at noon (UTC) of every tenth day, from
/// 1976 through 2100. Before 1976 the two copies differ for zones whose
/// history ICU's copy merges into another's (Africa/Bamako is
/// Africa/Abidjan in ICU, whose local mean time differs), and Python's
/// zoneinfo, which reads the same files, is the reference there
/// (Tests/Interop/test_zone_files.py).
struct ZoneTests {
  static let first = CivilDate.daysSinceEpoch(year: 1976, month: 1, day: 1) * 86_400
  static let end = CivilDate.daysSinceEpoch(year: 2101, month: 1, day: 1) * 86_400

  /// Where ICU's copy (tzdata's "rearguard" form) calls daylight time what
  /// the system's files call standard time, at the same offset: after the
  /// last change to a permanent offset, which ICU's copy still counts as
  /// daylight time (+01 in Morocco until the next Ramadan, and after the
  /// last; Namibia's +02 for seven weeks of 2017).
  static let seasonsNamedApart: [String: [Range<Int>]] = [
    "Africa/Casablanca": moroccanSeasons, "Africa/El_Aaiun": moroccanSeasons,
    "Africa/Windhoek": [1_504_400_400..<1_508_803_200],
  ]
  /// 2018-10-28 to Ramadan 2019, and from 2087-05-11 (after the last
  /// Ramadan of the system's table) on.
  static let moroccanSeasons = [1_540_692_000..<1_557_021_600, 3_703_456_800..<Int.max]

  @Test func everyZoneFoundationKnowsAgreesWithFoundation() throws {
    var differing: [String] = []
    for identifier in TimeZone.knownTimeZoneIdentifiers.sorted() + ["UTC"] {
      let zone = try #require(Zone(ianaName: identifier), "\(identifier)")
      let reference = try #require(TimeZone(identifier: identifier))
      var instants = Array(stride(from: Self.first + 12 * 3600, to: Self.end, by: 10 * 86_400))
      var cursor = Self.first
      while let next = zone.nextTransition(after: cursor), next < Self.end {
        instants += [next - 1, next]
        cursor = next
      }
      var date = Date(timeIntervalSince1970: TimeInterval(Self.first))
      while let next = reference.nextDaylightSavingTimeTransition(after: date),
        next.timeIntervalSince1970 < Double(Self.end)
      {
        instants += [Int(next.timeIntervalSince1970) - 1, Int(next.timeIntervalSince1970)]
        date = next
      }
      let agrees = instants.allSatisfy { instant in
        let date = Date(timeIntervalSince1970: TimeInterval(instant))
        return zone.offset(at: instant) == reference.secondsFromGMT(for: date)
          && (zone.isDaylight(at: instant) == reference.isDaylightSavingTime(for: date)
            || Self.seasonsNamedApart[identifier, default: []].contains { $0.contains(instant) })
      }
      if !agrees { differing.append(identifier) }
    }
    #expect(differing == [])
  }

  /// UTC under its names, and zones that are at +00:00 only some of the
  /// time or only since some date (`TimeZone.isUTC` answers the same table).
  static let utcOrNot = [
    ("UTC", true), ("GMT", true), ("Etc/UTC", true), ("Etc/GMT", true), ("Etc/UCT", true), ("Zulu", true),
    ("Universal", true), ("Europe/London", false), ("Africa/Abidjan", false), ("Atlantic/Reykjavik", false),
    ("Asia/Shanghai", false),
  ]

  @Test(arguments: utcOrNot)
  func utcUnderItsNamesIsUTC(name: String, isUTC: Bool) throws {
    #expect(try #require(Zone(ianaName: name)).isUTC == isUTC)
  }

  /// Fixed offsets under the names Foundation gives them (`GMT+0800`),
  /// as calendars written by a process without the zone database name
  /// Asia/Shanghai; other spellings are not zones.
  @Test(
    arguments: [
      ("GMT+0800", 28_800), ("GMT-0330", -12_600), ("GMT+0545", 20_700), ("GMT+0000", nil), ("GMT+8", nil),
      ("GMT+08:00", nil), ("GMT+2500", nil), ("GMT+0860", nil), ("UTC+0800", nil), ("GMT+08000", nil),
    ] as [(String, Int?)])
  func fixedOffsetsUnderFoundationsNames(name: String, offset: Int?) {
    let zone = Zone(ianaName: name)
    #expect(zone?.offset(at: 1_800_000_000) == offset, "\(name)")
    if offset != nil { #expect(zone?.identifier == name) }
  }

  @Test func theNamesAreTheDatabasesFiles() {
    let names = Zone.ianaNames
    #expect(
      names.contains("Asia/Shanghai") && names.contains("UTC") && names.contains("America/Argentina/Buenos_Aires"))
    #expect(!names.contains("CST") && !names.contains("localtime") && !names.contains("zone.tab"))
    #expect(!names.contains { $0.hasPrefix("posix/") || $0.hasPrefix("right/") })
    #expect(names == names.sorted())
  }
}
