#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CivilDate {
  /// The day `date` falls on in `timeZone`: what a calendar app in that
  /// zone shows for it. Nil outside the supported years.
  ///
  /// There is no `CivilDate(date)` without a zone: 2026-10-01 00:30 in
  /// Shanghai is still 2026-09-30 in London, so the zone is part of the
  /// question (`.shanghai` for China's working days, `.current` for the
  /// device's).
  ///
  ///     CivilDate(picked, in: TimeZone(identifier: "Asia/Shanghai")!)
  public init?(_ date: Date, in timeZone: TimeZone) {
    guard let moment = LocalDateTime(instant: date, in: timeZone) else { return nil }
    self = moment.date
  }

  /// The day it is now in `timeZone`, from the system clock; `now` for a
  /// fixed moment (tests, previews).
  ///
  ///     let today = CivilDate.today(in: .shanghai)
  public static func today(in timeZone: TimeZone, now: Date = Date()) -> CivilDate {
    CivilDate(now, in: timeZone) ?? (now < Date(timeIntervalSince1970: 0) ? .earliest : .latest)
  }

  /// The first moment of the day in `timeZone`: its midnight, or, where the
  /// clocks skip midnight, the first time after the gap (RFC 5545 §3.3.5).
  /// This is the day's `Date` (there is no `date(in:)`: a day has many
  /// moments, and this names which).
  public func start(in timeZone: TimeZone) -> Date {
    LocalDateTime(date: self, time: .midnight).date(in: timeZone)
  }

  /// The date from the year, month and day of `components` (other fields
  /// are ignored); nil when one is missing or the day does not exist.
  public init?(_ components: DateComponents) {
    guard let year = components.year, let month = components.month, let day = components.day else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date as `DateComponents` with its year, month and day, for
  /// EventKit and `Calendar` APIs.
  public var dateComponents: DateComponents {
    DateComponents(year: year, month: month, day: day)
  }
}

extension LocalDateTime {
  /// The moment this wall-clock time names in `timeZone`, read as RFC 5545
  /// §3.3.5 reads it (and as every event this library writes means it): a
  /// time that occurs twice, when clocks go back, is the first; a time that
  /// does not occur, when they go forward, is read with the offset before
  /// the gap, so 02:30 in a one-hour gap is 03:30 after it.
  public func date(in timeZone: TimeZone) -> Date {
    var rules = ZoneRules(timeZone)
    return Date(timeIntervalSince1970: TimeInterval(rules.instant(forWallClock: secondsSinceEpoch)))
  }
}
