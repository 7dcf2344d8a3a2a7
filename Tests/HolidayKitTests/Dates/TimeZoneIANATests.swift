import Foundation
import Testing

@testable import HolidayKit

struct TimeZoneIANATests {
  @Test(arguments: [
    ("Asia/Shanghai", true), ("UTC", true), ("Etc/UTC", true), ("GMT", true), ("America/New_York", true),
    ("PRC", true), ("Beijing", false), ("GMT+8", false), ("", false), ("asia/shanghai", false),
    ("CST", false), ("PST", false), ("EST", false), ("CET", false), ("JST", false),
  ])
  func onlyIANANamesAreZones(name: String, known: Bool) {
    #expect((TimeZone(ianaName: name) != nil) == known)
    #expect((Zone(ianaName: name) != nil) == known)
  }

  /// A name is a name, never a path: nothing outside the zone folder, none
  /// of its other files, and no zone under a second name.
  @Test(arguments: [
    "../../../etc/passwd", "/etc/localtime", "Asia/../Asia/Shanghai", "./Asia/Shanghai", "Asia//Shanghai",
    "Asia/Shanghai/", "posix/Asia/Shanghai", "right/UTC", "localtime", "posixrules", "zone.tab", "tzdata.zi",
    "Asia", "Asia/Shanghai\u{0}", "Asia/Shanghai ",
  ])
  func pathsAreNotZones(name: String) {
    #expect(Zone(ianaName: name) == nil)
    #expect(TimeZone(ianaName: name) == nil)
  }

  @Test(arguments: [("CST", "America/Chicago"), ("PST", "America/Los_Angeles"), ("JST", "Asia/Tokyo")])
  func anAbbreviationSaysWhichZoneFoundationWouldTakeItFor(abbreviation: String, zone: String) {
    #expect(TimeZone.ianaName(forAbbreviation: abbreviation) == zone)
  }

  @Test(arguments: ["UTC", "GMT", "Asia/Shanghai", "Beijing"])
  func namesAreNotAbbreviations(name: String) {
    #expect(TimeZone.ianaName(forAbbreviation: name) == nil)
  }
}
