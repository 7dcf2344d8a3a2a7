import Foundation
import Testing

/// The README's console examples, run: every `$ workday-ics …` line of a
/// ```console block prints what the block shows after it (standard output
/// and standard error together), on the day the tests pin. A line `...`
/// stands for any lines, `…` inside a line for any text. Examples that need
/// a server (`update`) or files of the reader's own (a pipe into `diff`)
/// are left out.
struct ReadmeExamplesTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var command: String
    var expected: [String]
    var testDescription: String { command }
  }

  static let examples: [Example] = {
    guard let readme = try? String(contentsOf: Tool.root.appendingPathComponent("README.md"), encoding: .utf8)
    else { return [] }
    var examples: [Example] = []
    for block in readme.components(separatedBy: "```console\n").dropFirst() {
      guard let body = block.components(separatedBy: "```").first else { continue }
      for chunk in body.components(separatedBy: "$ ").dropFirst() {
        var lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = lines.removeFirst()
        while lines.last == "" { lines.removeLast() }
        examples.append(Example(command: command, expected: lines))
      }
    }
    return examples
  }()

  static var runnable: [Example] {
    examples.filter { !$0.command.contains(" update") && !$0.command.contains("|") }
  }

  @Test func theReadmeHasExamples() {
    #expect(Self.runnable.count >= 12)
  }

  @Test(arguments: runnable)
  func printsWhatTheReadmeShows(example: Example) throws {
    let folder = try Tool.temporaryFolder()
    let result = try Tool.runShell(
      "{ \(example.command) ; } 2>&1", in: folder,
      environment: [
        "WORKDAY_ICS_TODAY": "2026-11-23", "TERM": "dumb", "LANG": "C.UTF-8", "HOME": folder.path,
        "XDG_DATA_HOME": folder.path, "XDG_STATE_HOME": folder.path, "XDG_CACHE_HOME": folder.path,
      ])
    var actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while actual.last == "" { actual.removeLast() }
    #expect(Self.matches(example.expected[...], actual[...]), "\(actual.joined(separator: "\n"))")
  }

  /// Whether `actual` is what `expected` shows: line by line, `...` for
  /// any lines, `…` within a line for any text.
  static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first == "..." {
      return (actual.startIndex...actual.endIndex).contains { matches(expected.dropFirst(), actual[$0...]) }
    }
    guard let line = actual.first, matchesLine(first, line) else { return false }
    return matches(expected.dropFirst(), actual.dropFirst())
  }

  static func matchesLine(_ pattern: String, _ line: String) -> Bool {
    let parts = pattern.components(separatedBy: "…")
    guard parts.count > 1 else { return pattern == line }
    guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]) else { return false }
    var rest = line.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count >= parts[parts.count - 1].count
  }
}
