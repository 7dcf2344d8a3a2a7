import HolidayKit
import Testing

@testable import WorkdayCLI

/// The console (language, quiet) is a value built from the command's
/// options once they are read, not state that reading them sets.
struct ConsoleTests {
  @Test(arguments: [
    (["--lang", "zh"], Language.chinese, false), (["-q", "--lang=EN"], .english, true),
    (["--lang", "fr"], .english, false),
  ])
  func theConsoleIsWhatTheOptionsAsk(words: [String], language: Language, isQuiet: Bool) throws {
    let console = Console(try Arguments(words, accepting: Option.shared), in: RunContext())
    #expect(console.language == language && console.isQuiet == isQuiet)
  }

  /// A usage error is told in the language --lang asks for, whichever
  /// option is wrong (the language was set only once the options before
  /// it had been checked).
  @Test(arguments: [["check", "--work-week", "XX", "--lang", "zh"], ["expand", "--lang", "zh"]])
  func aUsageErrorFollowsTheLanguageAskedFor(words: [String]) throws {
    let result = try runInProcess(words)
    #expect(result.status == 2)
    #expect(result.stderr.hasSuffix("用 'workday-ics \(words[0]) --help' 查看用法。\n"), "\(result.stderr)")
  }
}
