import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where "today" comes from: the system clock, or `WORKDAY_ICS_TODAY` when
/// it is set, so that a script or a test can say which day it means (as
/// `SOURCE_DATE_EPOCH` does for the timestamp).
enum Clock {
  /// The environment variable that overrides the system clock.
  static let variable = "WORKDAY_ICS_TODAY"

  /// Today in `timeZone`, by `context`'s environment and clock.
  ///
  /// `WORKDAY_ICS_TODAY` may name a day (`2026-11-23`, today in every zone)
  /// or a moment in UTC (`2026-12-31T20:00:00Z`, whose day depends on the
  /// zone). Unset or empty, the system clock.
  ///
  /// - Throws: ``InputError`` when the variable is set but is neither.
  static func today(in timeZone: Zone, context: RunContext) throws(InputError) -> CivilDate {
    guard let text = context.variable(variable), !text.isEmpty else {
      return LocalDateTime(instant: context.now(), in: timeZone)?.date ?? CivilDate.earliest
    }
    if let day = CivilDate(iso8601: text) { return day }
    if text.hasSuffix("Z"), let utc = LocalDateTime(parsing: text.dropLast()),
      let local = LocalDateTime(
        instant: Date(timeIntervalSince1970: TimeInterval(utc.secondsSinceEpoch)), in: timeZone)
    {
      return local.date
    }
    throw InputError(
      message:
        "invalid \(variable) '\(VisibleText.excerpt(text))': expected a day such as 2026-11-23 or a UTC time such as 2026-12-31T20:00:00Z"
    )
  }
}
