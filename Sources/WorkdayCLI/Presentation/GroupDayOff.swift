import HolidayKit

/// How a group's day (``WorkdayCalendar/GroupDay``) is said.
enum GroupDayOff {
  /// `afternoon off (妇女节, women; 全国年节及纪念日放假办法 …, Art. 3)`, or
  /// `下午放假（妇女节，全国年节及纪念日放假办法 …第三条）`; a whole day says
  /// `whole day off`; a day that gives nothing says why. The provisions
  /// are the version's in force (part 乙 and 丁 of the 1949 measures).
  static func phrase(_ day: WorkdayCalendar.GroupDay, in language: Language) -> String {
    let name = day.group.holidayName
    let half = day.timeOff.half
    let (granted, notMadeUp) = (day.grantedIn.name(in: language), day.notMadeUpIn.name(in: language))
    switch (day.timeOff, language) {
    case (.nothingOnADayOff, .english): return "\(name) on a day off: nothing made up (\(notMadeUp))"
    case (.nothingOnADayOff, .chinese): return "\(name)适逢休息日，不补假（\(notMadeUp)）"
    case (.nothingOnAListedWorkday, .english): return "\(name) on a listed working day: no time off"
    case (.nothingOnAListedWorkday, .chinese): return "\(name)适逢安排的上班日，不放假"
    case (_, .english):
      let what = half.map { "\($0.rawValue) off" } ?? "whole day off"
      return "\(what) (\(name), \(day.group.rawValue); \(day.citation), \(granted))"
    case (_, .chinese):
      let what = half.map { "\($0.name(in: .chinese))放假" } ?? "全天放假"
      return "\(what)（\(name)，\(day.citation)\(granted)）"
    }
  }

  /// `afternoon-off 妇女节` / `下午放假 妇女节`, for a line of `list`.
  static func word(_ group: CitizenGroup, half: DayHalf, in language: Language) -> String {
    switch language {
    case .english: "\(half.rawValue)-off \(group.holidayName)"
    case .chinese: "\(half.name(in: .chinese))放假 \(group.holidayName)"
    }
  }

  /// The JSON fields: `"halfDayOff": "afternoon"` (null for a whole day),
  /// `"groupHoliday": "妇女节"`, `"group": "women"`, `"groupCitation": citation`;
  /// all null when the group's day gives no time off.
  static func jsonFields(_ day: WorkdayCalendar.GroupDay) -> [(key: String, value: JSONValue)] {
    guard day.timeOff.givesTimeOff else { return nullJSONFields }
    return [
      ("halfDayOff", day.timeOff.half.map { .string($0.rawValue) } ?? .null),
      ("groupHoliday", .string(day.group.holidayName)),
      ("group", .string(day.group.rawValue)),
      ("groupCitation", .string("\(day.citation), \(day.grantedIn)")),
    ]
  }

  /// The JSON fields of a day without a group's day off, all null.
  static let nullJSONFields: [(key: String, value: JSONValue)] = [
    ("halfDayOff", .null), ("groupHoliday", .null), ("group", .null), ("groupCitation", .null),
  ]
}
