/// One day of a predicted arrangement: a day off or a make-up workday, with
/// what the prediction rests on.
public struct ProvisionalDay: Hashable, Sendable {
  /// The day, as an official file would list it; its `source` names the
  /// prediction, such as `provisional/2027`.
  public var entry: HolidayEntry
  /// What the day rests on: ``Basis/law``, ``Basis/principle`` or ``Basis/guess``.
  public var basis: Basis
  /// What the day is under the law.
  public var kind: LegalDayKind

  /// Creates a predicted day.
  public init(entry: HolidayEntry, basis: Basis, kind: LegalDayKind) {
    self.entry = entry
    self.basis = basis
    self.kind = kind
  }

  /// The day.
  public var date: CivilDate { entry.date }
}
