import HolidayKit
import HolidayKitCalDAV

/// The command-line tool: reads the arguments, runs one command, and maps
/// every error to one line on standard error and an exit status.
public enum WorkdayICS {
  /// Runs the command line the process was started with and exits with
  /// its status.
  public static func main() -> Never {
    let words = Array(CommandLine.arguments.dropFirst())
    let status: Int32
    do {
      try Arguments.checkEncoding(rawArguments())
      status = try run(words)
      // Warnings lead up to an answer: none when the answer was lost.
      if Terminal.flush() { Terminal.writeWarnings() }
    } catch let error as UsageError {
      Terminal.error(error.message)
      let command = error.command.map { " " + $0 } ?? ""
      switch Terminal.language {
      case .english: Terminal.errorLine("Try '\(Terminal.programName)\(command) --help' for more information.")
      case .chinese: Terminal.errorLine("用 '\(Terminal.programName)\(command) --help' 查看用法。")
      }
      status = 2
    } catch let error as CoverageError {
      Terminal.error(Messages.coverage(error))
      status = 2
    } catch let error as HolidayDataError {
      Terminal.error(error.description)
      status = 2
    } catch let error as ConfigurationError {
      Terminal.error(error.description)
      status = 2
    } catch let error as ReminderError {
      Terminal.error(error.description)
      status = 2
    } catch let error as InputError {
      Terminal.error(error.message)
      status = 2
    } catch let error as OutputError {
      Terminal.error(error.message)
      status = outputFailedStatus
    } catch let error as SyncError {
      Terminal.error(error.message)
      status = 1
    } catch let error as DownloadError {
      Terminal.error(error.message)
      status = UpdateCommand.notUpdatedStatus
    } catch {
      Terminal.error("\(error)")
      status = 1
    }
    guard Terminal.flush() else {
      Terminal.error("cannot write to standard output: \(OutputFile.reason(Terminal.outputFailure))")
      Terminal.exit(outputFailedStatus)
    }
    Terminal.exit(status)
  }

  /// The exit status when the answer or the calendar could not be written
  /// (a full disk, a closed pipe, an output that may not be replaced): a
  /// status of its own, so that `check` failing to print is never read as
  /// its 1, "a day off".
  static let outputFailedStatus: Int32 = 4

