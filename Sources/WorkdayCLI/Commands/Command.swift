/// A command of the tool, such as `generate` or `check`: what it is
/// called, what it is for, the options it takes and how it runs. The
/// overview, each command's `--help`, suggestions for a mistyped name,
/// completion and dispatch all come from ``Commands/all``.
protocol Command {
  /// The name typed after the program's, such as `check`.
  var name: String { get }
  /// What follows the name in the usage line, such as `[OPTION]... [DATE]`.
  var usage: String { get }
  /// The command as the overview shows it, such as `check [DATE]`.
  var brief: String { get }
  /// One line (wrapped in the overview) of what the command does.
  var summary: String { get }
  /// What the command does: the paragraphs of `--help` between the usage
  /// line and the options, each line at most 80 columns.
  var about: String { get }
  /// The options under their headings, as `--help` lists them.
  var optionGroups: [OptionGroup] { get }
  /// The options the command accepts; by default those `--help` lists.
  var options: [Option] { get }
  /// What `--help` says after the options (empty by default).
  var epilogue: String { get }
  /// The exit statuses the command can return, in order, as `--help`
  /// lists them.
  var exitStatuses: [ExitStatus] { get }
  /// What each operand is, in order, for messages such as `the date
  /// (operand 1 of check) is not UTF-8 text` (none by default).
  var operandNames: [String] { get }
  /// Runs the command with its parsed arguments in `run` (its console,
  /// streams and file session), and returns the exit status.
  func run(_ arguments: Arguments, in run: Run) throws -> Int32
}

extension Command {
  var options: [Option] {
    var seen = Set<Option>()
    return optionGroups.flatMap(\.options).filter { seen.insert($0).inserted }
  }

  var epilogue: String { "" }

  var operandNames: [String] { [] }
}
