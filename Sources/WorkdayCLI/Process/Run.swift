/// One run of the tool, made before its command line is read and passed
/// down to the command (``Command/run(_:in:)``) and from there to what
/// needs it: how it speaks (``console``, the one the command's options ask
/// for once they are read), its streams (``terminal``: the warnings kept
/// until the answer is written, whether the answer arrived) and what it
/// has read (``files``), and everything it takes from the process
/// (``context``: the environment, the clock, the working directory, the
/// standard streams). Nothing of a run outlives it: two runs in one
/// process share no warning, input or flag, and read nothing of the
/// process but what their contexts hold.
final class Run {
  /// How the run speaks to people: the locale's until the command's
  /// options are read.
  var console: Console
  /// The run's standard output and error.
  let terminal: Terminal
  /// What the run has read and found trustworthy.
  let files: FileSession
  /// What the run takes from the process around it.
  var context: RunContext { files.context }

  /// A run in `context` that has printed and read nothing yet, speaking
  /// the language of the context's locale.
  init(context: RunContext) {
    console = .standard(in: context)
    terminal = Terminal(output: context.standardOutput, errors: context.standardError)
    files = FileSession(context: context)
  }

  /// The width to lay text out in (``Terminal/columns(in:)``).
  var columns: Int { Terminal.columns(in: context) }

  /// Whether to colour standard output (``Terminal/wantsColor(in:)``).
  var wantsColor: Bool { Terminal.wantsColor(in: context) }

  /// Keeps `warning` for standard error, in the console's language
  /// (``Terminal/warning(_:)``).
  func warn(_ warning: Warning) {
    terminal.warning(warning.message(in: console.language))
  }
}
