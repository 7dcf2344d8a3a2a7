import Synchronization

/// The statutory days of each year already computed, by law and year: a
/// year's lunar dates are worked out once per process, so that asking
/// the law about one day at a time (a month view) costs a look-up, not
/// three years of Chinese-calendar conversions.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum StatutoryDayCache {
  /// The days by the law's citation and the year.
  static let days = Mutex<[String: [Int: [StatutoryDay]]]>([:])
}

extension HolidayLaw {
  /// ``statutoryDays(in:)``, computed once per law and year in this
  /// process (on platforms without `Synchronization`'s `Mutex`, every time).
  func cachedStatutoryDays(in year: Int) throws -> [StatutoryDay] {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return try statutoryDays(in: year) }
    if let known = StatutoryDayCache.days.withLock({ $0[citation]?[year] }) { return known }
    let days = try statutoryDays(in: year)
    StatutoryDayCache.days.withLock { $0[citation, default: [:]][year] = days }
    return days
  }
}
