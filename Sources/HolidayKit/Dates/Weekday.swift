/// A day of the week, numbered as ISO 8601 does: Monday is 1, Sunday is 7.
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable {
  /// Monday (`MO`), day 1.
  case monday = 1
  /// Tuesday (`TU`).
  case tuesday
  /// Wednesday (`WE`).
  case wednesday
  /// Thursday (`TH`).
  case thursday
  /// Friday (`FR`).
  case friday
  /// Saturday (`SA`).
  case saturday
  /// Sunday (`SU`), day 7.
  case sunday

  /// The weekday of a day number counted from 1970-01-01, a Thursday.
  init(daysSinceEpoch days: Int) {
    let mondayBased = ((days + 3) % 7 + 7) % 7  // 1970-01-05 was a Monday
    self = Weekday(rawValue: mondayBased + 1) ?? .monday
  }

  /// The two-letter code RFC 5545 uses in `BYDAY` and `WKST`: `MO` … `SU`.
  public var code: String {
    switch self {
    case .monday: "MO"
    case .tuesday: "TU"
    case .wednesday: "WE"
    case .thursday: "TH"
    case .friday: "FR"
    case .saturday: "SA"
    case .sunday: "SU"
    }
  }

  /// The weekday's name in `language`: `Monday`, or `星期一`.
  public func name(in language: Language) -> String {
    switch language {
    case .english: name
    case .chinese: "星期" + ["一", "二", "三", "四", "五", "六", "日"][rawValue - 1]
    }
  }

  /// The weekday's short name for a month grid's header: `Mo` … `Su`, or
  /// `一` … `日` (two columns wide on a terminal either way).
  public func shortName(in language: Language) -> String {
    switch language {
    case .english: String(name.prefix(2))
    case .chinese: ["一", "二", "三", "四", "五", "六", "日"][rawValue - 1]
    }
  }

  /// The English name: `Monday` … `Sunday`.
  public var name: String {
    switch self {
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    case .sunday: "Sunday"
    }
  }

  /// Creates a weekday from its RFC 5545 code, in any letter case, or
  /// returns `nil` for anything else.
  public init?(code: some StringProtocol) {
    guard
      let match = Weekday.allCases.first(where: {
        $0.code == code.uppercased()
      })
    else { return nil }
    self = match
  }

  /// The weekday `count` days later (earlier when negative).
  public func advanced(by count: Int) -> Weekday {
    let index = ((rawValue - 1 + count % 7) % 7 + 7) % 7
    return Weekday(rawValue: index + 1) ?? self
  }

  /// Whether `lhs` comes before `rhs` in a week starting on Monday.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
