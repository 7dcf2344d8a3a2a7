#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
  private let systemExit = Glibc.exit
#elseif canImport(Musl)
  import Musl
  private let systemWrite = Musl.write
  private let systemExit = Musl.exit
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
  private let systemExit = Darwin.exit
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The process's standard streams and environment, the only place the tool
/// prints.
enum Terminal {
  /// The program's name in messages.
  static let programName = "workday-ics"

  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) {
    write(text + "\n", to: stdout)
  }

  /// Writes `text` as is to standard output.
  static func write(_ text: String) {
    write(text, to: stdout)
  }

  /// Writes `workday-ics: MESSAGE` to standard error, one line: any
  /// control character a message quotes from its input is escaped.
  static func error(_ message: String) {
    write("\(programName): \(VisibleText.escaped(message))\n", to: stderr)
  }

  /// Keeps `workday-ics: warning: MESSAGE` for standard error, written by
  /// ``writeWarnings()`` once the command has succeeded: a warning that
  /// leads up to an error (a provisional December before "no data for
  /// 2027") does not apply, and is dropped with it.
  static func warning(_ message: String) {
    pendingWarnings.append("\(programName): warning: \(VisibleText.escaped(message))\n")
  }

  nonisolated(unsafe) private static var pendingWarnings: [String] = []

  /// `body`'s result, the warnings it keeps dropped (a calendar made again
  /// whose warnings were already kept once).
  static func withoutWarnings<T>(_ body: () throws -> T) rethrows -> T {
    let kept = pendingWarnings
    defer { pendingWarnings = kept }
    return try body()
  }

  /// Writes the warnings kept so far (the caller leaves them unwritten
  /// when the console is quiet).
  static func writeWarnings() {
    for warning in pendingWarnings { write(warning, to: stderr) }
    pendingWarnings.removeAll()
  }

  /// Writes a line to standard error without the program name.
  static func errorLine(_ text: String) {
    write(text + "\n", to: stderr)
  }

  /// Why a write to standard output failed (a closed pipe, a full disk):
  /// its errno, 0 while every write has arrived.
  nonisolated(unsafe) private(set) static var outputFailure: Int32 = 0

  private static let stdout: Int32 = 1
  private static let stderr: Int32 = 2

  /// Writes all of `text` to a file descriptor, retrying short writes.
  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard !writeAll(bytes, to: descriptor), descriptor == stdout, outputFailure == 0 else { return }
      outputFailure = errno == 0 ? EIO : errno
    }
  }

  /// Writes every byte, retrying short and interrupted writes; false on failure.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads up to `count` bytes (from `offset`, or where the file is),
  /// retrying short and interrupted reads; the number read (fewer at the
  /// end of the file), or -1 on an error.
  static func readFully(_ file: Int32, into base: UnsafeMutableRawPointer, count: Int, at offset: Int? = nil) -> Int {
    var filled = 0
    while filled < count {
      let more =
        offset.map { pread(file, base + filled, count - filled, off_t($0 + filled)) }
        ?? read(file, base + filled, count - filled)
      if more < 0, errno == EINTR { continue }
      if more < 0 { return -1 }
      if more == 0 { break }
      filled += more
    }
    return filled
  }

  /// The environment variable `name`, if set (without building the whole
  /// environment as `ProcessInfo` does).
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Whether everything written to standard output arrived.
  static func flush() -> Bool { outputFailure == 0 }

  /// Whether to colour standard output: a terminal that is not `TERM=dumb`,
  /// and `NO_COLOR` unset or empty.
  /// The width to lay text out in: `COLUMNS` when it holds a number (as
  /// shells export it), else the terminal's when standard output is one,
  /// else 80.
  static var columns: Int {
    if let text = environment("COLUMNS"), let value = Int(text), value > 0 { return min(value, 1000) }
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  static var wantsColor: Bool {
    let noColor = environment("NO_COLOR") ?? ""
    return noColor.isEmpty && environment("TERM") != "dumb" && isatty(STDOUT_FILENO) == 1
  }

  /// Ends the process with `status`, flushing standard output first.
  static func exit(_ status: Int32) -> Never {
    _ = flush()
    systemExit(status)
  }
}
