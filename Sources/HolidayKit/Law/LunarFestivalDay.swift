/// A lunar festival and the day it falls on, as ``LunarFestival/days(in:)``
/// lists them.
public struct LunarFestivalDay: Hashable, Sendable {
  /// The festival, such as ``LunarFestival/qixi`` (七夕节).
  public var festival: LunarFestival
  /// The festival's day.
  public var date: CivilDate

  /// Creates a festival's day.
  public init(festival: LunarFestival, date: CivilDate) {
    self.festival = festival
    self.date = date
  }
}
