import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

struct LoopbackTests {
  /// Plain HTTP carries the password in clear: only to this machine, and
  /// a name that merely starts with "127." is another machine.
  @Test(arguments: [
    ("http://127.0.0.1:5232/", true), ("http://127.1.2.3/", true), ("http://localhost/dav/", true),
    ("http://LOCALHOST/", true), ("http://[::1]:8080/", true), ("https://caldav.icloud.com/", true),
    ("http://127.0.0.1.nip.io/", false), ("http://127.evil.example/", false), ("http://127.0.0.256/", false),
    ("http://example.com/", false), ("ftp://127.0.0.1/", false),
  ])
  func plainHTTPGoesOnlyToThisMachine(url: String, allowed: Bool) throws {
    #expect(CalDAVClient.isAllowed(try #require(URL(string: url))) == allowed)
  }
}
