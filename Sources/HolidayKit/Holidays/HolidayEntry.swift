/// One day of an official holiday arrangement, as a holiday-cn file lists it.
public struct HolidayEntry: Hashable, Sendable {
  /// The day.
  public var date: CivilDate
  /// The holiday the notice names for this day, such as `国庆节`; a label
  /// for display, never a key for logic (the same holiday is spelt several
  /// ways across years).
  public var name: String
  /// `true` for an official day off; `false` for an official working day,
  /// which is a make-up workday when the regular week would have it off.
  public var isOffDay: Bool
  /// Where the entry was read, such as `holidays/2019.json`.
  public var source: String

  /// Creates an entry.
  public init(date: CivilDate, name: String, isOffDay: Bool, source: String) {
    self.date = date
    self.name = name
    self.isOffDay = isOffDay
    self.source = source
  }
}