  /// The words of the command line as the bytes the shell passed
  /// (`CommandLine.arguments` has replaced any byte that is not UTF-8).
  static func rawArguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let word = CommandLine.unsafeArgv[index] else { return [] }
      var bytes: [UInt8] = []
      var offset = 0
      while word[offset] != 0 {
        bytes.append(UInt8(bitPattern: word[offset]))
        offset += 1
      }
      return bytes
    }
  }

  /// Runs the command `words` names and returns its exit status.
  static func run(_ words: [String]) throws -> Int32 {
    if words.first == "__complete" { return CompleteCommand.run(Array(words.dropFirst())) }
    let (leading, command, rest) = try split(words)
    return try run(command: command, options: leading, rest)
  }

  /// The words split into the options shared by every command that come
  /// before the command (`workday-ics --holidays DIR check`), the command,
  /// and the words after it.
  static func split(_ words: [String]) throws(UsageError) -> (options: [String], command: String, rest: [String]) {
    var remaining = words[...]
    var leading: [String] = []
    while let word = remaining.first, word.hasPrefix("-"), word.count > 1,
      !["--help", "-h", "--version", "-V"].contains(word)
    {
      remaining.removeFirst()
      let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : String(word.prefix(2))
      guard let spec = QueryOptions.specs.first(where: { $0.name == name || $0.short == name }) else {
        let shared = QueryOptions.specs.map(\.name).joined(separator: ", ")
        throw UsageError(
          message:
            "unrecognized option '\(VisibleText.excerpt(name))' before a command (only options every command takes may come first: \(shared))"
        )
      }
      leading.append(word)
      if spec.takesValue, !word.contains("="), word.count == name.count, let value = remaining.popFirst() {
        leading.append(value)
      }
    }
    guard let command = remaining.popFirst() else {
      throw UsageError(message: leading.isEmpty ? "missing command" : "missing command after the options")
    }
    return (leading, command, Array(remaining))
  }

  /// Runs `command` with the shared `options` given before it and `rest`.
  static func run(command: String, options leading: [String], _ afterCommand: [String]) throws -> Int32 {
    let rest = leading + afterCommand
    switch command {
    case "--help", "-h":
      Terminal.write(Usage.main)
      return 0
    case "help":
      let topic = rest.first ?? ""
      // `help`, `help help` and `help --help` are the overview.
      let isOverview = ["", "help", "--help", "-h"].contains(topic)
      guard let text = isOverview ? Usage.main : Usage.command(topic) else {
        throw UsageError(message: "help: unknown command '\(topic)'")
      }
      Terminal.write(text)
      return 0
    case "--version", "-V":
      if let extra = rest.first {
        throw UsageError(message: "\(command) takes nothing after it, got '\(VisibleText.excerpt(extra))'")
      }
      Terminal.print(Usage.version)
      return 0
    default:
      break
    }
    guard let specs = Self.specs(for: command), let help = Usage.command(command) else {
      let suggestion = Suggestion.nearest(to: command, among: Self.commands).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(message: "unknown command '\(VisibleText.excerpt(command))'\(suggestion)")
    }
    do {
      return try run(command, specs: specs, help: help, rest)
    } catch var error as UsageError {
      error.command = error.command ?? command
      throw error
    }
  }

  /// Every command, for suggestions.
  static let commands = [
    "generate", "holidays", "diff", "check", "list", "next", "previous", "add", "count", "cal", "expand", "sync",
    "update", "help",
  ]

  /// Runs a known command.
  private static func run(_ command: String, specs: [OptionSpec], help: String, _ rest: [String]) throws -> Int32 {
    let arguments = try Arguments(rest, accepting: specs)
    if arguments.has("--quiet") { Terminal.isQuiet = true }
    if arguments.wantsHelp {
      Terminal.write(help)
      return 0
    }
    if arguments.wantsVersion {
      Terminal.print(Usage.version)
      return 0
    }
    do {
      return try run(command, arguments)
    } catch let error as CoverageError where arguments.has("--provisional") {
      throw InputError(message: Messages.coverage(error, provisional: true))
    }
  }

  /// Runs a known command with its parsed arguments.
  private static func run(_ command: String, _ arguments: Arguments) throws -> Int32 {
    switch command {
    case "check": return try CheckCommand.run(arguments)
    case "list": return try ListCommand.run(arguments)
    case "next", "previous", "add": return try StepCommand.run(command, arguments)
    case "count": return try CountCommand.run(arguments)
    case "expand": return try ExpandCommand.run(arguments)
    case "generate": return try GenerateCommand.run(arguments)
    case "holidays": return try HolidaysCommand.run(arguments)
    case "diff": return try DiffCommand.run(arguments)
    case "sync": return try SyncCommand.run(arguments)
    case "update": return try UpdateCommand.run(arguments)
    default: return try CalCommand.run(arguments)
    }
  }

  /// The options `command` accepts; nil for an unknown command. Only the
  /// command run has its list built.
  static func specs(for command: String) -> [OptionSpec]? {
    switch command {
    case "check": CheckCommand.specs
    case "list": ListCommand.specs
    case "next", "previous", "add": StepCommand.specs
    case "count": CountCommand.specs
    case "cal": CalCommand.specs
    case "expand": ExpandCommand.specs
    case "generate": GenerateCommand.specs
    case "holidays": HolidaysCommand.specs
    case "diff": DiffCommand.specs
    case "sync": SyncCommand.specs
    case "update": UpdateCommand.specs
    default: nil
    }
  }
}
