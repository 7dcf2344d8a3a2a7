import Foundation
import Testing

/// The bad-input table (`bad-input.md`, beside the man page), row by row: each command run as the
/// built binary runs it (in this process, or by the shell and the binary
/// when the row needs a shell) must print exactly the documented error
/// and exit with the documented status, so the documentation cannot
/// drift from the tool.
struct BadInputTableTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var what: String
    var command: String
    var error: String
    var status: Int32
    var testDescription: String { what }
  }

  static let folder = Tool.root.appendingPathComponent("Tests/WorkdayCLITests/BadInput")

  /// The rows between the table's markers in the bad-input page.
  static let rows: [Row] = {
    let page = Documents.guide("bad-input.md")
    guard let begin = page.range(of: "<!-- bad-input-table:begin -->"),
      let end = page.range(of: "<!-- bad-input-table:end -->")
    else { return [] }
    return page[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 6, let status = Int32(cells[4]) else { return nil }
      func code(_ cell: String) -> String { String(cell.dropFirst().dropLast()) }
      return Row(what: cells[1], command: code(cells[2]), error: code(cells[3]), status: status)
    }
  }()

  @Test func theTableIsThere() {
    #expect(Self.rows.count >= 20)
  }

  /// The environment and the arguments of a row that needs no shell:
  /// `NAME=value` words, then `workday-ics` and its words, each plain or
  /// in single quotes; nil for a row that needs one (a redirection, a
  /// substitution, a descriptor of the process).
  static func commandLine(_ command: String) -> (environment: [String: String], arguments: [String])? {
    guard !command.contains(where: { "$<>|\\\"`".contains($0) }), !command.contains("/dev/fd") else { return nil }
    var words: [String] = []
    var word: String?
    var quoted = false
    for character in command {
      if quoted {
        if character == "'" { quoted = false } else { word?.append(character) }
        continue
      }
      switch character {
      case "'":
        quoted = true
        word = word ?? ""
      case " ":
        if let done = word { words.append(done) }
        word = nil
      default: word = (word ?? "") + String(character)
      }
    }
    guard !quoted else { return nil }
    if let word { words.append(word) }
    var environment: [String: String] = [:]
    while let first = words.first, first != "workday-ics", let equals = first.firstIndex(of: "=") {
      environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
      words.removeFirst()
    }
    guard words.first == "workday-ics" else { return nil }
    return (environment, Array(words.dropFirst()))
  }

  @Test func aRowIsSplitAsTheShellSplitsIt() throws {
    let line = try #require(Self.commandLine("A=1 workday-ics expand --rule 'FREQ=DAILY;COUNT=2' ' ' -"))
    #expect(line.environment == ["A": "1"])
    #expect(line.arguments == ["expand", "--rule", "FREQ=DAILY;COUNT=2", " ", "-"])
    #expect(Self.commandLine("workday-ics check 2026-12-01 > /dev/full") == nil)
    #expect(Self.commandLine("workday-ics generate --title \"$(printf 'a')\"") == nil)
  }

  @Test(arguments: rows)
  func eachRowIsWhatTheToolDoes(row: Row) throws {
    let result =
      try Self.commandLine(row.command).map {
        try runInProcess($0.arguments, in: Self.folder, environment: $0.environment)
      } ?? Tool.runShell(row.command, in: Self.folder)
    let errors = result.stderr.split(separator: "\n").filter {
      $0.hasPrefix("workday-ics: ") && !$0.hasPrefix("workday-ics: warning: ")
    }
    #expect(errors == [Substring(row.error)])
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty || row.command.contains(">"), "no calendar on a failure")
  }
}
