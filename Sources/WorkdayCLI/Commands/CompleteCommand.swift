import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
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
  static func run(_ words: [String]) -> Int32 {
    for candidate in candidates(words) { Terminal.print(candidate) }
    return 0
  }

  /// The candidates for the last of `words`, filtered by what it starts with.
  static func candidates(_ words: [String]) -> [String] {
    let current = words.last ?? ""
    let before = Array(words.dropLast())
    let all = unfiltered(before: before, current: current)
    if all == [files] || all == [directories] { return all }
    return all.filter { $0.hasPrefix(current) }
  }

  private static func unfiltered(before: [String], current: String) -> [String] {
    // The command is the first word that is neither an option nor the
    // value of a shared option before it.
    var index = 0
    var command: String?
    while index < before.count {
      let word = before[index]
      if word.hasPrefix("-") {
        let spec = QueryOptions.specs.first { $0.name == word || $0.short == word }
        index += spec?.takesValue == true ? 2 : 1
        continue
      }
      command = word
      break
    }
    let specs = command.flatMap(WorkdayICS.specs(for:)) ?? QueryOptions.specs
    if let previous = before.last, let spec = specs.first(where: { $0.name == previous || $0.short == previous }),
      spec.takesValue
    {
      return values(of: spec.name, command: command)
    }
    if current.hasPrefix("-") {
      let names = specs.flatMap { [$0.short, $0.name].compactMap { $0 } } + ["--help", "--version"]
      return names.sorted()
    }
    guard let command else { return WorkdayICS.commands }
    switch command {
    case "diff": return [files]
    case "help": return WorkdayICS.commands
    case "check", "next", "previous", "add": return ["today", "tomorrow", "yesterday"]
    default: return []
    }
  }

  /// The values an option takes.
  private static func values(of option: String, command: String?) -> [String] {
    switch option {
    case "--holidays", "--overlay", "--config", "--output", "-o", "--ca-file", "--state": return [files]
    case "--data": return [directories]
    case "--lang": return Language.allCases.map(\.rawValue)
    case "--group": return CitizenGroup.allCases.map(\.rawValue)
    case "--half-day": return DayHalf.allCases.map(\.rawValue)
    case "--source": return HolidaySource.defaults.map(\.base)
    case "--time-zone": return ["UTC"] + TimeZone.knownTimeZoneIdentifiers.sorted()
    case "--on-day-off": return DaySelection.DayOffPolicy.allCases.map(\.rawValue)
    case "--only": return command == "list" ? DayFilter.allCases.map(\.rawValue) : ["make-up-days"]
    case "--style": return CalendarStyle.allCases.map(\.rawValue)
    case "--color":
      return command == "cal" ? ["auto", "always", "never"] : ["teal", "red", "orange", "blue", "#1E90FF"]
    case "--work-week": return ["MO-FR", "MO-SA", "SU-TH", "MO,WE,FR"]
    case "--year": return ["2026", "2025-2026"]
    case "--from", "--to": return ["today", "tomorrow", "yesterday"]
    case "--alarm": return ["10m", "1h", "0", "'-1d 21:00'"]
    default: return []
    }
  }
}
