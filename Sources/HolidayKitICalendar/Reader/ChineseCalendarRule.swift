import HolidayKit

/// An RRULE in the Chinese calendar (RFC 7529's `RSCALE=CHINESE`), as
/// Apple's Calendar stores a 农历 repeat: `RSCALE=CHINESE;FREQ=YEARLY`
/// (the same lunar month and day every year) or `FREQ=MONTHLY` (the same
/// lunar day every lunar month, leap months included), with `INTERVAL`,
/// `COUNT`, `UNTIL`, `BYMONTH` (`8`, or `4L` for the leap fourth month),
/// `BYMONTHDAY` (one day each) and `SKIP`. Read through HolidayKit's lunar
/// calendar (``LunarDate``), so only its years, 1901-2100.
///
/// A day the year or month lacks (the 30th of a 29-day month, a leap month
/// the year has not) is left out (`SKIP=OMIT`, the default), or taken as
/// the day before it (`SKIP=BACKWARD`: the 29th, the month the leap month
/// would follow) or after it (`SKIP=FORWARD`: the next month's first day,
/// the month after). `COUNT` counts the start, as RFC 5545 does.
struct ChineseCalendarRule {
  enum Frequency { case yearly, monthly }
  enum Skip { case omit, backward, forward }

  var frequency: Frequency
  var interval = 1
  var count: Int?
  /// The last day, as written (a time of UNTIL is read as its day).
  var until: CivilDate?
  var month: (number: Int, isLeap: Bool)?
  var day: Int?
  var skip = Skip.omit

  /// Why a rule cannot be read here, as a message.
  struct Refusal: Error {
    var message: String
  }

