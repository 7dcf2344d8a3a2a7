import HolidayKit

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
/// byte for byte as it was and the temporary file is removed. The old file
/// is read alongside the new bytes, and the temporary file is made only
/// once the two differ: when nothing changed, nothing is written at all,
/// so web servers keep their ETag and clients their cache.
struct OutputFile: TextOutputStream {
  /// Standard output, or the temporary file once there is one (-1 before).
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private(set) var failure: Int32 = 0
  /// The file to replace (where it is for the system,
  /// ``RunContext/resolve(_:)``), and the temporary file beside it once
  /// made.
  private let path: String?
  private var temporary: String?
  /// The old file at `path`, read alongside the new bytes for as long as
  /// the two agree; -1 once they differ, or when there is none.
  private var oldFile: Int32 = -1
  /// How many bytes the new output and the old file share so far.
  private var matched = 0
  /// Room for a piece of the old file, to compare it or copy it.
  private var pieceBuffer: [UInt8] = []
  private static let piece = 1 << 14
  /// The step a test makes fail (``injectedFailure(in:)``).
  private var injectedFailure: String?
  /// Whether ``failure`` came from making the temporary file in the
  /// file's folder (which the rename needs writable), not from the file.
  private var failedInFolder = false

  /// A stream to an open descriptor: standard output, or the one
  /// `/dev/fd/N` names.
  private init(descriptor: Int32) {
    self.descriptor = descriptor
    path = nil
    buffer.reserveCapacity(Self.piece)
  }

