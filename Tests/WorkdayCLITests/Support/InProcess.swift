import Foundation
import Testing

@testable import WorkdayCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the command line `arguments` in this process, as the binary runs
/// it (``WorkdayICS/main(_:raw:in:)``), and returns what it printed and
/// its exit status, as ``Tool`` does for the
/// binary, in a fraction of the time. As swift-argument-parser's
/// `AssertExecuteCommand`, for what a command answers; what only a real
/// process shows (signals, a closed pipe, a terminal, the bytes the shell
/// passed) is left to ``Tool``.
///
/// The run gets everything from its ``RunContext``, nothing from this
/// process: `environment` added to the one ``Tool`` gives the binary (an
/// empty `WORKDAY_ICS_TODAY` removes the pinned day), relative paths
/// under `directory` (a shared temporary folder by default, as for the
/// binary), `stdin`'s bytes as standard input (else `/dev/null`),
/// standard output and error on files of its own, `fileModeMask` as its
/// umask and `now` as its clock (``pinnedMoment`` unless a test gives its
/// own: no in-process run reads the system clock). Tests run at once in one process, each
/// run on its own context.
func runInProcess(
  _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: Data? = nil,
  fileModeMask: mode_t = 0o022, now: @escaping @Sendable () -> Date = { pinnedMoment }
) throws -> Tool.Result {
  let variables = Tool.environment(adding: environment)
  let input = try stdin.map(StreamFile.holding) ?? open("/dev/null", O_RDONLY | O_CLOEXEC)
  let output = try StreamFile.empty()
  let errors = try StreamFile.empty()
  defer {
    close(input)
    close(output)
    close(errors)
  }
  let context = RunContext(
    environment: variables, directory: (directory ?? FileManager.default.temporaryDirectory).path,
    standardInput: input, standardOutput: output, standardError: errors, fileModeMask: fileModeMask, now: now)
  let status = WorkdayICS.main(arguments, in: Run(context: context))
  let stdoutBytes = try StreamFile.contents(output)
  return Tool.Result(
    status: status, stdout: String(decoding: stdoutBytes, as: UTF8.self),
    stderr: String(decoding: try StreamFile.contents(errors), as: UTF8.self), stdoutBytes: stdoutBytes)
}

/// The clock of an in-process run that gives none: noon in Shanghai of
/// ``Tool/pinnedToday`` (2026-11-23T04:00:00Z), so that a run whose
/// `WORKDAY_ICS_TODAY` is emptied still answers the same on any date.
let pinnedMoment = Date(timeIntervalSince1970: 1_795_406_400)

/// The files an in-process run's standard streams are: unnamed (unlinked
/// as soon as opened), so that nothing is left behind.
private enum StreamFile {
  /// A new empty file open for reading and writing.
  static func empty() throws -> Int32 {
    var template = Array((NSTemporaryDirectory() + "/workday-ics-stream.XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // no child of another test inherits it
    return descriptor
  }

  /// A file holding `bytes`, open for reading from its start.
  static func holding(_ bytes: Data) throws -> Int32 {
    let descriptor = try empty()
    let written = bytes.withUnsafeBytes { buffer in
      buffer.baseAddress.map { write(descriptor, $0, buffer.count) } ?? 0
    }
    guard written == bytes.count, lseek(descriptor, 0, SEEK_SET) == 0 else {
      close(descriptor)
      throw POSIXError(.EIO)
    }
    return descriptor
  }

  /// Everything written to `descriptor`.
  static func contents(_ descriptor: Int32) throws -> Data {
    var data = Data()
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
      guard count >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      if count == 0 { return data }
      data.append(contentsOf: piece[..<count])
      offset += off_t(count)
    }
  }
}
