#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalDateTime {
  /// The wall-clock date and time that `instant` shows in `timeZone`.
  ///
  /// Returns `nil` only outside the supported years.
  public init?(instant: Date, in timeZone: TimeZone) {
    let unixSeconds = instant.timeIntervalSince1970.rounded(.down)
    guard unixSeconds.isFinite, abs(unixSeconds) < 4e11 else { return nil }
    self.init(secondsSinceEpoch: Int(unixSeconds) + timeZone.secondsFromGMT(for: instant))
  }

  /// The wall-clock date and time that `instant` shows in `zone`; `nil`
  /// only outside the supported years.
  package init?(instant: Date, in zone: Zone) {
    let unixSeconds = instant.timeIntervalSince1970.rounded(.down)
    guard unixSeconds.isFinite, abs(unixSeconds) < 4e11 else { return nil }
    self.init(secondsSinceEpoch: Int(unixSeconds) + zone.offset(at: Int(unixSeconds)))
  }
}
