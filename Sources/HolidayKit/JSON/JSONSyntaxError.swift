/// A reason bytes are not valid JSON, with the line and column (both
/// counted from 1, columns in bytes) where reading stopped.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the offending byte, from 1.
  public var line: Int
  /// The column of the offending byte on its line, in bytes, from 1.
  public var column: Int
  /// What was expected there, such as `expected ',' or '}' after an object member`.
  public var message: String

  /// Creates an error at a position.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `LINE:COLUMN: MESSAGE`, to follow a file name and a colon.
  public var description: String { "\(line):\(column): \(message)" }
}
