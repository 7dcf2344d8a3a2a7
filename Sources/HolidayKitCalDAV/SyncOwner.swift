/// Whose events a state entry records: a run deletes only its own, so
/// that different reminders synced into one CalDAV calendar never delete
/// each other's events.
package enum SyncOwner: Hashable, Sendable {
  /// One reminder given on the command line, by its identifier (`--id`,
  /// else made from the title): a changed time or alarm is the same
  /// reminder, a new title another.
  case reminder(String)
  /// A calendar of a configuration file: the file's absolute path and the
  /// calendar's name (a reminder taken out of the file is then deleted).
  case configuration(file: String, calendar: String)

  /// The reminder's identifier, for a command-line reminder.
  package var reminder: String? { if case .reminder(let identifier) = self { identifier } else { nil } }

  /// How the state file writes it: `reminder ID`, or `configuration
  /// FILE` and the calendar's name on a line of its own.
  package var stateText: String {
    switch self {
    case .reminder(let identifier): "reminder " + identifier
    case .configuration(let file, let calendar): "configuration \(file)\n\(calendar)"
    }
  }

  /// The owner a state file's text names, nil for text that names none.
  package init?(stateText text: String) {
    if text.hasPrefix("reminder ") {
      self = .reminder(String(text.dropFirst("reminder ".count)))
    } else if text.hasPrefix("configuration ") {
      let rest = text.dropFirst("configuration ".count)
      let parts = rest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      self = .configuration(file: String(parts[0]), calendar: parts.count > 1 ? String(parts[1]) : "")
    } else {
      return nil
    }
  }
}
