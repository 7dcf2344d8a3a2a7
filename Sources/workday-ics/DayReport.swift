import HolidayKit

/// How one day is printed: a line for people, a JSON object for scripts.
enum DayReport {
  /// `2026-09-20 Sunday: working day (make-up workday, 国庆节)`.
  static func sentence(_ date: CivilDate, _ kind: DayKind, in language: Language) -> String {
    switch language {
    case .english: "\(date) \(date.weekday.name): \(kind.phrase)"
    case .chinese: "\(date) \(date.weekday.name(in: .chinese))：\(kind.phrase(in: .chinese))"
    }
  }

  /// `2026-09-20 Sunday make-up-workday 国庆节`: the ISO date first, then
  /// the weekday, the kind's label and the holiday's name if any.
  static func line(_ date: CivilDate, _ kind: DayKind, in language: Language) -> String {
    var fields = [date.iso8601, date.weekday.name(in: language), kind.word(in: language)]
    if let name = kind.holiday { fields.append(name) }
    return fields.joinedText(separator: " ")
  }

  /// `{"date":"2026-09-20","weekday":"Sunday","isWorkingDay":true,"kind":"make-up-workday","name":"国庆节","holiday":"国庆节"}`:
  /// `name` as the data spells it, `holiday` the canonical name.
  static func json(_ date: CivilDate, _ kind: DayKind) -> JSONValue {
    .object([
      ("date", .string(date.iso8601)),
      ("weekday", .string(date.weekday.name)),
      ("isWorkingDay", .bool(kind.isWorkingDay)),
      ("kind", .string(kind.label)),
      ("name", kind.holidayName.map(JSONValue.string) ?? .null),
      ("holiday", kind.holiday.map(JSONValue.string) ?? .null),
    ])
  }
}
