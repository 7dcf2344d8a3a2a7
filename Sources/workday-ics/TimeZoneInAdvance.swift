#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import HolidayKit
import Synchronization

/// An IANA time zone opened on a second thread as soon as a command knows
/// it will need one, so that Foundation's first look into ICU's zone data
/// (about half a millisecond in a cold process, the largest single cost of
/// a short run) overlaps the reading of the arguments and the holiday data
/// instead of following it.
///
/// The thread's result is read only after `pthread_join`, which orders the
/// thread's writes before the reads; hence the unchecked `Sendable`. Every
/// thread is joined before the process exits (``waitForAll()``), so none is
/// still inside ICU while the C library shuts down.
final class TimeZoneInAdvance: @unchecked Sendable {
  /// The IANA name asked for.
  let name: String
  private var zone: TimeZone?
  private var isOpen = false
  #if canImport(Glibc)
    /// The thread opening the zone, until it is joined.
    private let thread = Mutex<pthread_t?>(nil)
  #endif
  /// Those started and not yet waited for by ``waitForAll()``.
  private static let started = Mutex<[TimeZoneInAdvance]>([])

  /// Starts opening the zone named `name`.
  init(_ name: String) {
    self.name = name
    #if canImport(Glibc)
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let made = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<TimeZoneInAdvance>.fromOpaque(context).takeRetainedValue().open()
          return nil
        }, context)
      guard made == 0 else {
        Unmanaged<TimeZoneInAdvance>.fromOpaque(context).release()  // opened when asked for instead
        return
      }
      self.thread.withLock { $0 = thread }
      Self.started.withLock { $0.append(self) }
    #endif
  }

  private func open() {
    zone = TimeZone(ianaName: name)
    _ = zone?.secondsFromGMT(for: Date(timeIntervalSince1970: 0))  // loads the zone's rules as well
    isOpen = true
  }

  /// The zone, or nil when the system's zone database does not know the name.
  func value() -> TimeZone? {
    #if canImport(Glibc)
      thread.withLock { thread in
        if let running = thread {
          pthread_join(running, nil)
          thread = nil
        }
        if !isOpen { open() }
      }
    #else
      if !isOpen { open() }
    #endif
    return zone
  }

  /// Waits for every zone still being opened.
  static func waitForAll() {
    let all = started.withLock { started in
      defer { started = [] }
      return started
    }
    for advance in all { _ = advance.value() }
  }
}
