#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reason saved settings cannot be read as a ``Reminder`` (its own form,
/// or ``ReminderConfiguration``'s): the path of the key at fault, a cause
/// an app can switch on, and one line for an alert, such as
/// `time: expected a time such as "08:50", got "8:5"`.
///
/// A misspelt key is named as unknown (`unknown key "tme"`), not as the
/// key it was meant to be found missing.
public struct ReminderDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, for an app to act on.
  public enum Cause: Hashable, Sendable {
    /// A key neither form of a reminder has, such as `"tme"`.
    case unknownKey(String)
    /// A key the reminder needs, such as `"title"`, or `"time"` of a
    /// reminder that is not all-day.
    case missingKey(String)
    /// A value of the wrong type or meaning at ``ReminderDecodingError/path``.
    case invalidValue
  }

  /// The keys from the value decoded down to the one at fault (the
  /// reminder's own path in the app's data first), such as `["alarms", "1"]`.
  public var path: [String]
  /// What was wrong.
  public var cause: Cause
  /// The line without the path, such as `expected a time such as "08:50", got "8:5"`.
  public var message: String

  /// Creates an error.
  init(path: [String], cause: Cause, message: String) {
    self.path = path
    self.cause = cause
    self.message = message
  }

  /// The error of a `DecodingError` the reminder's decoding threw.
  init(_ error: DecodingError) {
    let (context, fallback): (DecodingError.Context, String) =
      switch error {
      case .dataCorrupted(let context): (context, "")
      case .keyNotFound(let key, let context): (context, "missing \"\(key.stringValue)\"")
      case .typeMismatch(_, let context), .valueNotFound(_, let context): (context, "")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "")
      }
    var path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    if case .keyNotFound(let key, _) = error { path.append(key.stringValue) }
    let message = context.debugDescription.isEmpty ? fallback : context.debugDescription
    // The key a message names first (`unknown key "tme"; expected …`), else the path's last.
    let quoted = message.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
    let key = quoted.count == 3 ? String(quoted[1]) : path.last ?? ""
    let cause: Cause =
      if message.hasPrefix("unknown key") { .unknownKey(key) } else if message.hasPrefix("missing") {
        .missingKey(key)
      } else { .invalidValue }
    self.init(path: path, cause: cause, message: message)
  }

  /// `time: expected …`: the path, then the message (the message alone for
  /// the reminder itself).
  public var description: String {
    path.isEmpty ? message : path.joined(separator: ".") + ": " + message
  }

  /// The line in `language`: ``description`` in English; in Chinese, the
  /// cause in Chinese before the English detail, such as
  /// `tme: 未知的键 "tme"（unknown key "tme": expected one of …）`.
  public func description(in language: Language) -> String {
    guard language == .chinese else { return description }
    let prefix = path.isEmpty ? "" : path.joined(separator: ".") + ": "
    let cause =
      switch self.cause {
      case .unknownKey(let key): "未知的键 \"\(key)\""
      case .missingKey(let key): "缺少键 \"\(key)\""
      case .invalidValue: "值无效"
      }
    return prefix + cause + "（" + message + "）"
  }
}

extension ReminderDecodingError: LocalizedError {
  /// The same line as ``description``: what `localizedDescription` gives,
  /// so an alert built the usual way shows it.
  public var errorDescription: String? { description }
}
