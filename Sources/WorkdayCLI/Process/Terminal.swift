import HolidayKit

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

/// A run's standard output and error, the only place the tool prints:
/// the warnings kept until the answer is written, and whether every
/// write of the answer arrived. ``WorkdayICS`` makes one for each run
/// (``Run``) on the process's streams; a test may give other descriptors.
/// The stateless helpers (``writeAll(_:to:)``, ``columns(in:)``…) are
/// static.
final class Terminal {
  /// The program's name in messages.
  static let programName = "workday-ics"

  /// The descriptor of standard output.
  let output: Int32
  /// The descriptor of standard error.
  let errors: Int32

  /// A terminal writing to `output` and `errors` (the run's standard
  /// output and error), with no warning kept and no write failed.
  init(output: Int32, errors: Int32) {
    self.output = output
    self.errors = errors
  }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) {
    write(text + "\n", to: output)
  }

  /// Writes `text` as is to standard output.
  func write(_ text: String) {
    write(text, to: output)
  }

  /// Writes `workday-ics: MESSAGE` to standard error, one line: any
  /// control character a message quotes from its input is escaped.
  func error(_ message: String) {
    write("\(Self.programName): \(VisibleText.escaped(message))\n", to: errors)
  }

  /// Keeps `workday-ics: warning: MESSAGE` for standard error, written by
  /// ``writeWarnings()`` once the command has succeeded: a warning that
  /// leads up to an error (a provisional December before "no data for
  /// 2027") does not apply, and is dropped with it.
  func warning(_ message: String) {
    pendingWarnings.append("\(Self.programName): warning: \(VisibleText.escaped(message))\n")
  }

  /// The warnings kept and not yet written.
  private(set) var pendingWarnings: [String] = []

  /// `body`'s result, the warnings it keeps dropped (a calendar made again
  /// whose warnings were already kept once).
  func withoutWarnings<T>(_ body: () throws -> T) rethrows -> T {
    let kept = pendingWarnings
    defer { pendingWarnings = kept }
    return try body()
  }

  /// Writes the warnings kept so far (the caller leaves them unwritten
  /// when the console is quiet).
  func writeWarnings() {
    for warning in pendingWarnings { write(warning, to: errors) }
    pendingWarnings.removeAll()
  }

  /// Writes a line to standard error without the program name.
  func errorLine(_ text: String) {
    write(text + "\n", to: errors)
  }

  /// Why a write to standard output failed (a closed pipe, a full disk):
  /// its errno, 0 while every write has arrived.
  private(set) var outputFailure: Int32 = 0

  /// Whether anything but ASCII was written, to standard output or error.
  private(set) var wroteBeyondASCII = false

  /// Whether everything written to standard output arrived.
  var answerArrived: Bool { outputFailure == 0 }

  /// Writes all of `text` to a file descriptor, retrying short writes.
  private func write(_ text: String, to descriptor: Int32) {
    var text = text
    // Once the answer could not be written, the rest of it is not tried.
    if descriptor == output, outputFailure != 0 { return }
    if !wroteBeyondASCII, text.utf8.contains(where: { $0 >= 0x80 }) { wroteBeyondASCII = true }
    text.withUTF8 { bytes in
      guard !Self.writeAll(bytes, to: descriptor), descriptor == output, outputFailure == 0 else { return }
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

  /// The width to lay text out in: `COLUMNS` when it holds a number (as
  /// shells export it), else the terminal's when standard output is one,
  /// else 80.
  static func columns(in context: RunContext) -> Int {
    if let text = context.variable("COLUMNS"), let value = Int(text), value > 0 { return min(value, 1000) }
    var size = winsize()
    let output = context.standardOutput
    if isatty(output) == 1, ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// Whether to colour standard output: a terminal that is not `TERM=dumb`,
  /// and `NO_COLOR` unset or empty.
  static func wantsColor(in context: RunContext) -> Bool {
    let noColor = context.variable("NO_COLOR") ?? ""
    return noColor.isEmpty && context.variable("TERM") != "dumb" && isatty(context.standardOutput) == 1
  }

  /// Ends the process with `status` (every write has been made: the
  /// terminal keeps no buffer).
  static func exit(_ status: Int32) -> Never {
    systemExit(status)
  }
}
