#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM or SIGHUP during a sync: the curl running is stopped at
/// once (SIGTERM), no other is started, and the run records what the
/// lines curl gave say was done, saves it, removes its temporary folder,
/// and then ends by the same signal. Without this, a signal left curl
/// writing on its own, nothing recorded and the folder behind.
///
/// Process-wide on purpose, as ``TemporaryFiles``: a signal handler is a
/// C function that captures nothing, and a signal ends the whole process.
enum SyncInterruption {
  /// The signal received, 0 while none was.
  nonisolated(unsafe) static var received: Int32 = 0
  /// The curl running, 0 when none is.
  nonisolated(unsafe) static var child: pid_t = 0
  /// The signals that stop a run.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Catches the signals while `body` runs (no SA_RESTART: a wait is
  /// interrupted), then puts the previous handlers back.
  static func catching<T>(_ body: () throws -> T) rethrows -> T {
    var previous: [(Int32, sigaction)] = []
    for signalNumber in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { received in
        // Only async-signal-safe work: a store and kill(2).
        SyncInterruption.received = received
        if SyncInterruption.child > 0 { kill(SyncInterruption.child, SIGTERM) }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var old = sigaction()
      sigaction(signalNumber, &action, &old)
      previous.append((signalNumber, old))
    }
    defer {
      for (signalNumber, old) in previous {
        var old = old
        sigaction(signalNumber, &old, nil)
      }
    }
    return try body()
  }

  /// What a request not sent, or not finished, says after a signal.
  static var reason: String {
    "interrupted (\(received == SIGINT ? "SIGINT" : received == SIGHUP ? "SIGHUP" : "SIGTERM")); run sync again"
  }

  /// Ends the process by the signal received, if one was: after the run
  /// saved what it did.
  static func endIfReceived() {
    guard received != 0 else { return }
    signal(received, SIG_DFL)
    raise(received)
  }
}
