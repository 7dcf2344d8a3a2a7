import Foundation
import Testing

/// The documentation whose examples and tables the tests run: the README
/// (the front door) and the pages it leads to, each a path from the
/// package's root.
enum Documents {
  /// The folder of the command line's guides, beside its man page.
  static let guides = "Sources/WorkdayCLI/Documentation"

  /// The README, the contributors' guide, the guides (the benchmarks'
  /// figures among them) and the DocC articles.
  static let all: [String] = {
    func markdown(in folder: String) -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: Tool.root.appendingPathComponent(folder).path))
      return (names ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return ["README.md", "CONTRIBUTING.md"] + markdown(in: guides)
      + markdown(in: "Sources/HolidayKit/HolidayKit.docc")
      + markdown(in: "Sources/HolidayKitICalendar/HolidayKitICalendar.docc")
  }()

  /// The text of the document at `path` (from the package's root). One
  /// that cannot be read is a failure, naming the file, of the test that
  /// reads it (and reads as "", so that its other checks still run).
  static func text(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
      return try String(contentsOf: Tool.root.appendingPathComponent(path), encoding: .utf8)
    } catch {
      Issue.record("cannot read \(path): \(error)", sourceLocation: sourceLocation)
      return ""
    }
  }

  /// The guide named `name` (such as `bad-input.md`).
  static func guide(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    text("\(guides)/\(name)", sourceLocation: sourceLocation)
  }
}

/// The documentation's console examples, run: every `$ workday-ics …` line
/// of a ```console block, in the README and in every page of ``Documents``,
/// prints what the block shows after it (standard output and standard
/// error together), on the day the tests pin. A line `...` stands for any
/// lines, `…` inside a line for any text. Examples that need a server
/// (`update`) or files of the reader's own (a pipe into `diff`) are left
/// out.
struct ReadmeExamplesTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var document: String
    var command: String
    var expected: [String]
    var testDescription: String { "\(document): \(command)" }
  }

  static let examples: [Example] = Documents.all.flatMap { document in
    var examples: [Example] = []
    for block in Documents.text(document).components(separatedBy: "```console\n").dropFirst() {
      guard let body = block.components(separatedBy: "```").first else { continue }
      for chunk in body.components(separatedBy: "$ ").dropFirst() {
        var lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = lines.removeFirst()
        while lines.last == "" { lines.removeLast() }
        examples.append(Example(document: document, command: command, expected: lines))
      }
    }
    return examples
  }

  static var runnable: [Example] {
    examples.filter { !$0.command.contains(" update") && !$0.command.contains("|") }
  }

  @Test func theReadmeHasExamples() {
    #expect(Self.runnable.count >= 12)
    // The front door's own examples are run too.
    #expect(Self.runnable.filter { $0.document == "README.md" }.count >= 3)
  }

  /// The README stays a front door: at most 12 KB, its quick start the one
  /// command that does the main job and the one that runs every test, and
  /// the rest in the pages it links to.
  @Test func theReadmeIsAFrontDoor() {
    let readme = Documents.text("README.md")
    #expect(!readme.isEmpty && readme.utf8.count <= 12 * 1024, "README.md is \(readme.utf8.count) bytes")
    for command in ["swift run workday-ics generate -o workdays.ics", "make test "] {
      #expect(readme.contains("\n\(command)"), "the quick start lacks \(command)")
    }
  }

  /// Every relative link of every document (`[text](path)` or
  /// `[text](path#anchor)`, outside code) names a file or folder
  /// that exists, so that moving a page cannot leave the README pointing
  /// nowhere.
  /// A rotating week named in prose runs as written: it needs its
  /// anchor, and a page that leaves it out sends the reader to an error.
  @Test(arguments: Documents.all)
  func aRotatingWeekInProseRunsAsWritten(document: String) throws {
    let spans = Documents.text(document).replacingOccurrences(of: "\n", with: " ")
      .split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
    for span in spans where span.contains("--work-week") && span.contains("/") && !span.contains("$") {
      #expect(span.contains("--week-anchor"), "\(document): `\(span)` names no --week-anchor")
      let words = span.split(separator: " ").map(String.init)
      let result = try runInProcess(["generate", "-q", "--year", "2026"] + words)
      #expect(result.status == 0, "\(document): `\(span)`: \(result.stderr)")
    }
  }

  @Test(arguments: Documents.all)
  func everyRelativeLinkResolves(document: String) throws {
    let folder = Tool.root.appendingPathComponent(document).deletingLastPathComponent()
    var inCode = false
    for line in Documents.text(document).split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
      if inCode { continue }
      // Outside inline code: `[text](path)` in backquotes is an example.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
      for target in prose.components(separatedBy: "](").dropFirst().compactMap({ $0.split(separator: ")").first }) {
        let path = String(target.split(separator: "#", omittingEmptySubsequences: false)[0])
        if path.isEmpty || path.contains("://") || path.hasPrefix("mailto:") { continue }
        let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
        #expect(exists, "\(document): the link to \(target) leads nowhere")
      }
    }
    #expect(!Documents.text(document).isEmpty, "\(document) cannot be read")
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
