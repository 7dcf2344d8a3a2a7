#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading an input the user names: a file, or `-` for standard input
/// (which can be read once), never more than a documented size, so that
/// no input can make the tool use memory out of proportion.
enum InputFile {
  /// The largest holiday-cn file read (the real ones are under 10 KB).
  static let holidayFileLimit = 1 << 20
  /// The largest configuration file read.
  static let configurationLimit = 1 << 20
  /// The largest calendar `diff` reads (a 100-year daily calendar is 11 MB).
  static let calendarLimit = 32 << 20

  nonisolated(unsafe) private static var standardInputTaken = false

  /// How `path` is named in messages: `standard input` for `-`.
  static func name(_ path: String) -> String {
    path == "-" ? "standard input" : VisibleText.excerpt(path, limit: 200)
  }

  /// The bytes of `path` (`-`: standard input), at most `limit` of them.
  ///
  /// - Throws: ``InputError`` naming the file: missing, unreadable, larger
  ///   than `limit`, or standard input asked for a second time.
  static func read(_ path: String, limit: Int) throws(InputError) -> [UInt8] {
    let descriptor: Int32
    if path == "-" {
      guard !standardInputTaken else {
        throw InputError(message: "standard input (-) can be read only once, and another input already took it")
      }
      standardInputTaken = true
      descriptor = 0
    } else {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason = errno == ENOENT ? "no such file" : OutputFile.reason(errno)
        throw InputError(message: "\(name(path)): \(reason)")
      }
    }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw InputError(message: "\(name(path)): is a folder, expected a file")
    }
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = piece.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Terminal.readFully(descriptor, into: $0, count: buffer.count) } ?? -1
      }
      guard count >= 0 else {
        throw InputError(message: "\(name(path)): cannot read: \(OutputFile.reason(errno))")
      }
      guard bytes.count + count <= limit else {
        throw InputError(message: "\(name(path)): larger than \(limit >> 20) MiB, the most this input may be")
      }
      bytes += piece.prefix(count)
      if count < piece.count { return bytes }
    }
  }

  /// Up to `limit` bytes from `descriptor`, and whether that was all of it.
  static func readAll(_ descriptor: Int32, atMost limit: Int) -> (bytes: [UInt8], complete: Bool) {
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      let count = piece.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Terminal.readFully(descriptor, into: $0, count: buffer.count) } ?? -1
      }
      guard count > 0 else { return (bytes, true) }
      guard bytes.count + count <= limit else {
        bytes += piece.prefix(limit - bytes.count)
        return (bytes, false)
      }
      bytes += piece.prefix(count)
    }
  }
}
