#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason holiday data in the holiday-cn format could not be used.
public enum HolidayDataError: Error, Hashable, Sendable {
  /// The bytes are not JSON: the file, the line and column (from 1,
  /// columns in bytes) where reading stopped, and what was expected there.
  case malformedJSON(source: String, line: Int, column: Int, message: String)
  /// A value has the wrong type or form, at a JSON path such as `days[3].date`.
  case invalidValue(source: String, path: String, expected: String, found: String)
  /// A required key is absent from the object at `path` (empty for the top level).
  case missingKey(source: String, path: String, key: String)
  /// An object has a key the format does not define.
  case unknownKey(source: String, path: String, key: String)
  /// The file's `year` differs from the year in its file name, `2024.json`.
  case yearDisagreesWithFileName(source: String, year: Int, fileYear: Int)
  /// A date lies outside the file's year and the December before it.
  case dateOutsideYear(source: String, path: String, date: CivilDate, year: Int)
  /// The same date is listed twice, once as a day off and once as a working day.
  case conflictingEntries(date: CivilDate, first: String, second: String)
  /// One file lists a date twice with the same answer: a mistake (a date
  /// typed twice where another was meant), never needed.
  case repeatedDate(source: String, path: String, date: CivilDate, firstPath: String)
  /// A file that lists no days where days are needed: as newer official
  /// data its notice is not published yet (and it must not withdraw a
  /// published year); as an overlay it would change nothing.
  case notPublished(source: String, year: Int)
}

extension HolidayDataError: CustomStringConvertible {
  /// One line naming the file, the JSON path and what was expected.
  public var description: String {
    func at(_ source: String, _ path: String) -> String {
      path.isEmpty ? source : "\(source): \(path)"
    }
    switch self {
    case .malformedJSON(let source, let line, let column, let message):
      return "\(source):\(line):\(column): malformed JSON: \(message)"
    case .invalidValue(let source, let path, let expected, let found):
      return "\(at(source, path)): expected \(expected), got \(found)"
    case .missingKey(let source, let path, let key):
      return "\(at(source, path)): missing key \(JSONValue.quotedExcerpt(key))"
    case .unknownKey(let source, let path, let key):
      return "\(at(source, path)): unknown key \(JSONValue.quotedExcerpt(key))"
    case .yearDisagreesWithFileName(let source, let year, let fileYear):
      return "\(source): year: expected \(fileYear) to match the file name, got \(year)"
    case .dateOutsideYear(let source, let path, let date, let year):
      return
        "\(source): \(path): \(date) is outside \(year) and the December before it"
    case .conflictingEntries(let date, let first, let second):
      return "conflicting entries for \(date): \(first) and \(second)"
    case .repeatedDate(let source, let path, let date, let firstPath):
      return "\(source): \(path): \(date) is listed twice (first at \(firstPath))"
    case .notPublished(let source, let year):
      return "\(source): lists no days for \(year) (an empty file means the notice is not published yet)"
    }
  }

  /// The line in `language`: ``description`` in English, or in Chinese
  /// (what was expected stays as the English line words it), such as
  /// `2027.json: days[0]: 缺少键 "date"`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    func at(_ source: String, _ path: String) -> String {
      path.isEmpty ? source : "\(source): \(path)"
    }
    switch self {
    case .malformedJSON(let source, let line, let column, let message):
      return "\(source):\(line):\(column): JSON 格式错误：\(message)"
    case .invalidValue(let source, let path, let expected, let found):
      return "\(at(source, path)): 值无效：应为 \(expected)，实为 \(found)"
    case .missingKey(let source, let path, let key):
      return "\(at(source, path)): 缺少键 \(JSONValue.quotedExcerpt(key))"
    case .unknownKey(let source, let path, let key):
      return "\(at(source, path)): 未知的键 \(JSONValue.quotedExcerpt(key))"
    case .yearDisagreesWithFileName(let source, let year, let fileYear):
      return "\(source): year: 应为与文件名一致的 \(fileYear)，实为 \(year)"
    case .dateOutsideYear(let source, let path, let date, let year):
      return "\(source): \(path): \(date) 不在 \(year) 年及其前一年的 12 月内"
    case .conflictingEntries(let date, let first, let second):
      return "\(date) 的条目互相冲突：\(first) 与 \(second)"
    case .repeatedDate(let source, let path, let date, let firstPath):
      return "\(source): \(path): \(date) 重复列出（首次在 \(firstPath)）"
    case .notPublished(let source, let year):
      return "\(source): 未列出 \(year) 年的任何日期（空文件表示通知尚未发布）"
    }
  }
}

extension HolidayDataError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
