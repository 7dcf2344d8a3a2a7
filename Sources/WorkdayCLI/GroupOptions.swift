import HolidayKit

/// `--group` and `--half-day`: the days the law gives groups of citizens
/// (妇女节, 青年节, 儿童节, 建军节), and how they are said. The options are
/// in ``QueryOptions/specs``: every command that answers about days takes
/// them.
struct GroupOptions {
  /// The groups asked for, in the order given, each once.
  var groups: [CitizenGroup] = []
  /// The half of a half-day holiday that is off.
  var halfDay = DayHalf.afternoon

  init() {}

  init(_ arguments: Arguments) throws(UsageError) {
    for text in arguments.values(.group) {
      guard let group = CitizenGroup(rawValue: text.lowercased()) else {
        throw UsageError(
          message: "invalid \(Option.group) '\(VisibleText.excerpt(text))': expected one of "
            + CitizenGroup.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.didYouMean(text, among: CitizenGroup.allCases.map(\.rawValue)))
      }
      if !groups.contains(group) { groups.append(group) }
    }
    if let text = arguments.value(.halfDay) {
      guard let half = DayHalf(rawValue: text.lowercased()) else {
        throw UsageError(
          message: "invalid \(Option.halfDay) '\(VisibleText.excerpt(text))': expected morning or afternoon"
            + Suggestion.didYouMean(text, among: DayHalf.allCases.map(\.rawValue)))
      }
      halfDay = half
      // A half day off is a group's: without one it would be ignored. With
      // a configuration, its "groups" may give them (checked once both
      // are read, in GenerationRequest(configuration:…)).
      guard !groups.isEmpty || arguments.has(.config) else { throw Self.halfDayWithoutGroup }
    }
  }

  /// `--half-day` given where no group is: it says which half of a
  /// group's day is off, and there is none.
  static let halfDayWithoutGroup = UsageError(
    message:
      "\(Option.halfDay) needs \(Option.group) GROUP: it says which half of a group's day is off (妇女节 for women, 青年节 for youth)"
  )

  /// What is off on `date` for the groups: nil without groups or on any
  /// other day.
  func dayOff(on date: CivilDate, calendar: WorkdayCalendar) -> GroupDayOff? {
    guard !groups.isEmpty, let off = calendar.groupDayOff(on: date, for: groups) else { return nil }
    return GroupDayOff(group: off.group, half: off.isWholeDay ? nil : halfDay, citation: off.citation)
  }

  /// The dates from `start` through `end` whose half is off for the groups.
  func halfDaysOff(from start: CivilDate, through end: CivilDate, calendar: WorkdayCalendar) -> [CivilDate] {
    guard !groups.isEmpty, start <= end else { return [] }
    return (start.year...end.year).flatMap { year in
      groups.compactMap { group in
        guard let date = group.date(in: year), date >= start, date <= end,
          dayOff(on: date, calendar: calendar)?.half != nil
        else { return nil }
        return date
      }
    }.sorted()
  }
}

/// A group's day off on a date: ``WorkdayCalendar/groupDayOff(on:for:)``'s
/// answer, with the half that is off.
struct GroupDayOff {
  var group: CitizenGroup
  /// The half that is off; nil for a whole day.
  var half: DayHalf?
  var citation: String

  /// `afternoon off (妇女节, women; 全国年节及纪念日放假办法 …, Art. 3)`, or
  /// `下午放假（妇女节，全国年节及纪念日放假办法 …第三条）`; a whole day says
  /// `whole day off`.
  func phrase(in language: Language) -> String {
    let name = group.holidayName
    switch language {
    case .english:
      let what = half.map { "\($0.rawValue) off" } ?? "whole day off"
      return "\(what) (\(name), \(group.rawValue); \(citation), Art. 3)"
    case .chinese:
      let what = half.map { "\($0.name(in: .chinese))放假" } ?? "全天放假"
      return "\(what)（\(name)，\(citation)第三条）"
    }
  }

  /// `afternoon-off` / `下午放假`, for a line of `list`.
  func word(in language: Language) -> String {
    switch language {
    case .english: (half.map { "\($0.rawValue)-off" } ?? "day-off") + " " + group.holidayName
    case .chinese: (half.map { "\($0.name(in: .chinese))放假" } ?? "全天放假") + " " + group.holidayName
    }
  }

  /// The JSON fields: `"halfDayOff": "afternoon"` (null for a whole day),
  /// `"groupHoliday": "妇女节"`, `"group": "women"`, `"groupBasis": citation`.
  var jsonFields: [(key: String, value: JSONValue)] {
    [
      ("halfDayOff", half.map { .string($0.rawValue) } ?? .null),
      ("groupHoliday", .string(group.holidayName)),
      ("group", .string(group.rawValue)),
      ("groupBasis", .string(citation + ", Art. 3")),
    ]
  }

  /// The JSON fields of a day without a group's day off, all null.
  static let nullJSONFields: [(key: String, value: JSONValue)] = [
    ("halfDayOff", .null), ("groupHoliday", .null), ("group", .null), ("groupBasis", .null),
  ]
}
