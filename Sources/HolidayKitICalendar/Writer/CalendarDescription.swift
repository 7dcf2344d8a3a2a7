import HolidayKit

/// The text that tells a calendar's readers where its days come from
/// (X-WR-CALDESC and DESCRIPTION).
///
/// It says nothing that changes with the day it is written or with a
/// notice: a relay that wraps every event with the calendar's own
/// properties (vdirsyncer's `http` storage keys each event by a hash of
/// both) would otherwise send every event again each day, or when a
/// notice moves a few days. What a day rests on is said by its own event
/// (a provisional or assumed day's title, notes and STATUS); the range,
/// the years covered and the notices are the command's to print.
package enum CalendarDescription {
  /// What a reminder calendar's events are.
  package static let workingDays = "Working days of China"
  /// What the `holidays` calendar's events are.
  package static let officialDays = "Official days off and make-up workdays of China"

  /// Names what the events are (`subject`), how an event without a notice
  /// behind it is marked, and the overlays' files (which a person gives).
  package static func text(calendar: WorkdayCalendar, subject: String = workingDays) -> String {
    var lines = [
      "\(subject) from the official holiday arrangement (holiday-cn data).",
      "An event on a day no notice settles yet says so in its title and notes, and is tentative.",
    ]
    let overlays = calendar.holidays.overlaySources
    if !overlays.isEmpty {
      // File names only: a published calendar must not show the folders
      // of the machine that made it.
      let names = overlays.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      lines.append("Also from: " + names.joined(separator: ", ") + ".")
    }
    return lines.joined(separator: "\n")
  }
}