  /// Whether `text` is an RRULE in another calendar than the Gregorian
  /// (it has an `RSCALE` part), and the calendar it names.
  static func scale(of text: String) -> String? {
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2, pair[0].uppercased() == "RSCALE" { return pair[1].uppercased() }
    }
    return nil
  }

  /// Parses `text`, an RRULE with `RSCALE=CHINESE`.
  init(parsing text: String) throws(Refusal) {
    var frequency: Frequency?
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.uppercased() }
      guard pair.count == 2 else { throw Refusal(message: "RRULE: malformed part \(part)") }
      let (name, value) = (pair[0], pair[1])
      switch name {
      case "RSCALE":
        guard value == "CHINESE" else {
          throw Refusal(message: "RRULE: RSCALE=\(value) (RFC 7529): only RSCALE=CHINESE is read")
        }
      case "FREQ":
        switch value {
        case "YEARLY": frequency = .yearly
        case "MONTHLY": frequency = .monthly
        default:
          throw Refusal(
            message: "RRULE: RSCALE=CHINESE with FREQ=\(value) (RFC 7529): only FREQ=YEARLY and FREQ=MONTHLY are read")
        }
      case "INTERVAL":
        guard let number = Int(value), number >= 1, number <= 1000 else {
          throw Refusal(message: "RRULE: INTERVAL=\(value): expected a number from 1")
        }
        interval = number
      case "COUNT":
        guard let number = Int(value), number >= 1 else {
          throw Refusal(message: "RRULE: COUNT=\(value): expected a number from 1")
        }
        count = number
      case "UNTIL":
        guard let date = CivilDate(basicFormat: value.prefix(8)) else {
          throw Refusal(message: "RRULE: UNTIL=\(value): expected a date such as 20261010")
        }
        until = date
      case "BYMONTH":
        let isLeap = value.hasSuffix("L")
        guard let number = Int(isLeap ? value.dropLast() : Substring(value)), (1...12).contains(number) else {
          throw Refusal(message: "RRULE: BYMONTH=\(value) (RFC 7529): expected one month, 1 to 12, or 1L to 12L")
        }
        month = (number, isLeap)
      case "BYMONTHDAY":
        guard let number = Int(value), (1...30).contains(number) else {
          throw Refusal(message: "RRULE: BYMONTHDAY=\(value) (RFC 7529): expected one day, 1 to 30")
        }
        day = number
      case "SKIP":
        switch value {
        case "OMIT": skip = .omit
        case "BACKWARD": skip = .backward
        case "FORWARD": skip = .forward
        default: throw Refusal(message: "RRULE: SKIP=\(value) (RFC 7529): expected OMIT, BACKWARD or FORWARD")
        }
      case "WKST":
        break
      default:
        throw Refusal(
          message:
            "RRULE: \(name) with RSCALE=CHINESE (RFC 7529): only INTERVAL, COUNT, UNTIL, BYMONTH, BYMONTHDAY and SKIP are read"
        )
      }
    }
    guard let frequency else { throw Refusal(message: "RRULE: no FREQ") }
    self.frequency = frequency
  }

  /// The days the rule gives from `start` (itself the first) through
  /// `lastDay` at most, in order.
  ///
  /// - Throws: ``Refusal`` for a start outside the lunar calendar's years.
  func days(from start: CivilDate, through lastDay: CivilDate) throws(Refusal) -> [CivilDate] {
    guard let first = LunarDate(start) else {
      throw Refusal(
        message:
          "RRULE: RSCALE=CHINESE (RFC 7529) from \(start): the Chinese calendar is read for \(HolidayLaw.supportedYears.lowerBound)-\(HolidayLaw.supportedYears.upperBound)"
      )
    }
    let last = min(lastDay, until ?? lastDay)
    let targetDay = day ?? first.day
    var result: [CivilDate] = [start]
    func add(_ date: CivilDate?) -> Bool {
      guard let date else { return true }
      guard date <= last else { return false }
      if date > start, date != result.last { result.append(date) }
      return count.map { result.count < $0 } ?? true
    }
    switch frequency {
    case .yearly:
      let target = month ?? (first.month, first.isLeapMonth)
      var year = first.year
      while year <= HolidayLaw.supportedYears.upperBound, count.map({ result.count < $0 }) ?? true {
        let wanted = LunarDate(year: year, month: target.number, day: targetDay, isLeapMonth: target.isLeap)
        guard add(resolved(wanted)) else { break }
        if let firstOfYear = LunarDate(year: year, month: 1, day: 1).civilDate, firstOfYear > last { break }
        year += interval
      }
    case .monthly:
      // The first day of the start's lunar month, then of every month.
      guard var monthStart = start.adding(days: 1 - first.day) else { return result }
      var index = 0
      while count.map({ result.count < $0 }) ?? true, monthStart <= last {
        if index % interval == 0, let lunar = LunarDate(monthStart) {
          var wanted = lunar
          wanted.day = targetDay
          if month == nil || (month!.number == lunar.month && month!.isLeap == lunar.isLeapMonth) {
            guard add(resolved(wanted)) else { break }
          }
        }
        guard let next = nextMonthStart(after: monthStart) else { break }
        monthStart = next
        index += 1
      }
    }
    return result
  }

  /// The first day of the lunar month after the one that starts on `day`.
  private func nextMonthStart(after day: CivilDate) -> CivilDate? {
    for length in [29, 30] {
      if let candidate = day.adding(days: length), LunarDate(candidate)?.day == 1 { return candidate }
    }
    return nil
  }

  /// The day `wanted` names, or the one ``skip`` takes for it.
  private func resolved(_ wanted: LunarDate) -> CivilDate? {
    if let date = wanted.civilDate { return date }
    switch skip {
    case .omit:
      return nil
    case .backward:
      var earlier = wanted
      if wanted.isLeapMonth,
        LunarDate(year: wanted.year, month: wanted.month, day: 1, isLeapMonth: true).civilDate == nil
      {
        earlier.isLeapMonth = false
        if let date = earlier.civilDate { return date }
      }
      earlier.day = min(earlier.day, 29)
      return earlier.civilDate
    case .forward:
      var later = wanted
      if wanted.isLeapMonth,
        LunarDate(year: wanted.year, month: wanted.month, day: 1, isLeapMonth: true).civilDate == nil
      {
        later.isLeapMonth = false
        later.month += 1
        if later.month > 12 {
          later.month = 1
          later.year += 1
        }
        if let date = later.civilDate { return date }
      }
      // The day after the month's last: the next month's first.
      later.day = 29
      return later.civilDate?.adding(days: 1)
    }
  }
}
