/// The days of the week on which one regularly works, before the official
/// arrangement moves any day: Monday to Friday for most, Monday to Saturday
/// for six-day workers.
public struct WorkWeek: Hashable, Sendable, CustomStringConvertible {
  private var mask: UInt8

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

  /// Whether `weekday` is a regular working day.
  public func contains(_ weekday: Weekday) -> Bool { mask & (1 << UInt8(weekday.rawValue)) != 0 }

  /// The working days, Monday first.
  public var days: [Weekday] { Weekday.allCases.filter(contains) }

  /// The shortest spelling that parses back to this week, such as `MO-FR`
  /// or `MO,WE,FR`.
  public var description: String {
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
    return parts.joinedText(separator: ",")
  }

  private static func spell(_ start: Weekday, _ end: Weekday) -> String {
    switch end.rawValue - start.rawValue {
    case 0: start.code
    case 1: start.code + "," + end.code
    default: start.code + "-" + end.code
    }
  }
}
