import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

/// Each option is declared once (Sources/WorkdayCLI/Options), and parsing,
/// help, completion and the configuration's keys come from the
/// declarations.
struct OptionDeclarationTests {
  /// Every text `--help` can print: the overview and each command's.
  static let helpTexts = [("overview", Usage.main)] + Commands.all.map { ($0.name, Usage.help(for: $0)) }

  @Test(arguments: helpTexts.map(\.0))
  func everyLineOfHelpFitsEightyColumns(name: String) throws {
    let text = try #require(Self.helpTexts.first { $0.0 == name }?.1)
    for line in text.split(separator: "\n") {
      #expect(Language.columns(line) <= 80, "\(name): \(line)")
    }
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(name) ends with one line break")
  }

  /// A command's help lists each of its options once, with its value's
  /// placeholder and its short form.
  @Test(arguments: Commands.all.map(\.name))
  func everyOptionIsListedOnceInItsCommandsHelp(command: String) throws {
    let help = try #require(Usage.command(command))
    let listed = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for option in try #require(Commands.named(command)).optionGroups.flatMap(\.options) {
      let label = (option.short.map { "\($0), " } ?? "") + option.synopsis
      #expect(listed.filter { $0.hasPrefix(label + " ") || $0 == label }.count == 1, "\(command): \(label)")
    }
  }

  /// Completion offers what each command's declaration of an option
  /// lists: `--color` is a colour for generate, auto/always/never for cal.
  @Test(arguments: Commands.all.map(\.name))
  func completionOffersTheDeclaredValues(command: String) throws {
    for option in try #require(Commands.named(command)).options where option.takesValue {
      let offered = CompleteCommand.candidates([command, option.name, ""])
      switch option.completion {
      case .words(let words): #expect(offered == words, "\(command) \(option.name)")
      case .files: #expect(offered == [CompleteCommand.files], "\(command) \(option.name)")
      case .directories: #expect(offered == [CompleteCommand.directories], "\(command) \(option.name)")
      case .timeZones: #expect(offered.contains("Asia/Shanghai"), "\(command) \(option.name)")
      case .none: #expect(offered.isEmpty, "\(command) \(option.name)")
      }
    }
  }

  /// The option names a configuration file's keys stand for: every
  /// reminder field, and every top-level and calendar key but the
  /// structure's own, is a declaration's configuration key.
  @Test func everyConfigurationKeyIsAnOptionsKey() {
    let keys = Set(Commands.options.compactMap(\.configurationKey))
    for field in ReminderRequest.Field.allCases {
      #expect(keys.contains(field.rawValue), "\(field.rawValue)")
    }
    for key in Configuration.topKeys + Configuration.calendarKeys where !["calendars", "reminders"].contains(key) {
      #expect(keys.contains(key), "\(key)")
    }
  }

  @Test(arguments: [
    (ReminderRequest.Field.alarms, "--alarm"), (.ruleStart, "--rule-start"), (.allDay, "--all-day"),
    (.markMakeUpDays, "--no-make-up-mark"), (.lang, "--lang"),
  ])
  func aFieldNamesTheOptionOfItsKey(field: ReminderRequest.Field, option: String) {
    #expect(field.optionName == option)
  }

  /// Two declarations of one name would make one of them unreachable.
  @Test func noTwoOptionsShareANameOrAShortForm() {
    let options = Commands.options + [.help, .version]
    var seen: [String: String] = [:]
    for option in options {
      for spelling in [option.name] + (option.short.map { [$0] } ?? []) {
        #expect(seen[spelling] == nil || seen[spelling] == option.name, "\(spelling)")
        seen[spelling] = option.name
      }
    }
  }

  /// The man page's option lists are generated (`make man`): the
  /// committed page is what the declarations give.
  @Test func theManPagesOptionListsAreTheDeclarations() {
    let page = UsageTests.manPage
    for part in ["shared", "generate", "sync", "update"] {
      #expect(page.contains(ManPage.begin + part + "\n"), "\(part)")
    }
    #expect(ManPage.regenerated(page) == page, "the man page's option lists are out of date: run make man")
  }

  @Test(arguments: [
    ("--no-builtin-data", "\\-\\-no\\-builtin\\-data"), ("built-in", "built-in"), ("MO-FR", "MO\\-FR"),
    ("上班", "\\[u4E0A]\\[u73ED]"), ("a\\b", "a\\eb"),
  ])
  func roffEscapesHyphensBackslashesAndOtherScripts(text: String, roff: String) {
    #expect(ManPage.roff(text) == roff)
  }

  /// A message names an option as `"\(Option.title)"`: each declared name
  /// is written out in one Swift file of `Sources`, its declaration's in
  /// `Sources/WorkdayCLI/Options`. Comments do not count; a file that builds
  /// another program's command line (curl's `--url`) says so with the
  /// comment `// option-names: another program's options` and is not read.
  @Test func noOptionNameIsSpelledInTwoFiles() throws {
    let sources = Tool.root.appendingPathComponent("Sources")
    var spelledIn: [String: [String]] = [:]
    let names = Set((Commands.options + [.help, .version]).map(\.name)).sorted()
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      if text.contains("// option-names: another program's options") { continue }
      let code = text.split(separator: "\n").map { line in
        line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line.split(separator: " // ")[0])
      }.joined(separator: "\n")
      for name in names where Self.spells(code, name) {
        spelledIn[name, default: []].append(String(file.path.dropFirst(sources.path.count + 1)))
      }
    }
    for name in names {
      let places = spelledIn[name] ?? []
      #expect(places.count == 1 && places[0].hasPrefix("WorkdayCLI/Options/"), "\(name) is spelled in \(places)")
    }
  }

  /// Whether `code` holds `name` as a whole option name (`--data` but not
  /// `--data-dir`).
  static func spells(_ code: String, _ name: String) -> Bool {
    let word = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    var rest = code[...]
    while let found = rest.range(of: name) {
      let before = found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
      let after = found.upperBound == code.endIndex ? nil : code[found.upperBound]
      if !(before.map(word.contains) ?? false) && !(after.map(word.contains) ?? false) { return true }
      rest = code[found.upperBound...]
    }
    return false
  }
}
