#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The temporary files a run has made beside its outputs, removed however
/// the run ends: on an error by ``OutputFile`` (a closed pipe and a
/// file-size limit are errors, their signals ignored by ``WorkdayICS``),
/// on any signal that would end the run (``endingSignals``) by a signal
/// handler, and, when an earlier run was killed outright (SIGKILL), as
/// stale leftovers by the next run writing the same output.
///
/// The one record of the command line that is the process's, not the run's
/// (``Run``), and on purpose: a signal handler is a C function that
/// captures nothing, so the names it removes must be where a global can
/// reach them, and a signal ends the whole process, every run in it.
/// Runs in one process at once each add and remove their own names under
/// one lock; the handler reads the names without it, as it must.
enum TemporaryFiles {
  /// Held while a name is added or removed, or the handlers installed.
  nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  /// `body`, holding ``lock``.
  private static func locked(_ body: () -> Void) {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    body()
  }
  /// How many temporary files a run may have at once (one per calendar).
  private static let capacity = 256
  /// The names as C strings, where a signal handler can read them without
  /// allocating.
  nonisolated(unsafe) private static let names: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let names = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    names.initialize(repeating: nil, count: capacity)
    return names
  }()
  /// Whether the handlers are in place: signal dispositions are the
  /// process's, installed once by the first file registered.
  nonisolated(unsafe) private static var handlersInstalled = false
  /// How old a leftover must be before a later run removes it: far longer
  /// than any run, so a concurrent run's file is never taken.
  static let staleAge = 3600

  /// Remembers `name`, to be removed if a signal ends the run.
  static func register(_ name: String) {
    locked {
      installHandlers()
      for index in 0..<capacity where names[index] == nil {
        names[index] = strdup(name)
        return
      }
    }
  }

  /// Forgets `name`: it was renamed into place or removed.
  static func unregister(_ name: String) {
    locked {
      for index in 0..<capacity {
        if let stored = names[index], String(cString: stored) == name {
          names[index] = nil
          free(stored)
        }
      }
    }
  }

  /// The signals whose default action ends the process without a crash
  /// (a crash's own signals are left to the runtime's backtrace).
  static let endingSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGXFSZ, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGIO, SIGPWR,
  ]

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    for signalNumber in endingSignals {
      // One the process ignores (SIGPIPE and SIGXFSZ, or SIGHUP under
      // nohup) stays ignored: it ends nothing.
      if isIgnored(signalNumber) { continue }
      signal(signalNumber) { received in
        // Only async-signal-safe calls: unlink, signal, raise.
        for index in 0..<TemporaryFiles.capacity {
          if let name = TemporaryFiles.names[index] { unlink(name) }
        }
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  /// Whether the process ignores `signalNumber`.
  static func isIgnored(_ signalNumber: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signalNumber, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #else
      let handler = current.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) } ?? false
  }

  /// Removes temporary files of earlier runs for the same output
  /// (`.NAME.tmp-XXXXXX` beside `path`): regular files of this user, older
  /// than ``staleAge`` seconds, left by a run that was killed outright.
  static func removeStale(beside path: String) {
    let folder = OutputFile.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let prefix = "." + name + ".tmp-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let now = time(nil)
    for entry in entries where entry.hasPrefix(prefix) && entry.utf8.count == prefix.utf8.count + 6 {
      let candidate = folder + "/" + entry
      var status = stat()
      guard lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
        now - status.st_mtim.tv_sec > staleAge
      else { continue }
      unlink(candidate)
    }
  }
}
