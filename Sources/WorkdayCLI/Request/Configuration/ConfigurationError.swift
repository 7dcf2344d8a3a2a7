import HolidayKit

/// A reason a reminders configuration file cannot be used, naming the file
/// and the JSON path of the offending value.
struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name or path.
  var source: String
  /// Where in the file: a JSON path such as `calendars[0].reminders[1].time`,
  /// or `line:column` for malformed JSON; empty for the whole file.
  var path: String
  /// What is wrong, such as `expected HH:MM such as 08:50, got "25:00"`.
  var message: String

  /// Creates an error.
  init(source: String, path: String, message: String) {
    self.source = source
    self.path = path
    self.message = message
  }

  /// `reminders.json: calendars[0].reminders[1].time: expected …`, or
  /// `reminders.json:3:7: malformed JSON: …` as compilers write positions.
  var description: String {
    if path.isEmpty { return "\(source): \(message)" }
    if path.first?.isNumber == true { return "\(source):\(path): \(message)" }
    return "\(source): \(path): \(message)"
  }
}
