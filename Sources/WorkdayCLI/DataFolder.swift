/// The folder `workday-ics update` keeps the downloaded holiday-cn files in,
/// which every command reads after the built-in data and before any
/// `--holidays`.
///
/// It is, in order: `--data DIR` (update only), `WORKDAY_ICS_DATA`,
/// `$XDG_DATA_HOME/workday-ics/holidays` (an absolute XDG_DATA_HOME, as
/// the XDG Base Directory specification requires), or
/// `$HOME/.local/share/workday-ics/holidays`. An empty variable counts as
/// unset; without HOME there is no default. A folder that does not exist
/// is no data, not an error: nothing has been downloaded yet.
enum DataFolder {
  /// The environment variable naming the folder for every command.
  static let variable = "WORKDAY_ICS_DATA"

  /// The folder: `given` (`--data`) when there is one, else the
  /// environment's; nil when nothing names one.
  static func path(given: String? = nil) -> String? {
    if let given { return given }
    if let named = value(variable) { return named }
    if let data = value("XDG_DATA_HOME"), data.hasPrefix("/") { return join(data, "workday-ics/holidays") }
    if let home = value("HOME") { return join(home, ".local/share/workday-ics/holidays") }
    return nil
  }

  private static func value(_ name: String) -> String? {
    Terminal.environment(name).flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
