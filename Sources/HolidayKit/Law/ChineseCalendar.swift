#if canImport(FoundationEssentials)
  import FoundationEssentials
  // The Chinese calendar is ICU's: `Calendar(identifier: .chinese)` finds it
  // only when FoundationInternationalization is loaded, and traps (SIGILL,
  // a force unwrap in Foundation's calendar cache) when it is not.
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Conversions between civil dates and the Chinese lunisolar calendar
/// (农历), through Foundation's Chinese calendar (ICU's astronomical one).
///
/// The calendar is created on first use only, so covered years, which never
/// need a lunar date, do not pay for it (about half a millisecond).
enum ChineseCalendar {
  /// UTC+8, the meridian of the Chinese calendar, as a fixed offset: no
  /// time-zone database is needed and no day is 23 or 25 hours long.
  private static let offset = 8 * 3600

  /// Foundation's Chinese calendar in UTC+8, or `nil` if this platform
  /// cannot give one. Created on first access.
  static let calendar: Calendar? = {
    guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
    var calendar = Calendar(identifier: .chinese)
    calendar.timeZone = zone
    #if canImport(FoundationEssentials)
      // Never true. The reference keeps ICU's calendar (Calendar_ICU in
      // FoundationInternationalization, which replaces Essentials' stub)
      // linked into a statically linked executable: without a reference to
      // one of its symbols the linker leaves it out, and the calendar above
      // traps at run time.
      if calendar.identifier != .chinese { _ = calendar.eraSymbols }
    #endif
    return calendar
  }()

  /// The instant of noon, UTC+8, on `date`: a moment well inside the day.
  static func noon(of date: CivilDate) -> Date {
    Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 12 * 3600 - offset))
  }

  /// The civil date, UTC+8, of an instant.
  static func civilDate(of instant: Date) -> CivilDate? {
    let seconds = (instant.timeIntervalSince1970 + TimeInterval(offset)).rounded(.down)
    guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
    let days = Int(seconds) / 86_400 - (Int(seconds) % 86_400 < 0 ? 1 : 0)
    return CivilDate(daysSinceEpoch: days)
  }
}
