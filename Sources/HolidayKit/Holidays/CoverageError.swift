#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason a question about working days has no trustworthy answer.
public enum CoverageError: Error, Hashable, Sendable {
  /// No official holiday data exists for `year`; `covered` lists the years
  /// that have it. Answering from the regular week alone could silently
  /// miss a make-up workday, so this is an error unless asked for.
  case noHolidayData(year: Int, covered: [Int])
  /// The answer would lie outside the years 1 through 9999.
  case outsideSupportedDates
}

extension CoverageError: CustomStringConvertible {
  /// One line, such as `no official holiday data for 2027 yet (covered: 2007-2026)`.
  public var description: String {
    switch self {
    case .noHolidayData(let year, let covered):
      let coverage = covered.isEmpty ? "none" : Self.ranges(covered)
      let yet = (covered.last ?? Int.min) < year ? " yet" : ""
      return "no official holiday data for \(Self.year(year))\(yet) (covered: \(coverage))"
    case .outsideSupportedDates:
      return "the answer lies outside the supported dates 0001-01-01 to 9999-12-31"
    }
  }

  /// The line in `language`: ``description`` in English, or in Chinese,
  /// such as `尚无 2027 年的官方放假安排（已有：2007-2026）`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    switch self {
    case .noHolidayData(let year, let covered):
      let coverage = covered.isEmpty ? "无" : Self.ranges(covered)
      let yet = (covered.last ?? Int.min) < year ? "尚无" : "没有"
      return "\(yet) \(Self.year(year)) 年的官方放假安排（已有：\(coverage)）"
    case .outsideSupportedDates:
      return "答案超出支持的日期范围 0001-01-01 至 9999-12-31"
    }
  }

  /// Sorted years written as ranges: `2007-2020, 2022-2026` (each year
  /// in four digits, as in a date: `0001`).
  public static func ranges(_ years: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < years.count {
      var end = index
      while end + 1 < years.count, years[end + 1] == years[end] + 1 { end += 1 }
      parts.append(end == index ? year(years[index]) : "\(year(years[index]))-\(year(years[end]))")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// A year in four digits, as ISO 8601 writes it in a date: `0001`, `2027`.
  package static func year(_ year: Int) -> String {
    year < 0 ? String(year) : Digits.padded(year, width: 4)
  }
}

extension CoverageError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
