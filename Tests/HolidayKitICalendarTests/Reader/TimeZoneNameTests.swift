import Foundation
import HolidayKit
import Testing

@testable import HolidayKitICalendar

/// The TZIDs calendars are sent with: IANA names, names that end in one
/// (Thunderbird, libical), and Outlook's Windows names.
struct TimeZoneNameTests {
  @Test(arguments: [
    ("Asia/Shanghai", "Asia/Shanghai"),
    ("/mozilla.org/20050126_1/Asia/Shanghai", "Asia/Shanghai"),
    ("/freeassociation.sourceforge.net/Tzfile/Europe/Berlin", "Europe/Berlin"),
    ("/citadel.org/20190914_1/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
    ("China Standard Time", "Asia/Shanghai"),
    ("W. Europe Standard Time", "Europe/Berlin"),
    ("Eastern Standard Time", "America/New_York"),
    ("AUS Eastern Standard Time", "Australia/Sydney"),
    ("Argentina Standard Time", "America/Buenos_Aires"),
    ("UTC-11", "Etc/GMT+11"),
  ])
  func aTZIDNamesItsZone(tzid: String, iana: String) {
    #expect(TimeZoneName.zone(named: tzid)?.identifier == iana)
  }

  @Test(arguments: ["Mars/Base", "/example.org/Mars/Base", "Martian Standard Time", "CST", "", "/"])
  func anUnknownNameIsNone(tzid: String) {
    #expect(TimeZoneName.zone(named: tzid) == nil)
  }

  /// A Windows name is read as Outlook writes it, byte for byte: no other
  /// case, no spaces around it, nothing after a NUL, no look-alike letter
  /// (a KELVIN SIGN is canonically a K).
  @Test(arguments: [
    "china standard time", "CHINA STANDARD TIME", "China Standard Time ", " China Standard Time",
    "China  Standard Time", "China Standard Time\u{0}x", "\u{212A}aliningrad Standard Time",
  ])
  func aWindowsNameIsReadExactly(tzid: String) {
    #expect(TimeZoneName.zone(named: tzid) == nil)
  }

  /// Every Windows name of the table names the zone the table gives (the
  /// system's time zone database knows each of them), but for `UTC`, which
  /// is an IANA name too and read as one.
  @Test func everyWindowsNameNamesItsZone() {
    #expect(WindowsZoneNames.ianaNames.count > 130)
    for (windows, iana) in WindowsZoneNames.ianaNames {
      #expect(Zone(ianaName: iana) != nil, "\(iana)")
      if windows == "UTC" {
        #expect(TimeZoneName.zone(named: windows) == Zone(ianaName: "UTC"))
      } else {
        #expect(TimeZoneName.zone(named: windows)?.identifier == iana, "\(windows)")
      }
    }
  }

  /// An Outlook invitation and a Thunderbird event at 09:00 China time are
  /// the same occurrence as one written with the IANA name.
  @Test func outlookAndThunderbirdNamesCompareAsInstants() throws {
    func calendar(_ tzid: String) -> String {
      ICalendarOccurrencesTests.calendar(
        "BEGIN:VTIMEZONE", "TZID:\(tzid)", "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0800",
        "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=\(tzid):20261009T090000", "SUMMARY:上班", "END:VEVENT")
    }
    let iana = try ICalendarOccurrences(reading: calendar("Asia/Shanghai"), source: "a.ics")
    for tzid in ["China Standard Time", "/mozilla.org/20050126_1/Asia/Shanghai"] {
      let other = try ICalendarOccurrences(reading: calendar(tzid), source: "b.ics")
      #expect(CalendarChanges(from: iana, to: other).lines == [], "\(tzid)")
    }
  }
}
