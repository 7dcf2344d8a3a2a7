/// A reason bytes are not valid JSON, with the line and column (both
/// counted from 1, columns in bytes) where reading stopped.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the offending byte, from 1.
  package var line: Int
  /// The column of the offending byte on its line, in bytes, from 1.
  package var column: Int
  /// What was expected there, such as `expected ',' or '}' after an object member`.
  package var message: String

  /// Creates an error at a position.
  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `LINE:COLUMN: MESSAGE`, to follow a file name and a colon.
  package var description: String { "\(line):\(column): \(message)" }
}
