#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// Where a calendar goes: standard output, or a file replaced atomically.
///
/// A file is written to a temporary file in the same folder, flushed to
/// disk and renamed over the old one; on any failure the old file is left
/// byte for byte as it was and the temporary file is removed. When the new
/// bytes equal the old ones the old file is not touched at all, so web
/// servers keep their ETag and clients their cache.
struct OutputFile: TextOutputStream {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private(set) var failure: Int32 = 0

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes UTF-8 bytes, straight through when the buffer is empty and the
  /// piece is not small.
  mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    if buffer.isEmpty, bytes.count >= 1 << 12 {
      guard failure == 0 else { return }
      if !Terminal.writeAll(bytes, to: descriptor) { failure = errno == 0 ? EIO : errno }
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard failure == 0, !buffer.isEmpty else {
      buffer.removeAll(keepingCapacity: true)
      return
    }
    let ok = buffer.withUnsafeBufferPointer { Terminal.writeAll($0, to: descriptor) }
    if !ok { failure = errno == 0 ? EIO : errno }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Runs `produce` with a stream to `path` (`nil` or `-`: standard output).
  ///
  /// - Throws: ``OutputError`` naming the file and the system's reason;
  ///   errors thrown by `produce` pass through, the old file untouched.
  static func write(to path: String?, _ produce: (inout OutputFile) throws -> Void) throws {
    guard let path, path != "-" else {
      var output = OutputFile(descriptor: 1)
      try produce(&output)
      output.flush()
      if output.failure != 0 { throw OutputError(message: "cannot write to standard output: \(reason(output.failure))") }
      return
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var template = Array((folder + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputError(message: "cannot write '\(path)': \(reason(errno))")
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var output = OutputFile(descriptor: descriptor)
    func fail(_ message: String) -> OutputError {
      close(descriptor)
      unlink(temporary)
      return OutputError(message: message)
    }
    do {
      try produce(&output)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    output.flush()
    if injectedFailure == "write" { output.failure = ENOSPC }
    if output.failure != 0 { throw fail("cannot write '\(path)': \(reason(output.failure))") }
    // Unchanged: leave the old file alone, and spare the disk a flush.
    if sameContents(temporary, path) {
      close(descriptor)
      unlink(temporary)
      return
    }
    guard injectedFailure != "fsync", fsync(descriptor) == 0 else {
      throw fail("cannot write '\(path)': \(reason(injectedFailure == "fsync" ? EIO : errno))")
    }
    var existing = stat()
    let mode: mode_t
    if stat(path, &existing) == 0 {
      mode = existing.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    fchmod(descriptor, mode)
    close(descriptor)
    guard injectedFailure != "rename", rename(temporary, path) == 0 else {
      let code = injectedFailure == "rename" ? EXDEV : errno
      unlink(temporary)
      throw OutputError(message: "cannot write '\(path)': \(reason(code))")
    }
  }

  /// Whether two files hold the same bytes, read a piece at a time.
  private static func sameContents(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0, first.st_size == second.st_size else { return false }
    let left = open(a, O_RDONLY)
    let right = open(b, O_RDONLY)
    defer {
      if left >= 0 { close(left) }
      if right >= 0 { close(right) }
    }
    guard left >= 0, right >= 0 else { return false }
    var x = [UInt8](repeating: 0, count: 1 << 16)
    var y = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = x.withUnsafeMutableBytes { read(left, $0.baseAddress, $0.count) }
      guard count >= 0 else { return false }
      if count == 0 { return true }
      var filled = 0
      while filled < count {
        let more = y.withUnsafeMutableBytes { read(right, $0.baseAddress.map { $0 + filled }, count - filled) }
        guard more > 0 else { return false }
        filled += more
      }
      guard x.prefix(count) == y.prefix(count) else { return false }
    }
  }

  /// In debug builds only, `WORKDAY_ICS_TEST_FAIL=write|fsync|rename` makes
  /// that step fail, so that tests can show the old file survives each.
  private static var injectedFailure: String? {
    #if DEBUG
      return Terminal.environment("WORKDAY_ICS_TEST_FAIL")
    #else
      return nil
    #endif
  }

  /// The system's text for an errno value, such as `No such file or directory`.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
