import HolidayKit
import HolidayKitCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sync state as a file: read only from the user's own file, written
/// atomically with mode 0600 in the user's state folder.
extension SyncState {
  /// The state in `path`, empty when there is no such file, read through
  /// the run's `files`.
  ///
  /// - Throws: ``InputError`` for a file that is not a state file, a link,
  ///   or one another user owns or may write (or its folder).
  static func read(_ path: String, files: FileSession) throws -> SyncState {
    var status = stat()
    guard lstat(path, &status) == 0 || errno != ENOENT else { return SyncState() }
    // As large as a 100-year daily calendar's state, and bounded like every input.
    // Never through a link, and only the user's own file that no one else
    // may write (``FileTrust``): a planted state could make sync delete
    // events it never wrote.
    let bytes = try InputFile.read(path, limit: InputFile.calendarLimit, origin: .own, session: files)
    guard let state = SyncState(json: bytes) else {
      throw InputError(
        message: "'\(path)' is not a sync state file; remove it and the next sync rebuilds it from the server")
    }
    return state
  }

  /// Writes the state to `path` atomically with mode 0600, making its
  /// folder (0700) if needed; `files` is the run's file session, whose
  /// inputs it may not replace.
  func write(to path: String, files: FileSession) throws {
    try Self.makeFolders(for: path)
    try OutputFile.write(to: path, mode: 0o600, session: files) { $0.write(json) }
  }

  /// The default file: `$XDG_STATE_HOME/workday-ics/sync-KEY.json`, else
  /// `~/.local/state/workday-ics/sync-KEY.json`, KEY the server's, the
  /// user's and the calendar's (``HolidayKitCalDAV/SyncState/fileKey(server:user:calendar:)``;
  /// `context` gives the environment).
  static func defaultPath(server: String, user: String, calendar: String, in context: RunContext) throws -> String {
    let folder: String
    if let state = context.variable("XDG_STATE_HOME"), state.hasPrefix("/") {
      folder = state
    } else if let home = context.variable("HOME"), home.hasPrefix("/") {
      folder = home + "/.local/state"
    } else {
      throw InputError(message: "no state folder: set HOME or XDG_STATE_HOME, or give \(Option.state) FILE")
    }
    return folder + "/workday-ics/sync-" + fileKey(server: server, user: user, calendar: calendar) + ".json"
  }

  /// Makes the folders above `path` that are missing, mode 0700.
  ///
  /// - Throws: ``OutputError`` naming the state folder and the real
  ///   cause when it cannot be made: the first folder that failed and the
  ///   system's reason (a read-only file system, a parent the user may not
  ///   write), not the "no such file" of the folders after it.
  static func makeFolders(for path: String) throws {
    var prefix = ""
    var failure: (path: String, code: Int32)?
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (index, part) in parts.enumerated() {
      prefix += (index == 0 ? "" : "/") + part
      if !prefix.isEmpty, mkdir(prefix, 0o700) != 0, errno != EEXIST, failure == nil {
        failure = (prefix, errno)
      }
    }
    let folder = OutputFile.folder(of: path)
    var status = stat()
    let found = stat(folder, &status) == 0
    guard !found || status.st_mode & S_IFMT != S_IFDIR else { return }
    var reason = OutputFile.reason(found ? ENOTDIR : failure?.code ?? errno)
    if !found, let failure, failure.path != folder {
      reason = "cannot create '\(VisibleText.excerpt(failure.path, limit: 200))': " + reason
    }
    throw OutputError(
      message: "cannot create sync's state folder '\(VisibleText.excerpt(folder, limit: 200))': \(reason)")
  }
}
