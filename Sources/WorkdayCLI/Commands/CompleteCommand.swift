import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics __complete WORD...`: what may come next on a command line,
/// for the shell completions in `Sources/WorkdayCLI/Completions` (bash,
/// zsh, fish), which only hand over the words and show the answer. The
/// words are those after the program's name, the last the one being typed
/// (empty for a new word). The answer is one candidate a line, or the line
/// `::files` where a path is expected (`::directories` where only a folder
/// is), for the shell to complete itself.
enum CompleteCommand {
  /// The marker for "a path goes here".
  static let files = "::files"
  /// The marker for "a folder goes here".
  static let directories = "::directories"

  /// Prints the candidates for `words`.
  static func run(_ words: [String], in run: Run) -> Int32 {
    for candidate in candidates(words) { run.terminal.print(candidate) }
    return 0
  }

  /// The candidates for the last of `words`, filtered by what it starts
  /// with (after a quote the user opened: `'-1` finds `-1d 21:00`, which
  /// each shell quotes itself). An option's value may follow `=`: as one
  /// word, `--time-zone=Asia/Sh` (zsh, fish), answered in that form, or
  /// as bash splits it, `--time-zone`, `=`, `Asia/Sh`.
  static func candidates(_ words: [String]) -> [String] {
    var current = words.last ?? ""
    var before = Array(words.dropLast())
    var attachedTo = ""
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
      attachedTo = String(current[...equals])
      before.append(String(current[..<equals]))
      current = String(current[current.index(after: equals)...])
    } else if current == "=" {
      current = ""
    } else if before.last == "=", before.count >= 2 {
      before.removeLast()
    }
    if current.first == "'" || current.first == "\"" { current.removeFirst() }
    let all = unfiltered(before: before, current: current)
    if all == [files] || all == [directories] { return all }
    return all.filter { $0.hasPrefix(current) }.map { attachedTo + $0 }
  }

  private static func unfiltered(before: [String], current: String) -> [String] {
    // The command is the first word that is neither an option nor the
    // value of a shared option before it.
    var index = 0
    var command: String?
    while index < before.count {
      let word = before[index]
      if word.hasPrefix("-") {
        let spec = Option.shared.first { $0.name == word || $0.short == word }
        index += spec?.takesValue == true ? 2 : 1
        // bash's `--holidays=PATH` comes as three words.
        if spec?.takesValue == true, index - 1 < before.count, before[index - 1] == "=" { index += 1 }
        continue
      }
      command = word
      break
    }
    let specs = command.flatMap { Commands.named($0)?.options } ?? Option.shared
    if let previous = before.last, let spec = specs.first(where: { $0.name == previous || $0.short == previous }),
      spec.takesValue
    {
      return values(of: spec)
    }
    if current.hasPrefix("-") {
      // Help and version once, whether or not the command lists them.
      let names = specs.flatMap { [$0.short, $0.name].compactMap { $0 } } + [Option.help.name, Option.version.name]
      return Set(names).sorted()
    }
    guard let command else { return Commands.names }
    switch command {
    case "diff": return [files]
    case "help": return Commands.names
    case "check", "next", "previous", "add": return ["today", "tomorrow", "yesterday"]
    default: return []
    }
  }

  /// The values an option takes, as its declaration says.
  private static func values(of option: Option) -> [String] {
    switch option.completion {
    case .none: []
    case .files: [files]
    case .directories: [directories]
    case .timeZones: Zone.ianaNames
    case .words(let words): words
    }
  }
}
