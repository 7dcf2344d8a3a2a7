import HolidayKit

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
  /// The largest calendar read whole (sync's state, the man page's
  /// input; a 100-year daily calendar is 11 MB). `diff` reads calendars
  /// of any size in pieces (``forEachLinePiece(_:origin:session:body:)``).
  static let calendarLimit = 32 << 20
  /// The longest line (a property, unfolded) a calendar read in pieces may
  /// have: what the reader compares is bounded by its occurrences, and a
  /// line by this.
  static let calendarLineLimit = 32 << 20

  /// How a file was found, which decides what may be there.
  enum Origin {
    /// Named by the user, on the command line or in a configuration: a
    /// regular file the user or root owns and no one else may write, or
    /// a stream read once, such as `<(cmd)` or `/dev/stdin`. A link is
    /// followed: the user made it.
    case named
    /// Found by listing a folder: only a regular file, never a link, a
    /// FIFO or a device, so that nothing planted there can hang the run
    /// or point elsewhere.
    case listed
    /// The tool's own file (sync's state): a regular file of the user's
    /// own that no one else may write, never a link.
    case own
    /// Named by the user and only shown, never believed (the calendars
    /// `diff` compares): read as ``named``, whoever owns it.
    case shown
  }

  /// A file read this run, by identity: an output that is any of these
  /// would replace what the run was made from (``OutputFile``).
  struct Identity: Equatable {
    /// The file system's device number.
    var device: UInt64
    /// The file's inode number on that device.
    var inode: UInt64
    /// How the file was named when read, for messages.
    var name: String
  }

  /// Records in `session` that every `*.json` file of the folder `path`
  /// (of `status`) is read.
  static func recordListed(_ status: stat, path: String, session: FileSession) {
    session.listedFolders.append(
      Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), name: name(path)))
  }

  /// How `path` is named in messages: `standard input` for `-`.
  static func name(_ path: String) -> String {
    path == "-" ? "standard input" : VisibleText.excerpt(path, limit: 200)
  }

  /// Hands `body` the bytes of `path` (`-`: standard input) in pieces of
  /// about a mebibyte, each ending after a line break that no folded line
  /// follows (or at the end of the input), so that a calendar of any size
  /// is read without being held whole: a piece is a whole number of the
  /// calendar's lines.
  ///
  /// - Throws: ``InputError`` as ``read(_:limit:origin:registers:session:)``
  ///   does, and for a line longer than ``calendarLineLimit``; what `body`
  ///   throws.
  static func forEachLinePiece(
    _ path: String, origin: Origin, session: FileSession, body: ([UInt8]) throws -> Void
  ) throws {
    let descriptor = try openInput(path, origin: origin, registers: true, session: session)
    defer { if path != "-" { close(descriptor) } }
    var pending: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = try readPiece(descriptor, into: &piece, path: path)
      pending += piece.prefix(count)
      if count < piece.count {
        if !pending.isEmpty { try body(pending) }
        return
      }
      // The last line break that a line of its own follows.
      var cut: Int?
      var index = pending.count - 2
      while index >= 0 {
        if pending[index] == 10, pending[index + 1] != 32, pending[index + 1] != 9 {
          cut = index + 1
          break
        }
        index -= 1
      }
      guard let cut else {
        guard pending.count <= calendarLineLimit else {
          throw InputError(
            message:
              "\(name(path)): a line longer than \(calendarLineLimit >> 20) MiB, the most a calendar's line may be")
        }
        continue
      }
      try body(Array(pending[..<cut]))
      pending.removeSubrange(..<cut)
    }
  }

  /// The bytes of `path` (`-`: standard input), at most `limit` of them.
  ///
  /// The file is opened without blocking (and, unless `named`, without
  /// following a link), its type and owner checked on the open file,
  /// and only then read: a FIFO found in a folder never hangs the run.
  ///
  /// - Parameter session: the run whose input it is.
  /// - Parameter registers: whether the file is an input of the run that
  ///   no output may replace (not for a file the run itself rewrites,
  ///   such as `update`'s data or sync's state).
  /// - Throws: ``InputError`` naming the file: missing, unreadable, not a
  ///   file it may be, another user's (``FileTrust``), larger than
  ///   `limit`, or standard input asked for a second time.
  static func read(
    _ path: String, limit: Int, origin: Origin = .named, registers: Bool = true, session: FileSession
  ) throws(InputError) -> [UInt8] {
    let descriptor = try openInput(path, origin: origin, registers: registers, session: session)
    defer { if path != "-" { close(descriptor) } }
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try readPiece(descriptor, into: &piece, path: path)
      guard bytes.count + count <= limit else {
        throw InputError(message: "\(name(path)): larger than \(limit >> 20) MiB, the most this input may be")
      }
      bytes += piece.prefix(count)
      if count < piece.count { return bytes }
    }
  }

  /// The descriptor to read `path` from: standard input for `-` (taken
  /// once a run), else the file opened and checked as `origin` asks.
  private static func openInput(_ path: String, origin: Origin, registers: Bool, session: FileSession)
    throws(InputError) -> Int32
  {
    guard path == "-" else { return try openChecked(path, origin: origin, registers: registers, session: session) }
    guard !session.standardInputTaken else {
      throw InputError(message: "standard input (-) can be read only once, and another input already took it")
    }
    session.standardInputTaken = true
    return session.context.standardInput
  }

  /// Reads `descriptor` into `piece`, as much as fits: the count read,
  /// less than the piece's size only at the end of the input.
  private static func readPiece(_ descriptor: Int32, into piece: inout [UInt8], path: String) throws(InputError)
    -> Int
  {
    let count = piece.withUnsafeMutableBytes { buffer in
      buffer.baseAddress.map { Terminal.readFully(descriptor, into: $0, count: buffer.count) } ?? -1
    }
    guard count >= 0 else { throw InputError(message: "\(name(path)): cannot read: \(OutputFile.reason(errno))") }
    return count
  }

  /// `path` opened for reading, checked as `origin` asks.
  private static func openChecked(_ path: String, origin: Origin, registers: Bool, session: FileSession)
    throws(InputError) -> Int32
  {
    // A FIFO the user named (`<(cmd)`, a named pipe) is opened as any
    // program opens it, waiting for its writer; anything else without
    // blocking, and checked on the open file, so that a FIFO found in a
    // folder, or swapped in for a file, never hangs the run.
    var named = stat()
    let byName = origin == .named || origin == .shown
    let place = session.context.resolve(path)
    let isStream = byName && stat(place, &named) == 0 && named.st_mode & S_IFMT == S_IFIFO
    let flags = O_RDONLY | O_CLOEXEC | (isStream ? 0 : O_NONBLOCK) | (byName ? 0 : O_NOFOLLOW)
    let descriptor = open(place, flags)
    guard descriptor >= 0 else {
      let code = errno
      let reason =
        switch code {
        case ENOENT: "no such file"
        case ELOOP where !byName:
          "a symbolic link, not a regular file: links are not followed here; remove it"
        default: OutputFile.reason(code)
        }
      throw InputError(message: "\(name(path)): \(reason)", isUntrusted: code == ELOOP)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      throw InputError(message: "\(name(path)): \(OutputFile.reason(errno))")
    }
    let type = status.st_mode & S_IFMT
    do throws(InputError) {
      switch type {
      case S_IFREG:
        if origin != .shown {
          try FileTrust.check(status, path: path, rule: origin == .own ? .own : .shared, session: session)
        }
        // O_NONBLOCK does nothing to a regular file's reads: left as is.
        if registers, origin != .own {
          session.inputs.append(Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), name: name(path)))
        }
      case S_IFDIR:
        throw InputError(message: "\(name(path)): is a folder, expected a file")
      case S_IFIFO where isStream:
        break
      case S_IFCHR where byName:
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      default:
        throw InputError(
          message:
            "\(name(path)): \(OutputFile.kind(status.st_mode)), not a regular file: \(origin == .listed ? "only regular files are read from a folder; remove it" : "expected a file")",
          isUntrusted: true)
      }
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Up to `limit` bytes from `descriptor`, and whether that was all of it;
  /// nil when a read fails (an I/O error is no shorter file).
  static func readAll(_ descriptor: Int32, atMost limit: Int) -> (bytes: [UInt8], complete: Bool)? {
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      let count = piece.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Terminal.readFully(descriptor, into: $0, count: buffer.count) } ?? -1
      }
      guard count >= 0 else { return nil }
      guard count > 0 else { return (bytes, true) }
      guard bytes.count + count <= limit else {
        bytes += piece.prefix(limit - bytes.count)
        return (bytes, false)
      }
      bytes += piece.prefix(count)
    }
  }
}
