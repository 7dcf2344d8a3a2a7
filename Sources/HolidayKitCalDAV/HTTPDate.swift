import HolidayKit

/// HTTP's date (RFC 9110 §5.6.7, IMF-fixdate: `Wed, 21 Oct 2026 07:28:00
/// GMT`), as a Retry-After and a reply's Date carry it.
package enum HTTPDate {
  /// Seconds since 1970-01-01T00:00:00Z of `text`, or nil when it is not
  /// an IMF-fixdate.
  package static func seconds(_ text: String) -> Int? {
    let words = text.split(separator: " ")
    guard words.count == 6, words[5] == "GMT", let day = Int(words[1]), let year = Int(words[3]),
      let month = months.firstIndex(of: String(words[2])).map({ $0 + 1 })
    else { return nil }
    let clock = words[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3, (1...31).contains(day), clock[0] < 24, clock[1] < 60, clock[2] < 61 else { return nil }
    return days(year: year, month: month, day: day) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
  }

  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// Days from 1970-01-01 to a civil date (proleptic Gregorian), by
  /// integer arithmetic (Howard Hinnant's days_from_civil).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
