/// The days of the week on which one regularly works, before the official
/// arrangement moves any day: Monday to Friday for most, Monday to Saturday
/// for six-day workers, or a rotation of weeks such as 大小周 (a six-day
/// week, then a five-day one), anchored on a date whose week is the
/// rotation's first.
public struct WorkWeek: Hashable, Sendable, CustomStringConvertible {
  /// The working days of a week that does not rotate; of the first week of
  /// a rotation.
  private var mask: UInt8
  /// Every week's days when the week rotates (two or more), else empty.
  private var rotation: [UInt8] = []
  /// The day number of the Monday that starts the rotation's first week.
  private var anchorMonday = 0

  /// Monday through Friday, the default.
  public static let mondayToFriday = WorkWeek(days: [.monday, .tuesday, .wednesday, .thursday, .friday])

  /// Creates a week from its working days.
  public init(days: some Sequence<Weekday>) {
    mask = days.reduce(0) { $0 | 1 << UInt8($1.rawValue) }
  }

  /// Parses a comma-separated list of RFC 5545 weekday codes and ranges,
  /// such as `MO-FR`, `MO-SA`, `MO,WE,FR` or `SU-TH` (a range may wrap past
  /// Sunday), in any letter case; `nil` when malformed or empty.
  public init?(parsing text: some StringProtocol) {
    mask = 0
    for item in Substring(text).split(separator: ",", omittingEmptySubsequences: false) {
      let ends = item.split(separator: "-", omittingEmptySubsequences: false)
      guard ends.count == 1 || ends.count == 2,
        let first = Weekday(code: ends[0]), let last = Weekday(code: ends[ends.count - 1])
      else { return nil }
      var day = first
      while true {
        mask |= 1 << UInt8(day.rawValue)
        if day == last { break }
        day = day.advanced(by: 1)
      }
    }
    guard mask != 0 else { return nil }
  }

  /// A rotation of `weeks` (at least two), the week holding `anchor` being
  /// the first: `[MO-SA, MO-FR]` from 2026-01-05 is 大小周 with a six-day
  /// week from Monday 2026-01-05. Nil for fewer than two weeks or a week
  /// that itself rotates.
  public init?(rotating weeks: [WorkWeek], from anchor: CivilDate) {
    guard weeks.count >= 2, weeks.count <= 8, weeks.allSatisfy({ !$0.isRotating }) else { return nil }
    mask = weeks[0].mask
    rotation = weeks.map(\.mask)
    anchorMonday = anchor.daysSinceEpoch - (anchor.weekday.rawValue - 1)
  }

  /// Parses a week as ``init(parsing:)`` does, or a rotation of weeks
  /// joined by `/` (`MO-SA/MO-FR`) whose first week is the one holding
  /// `anchor`; nil when malformed, or for a rotation without an anchor.
  public init?(parsing text: some StringProtocol, anchor: CivilDate?) {
    let weeks = Substring(text).split(separator: "/", omittingEmptySubsequences: false)
    if weeks.count == 1 {
      self.init(parsing: text)
      return
    }
    guard let anchor else { return nil }
    var parsed: [WorkWeek] = []
    for week in weeks {
      guard let one = WorkWeek(parsing: week) else { return nil }
      parsed.append(one)
    }
    self.init(rotating: parsed, from: anchor)
  }

  /// Whether the week rotates (大小周 and the like).
  public var isRotating: Bool { !rotation.isEmpty }

  /// The weeks of a rotation, in order; the week itself when it does not
  /// rotate.
  public var weeks: [WorkWeek] {
    isRotating ? rotation.map { WorkWeek(mask: $0) } : [self]
  }

  /// The Monday that starts the rotation's first week; nil when the week
  /// does not rotate.
  public var rotationStart: CivilDate? { isRotating ? CivilDate(daysSinceEpoch: anchorMonday) : nil }

  private init(mask: UInt8) { self.mask = mask }

  /// Whether `weekday` is a regular working day of a week that does not
  /// rotate; for a rotation, whether it is one in its first week (ask
  /// ``contains(_:)-(CivilDate)`` for a date).
  public func contains(_ weekday: Weekday) -> Bool { mask & (1 << UInt8(weekday.rawValue)) != 0 }

  /// Whether `date` is a regular working day, in whichever week of a
  /// rotation it falls.
  public func contains(_ date: CivilDate) -> Bool {
    guard isRotating else { return contains(date.weekday) }
    let offset = date.daysSinceEpoch - anchorMonday
    let week = (offset >= 0 ? offset / 7 : -((-offset + 6) / 7)) % rotation.count
    return rotation[(week + rotation.count) % rotation.count] & (1 << UInt8(date.weekday.rawValue)) != 0
  }

  /// The working days of a week that does not rotate (of the first week of
  /// a rotation), Monday first.
  public var days: [Weekday] { Weekday.allCases.filter(contains) }

  /// The shortest spelling that parses back to this week, such as `MO-FR`
  /// or `MO,WE,FR`; a rotation's weeks joined by `/` and its start, such as
  /// `MO-SA/MO-FR from 2026-01-05`.
  public var description: String {
    guard let start = rotationStart else { return weekDescription }
    return weeks.map(\.weekDescription).joined(separator: "/") + " from \(start)"
  }

  /// The spelling of one week's days.
  private var weekDescription: String {
    var parts: [String] = []
    var runStart: Weekday?
    var previous: Weekday?
    for day in Weekday.allCases {
      if contains(day) {
        if runStart == nil { runStart = day }
        previous = day
      } else if let start = runStart, let end = previous {
        parts.append(Self.spell(start, end))
        runStart = nil
      }
    }
    if let start = runStart, let end = previous { parts.append(Self.spell(start, end)) }
    return parts.joined(separator: ",")
  }

  private static func spell(_ start: Weekday, _ end: Weekday) -> String {
    switch end.rawValue - start.rawValue {
    case 0: start.code
    case 1: start.code + "," + end.code
    default: start.code + "-" + end.code
    }
  }
}
