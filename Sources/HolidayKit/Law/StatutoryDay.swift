/// One statutory day off (法定节假日): a day the law itself gives off, such
/// as 2026-10-01 (国庆节), as opposed to a day off the yearly notice adds
/// by 调休 or a weekend inside a break.
public struct StatutoryDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The day.
  public var date: CivilDate
  /// The holiday it belongs to.
  public var holiday: StatutoryHoliday

  /// Creates a statutory day.
  public init(date: CivilDate, holiday: StatutoryHoliday) {
    self.date = date
    self.holiday = holiday
  }

  /// `2026-10-01 国庆节`.
  public var description: String { "\(date.iso8601) \(holiday.name)" }

  /// Whether `lhs` comes before `rhs`: by date, then in the law's order of
  /// holidays (中秋节 before 国庆节 on 2028-10-03).
  public static func < (lhs: StatutoryDay, rhs: StatutoryDay) -> Bool {
    if lhs.date != rhs.date { return lhs.date < rhs.date }
    return lhs.holiday.order < rhs.holiday.order
  }
}
