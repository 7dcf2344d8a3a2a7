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
  /// No version of the law is in force for the year (before 2000).
  case noLawInForce(Int)
  /// A version of the law is in force for the year, but the principles
  /// ``ProvisionalYear`` predicts from start in 2025 (Order No. 795): no
  /// provisional arrangement is made for an earlier year, whose notice is
  /// published anyway.
  case noPrediction(Int)
}

extension LawError: CustomStringConvertible {
  /// One line, such as `no statutory holidays can be computed for 2101 (supported: 1901-2100)`.
  public var description: String {
    switch self {
    case .unsupportedYear(let year):
      "no statutory holidays can be computed for \(year) (supported: \(HolidayLaw.supportedYears.lowerBound)-\(HolidayLaw.supportedYears.upperBound))"
    case .noLawInForce(let year):
      "no version of the holiday law (全国年节及纪念日放假办法) is in force in \(year): the first took effect on 1999-09-18"
    case .noPrediction(let year):
      "no provisional arrangement for \(year): \(Self.law(in: year)) is in force then, but the principles a prediction follows start in 2025"
    }
  }

  /// The line in `language`: ``description`` in English, or in Chinese,
  /// such as `无法计算 2101 年的法定节假日（支持 1901-2100 年）`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    switch self {
    case .unsupportedYear(let year):
      return
        "无法计算 \(year) 年的法定节假日（支持 \(HolidayLaw.supportedYears.lowerBound)-\(HolidayLaw.supportedYears.upperBound) 年）"
    case .noLawInForce(let year):
      return "\(year) 年没有施行中的全国年节及纪念日放假办法：第一版自 1999-09-18 起施行"
    case .noPrediction(let year):
      return "不对 \(year) 年作暂定安排：当年施行的是\(Self.law(in: year))，而暂定安排依据的原则自 2025 年起适用"
    }
  }

  /// The citation of the version in force in `year`.
  private static func law(in year: Int) -> String {
    HolidayLaw.inForce(in: year)?.citation ?? "no version of the law"
  }
}

extension LawError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
