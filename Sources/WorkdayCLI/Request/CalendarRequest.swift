import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One calendar to generate, as the command line or a configuration's
/// `calendars[i]` asks for it: where it goes, its own properties and its
/// reminders.
struct CalendarRequest: Hashable, Sendable {
  /// Where it goes (already relative to the current folder); nil or `-`
  /// for standard output.
  var output: String?
  /// NAME and X-WR-CALNAME (default: the first reminder's title).
  var name: String?
  /// COLOR.
  var color: CalendarColor?
  /// REFRESH-INTERVAL.
  var refresh: ICalendarDuration?
  /// The zone of its times (default: the request's, else Asia/Shanghai).
  var timeZone: Zone?
  /// Expanded or compact.
  var style: CalendarStyle = .expanded
  /// Its reminders, in order.
  var reminders: [ReminderRequest] = []
  /// Its JSON path in a configuration, for messages (`calendars[0]`);
  /// empty on the command line.
  var path: String

  /// A calendar with every default, at `path`.
  init(path: String = "") { self.path = path }
}
