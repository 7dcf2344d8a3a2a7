import Foundation
import Testing

/// The bad-input table (`bad-input.md`, beside the man page), row by row: each command run with the
/// built binary must print exactly the documented error and exit with the
/// documented status, so the documentation cannot drift from the tool.
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

  @Test(arguments: rows)
  func eachRowIsWhatTheToolDoes(row: Row) throws {
    let result = try Tool.runShell(row.command, in: Self.folder)
    let errors = result.stderr.split(separator: "\n").filter {
      $0.hasPrefix("workday-ics: ") && !$0.hasPrefix("workday-ics: warning: ")
    }
    #expect(errors == [Substring(row.error)])
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty || row.command.contains(">"), "no calendar on a failure")
  }
}
