import Foundation

/// The official arrangement derived again, independently of HolidayKit:
/// Foundation's JSON reader over the raw files, Foundation's calendar for
/// weekdays.
struct IndependentDerivation {
  var listed: [String: Bool] = [:]  // date -> isOffDay

  init() throws {
    for url in try PackagePaths.holidayFiles() {
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      for day in object?["days"] as? [[String: Any]] ?? [] {
        listed[day["date"] as? String ?? ""] = day["isOffDay"] as? Bool
      }
    }
  }

  static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// (date text, is Mon-Fri, is working day) for every day of the range.
  func days(from start: DateComponents, through end: DateComponents) -> [(String, Bool, Bool)] {
    let calendar = Self.gregorian
    var date = calendar.date(from: start)!
    let last = calendar.date(from: end)!
    var result: [(String, Bool, Bool)] = []
    while date <= last {
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      let text = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
      let isWeekday = (2...6).contains(parts.weekday!)
      result.append((text, isWeekday, listed[text].map { !$0 } ?? isWeekday))
      date = calendar.date(byAdding: .day, value: 1, to: date)!
    }
    return result
  }
}
