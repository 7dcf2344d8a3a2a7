import Testing

/// One row of a table of command lines and what the tool answers (run in-process):
/// the exit status, standard output and standard error, each exactly.
struct CommandCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var status: Int32
  var stdout: String
  var stderr = ""
  var testDescription: String { arguments.joined(separator: " ") }

  /// Runs the row and expects its answer.
  func expectAnswer() throws {
    let result = try runInProcess(arguments)
    #expect(result.status == status)
    #expect(result.stdout == stdout)
    #expect(result.stderr == stderr)
  }
}
