extension CivilDate: Strideable {
  /// The number of days from this date to `other` (negative when `other`
  /// is earlier).
  public func distance(to other: CivilDate) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// The date `days` days later (earlier when negative), so that
  /// `for day in start...end` walks every day.
  ///
  /// - Precondition: the result is within ``supportedYears``, as integer
  ///   arithmetic traps on overflow; use ``adding(days:)`` to get `nil`
  ///   instead.
  public func advanced(by days: Int) -> CivilDate {
    guard let date = adding(days: days) else {
      preconditionFailure("\(self) + \(days) days is outside the years 1-9999 a CivilDate holds")
    }
    return date
  }
}
