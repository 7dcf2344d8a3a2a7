import Testing

@testable import HolidayKit

/// The footer rules of compiled zone files, read against the times they
/// name (POSIX.1-2017 §8.3, RFC 8536 §3.3).
struct POSIXZoneRuleTests {
  /// Seconds since the epoch of a UTC time.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int {
    CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
  }

  @Test(arguments: [
    // (rule, instant, offset, daylight)
    ("CST-8", utc(2200, 7, 1), 28_800, false),
    ("<+0545>-5:45", utc(2200, 1, 1), 20_700, false),
    ("EST5EDT,M3.2.0,M11.1.0", utc(2200, 3, 9, 6, 59), -18_000, false),  // 01:59 EST on March 9
    ("EST5EDT,M3.2.0,M11.1.0", utc(2200, 3, 9, 7), -14_400, true),  // 02:00 EST → 03:00 EDT
    ("EST5EDT,M3.2.0,M11.1.0", utc(2200, 11, 2, 5, 59), -14_400, true),  // 01:59 EDT on November 2
    ("EST5EDT,M3.2.0,M11.1.0", utc(2200, 11, 2, 6), -18_000, false),
    // Chile: daylight time over the new year, changes at 24:00.
    ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", utc(2200, 1, 15), -10_800, true),
    ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", utc(2200, 6, 15), -14_400, false),
    // Greenland: changes at negative times (-02:00 and -01:00).
    ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", utc(2200, 3, 29, 23, 59), -7200, false),
    ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", utc(2200, 3, 30, 1), -3600, true),
    // Israel: times past 24:00 (RFC 8536's extension).
    ("IST-2IDT,M3.4.4/26,M10.5.0", utc(2200, 3, 27, 23, 59), 7200, false),  // 01:59 on Friday March 28
    ("IST-2IDT,M3.4.4/26,M10.5.0", utc(2200, 3, 28), 10_800, true),  // 02:00 → 03:00
    // Daylight time all year: the changes meet.
    ("EST5EDT,0/0,J365/25", utc(2200, 1, 1, 5), -14_400, true),
    ("EST5EDT,0/0,J365/25", utc(2200, 12, 31, 23), -14_400, true),
    // Julian days never count February 29: J60 is March 1.
    ("XXX0YYY,J60/0,J300/0", utc(2200, 2, 28, 23), 0, false),
    ("XXX0YYY,J60/0,J300/0", utc(2204, 3, 1), 3600, true),
    ("XXX0YYY,J60/0,J300/0", utc(2204, 2, 29, 23), 0, false),
  ])
  func typeAtAnInstant(rule: String, instant: Int, offset: Int, isDaylight: Bool) throws {
    let parsed = try #require(POSIXZoneRule(rule))
    #expect(parsed.type(at: instant) == CompiledZone.LocalTimeType(offset: offset, isDaylight: isDaylight))
  }

  @Test func nextTransitionIsTheNextChange() throws {
    let rule = try #require(POSIXZoneRule("EST5EDT,M3.2.0,M11.1.0"))
    #expect(rule.nextTransition(after: Self.utc(2200, 1, 1)) == Self.utc(2200, 3, 9, 7))
    #expect(rule.nextTransition(after: Self.utc(2200, 3, 9, 7)) == Self.utc(2200, 11, 2, 6))
    #expect(rule.nextTransition(after: Self.utc(2200, 11, 2, 6)) == Self.utc(2201, 3, 8, 7))
    #expect(try #require(POSIXZoneRule("CST-8")).nextTransition(after: 0) == nil)
    #expect(try #require(POSIXZoneRule("EST5EDT,0/0,J365/25")).nextTransition(after: 0) == nil)
  }

  @Test(arguments: [
    "", "C-8", "CST", "CST-8CDT,", "CST-8CDT,M3.2.0", "CST-8CDT,M13.2.0,M11.1.0", "CST-8CDT,M3.6.0,M11.1.0",
    "CST-8CDT,M3.2.7,M11.1.0", "CST-8CDT,J0,J365", "CST-8CDT,366,0", "CST-200", "<+08-8", "<+0>-8", "CST-8 ",
    "CST-8:60", "CST-8CDT,M3.2.0/2:60,M11.1.0",
  ])
  func malformedRulesAreRejected(rule: String) {
    #expect(POSIXZoneRule(rule) == nil)
  }
}
