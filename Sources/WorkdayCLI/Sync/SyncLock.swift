import HolidayKitCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive hold on a calendar's state file while one run keeps the
/// calendar (`STATE.lock`, mode 0600, through flock(2)): two runs of the
/// same calendar, such as two cron lines at the same minute, take turns
/// instead of each writing back a state without the other's events.
/// The system drops the hold when the process ends, however it ends.
final class SyncLock {
  private var descriptor: Int32

  /// Takes the lock of `statePath`, waiting up to `timeout` seconds while
  /// another run holds it, checking the file and its folder through the
  /// run's `files`; `waiting` is told once, as the wait begins, what the
  /// run waits for (the lock's path and the longest wait), so that a run
  /// is never silent for minutes.
  ///
  /// The lock is opened as the state is read (``FileTrust``): never
  /// through a symbolic link (a planted `STATE.lock` pointing at
  /// `/etc/nologin` must not make root create it), and refused when
  /// another user owns it or may write it or its folder.
  ///
  /// - Throws: ``OutputError`` when the state folder cannot be made (the
  ///   folder that failed and why); ``InputError`` when the lock file
  ///   cannot be opened or is not the user's own; ``SyncError`` when the
  ///   other run keeps it past `timeout`.
  init(statePath: String, timeout: Int = 300, files: FileSession, waiting: (String) -> Void = { _ in }) throws {
    let path = statePath + ".lock"
    try SyncState.makeFolders(for: path)
    // The folder first: nothing is made in one another user could change.
    let folder = OutputFile.folder(of: path)
    var folderStatus = stat()
    if stat(folder, &folderStatus) == 0 {
      try FileTrust.checkFolder(folderStatus, path: folder, listed: false, session: files)
    }
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link, which is not followed; remove it" : OutputFile.reason(errno)
      throw InputError(message: "cannot open the lock file '\(path)': \(reason)", isUntrusted: true)
    }
    var status = stat()
    do {
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        throw InputError(message: "'\(path)': \(OutputFile.kind(status.st_mode)), not a lock file; remove it")
      }
      try FileTrust.check(status, path: path, rule: .own, what: "sync's lock file", session: files)
    } catch {
      close(descriptor)
      throw error
    }
    var tries = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, tries < timeout * 10 else {
        close(descriptor)
        throw SyncError("another sync of this calendar has held '\(path)' for \(timeout) s; try again when it ends")
      }
      if tries == 0 {
        waiting(
          "waiting for another sync of this calendar, which holds '\(path)', for up to \(timeout) s")
      }
      usleep(100_000)
      tries += 1
    }
    self.descriptor = descriptor
  }

  /// Lets the next run in.
  func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
