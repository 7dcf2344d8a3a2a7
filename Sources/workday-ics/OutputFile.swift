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
  /// The file being replaced, read alongside what is written for as long
  /// as the two agree; -1 once they differ (or when there is none).
  private var oldFile: Int32 = -1
  private var oldBytes: [UInt8] = []

  private init(descriptor: Int32, replacing oldPath: String? = nil) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
    var status = stat()
    if let oldPath, stat(oldPath, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      oldFile = open(oldPath, O_RDONLY | O_CLOEXEC)
    }
  }

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes UTF-8 bytes, straight through when the buffer is empty and the
  /// piece is not small.
  mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    if buffer.isEmpty, bytes.count >= 1 << 12 {
      send(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    var pending: [UInt8] = []
    swap(&pending, &buffer)  // send(_:) may not borrow the buffer it belongs to
    pending.withUnsafeBufferPointer { send($0) }
    pending.removeAll(keepingCapacity: true)
    swap(&pending, &buffer)
  }

  private mutating func send(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == 0, !bytes.isEmpty else { return }
    if !Terminal.writeAll(bytes, to: descriptor) {
      failure = errno == 0 ? EIO : errno
      return
    }
    if oldFile >= 0, !oldFileContinues(with: bytes) { forgetOldFile() }
  }

  /// Whether the old file's next bytes are `bytes` (reading past them).
  private mutating func oldFileContinues(with bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let piece = 1 << 15
    if oldBytes.isEmpty { oldBytes = [UInt8](repeating: 0, count: piece) }
    var offset = 0
    while offset < bytes.count {
      let wanted = min(bytes.count - offset, piece)
      let same = oldBytes.withUnsafeMutableBytes { old -> Bool in
        guard let base = old.baseAddress, let new = bytes.baseAddress,
          Self.readFully(oldFile, into: base, count: wanted) == wanted
        else { return false }
        return memcmp(base, new + offset, wanted) == 0
      }
      guard same else { return false }
      offset += wanted
    }
    return true
  }

  /// Whether the old file ended exactly where the new bytes did.
  private mutating func oldFileEnded() -> Bool {
    guard oldFile >= 0 else { return false }
    var byte: UInt8 = 0
    return Self.readFully(oldFile, into: &byte, count: 1) == 0
  }

  private mutating func forgetOldFile() {
    if oldFile >= 0 { close(oldFile) }
    oldFile = -1
  }

  /// Reads up to `count` bytes, retrying short and interrupted reads; the
  /// number read (fewer at the end of the file), or -1 on an error.
  private static func readFully(_ file: Int32, into base: UnsafeMutableRawPointer, count: Int) -> Int {
    var filled = 0
    while filled < count {
      let more = read(file, base + filled, count - filled)
      if more < 0, errno == EINTR { continue }
      if more < 0 { return -1 }
      if more == 0 { break }
      filled += more
    }
    return filled
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
    var output = OutputFile(descriptor: descriptor, replacing: path)
    defer { output.forgetOldFile() }
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
    if output.oldFileEnded() {
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
