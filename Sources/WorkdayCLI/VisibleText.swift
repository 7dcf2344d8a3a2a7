import HolidayKit

/// ``HolidayKit/VisibleText``, for the files of the command line that do
/// not otherwise need the library.
typealias VisibleText = HolidayKit.VisibleText
