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
    guard clock.count == 3, clock[0] < 24, clock[1] < 60, clock[2] < 61,
      let date = CivilDate(year: year, month: month, day: day)
    else { return nil }
    return date.daysSinceEpoch * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
  }

  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
