#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason the law's days cannot be worked out.
public enum LawError: Error, Hashable, Sendable {
  /// The year is outside ``HolidayLaw/supportedYears`` (1901-2100), where
  /// the lunar conversion and 清明 are checked.
  case unsupportedYear(Int)
  /// No version of the law is in force for the year (before 2000), or the
  /// predictor's principles do not apply to it (before 2025).
  case noLawInForce(Int)
  /// Foundation could not give its Chinese calendar on this platform.
  case chineseCalendarUnavailable
}

extension LawError: CustomStringConvertible {
  /// One line, such as `no statutory holidays can be computed for 2101 (supported: 1901-2100)`.
  public var description: String {
    switch self {
    case .unsupportedYear(let year):
      "no statutory holidays can be computed for \(year) (supported: \(HolidayLaw.supportedYears.lowerBound)-\(HolidayLaw.supportedYears.upperBound))"
    case .noLawInForce(let year):
      "no holiday law known to this tool applies to \(year)"
    case .chineseCalendarUnavailable:
      "the Chinese calendar is not available from Foundation on this system"
    }
  }
}

extension LawError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
