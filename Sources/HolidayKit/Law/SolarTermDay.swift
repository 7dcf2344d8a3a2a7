/// A solar term and the day it falls on, as ``SolarTerm/days(in:)`` lists
/// them.
public struct SolarTermDay: Hashable, Sendable {
  /// The term, such as ``SolarTerm/pureBrightness`` (清明).
  public var term: SolarTerm
  /// The day of the term (UTC+8).
  public var date: CivilDate

  /// Creates a term's day.
  public init(term: SolarTerm, date: CivilDate) {
    self.term = term
    self.date = date
  }
}
