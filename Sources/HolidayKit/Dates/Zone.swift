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

  /// The zone named `identifier` with the rules `compiled`: a zone a
  /// calendar file defines for itself (its VTIMEZONE), under the file's
  /// name for it.
  package init(identifier: String, compiled: CompiledZone) {
    self.identifier = identifier
    rules = .compiled(compiled)
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
      if let compiled = ZoneDatabase.zone(named: name) {
        identifier = name
        rules = .compiled(compiled)
      } else if let fixed = Self.fixedOffset(named: name) {
        self = fixed
      } else {
        return nil
      }
    #endif
  }

  /// The zone of a fixed offset named as Foundation names one, `GMT+0800`
  /// or `GMT-0330` (Foundation's `TimeZone(identifier:)` takes these, and
  /// so did this library when it read zones through ICU); nil for any
  /// other spelling.
  static func fixedOffset(named name: String) -> Zone? {
    let bytes = Array(name.utf8)
    guard bytes.count == 8, name.hasPrefix("GMT"), bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-"),
      bytes[4...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    let digits = bytes[4...].map { Int($0 - UInt8(ascii: "0")) }
    let hours = digits[0] * 10 + digits[1]
    let minutes = digits[2] * 10 + digits[3]
    guard hours <= 18, minutes < 60 else { return nil }
    let offset = (hours * 3600 + minutes * 60) * (bytes[3] == UInt8(ascii: "-") ? -1 : 1)
    guard let zone = Zone(secondsFromGMT: offset), zone.identifier == name else { return nil }
    return zone
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

  /// Whether the zone is UTC under one of its names: an offset of zero at
  /// every instant, never changed. `TimeZone.isUTC` asks this.
  package var isUTC: Bool { offset(at: Self.distantPast) == 0 && firstTransition == nil }
}
