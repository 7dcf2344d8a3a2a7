import HolidayKit

/// DTSTAMP: `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) when set, else
/// 1970-01-01T00:00:00Z, so that the same inputs give the same bytes.
enum DocumentTimestamp {
  /// The timestamp `context`'s environment asks for.
  ///
  /// - Throws: ``InputError`` when `SOURCE_DATE_EPOCH` is set but is not a
  ///   whole number of seconds from 1970 to 9999.
  static func current(in context: RunContext) throws(InputError) -> LocalDateTime {
    let fallback = LocalDateTime(date: CivilDate(year: 1970, month: 1, day: 1) ?? .earliest, time: .midnight)
    guard let text = context.variable("SOURCE_DATE_EPOCH") else { return fallback }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text),
      let moment = LocalDateTime(secondsSinceEpoch: seconds), moment.date.year <= 9999
    else {
      throw InputError(
        message:
          "invalid SOURCE_DATE_EPOCH '\(text)': expected a whole number of seconds since 1970-01-01T00:00:00Z, such as 1767225600"
      )
    }
    return moment
  }
}
