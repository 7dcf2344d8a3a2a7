/// The half of a day a half-day holiday gives off (``CitizenGroup``): the
/// law says only "放假半天"; employers commonly give the afternoon.
/// Noon divides the halves.
public enum DayHalf: String, CaseIterable, Hashable, Sendable {
  /// Before noon.
  case morning
  /// From noon on.
  case afternoon

  /// 12:00, where the afternoon starts.
  public static let noon = TimeOfDay(uncheckedHour: 12, minute: 0, second: 0)

  /// Whether `time` falls in this half: the morning is before 12:00, the
  /// afternoon from 12:00.
  public func contains(_ time: TimeOfDay) -> Bool {
    (time < Self.noon) == (self == .morning)
  }

  /// The other half.
  public var other: DayHalf { self == .morning ? .afternoon : .morning }

  /// `morning` / `afternoon`, or 上午 / 下午.
  public func name(in language: Language) -> String {
    guard language == .chinese else { return rawValue }
    return self == .morning ? "上午" : "下午"
  }
}