  /// The descriptor a name such as `/dev/stdout`, `/dev/stderr` or
  /// `/dev/fd/N` means, as the shell and GNU awk read them; nil for any
  /// other path. Such a name is written to, never replaced: as root,
  /// replacing the system's `/dev/stdout` link with a file would send
  /// every later write to it on the machine into that file.
  static func namedDescriptor(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        let digits = path.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int32(digits)
      }
      return nil
    }
  }

  /// What is at the output path before it is replaced.
  private enum Existing {
    /// Nothing: the new file gets 0644 less the umask.
    case nothing
    /// A regular file, whose owner, group and permission bits the new
    /// file keeps (never setuid, setgid or sticky).
    case regularFile(owner: uid_t, group: gid_t, mode: mode_t)
    /// A symbolic link: replaced by the new file, its target left alone
    /// and never consulted for the mode.
    case symbolicLink
  }
  private var existing = Existing.nothing

  /// A stream that replaces the file at `path`, or the reason it may not:
  /// anything there but a regular file or a symbolic link to one (a
  /// device, a FIFO, a socket, a folder, a link to any of them) is
  /// refused, so that `-o /dev/null` run as root cannot turn the device
  /// into a file. Leftover temporary files of killed runs are removed
  /// first, whether or not anything is written.
  private init(replacing path: String, in context: RunContext) throws(OutputError) {
    descriptor = -1
    let place = context.resolve(path)
    self.path = place
    injectedFailure = Self.injectedFailure(in: context)
    buffer.reserveCapacity(Self.piece)
    TemporaryFiles.removeStale(beside: place)
    var status = stat()
    if lstat(place, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        existing = .regularFile(owner: status.st_uid, group: status.st_gid, mode: status.st_mode & 0o777)
        // O_NOFOLLOW and O_NONBLOCK: whatever is swapped in after lstat, a
        // link is not followed and a FIFO does not block; the type is
        // checked again on the open descriptor.
        let file = open(place, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        let swapped = file < 0 && errno == ELOOP
        var opened = stat()
        if file >= 0, fstat(file, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_ino == status.st_ino,
          opened.st_dev == status.st_dev
        {
          oldFile = file  // unreadable (but perhaps replaceable): no comparison
        } else if file >= 0 || swapped {
          if file >= 0 { close(file) }
          throw OutputError(
            message:
              "cannot write '\(VisibleText.excerpt(path, limit: 200))': it was replaced by something else while being read"
          )
        }
      case S_IFLNK:
        // A link to a device, a FIFO, a pipe or a folder (`/dev/stdout`'s
        // kind) is not a file to replace; one to a regular file, or to
        // nothing, is replaced, its target left alone.
        var target = stat()
        if stat(place, &target) == 0, target.st_mode & S_IFMT != S_IFREG {
          throw OutputError(
            message:
              "cannot write '\(VisibleText.excerpt(path, limit: 200))': a symbolic link to \(Self.kind(target.st_mode)), not a regular file; refusing to replace it"
          )
        }
        existing = .symbolicLink
      default:
        throw OutputError(
          message:
            "cannot write '\(VisibleText.excerpt(path, limit: 200))': \(Self.kind(status.st_mode)), not a regular file; refusing to replace it"
        )
      }
    }
    if oldFile >= 0 { pieceBuffer = [UInt8](repeating: 0, count: Self.piece) }
    if oldFile < 0 { makeTemporary() }
  }

  /// What kind of file a mode describes, for messages.
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.piece { flush() }
  }

  /// Writes UTF-8 bytes, straight through when the buffer is empty and the
  /// piece is not small.
  mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    if buffer.isEmpty, bytes.count >= 1 << 12 {
      send(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.piece { flush() }
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
    if oldFile >= 0 {
      if oldFileContinues(with: bytes) {
        matched += bytes.count
        return
      }
      diverge()
      guard failure == 0 else { return }
    }
    if !Terminal.writeAll(bytes, to: descriptor) { failure = errno == 0 ? EIO : errno }
  }

  /// Whether the old file's next bytes are `bytes` (reading past them).
  private mutating func oldFileContinues(with bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let wanted = min(bytes.count - offset, Self.piece)
      let same = pieceBuffer.withUnsafeMutableBytes { old -> Bool in
        guard let base = old.baseAddress, let new = bytes.baseAddress,
          Terminal.readFully(oldFile, into: base, count: wanted) == wanted
        else { return false }
        return memcmp(base, new + offset, wanted) == 0
      }
      guard same else { return false }
      offset += wanted
    }
    return true
  }

  /// The new bytes part from the old file: makes the temporary file and
  /// copies into it the bytes the two share.
  private mutating func diverge() {
    let old = oldFile
    oldFile = -1
    defer { close(old) }
    makeTemporary()
    var offset = 0
    while failure == 0, offset < matched {
      let count = min(matched - offset, Self.piece)
      let copied = pieceBuffer.withUnsafeMutableBytes { buffer -> Bool in
        guard let base = buffer.baseAddress, Terminal.readFully(old, into: base, count: count, at: offset) == count
        else {
          return false
        }
        return Terminal.writeAll(
          UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count), to: descriptor)
      }
      if !copied { failure = errno == 0 ? EIO : errno }
      offset += count
    }
  }

  private mutating func makeTemporary() {
    guard failure == 0, temporary == nil, let path else { return }
    var template = Array(Self.temporaryTemplate(beside: path).utf8CString)
    let made = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
    guard made >= 0 else {
      failure = errno == 0 ? EIO : errno
      failedInFolder = true
      return
    }
    descriptor = made
    let name = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    temporary = name
    TemporaryFiles.register(name)
    if let failure = injectedFailure, failure.hasPrefix("signal") {
      raise(Int32(failure.dropFirst("signal".count)) ?? SIGTERM)
    }
  }

  /// The folder `path` is in: `.` for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }

  /// The name pattern for `mkstemp` of a hidden file beside `path`, in the
  /// same folder so that the rename stays on one file system:
  /// `FOLDER/.NAME.tmp-XXXXXX`.
  static func temporaryTemplate(beside path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." + path + ".tmp-XXXXXX" }
    // String pieces, not Substrings: `Substring + String` is the generic
    // append, which looks its types up at run time (200 K instructions).
    let folder = String(path[...slash])
    let name = String(path[path.utf8.index(after: slash)...])
    return folder + "." + name + ".tmp-XXXXXX"
  }

  /// Closes everything and removes the temporary file, if any.
  private mutating func discard() {
    if oldFile >= 0 { close(oldFile) }
    oldFile = -1
    if let temporary {
      close(descriptor)
      unlink(temporary)
      TemporaryFiles.unregister(temporary)
    }
    temporary = nil
  }

  /// Runs `produce` with a stream to `path` (`nil` or `-`: standard output)
  /// and puts the new file in place.
  ///
  /// - Throws: ``OutputError`` naming the file and the system's reason;
  ///   errors thrown by `produce` pass through, the old file untouched.
  ///
  /// - Parameter mode: the permission bits of the new file whatever was
  ///   there before (0600 for sync's state); nil to keep the old file's.
  /// - Parameter session: the run's reads, whose inputs the file may not
  ///   replace.
  static func write(
    to path: String?, mode: mode_t? = nil, session: FileSession, _ produce: (inout OutputFile) throws -> Void
  ) throws {
    try prepare(to: path, mode: mode, session: session, produce)?.commit()
    // Also when unchanged, so nothing was written.
    if let mode, let path, path != "-", namedDescriptor(path) == nil { chmod(session.context.resolve(path), mode) }
  }

  /// Writes each of `items` to its path atomically and all or none: each
  /// file is written beside its old file first, by `produce`
  /// (``prepare(to:mode:session:_:)``); only when all are ready is any
  /// put in place, so a failure writes nothing (`generate`'s calendars).
  static func write<Item>(
    all items: [(String?, Item)], session: FileSession, _ produce: (Item, inout OutputFile) throws -> Void
  ) throws {
    var written: [Prepared] = []
    do {
      for (path, item) in items {
        if let file = try prepare(to: path, session: session, { try produce(item, &$0) }) { written.append(file) }
      }
    } catch {
      for file in written { file.discard() }
      throw error
    }
    for (index, file) in written.enumerated() {
      do {
        try file.commit()
      } catch {
        for later in written[(index + 1)...] { later.discard() }
        throw error
      }
    }
  }

  /// A new file written and flushed beside the one it replaces, waiting to
  /// be renamed over it: several files are all prepared before any is put
  /// in place, so that a failure in any leaves every old file as it was.
  struct Prepared {
    /// The file to replace, as the user named it.
    let path: String
    /// Where it is for the system (``RunContext/resolve(_:)``).
    let place: String
    /// The temporary file holding the new bytes.
    let temporary: String
    /// The step a test makes fail (``OutputFile/injectedFailure(in:)``).
    let injectedFailure: String?

    /// Renames the new file over the old one.
    ///
    /// - Throws: ``OutputError``; the temporary file is removed.
    func commit() throws {
      defer { TemporaryFiles.unregister(temporary) }
      guard injectedFailure != "rename", rename(temporary, place) == 0 else {
        let code = injectedFailure == "rename" ? EXDEV : errno
        unlink(temporary)
        throw OutputError(message: "cannot write '\(path)': \(reason(code))")
      }
      // The rename is durable only once the folder is on disk too.
      let folder = open(OutputFile.folder(of: place), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if folder >= 0 {
        fsync(folder)
        close(folder)
      }
    }

    /// Removes the new file, leaving the old one as it was.
    func discard() {
      unlink(temporary)
      TemporaryFiles.unregister(temporary)
    }
  }

  /// Runs `produce` with a stream to `path` (`nil` or `-`: standard output)
  /// and, for a file, writes the new bytes to a temporary file beside it.
  ///
  /// - Returns: the file to put in place; nil for standard output, and
  ///   when the new bytes equal the old file (nothing is written at all).
  /// - Throws: ``OutputError`` naming the file and the system's reason;
  ///   errors thrown by `produce` pass through. Either way no temporary
  ///   file is left.
  static func prepare(
    to path: String?, mode forcedMode: mode_t? = nil, session: FileSession,
    _ produce: (inout OutputFile) throws -> Void
  ) throws -> Prepared? {
    let named = path.flatMap(namedDescriptor)
    let context = session.context
    guard let path, path != "-", named == nil else {
      let descriptor = context.descriptor(named ?? 1)
      let what = (named ?? 1) == 1 ? "standard output" : "'\(VisibleText.excerpt(path ?? "-", limit: 200))'"
      let flags = fcntl(descriptor, F_GETFL)
      guard flags >= 0 else { throw OutputError(message: "cannot write to \(what): \(reason(errno))") }
      guard flags & O_ACCMODE != O_RDONLY else {
        throw OutputError(message: "cannot write to \(what): it is open for reading only")
      }
      var output = OutputFile(descriptor: descriptor)
      try produce(&output)
      output.flush()
      if output.failure != 0 {
        throw OutputError(
          message: "cannot write to \(what): \(reason(output.failure))", isClosedPipe: output.failure == EPIPE)
      }
      return nil
    }
    try refuseInput(path, session: session)
    var output = try OutputFile(replacing: path, in: context)
    do {
      try produce(&output)
    } catch {
      output.discard()
      throw error
    }
    output.flush()
    if output.oldFile >= 0 {
      var byte: UInt8 = 0
      if Terminal.readFully(output.oldFile, into: &byte, count: 1) == 0 {
        output.discard()  // unchanged: nothing was written, and nothing is
        return nil
      }
      output.diverge()  // the old file is longer
    }
    let injectedFailure = output.injectedFailure
    if injectedFailure == "write" { output.failure = ENOSPC }
    let failedInFolder = output.failedInFolder
    func fail(_ code: Int32) -> OutputError {
      output.discard()
      guard failedInFolder, code == EACCES || code == EPERM || code == EROFS else {
        return OutputError(message: "cannot write '\(path)': \(reason(code))")
      }
      let folder = VisibleText.excerpt(Self.folder(of: path), limit: 200)
      return OutputError(
        message:
          "cannot write '\(path)': its folder '\(folder)' is not writable (\(reason(code))): a file is replaced by writing the new one beside it and renaming it over the old, so the folder must be writable as well as the file; make it writable or write elsewhere"
      )
    }
    guard output.failure == 0, let temporary = output.temporary else {
      throw fail(output.failure == 0 ? EIO : output.failure)
    }
    guard injectedFailure != "fsync", fsync(output.descriptor) == 0 else {
      throw fail(injectedFailure == "fsync" ? EIO : errno)
    }
    // The old file's owner, group and permission bits (setuid, setgid and
    // sticky never); a new file, or one replacing a link, 0644 less the
    // umask. Giving a file away needs root: an ordinary user keeps what
    // the system allows, and the bits are set after the owner.
    let mode: mode_t
    switch output.existing {
    case .regularFile(let owner, let group, let oldMode):
      if fchown(output.descriptor, owner, group) != 0 { _ = fchown(output.descriptor, uid_t.max, group) }
      mode = oldMode
    case .nothing, .symbolicLink:
      mode = 0o644 & ~context.fileModeMask
    }
    fchmod(output.descriptor, forcedMode ?? mode)
    close(output.descriptor)
    return Prepared(
      path: path, place: context.resolve(path), temporary: temporary, injectedFailure: injectedFailure)
  }

  /// Refuses to write over any file the run read (``FileSession/inputs``):
  /// the same file by device and inode, however it is named (a link, a
  /// hard link, `./`), so that `--overlay leave.json -o leave.json` never
  /// turns the user's leave into a calendar; and a new `*.json` in a folder
  /// whose every `*.json` the run reads (``FileSession/listedFolders``).
  ///
  /// - Throws: ``InputError`` naming the output and the input.
  static func refuseInput(_ path: String, session: FileSession) throws(InputError) {
    var followed = stat()
    var itself = stat()
    let place = session.context.resolve(path)
    let identities = [stat(place, &followed) == 0 ? followed : nil, lstat(place, &itself) == 0 ? itself : nil]
      .compactMap { $0 }.map { (UInt64($0.st_dev), UInt64($0.st_ino)) }
    if let input = session.inputs.first(where: { input in identities.contains { $0 == (input.device, input.inode) } }) {
      let shown = VisibleText.excerpt(path, limit: 200)
      let same = input.name == shown ? "" : " ('\(input.name)')"
      throw InputError(
        message:
          "cannot write '\(shown)': it is an input of this run\(same), which the output would replace; write to another file"
      )
    }
    // A new *.json in a folder whose every *.json is read (the next run
    // would read the calendar as holiday data, and fail or worse).
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var folderStatus = stat()
    if HolidaySources.isListed(name), stat(OutputFile.folder(of: place), &folderStatus) == 0,
      let folder = session.listedFolders.first(where: {
        ($0.device, $0.inode) == (UInt64(folderStatus.st_dev), UInt64(folderStatus.st_ino))
      })
    {
      throw InputError(
        message:
          "cannot write '\(VisibleText.excerpt(path, limit: 200))': every *.json file of '\(folder.name)' is read as holiday data by this run, and the next would read the calendar there; write it elsewhere, or name it .ics"
      )
    }
  }

  /// In debug builds only, `WORKDAY_ICS_TEST_FAIL=write|fsync|rename` in
  /// `context` makes that step fail, and `signal` sends the process
  /// SIGTERM (`signalN`: signal N) once the temporary file exists, so that
  /// tests can show the old file survives each and no temporary file stays.
  private static func injectedFailure(in context: RunContext) -> String? {
    #if DEBUG
      return context.variable("WORKDAY_ICS_TEST_FAIL")
    #else
      return nil
    #endif
  }

  /// The system's text for an errno value, such as `No such file or directory`.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
