#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization  // the ICU time zones behind TimeZone(identifier:)
#else
  import Foundation
#endif

extension TimeZone {
  /// The zone with IANA name `name`, such as `Asia/Shanghai` or `UTC`; nil
  /// for names the system's time zone database does not know (Foundation
  /// would otherwise accept abbreviations and GMT offsets).
  public init?(ianaName name: String) {
    guard !name.isEmpty, let zone = TimeZone(identifier: name),
      zone.identifier == name || name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name)
    else { return nil }
    self = zone
  }
}
