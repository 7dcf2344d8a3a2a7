/// A reminder as a person writes it in a configuration file, the form of
/// the command line's options (`"time": "08:50"`, `"duration": "30m"`,
/// `"alarms": ["10m"]`, `"rule"` with its `"ruleStart"`, `"busy"`, `"id"`,
/// `"description"`), with that form's defaults (an alarm 10 minutes
/// before, 09:00, the title 上班).
///
/// ``Reminder``'s own `Codable` form is the one to save an app's settings
/// in: it never switches to this form, so a saved setting keeps its
/// meaning whatever keys are added. Decode this type to read what a person
/// wrote:
///
///     let written = #"{"title": "Clock in", "time": "08:50", "busy": true}"#
///     let reminder = try JSONDecoder().decode(ReminderConfiguration.self, from: Data(written.utf8)).reminder
public struct ReminderConfiguration: Decodable, Hashable, Sendable {
  /// The reminder the configuration describes.
  public var reminder: Reminder

  /// Wraps a reminder.
  public init(_ reminder: Reminder) {
    self.reminder = reminder
  }

  /// Reads the configuration's form of a reminder.
  ///
  /// A rule needs its `ruleStart` here: read on its own, a reminder has no
  /// range whose first day it could count from.
  ///
  /// - Throws: ``ReminderDecodingError`` at the path of the key that is
  ///   wrong (an unknown key named as such), with the configuration's
  ///   message for it.
  public init(from decoder: any Decoder) throws {
    do {
      let value = try JSONValue(from: decoder)
      reminder = try Reminder(request: value, codingPath: decoder.codingPath)
    } catch let error as DecodingError {
      throw ReminderDecodingError(error)
    }
  }
}
