import Foundation
import Testing

@testable import WorkdayCLI

/// Shell completion: the tool answers what may come next, and the bash,
/// zsh and fish scripts hand over the words and show the answer.
struct CompletionTests {
  static let folder = Tool.root.appendingPathComponent("Sources/WorkdayCLI/Completions").path

  @Test(arguments: [
    (["gen"], ["generate"]),
    ([""], Commands.names),
    (["--holidays", "data", "ch"], ["check"]),
    (["--holidays", ""], ["::files"]),
    (["generate", "--on-day-off", "n"], ["next-workday"]),
    (["generate", "--only", ""], ["make-up-days"]),
    (["list", "--only", "make"], ["make-up-days"]),
    (["generate", "--style", ""], ["expanded", "compact"]),
    (["cal", "--color", ""], ["auto", "always", "never"]),
    (["generate", "--time-zone", "Asia/Shang"], ["Asia/Shanghai"]),
    (["generate", "-o", ""], ["::files"]),
    (["generate", "--config", "x"], ["::files"]),
    (["diff", ""], ["::files"]),
    (["check", "--j"], ["--json"]),
    (["check", "to"], ["today", "tomorrow"]),
    (["generate", "--all-d"], ["--all-day"]),
    (["help", "ex"], ["expand"]),
    (["check", "--lang", ""], ["en", "zh"]),
    (["list", "--group", ""], ["women", "youth", "children", "military"]),
    (["generate", "--half-day", "a"], ["afternoon"]),
    (["update", "--data", "x"], ["::directories"]),
    (["generate", "--rule-start", "to"], []),
    // The `=` form: bash splits it into three words, zsh and fish keep one.
    (["generate", "--time-zone", "=", "Asia/Shang"], ["Asia/Shanghai"]),
    (["generate", "--time-zone=Asia/Shang"], ["--time-zone=Asia/Shanghai"]),
    (["generate", "--on-day-off", "=", ""], ["skip", "keep", "next-workday", "previous-workday"]),
    (["--holidays", "=", "data", "ch"], ["check"]),
    // A value with a space, found without a quote or after one.
    (["generate", "--alarm", "-"], ["-1d 21:00"]),
    (["generate", "--alarm", "'-1"], ["-1d 21:00"]),
  ])
  func candidates(words: [String], expected: [String]) {
    #expect(CompleteCommand.candidates(words) == expected)
  }

  @Test func everyOptionOfEveryCommandIsOffered() throws {
    for command in Commands.names where command != "help" {
      let offered = CompleteCommand.candidates([command, "-"])
      for spec in try #require(Commands.named(command)?.options) {
        #expect(offered.contains(spec.name), "\(command) \(spec.name)")
      }
      // Each once (help and version were offered twice).
      #expect(Set(offered).count == offered.count, "\(command): \(offered)")
    }
  }

  @Test(.needs("bash")) func bashCompletesThroughTheTool() throws {
    let script = """
      source '\(Self.folder)/workday-ics.bash'
      COMP_WORDS=(workday-ics generate --on-day-off n); COMP_CWORD=3; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      COMP_WORDS=(workday-ics ch); COMP_CWORD=1; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Tool.runShell("bash -c \(Self.quoted(script))")
    #expect(result.stdout == "next-workday\ncheck\n", "\(result.stderr)")
  }

  /// After `--time-zone=` (bash makes `=` a word) the zones are offered,
  /// and `-1d 21:00` is offered as one word: escaped, or quoted as the
  /// user began it.
  @Test(.needs("bash")) func bashCompletesTheEqualsFormAndAValueWithASpace() throws {
    let script = """
      source '\(Self.folder)/workday-ics.bash'
      COMP_WORDS=(workday-ics generate --time-zone = Asia/Shang); COMP_CWORD=4; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      COMP_WORDS=(workday-ics generate --time-zone =); COMP_CWORD=3; _workday_ics; printf '%s\\n' "${#COMPREPLY[@]}"
      COMP_WORDS=(workday-ics generate --alarm -); COMP_CWORD=3; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      COMP_WORDS=(workday-ics generate --alarm "'-1"); COMP_CWORD=3; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Tool.runShell("bash -c \(Self.quoted(script))")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stdout) \(result.stderr)")
    #expect(lines.first == "Asia/Shanghai")
    #expect((Int(lines.count > 1 ? lines[1] : "") ?? 0) > 100, "every zone after --time-zone=")
    #expect(Array(lines.dropFirst(2)) == [#"-1d\ 21:00"#, "'-1d 21:00'"])
  }

  @Test(.needs("zsh")) func zshCompletesThroughTheTool() throws {
    let script = """
      compadd() { shift; print -l -- "$@" }; _files() { print FILES }
      words=(workday-ics generate --style ''); CURRENT=4; source '\(Self.folder)/_workday-ics'
      words=(workday-ics diff ''); CURRENT=3; source '\(Self.folder)/_workday-ics'
      """
    let result = try Tool.runShell("zsh -f -c \(Self.quoted(script))")
    #expect(result.status == 0, "zsh is needed (make test installs it): \(result.stderr)")
    #expect(result.stdout == "expanded\ncompact\nFILES\n", "\(result.stderr)")
  }

  /// `update --data` takes a folder: the shells offer folders, not files.
  @Test(.needs("bash", "zsh")) func bashAndZshOfferOnlyFoldersForTheDataFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(getpid())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data-folder"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      FileManager.default.createFile(atPath: folder.appendingPathComponent("data-file.json").path, contents: Data()))
    let bash = """
      source '\(Self.folder)/workday-ics.bash'
      COMP_WORDS=(workday-ics update --data data); COMP_CWORD=3; _workday_ics; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let bashResult = try Tool.runShell("bash -c \(Self.quoted(bash))", in: folder)
    #expect(bashResult.stdout == "data-folder\n", "\(bashResult.stderr)")
    let zsh = """
      _files() { print "FILES $*" }
      words=(workday-ics update --data ''); CURRENT=4; source '\(Self.folder)/_workday-ics'
      """
    let zshResult = try Tool.runShell("zsh -f -c \(Self.quoted(zsh))")
    #expect(zshResult.stdout == "FILES -/\n", "\(zshResult.stderr)")
  }

  @Test(.needs("fish")) func fishCompletesThroughTheTool() throws {
    let script =
      "source '\(Self.folder)/workday-ics.fish'; complete -C'workday-ics gen'; complete -C'workday-ics generate --time-zone Asia/Shang'"
    let result = try Tool.runShell("fish -c \(Self.quoted(script))")
    #expect(result.status == 0, "fish is needed (make test installs it): \(result.stderr)")
    #expect(result.stdout == "generate\nAsia/Shanghai\n", "\(result.stderr)")
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
