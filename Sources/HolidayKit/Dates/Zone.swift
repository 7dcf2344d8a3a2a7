#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A time zone by its IANA name, with its rules: on Linux read from the
/// system's compiled zone files (``ZoneDatabase``), so that no ICU is
/// needed; on Apple platforms, and for a zone the database lacks (a fixed
/// offset such as `GMT+0800`), Foundation's `TimeZone`.
///
/// Times are seconds since 1970-01-01T00:00:00Z.
package struct Zone: Sendable, Hashable {
  /// The zone's name, such as `Asia/Shanghai`.
  package let identifier: String
  private let rules: Rules

  private enum Rules: Sendable, Equatable {
    case compiled(CompiledZone)
    case foundation(TimeZone)
  }

  /// The zone of a Foundation `TimeZone`, read from the system's database
  /// under its identifier where there is one (on Linux).
  package init(_ timeZone: TimeZone) {
    identifier = timeZone.identifier
    #if canImport(Darwin)
      rules = .foundation(timeZone)
    #else
      rules = ZoneDatabase.zone(named: timeZone.identifier).map(Rules.compiled) ?? .foundation(timeZone)
    #endif
  }

  /// The zone with IANA name `name`, such as `Asia/Shanghai` or `UTC`; nil
  /// for names the system's time zone database does not know (on Linux,
  /// Asia/Shanghai and UTC are built in for a system without one), and for
  /// abbreviations such as `CST` (``ZoneAbbreviations``), which Foundation
  /// would accept (as US Central Time, where a Chinese user's `date` means
  /// China Standard Time), along with GMT offsets.
  package init?(ianaName name: String) {
    guard !name.isEmpty, ZoneAbbreviations.ianaName(forAbbreviation: name) == nil else { return nil }
    #if canImport(Darwin)
      guard let timeZone = TimeZone(identifier: name),
        timeZone.identifier == name || name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name)
      else { return nil }
      self.init(timeZone)
    #else
      guard let compiled = ZoneDatabase.zone(named: name) else { return nil }
      identifier = name
      rules = .compiled(compiled)
    #endif
  }

  /// The names of the zones ``init(ianaName:)`` accepts, sorted.
  package static var ianaNames: [String] {
    #if canImport(Darwin)
      ["UTC"] + TimeZone.knownTimeZoneIdentifiers.sorted()
    #else
      ZoneDatabase.names().filter { ZoneAbbreviations.ianaName(forAbbreviation: $0) == nil }
    #endif
  }

  /// A zone of a fixed offset from UTC, named as Foundation names it (`GMT+0800`).
  package init?(secondsFromGMT offset: Int) {
    guard let timeZone = TimeZone(secondsFromGMT: offset) else { return nil }
    identifier = timeZone.identifier
    rules = .foundation(timeZone)
  }

  /// The offset from UTC in seconds at `instant`.
  package func offset(at instant: Int) -> Int {
    switch rules {
    case .compiled(let zone): zone.type(at: instant).offset
    case .foundation(let zone): zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
  }

  /// Whether `instant` falls in daylight-saving time.
  package func isDaylight(at instant: Int) -> Bool {
    switch rules {
    case .compiled(let zone): zone.type(at: instant).isDaylight
    case .foundation(let zone): zone.isDaylightSavingTime(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
  }

  /// The first instant after `instant` at which the zone's offset or
  /// daylight-saving time changes, or nil if none does.
  package func nextTransition(after instant: Int) -> Int? {
    switch rules {
    case .compiled(let zone):
      return zone.nextTransition(after: instant)
    case .foundation(let zone):
      let date = Date(timeIntervalSince1970: TimeInterval(instant))
      guard let next = zone.nextDaylightSavingTimeTransition(after: date) else { return nil }
      return Int(next.timeIntervalSince1970.rounded(.down))
    }
  }

  /// Hashes the name (zones of one name have the same rules).
  package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// 0001-01-01T00:00:00Z, Foundation's `Date.distantPast`.
  package static let distantPast = -62_135_596_800

  /// The instant of the zone's first transition, or nil if it has none.
  package var firstTransition: Int? { nextTransition(after: Self.distantPast) }

  /// Whether the zone is UTC under one of its names (see `TimeZone.isUTC`):
  /// an offset of zero at every instant, never changed.
  package var isUTC: Bool { offset(at: Self.distantPast) == 0 && firstTransition == nil }
}
