import Foundation
import Testing

@testable import WorkdayCLI

/// The parser, `--help` and the man page list the same options, so that
/// none of the three can drift from the others.
struct UsageTests {
  static let commands = Commands.names.filter { $0 != "help" }

  static let manPage = Documents.text("Sources/WorkdayCLI/Documentation/workday-ics.1")

  /// The man page's text with roff's escaped hyphens read as hyphens.
  static let manText = manPage.replacingOccurrences(of: "\\-", with: "-")

  @Test(arguments: commands)
  func everyOptionIsInTheCommandsHelpAndTheManPage(command: String) throws {
    let specs = try #require(Commands.named(command)?.options)
    let help = try #require(Usage.command(command))
    for spec in specs {
      #expect(help.contains(spec.name), "\(command) --help lacks \(spec.name)")
      if let short = spec.short { #expect(help.contains("\(short), \(spec.name)"), "\(command) --help lacks \(short)") }
      #expect(Self.manText.contains(spec.name), "the man page lacks \(spec.name) (\(command))")
    }
    #expect(
      Self.manText.contains(".SS \(command)") || Self.manText.contains(".SS \"\(command)"),
      "the man page lacks \(command)")
  }

  /// Each command's `--help` lists the exit statuses it can return,
  /// including 4 (an answer or calendar that could not be written), and
  /// the man page's EXIT STATUS has each; a status of a few commands (1,
  /// 3) names them there.
  @Test(arguments: commands)
  func everyExitStatusIsInTheCommandsHelpAndTheManPage(command: String) throws {
    let declared = try #require(Commands.named(command)).exitStatuses
    let help = try #require(Usage.command(command))
    #expect(declared.map(\.code).contains(WorkdayICS.outputFailedStatus), "\(command) does not list 4")
    #expect(declared.map(\.code) == declared.map(\.code).sorted(), "\(command)'s statuses are out of order")
    let section = try #require(
      Self.manText.components(separatedBy: ".SH EXIT STATUS").last?
        .components(separatedBy: "\n.SH ").first)
    let entries = section.components(separatedBy: ".TP\n.B ").dropFirst()
    for status in declared {
      #expect(
        help.contains("\n  \(status.code)  \(status.meaning.prefix(20))"), "\(command) --help lacks \(status.code)")
      let entry = try #require(entries.first { $0.hasPrefix("\(status.code)\n") }, "EXIT STATUS lacks \(status.code)")
      if ![0, 2, WorkdayICS.outputFailedStatus].contains(status.code) {
        #expect(
          entry.lowercased().contains("for \(command)"),
          "the man page's EXIT STATUS \(status.code) does not name \(command)")
      }
    }
  }

  /// `help help` and `help --help` show the overview, as `help` does.
  @Test(arguments: [["help", "help"], ["help", "--help"], ["help", "-h"], ["help"]])
  func helpAboutHelpIsTheOverview(words: [String]) throws {
    let result = try runInProcess(words)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Usage.main)
  }

  @Test func theManPageNamesTheEnvironmentExitStatusesFilesAndExamples() {
    for section in [".SH ENVIRONMENT", ".SH EXIT STATUS", ".SH FILES", ".SH EXAMPLES", ".SH CONFIGURATION"] {
      #expect(Self.manPage.contains(section), "\(section)")
    }
    for name in ["WORKDAY_ICS_TODAY", "SOURCE_DATE_EPOCH", "NO_COLOR", "TERM"] {
      #expect(Self.manPage.contains(name), "\(name)")
    }
  }

  @Test func theMainHelpListsOnlyOptionsEveryCommandItSaysTakesThem() throws {
    for spec in Option.shared {
      #expect(Usage.main.contains(spec.name))
      for command in Self.commands where command != "diff" && command != "update" {
        #expect(try #require(Commands.named(command)?.options).contains(spec), "\(command) refuses \(spec.name)")
      }
    }
    #expect(Usage.main.contains("Options for every command but diff and update:"))
  }

  @Test(.needs("groff")) func groffFormatsThePageWithoutWarnings() throws {
    let page = Tool.root.appendingPathComponent("Sources/WorkdayCLI/Documentation/workday-ics.1").path
    let result = try Tool.runShell("groff -man -Tutf8 -ww -z '\(page)' 2>&1")
    #expect(result.status == 0, "groff is needed (make test installs groff-base)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }

  /// Under LANG=C (`man` formats for an ASCII terminal) the page has no
  /// warning, and its Chinese words read in pinyin: every character the
  /// page uses has its fallback.
  @Test(.needs("groff")) func thePageReadsInAnASCIITerminal() throws {
    let page = Tool.root.appendingPathComponent("Sources/WorkdayCLI/Documentation/workday-ics.1").path
    let warnings = try Tool.runShell("groff -man -Tascii -ww -z '\(page)' 2>&1", environment: ["LANG": "C"])
    #expect(warnings.status == 0 && warnings.stdout.isEmpty, "\(warnings.stdout)")
    let text = try Tool.runShell("groff -man -Tascii -P-cbou '\(page)'", environment: ["LANG": "C"]).stdout
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("make-up working days (tiaoxiu / buban) anew every year"), "\(words.prefix(600))")
    #expect(words.contains(#""shangban (buban)""#))
  }
}
