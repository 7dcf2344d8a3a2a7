/// One run of the tool, made before its command line is read and passed
/// down to the command (``Command/run(_:in:)``) and from there to what
/// needs it: how it speaks (``console``, the one the command's options ask
/// for once they are read), its streams (``terminal``: the warnings kept
/// until the answer is written, whether the answer arrived) and what it
/// has read (``files``). Nothing of a run outlives it: two runs in one
/// process share no warning, input or flag.
final class Run {
  /// How the run speaks to people: the locale's until the command's
  /// options are read.
  var console: Console
  /// The run's standard output and error.
  let terminal: Terminal
  /// What the run has read and found trustworthy.
  let files: FileSession

  /// A run that has printed and read nothing yet, on `terminal` (by
  /// default the process's standard streams).
  init(terminal: Terminal = Terminal(), console: Console = .standard) {
    self.console = console
    self.terminal = terminal
    files = FileSession()
  }

  /// Keeps `warning` for standard error, in the console's language
  /// (``Terminal/warning(_:)``).
  func warn(_ warning: Warning) {
    terminal.warning(warning.message(in: console.language))
  }
}
