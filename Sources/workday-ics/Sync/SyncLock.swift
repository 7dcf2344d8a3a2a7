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
  /// another run holds it.
  ///
  /// - Throws: ``InputError`` when the lock file cannot be opened;
  ///   ``SyncError`` when the other run keeps it past `timeout`.
  init(statePath: String, timeout: Int = 300) throws {
    let path = statePath + ".lock"
    SyncState.makeFolders(for: path)
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw InputError(message: "cannot open the lock file '\(path)': \(OutputFile.reason(errno))")
    }
    var tries = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, tries < timeout * 10 else {
        close(descriptor)
        throw SyncError("another sync of this calendar has held '\(path)' for \(timeout) s; try again when it ends")
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
