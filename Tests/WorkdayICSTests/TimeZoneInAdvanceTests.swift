import Foundation
import Testing

@testable import workday_ics

/// The zone opened on a second thread is the zone `TimeZone(ianaName:)`
/// gives, asked for once or many times, and an unknown name stays unknown.
struct TimeZoneInAdvanceTests {
  @Test(arguments: ["Asia/Shanghai", "America/New_York", "UTC", "Australia/Lord_Howe"])
  func givesTheZoneOfTheName(name: String) throws {
    let advance = TimeZoneInAdvance(name)
    let zone = try #require(advance.value())
    #expect(zone == TimeZone(ianaName: name))
    #expect(advance.value() == zone, "asked again: the same zone, the thread joined once")
  }

  @Test(arguments: ["Mars/Olympus", "", "Beijing", "GMT+8"])
  func anUnknownNameGivesNil(name: String) {
    #expect(TimeZoneInAdvance(name).value() == nil)
  }

  @Test func manyAtOnceAllFinish() throws {
    let names = ["Asia/Shanghai", "Europe/Dublin", "Pacific/Chatham", "Africa/Casablanca"]
    let advances = names.map(TimeZoneInAdvance.init)
    TimeZoneInAdvance.waitForAll()
    for (advance, name) in zip(advances, names) { #expect(advance.value()?.identifier == name) }
  }
}
