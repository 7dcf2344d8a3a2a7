import HolidayKit
import HolidayKitCalDAV
import HolidayKitICalendar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command-line tool: reads the arguments, runs one command, and maps
/// every error to one line on standard error and an exit status.
public enum WorkdayICS {
  /// Runs the command line the process was started with and exits with
  /// its status.
  public static func main() -> Never {
    // A closed pipe or a file-size limit is an error a write returns
    // (EPIPE, EFBIG), reported with exit status 4 and no temporary file
    // left, not a signal that ends the process on the spot.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    let run = Run(context: .process())
    Terminal.exit(main(Array(CommandLine.arguments.dropFirst()), raw: rawArguments(), in: run))
  }

  /// Runs the command line `words` (`raw`: the bytes the shell passed, when
  /// known) in `run`, writes its warnings or its error, and returns its
  /// exit status: everything a run does except ending the process.
  static func main(_ words: [String], raw: [[UInt8]]? = nil, in run: Run) -> Int32 {
    let status: Int32
    do {
      if let raw { try Arguments.checkEncoding(raw) }
      status = try self.run(words, in: run)
      for older in run.files.olderCopies { run.warn(.olderCopyUnused(older, dataFolder: run.files.dataFolder?.folder)) }
      if case .unnamed(let looked) = run.files.dataFolder { run.warn(.noDataFolder(lookedAt: looked)) }
      // Warnings lead up to an answer: none when the answer was lost.
      if run.terminal.answerArrived, !run.console.isQuiet { run.terminal.writeWarnings() }
    } catch {
      status = report(error, in: run)
    }
    // Said once, last, and in ASCII: the locale's terminal shows the other
    // lines as mojibake.
    if run.terminal.wroteBeyondASCII, !run.console.isQuiet, let legacy = Console.legacyCharset(in: run.context) {
      run.terminal.errorLine(
        "\(Terminal.programName): warning: the output is UTF-8, but \(legacy.variable)=\(VisibleText.excerpt(legacy.value)) asks for \(VisibleText.excerpt(legacy.charset)): use a UTF-8 locale (such as zh_CN.UTF-8), or convert it with iconv -f UTF-8 -t \(VisibleText.excerpt(legacy.charset))"
      )
    }
    guard run.terminal.answerArrived else {
      // A reader that stopped reading (`| head -1`) asked for no more: the
      // status says the answer was cut short, without a message.
      if run.terminal.outputFailure != EPIPE {
        run.terminal.error("cannot write to standard output: \(OutputFile.reason(run.terminal.outputFailure))")
      }
      return outputFailedStatus
    }
    return status
  }

  /// Writes `error` on standard error in the run's console's language,
  /// and returns the exit status it means.
  static func report(_ error: any Error, in run: Run) -> Int32 {
    let terminal = run.terminal
    switch error {
    case let error as UsageError:
      terminal.error(error.message)
      let command = error.command.map { " " + $0 } ?? ""
      switch run.console.language {
      case .english: terminal.errorLine("Try '\(Terminal.programName)\(command) \(Option.help)' for more information.")
      case .chinese: terminal.errorLine("用 '\(Terminal.programName)\(command) \(Option.help)' 查看用法。")
      }
      return 2
    case let error as OutputError where error.isClosedPipe:
      return error.exitStatus
    case let error as CoverageError:
      terminal.error(Messages.coverage(error, in: run.console.language))
      return 2
    case let error as any ReportedError:
      terminal.error(error.report)
      return error.exitStatus
    default:
      terminal.error("\(error)")
      return 1
    }
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

  /// Runs the command `words` names in `run` and returns its exit
  /// status; the run's console becomes the one the command's options ask
  /// for.
  static func run(_ words: [String], in run: Run) throws -> Int32 {
    if words.first == "__complete" { return CompleteCommand.run(Array(words.dropFirst()), in: run) }
    if words.first == "__man" { return try ManPage.run(in: run) }
    let (leading, command, rest) = try split(words)
    return try self.run(command: command, options: leading, rest, in: run)
  }

  /// The words split into the options shared by every command that come
  /// before the command (`workday-ics --holidays DIR check`), the command,
  /// and the words after it.
  static func split(_ words: [String]) throws(UsageError) -> (options: [String], command: String, rest: [String]) {
    var remaining = words[...]
    var leading: [String] = []
    while let word = remaining.first, word.hasPrefix("-"), word.count > 1,
      ![Option.help.name, Option.help.short, Option.version.name, Option.version.short].contains(word)
    {
      remaining.removeFirst()
      let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : String(word.prefix(2))
      guard let spec = Option.shared.first(where: { $0.name == name || $0.short == name }) else {
        let shared = Option.shared.map(\.name).joined(separator: ", ")
        throw UsageError(
          message:
            "unrecognized option '\(VisibleText.excerpt(name))' before a command (only options every command takes may come first: \(shared))"
        )
      }
      leading.append(word)
      if spec.takesValue, !word.contains("="), word.count == name.count {
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "option '\(spec.name)' requires an argument")
        }
        leading.append(value)
      }
    }
    guard let command = remaining.popFirst() else {
      throw UsageError(message: leading.isEmpty ? "missing command" : "missing command after the options")
    }
    return (leading, command, Array(remaining))
  }

  /// Runs `command` with the shared `options` given before it and `rest`.
  static func run(
    command name: String, options leading: [String], _ afterCommand: [String], in run: Run
  ) throws -> Int32 {
    let rest = leading + afterCommand
    switch name {
    case Option.help.name, Option.help.short:
      run.terminal.write(Usage.main)
      return 0
    case "help":
      let topic = rest.first ?? ""
      // `help`, `help help` and `help --help` are the overview.
      let isOverview = ["", "help", Option.help.name, Option.help.short].contains(topic)
      guard let text = isOverview ? Usage.main : Usage.command(topic) else {
        throw UsageError(message: "help: unknown command '\(topic)'")
      }
      run.terminal.write(text)
      return 0
    case Option.version.name, Option.version.short:
      if let extra = rest.first {
        throw UsageError(message: "\(name) takes nothing after it, got '\(VisibleText.excerpt(extra))'")
      }
      run.terminal.print(Usage.version(in: run.context))
      return 0
    default:
      break
    }
    guard let command = Commands.named(name) else {
      let suggestion = Suggestion.didYouMean(name: name, among: Commands.names)
      throw UsageError(message: "unknown command '\(VisibleText.excerpt(name))'\(suggestion)")
    }
    do {
      return try self.run(command, rest, in: run)
    } catch var error as UsageError {
      error.command = error.command ?? name
      throw error
    } catch let error as EventEndsInYear10000 {
      // A range the command line or a configuration can move: a usage error.
      throw UsageError(message: Messages.eventEndsInYear10000(error), command: name)
    }
  }

  /// Runs a known command.
  private static func run(_ command: any Command, _ rest: [String], in run: Run) throws -> Int32 {
    let arguments = try Arguments(rest, accepting: command.options)
    run.console = Console(arguments, in: run.context)
    if arguments.wantsHelp {
      run.terminal.write(Usage.help(for: command))
      return 0
    }
    if arguments.wantsVersion {
      run.terminal.print(Usage.version(in: run.context))
      return 0
    }
    do {
      return try command.run(arguments, in: run)
    } catch let error as CoverageError {
      throw InputError(
        message: Messages.coverage(
          error, provisional: run.files.dataRequest?.provisional ?? false,
          sources: Messages.DataSources(run.files.dataRequest, in: run.context),
          in: run.console.language))
    }
  }
}
