#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TimeZone {
  /// The zone with IANA name `name`, such as `Asia/Shanghai` or `UTC`; nil
  /// for names the system's time zone database does not know, and for
  /// abbreviations such as `CST`, which Foundation would otherwise accept
  /// (as US Central Time, where a Chinese user's `date` means China
  /// Standard Time) along with GMT offsets.
  ///
  /// Foundation's named zones need ICU (FoundationInternationalization,
  /// which `import Foundation` links): without it this is nil.
  public init?(ianaName name: String) {
    guard Zone(ianaName: name) != nil, let zone = TimeZone(identifier: name) else { return nil }
    self = zone
  }

  /// The IANA name Foundation reads the abbreviation `abbreviation` as,
  /// such as `America/Chicago` for `CST`; nil when `abbreviation` is not
  /// one. `UTC` and `GMT`, which are IANA names too, are not abbreviations
  /// here.
  public static func ianaName(forAbbreviation abbreviation: String) -> String? {
    ZoneAbbreviations.ianaName(forAbbreviation: abbreviation)
  }
}
