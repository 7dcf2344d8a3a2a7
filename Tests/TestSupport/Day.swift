import HolidayKit

/// The day written `YYYY-MM-DD`, for tables of cases: a typo stops the
/// test at once.
public func day(_ text: String) -> CivilDate { CivilDate(iso8601: text)! }
