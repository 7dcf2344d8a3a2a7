import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(_FoundationICU)
  import _FoundationICU  // the CLDR table of Windows zone names, in the ICU Foundation links
#endif

/// The zone a TZID names, as the calendars people are sent write it: an
/// IANA name (`Asia/Shanghai`), a globally unique name that ends in one
/// (RFC 5545 §3.8.3.1's `/` prefix: Thunderbird's
/// `/mozilla.org/20050126_1/Asia/Shanghai`, libical's
/// `/freeassociation.sourceforge.net/Tzfile/Asia/Shanghai`), or a Windows
/// name as Outlook writes it (`China Standard Time`), mapped by the CLDR
/// table.
///
/// The file's own VTIMEZONE is not read: a name is taken to mean what the
/// time zone database says it means, as every one of these writers
/// defines it.
enum TimeZoneName {
  /// The zone `name` names, or nil.
  static func zone(named name: String) -> TimeZone? {
    if let zone = TimeZone(ianaName: name) { return zone }
    if name.hasPrefix("/") {
      // The longest tail that is an IANA name: America/Argentina/Buenos_Aires,
      // not Argentina/Buenos_Aires.
      let parts = name.split(separator: "/")
      for start in parts.indices.dropFirst() {
        if let zone = TimeZone(ianaName: parts[start...].joined(separator: "/")) { return zone }
      }
      return nil
    }
    return windowsZone(name)
  }

  /// The IANA zone of the Windows zone name `name` (its "001" territory,
  /// as CLDR's windowsZones table gives it), or nil.
  static func windowsZone(_ name: String) -> TimeZone? {
    #if canImport(_FoundationICU)
      let input = Array(name.utf16.prefix(128))
      var output = [UInt16](repeating: 0, count: 128)
      var status = U_ZERO_ERROR
      let length = swift_ucal_getTimeZoneIDForWindowsID(
        input, Int32(input.count), nil, &output, Int32(output.count), &status)
      guard status.rawValue <= 0, length > 0, length <= output.count else { return nil }
      return TimeZone(ianaName: String(decoding: output[..<Int(length)], as: UTF16.self))
    #else
      return nil
    #endif
  }
}
