#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TimeZone {
  /// Whether the zone is Coordinated Universal Time under one of its names
  /// (`UTC`, `GMT`, `Etc/UTC`, `Zulu`, …): an offset of zero at every
  /// instant, never changed.
  ///
  /// iCalendar writes such times with a `Z` suffix and no VTIMEZONE
  /// (RFC 5545 §3.3.5, form #2), which every reader understands; the zone's
  /// `identifier` would not do as a TZID, since Foundation names
  /// `TimeZone(identifier: "UTC")` "GMT". Europe/London, which is at +00:00
  /// only in winter, and Africa/Abidjan, which had a local mean time until
  /// 1912, are not UTC. The zone's rules are `Zone`'s, read as every
  /// other answer about a zone is (`Zone.isUTC`).
  public var isUTC: Bool { Zone(self).isUTC }
}
