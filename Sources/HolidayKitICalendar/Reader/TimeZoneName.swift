import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The zone a TZID names, as the calendars people are sent write it: an
/// IANA name (`Asia/Shanghai`), a globally unique name that ends in one
/// (RFC 5545 §3.8.3.1's `/` prefix: Thunderbird's
/// `/mozilla.org/20050126_1/Asia/Shanghai`, libical's
/// `/freeassociation.sourceforge.net/Tzfile/Asia/Shanghai`), or a Windows
/// name as Outlook writes it (`China Standard Time`), mapped by the CLDR
/// table (``WindowsZoneNames``, exact names only).
///
/// A name here is taken to mean what the time zone database says it
/// means, as every one of these writers defines it, whatever the file's
/// VTIMEZONE says; any other name is read from that VTIMEZONE
/// (``DefinedTimeZones``).
enum TimeZoneName {
  /// The zone `name` names, or nil.
  static func zone(named name: String) -> Zone? {
    if let zone = Zone(ianaName: name) { return zone }
    if name.hasPrefix("/") {
      // The longest tail that is an IANA name: America/Argentina/Buenos_Aires,
      // not Argentina/Buenos_Aires.
      let parts = name.split(separator: "/")
      for start in parts.indices.dropFirst() {
        if let zone = Zone(ianaName: parts[start...].joined(separator: "/")) { return zone }
      }
      return nil
    }
    return windowsZone(name)
  }

  /// The IANA zone of the Windows zone name `name` (its "001" territory,
  /// as CLDR's windowsZones table gives it: ``WindowsZoneNames``), or nil.
  static func windowsZone(_ name: String) -> Zone? {
    // The names are ASCII; a String key would also match a canonically
    // equivalent spelling (KELVIN SIGN for K), which no writer means.
    guard name.utf8.allSatisfy({ $0 < 0x80 }), let iana = WindowsZoneNames.ianaNames[name] else { return nil }
    return Zone(ianaName: iana)
  }
}
