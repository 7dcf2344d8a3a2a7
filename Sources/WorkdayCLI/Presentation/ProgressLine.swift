import HolidayKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line on standard error that long work (`sync`, `update`) updates
/// in place: what is done of how much, and what the run is waiting for.
/// Only on a terminal: none is made when standard error is not one (a
/// log file, a pipe, cron's mail) or the run is quiet (`-q`), and it never
/// goes to standard output. The line is cleared before anything else is
/// printed (``clear()``), so that it never mixes with the answer or a
/// message.
final class ProgressLine {
  /// What the line's text starts with, such as `sync: ` or
  /// `update: 2026 (year 3 of 10): `.
  var task: String
  /// Standard error's descriptor.
  private let errors: Int32
  /// The widest line that does not wrap (a wrapped line cannot be
  /// rewritten in place).
  private let width: Int
  /// Whether a line is shown now.
  private var isShown = false
  /// The text shown, not written again.
  private var shown = ""

  /// The progress line of `run`, or nil when the run shows none: standard
  /// error not a terminal, or `-q`.
  init?(run: Run, task: String) {
    let errors = run.context.standardError
    guard !run.console.isQuiet, isatty(errors) == 1 else { return nil }
    var size = winsize()
    let columns = ioctl(errors, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    self.errors = errors
    self.width = max(10, columns - 1)
    self.task = task
  }

  /// Shows `text` after the task in place of the line shown, cut to the
  /// terminal's width.
  func show(_ text: String) {
    var line = Terminal.programName + ": " + task + text
    while Language.columns(line) > width { line.removeLast() }
    guard !isShown || line != shown else { return }
    write("\r" + line + "\u{1B}[K")
    isShown = true
    shown = line
  }

  /// Removes the line shown, if any: the cursor is back at the start of an
  /// empty line.
  func clear() {
    guard isShown else { return }
    write("\r\u{1B}[K")
    isShown = false
    shown = ""
  }

  private func write(_ text: String) {
    var text = text
    _ = text.withUTF8 { Terminal.writeAll($0, to: errors) }
  }
}
