import HolidayKit

extension ReminderRequest.Field {
  /// The command-line option of the same meaning, such as `--all-day`:
  /// the one declared with this field's configuration key.
  var optionName: String {
    Commands.options.first { $0.configurationKey == rawValue }?.name ?? rawValue
  }
}
