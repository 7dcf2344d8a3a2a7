#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process, the one way the tool starts one (curl for `update`
/// and `sync`, the user's `--password-command`): a program and its
/// arguments as an array, never a command line a shell splits, unless
/// the user's own command must be run by `sh -c`, which ``shell(_:)``
/// says explicitly.
///
/// Standard input is nothing (`/dev/null`), the parent's, or bytes
/// written through a socket (`send` with `MSG_NOSIGNAL`: a child that
/// ends before reading them all cannot raise SIGPIPE here). Standard
/// output and error are each nothing, the parent's, or read up to a
/// limit, both at once (`poll`), so that a child filling one pipe never
/// waits on a parent reading the other. Every descriptor the parent
/// opens for it is closed on exec; the child starts with no signal
/// blocked or ignored. The environment is the parent's unless one is
/// given.
struct Subprocess {
  /// Where the child's standard input comes from.
  enum Input {
    /// `/dev/null`.
    case null
    /// The parent's standard input (a password command may ask on the terminal).
    case inherit
    /// These bytes, then end of file.
    case bytes([UInt8])
  }

  /// Where one of the child's output streams goes.
  enum Output {
    /// `/dev/null`.
    case null
    /// The parent's own stream.
    case inherit
    /// Read up to `limit` bytes; past it, the child is sent SIGTERM.
    case capture(limit: Int)
    /// Read and handed to ``run(reading:)``'s `reading` as it comes, none
    /// of it kept (one of the two streams at most).
    case handed
  }

  /// How the child ended.
  enum Termination: Equatable {
    /// exit(3) with this status.
    case exited(Int32)
    /// Killed by this signal.
    case signaled(Int32)
  }

  /// What a run gave.
  struct Result {
    var termination: Termination
    /// What standard output said (captured), at most its limit.
    var output: [UInt8] = []
    /// Whether ``output`` is all of it.
    var outputComplete = true
    /// What standard error said (captured), at most its limit.
    var errors: [UInt8] = []

    /// Whether the child exited with status 0.
    var succeeded: Bool { termination == .exited(0) }
  }

  /// Why the child could not be started: the errno of the failure
  /// (`ENOENT`: no such program).
  struct StartError: Error {
    var code: Int32
  }

  /// The program: a path, or a name looked up on PATH.
  var program: String
  /// The arguments after the program's name.
  var arguments: [String] = []
  /// The name the child is given as its `argv[0]`: the program's by default.
  var name: String?
  /// `NAME=value` entries, or nil for the parent's environment.
  var environment: [String]?
  /// The parent's standard input, output and error that `inherit` gives
  /// the child: a run's own (``RunContext``), which need not be the
  /// process's descriptors 0, 1 and 2.
  var inheritedStreams: [Int32] = [0, 1, 2]
  var input = Input.null
  var output = Output.capture(limit: 1 << 20)
  var errors = Output.inherit
  /// Called with the child's process ID as soon as it is started (sync
  /// stops its curl on a signal).
  var started: (@Sendable (pid_t) -> Void)?

  /// The user's own `command` run by `/bin/sh -c`, as popen(3) and
  /// vdirsyncer's `password.fetch` run it: the only use of a shell.
  static func shell(_ command: String) -> Subprocess {
    Subprocess(program: "/bin/sh", arguments: ["-c", command])
  }

  /// Starts the child, feeds its input, reads its outputs and waits for
  /// it. The stream that is ``Output/handed`` goes to `reading` as it is
  /// read, and `reading` is asked with nothing new when a tenth of a
  /// second passes without; once it answers false, the child is sent
  /// SIGTERM (and what it still writes is read and handed on).
  ///
  /// - Throws: ``StartError`` when it cannot be started.
  func run(reading: (ArraySlice<UInt8>) -> Bool = { _ in true }) throws(StartError) -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The parent's ends, and the child's (closed once it is started).
    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    defer { for descriptor in parentEnds + childEnds { close(descriptor) } }

    var inputEnd: Int32 = -1
    switch input {
    case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    case .inherit: if inheritedStreams[0] != 0 { posix_spawn_file_actions_adddup2(&actions, inheritedStreams[0], 0) }
    case .bytes:
      var ends: [Int32] = [-1, -1]
      guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { throw StartError(code: errno) }
      Self.closeOnExec(ends)
      posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
      inputEnd = ends[0]
      parentEnds.append(ends[0])
      childEnds.append(ends[1])
    }
    var readEnds: [Int32: Int] = [:]  // descriptor → limit (-1: handed to `reading`)
    var outputEnd: Int32 = -1
    var errorEnd: Int32 = -1
    for (stream, target) in [(Int32(1), output), (Int32(2), errors)] {
      switch target {
      case .null: posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", O_WRONLY, 0)
      case .inherit:
        let parent = inheritedStreams[Int(stream)]
        if parent != stream { posix_spawn_file_actions_adddup2(&actions, parent, stream) }
      case .capture, .handed:
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw StartError(code: errno) }
        Self.closeOnExec(ends)
        posix_spawn_file_actions_adddup2(&actions, ends[1], stream)
        parentEnds.append(ends[0])
        childEnds.append(ends[1])
        if case .capture(let limit) = target { readEnds[ends[0]] = limit } else { readEnds[ends[0]] = -1 }
        if stream == 1 { outputEnd = ends[0] } else { errorEnd = ends[0] }
      }
    }

    // The child starts with no signal blocked and every signal's default
    // action, whatever the calling thread blocks (a worker thread blocks
    // most) or the parent ignores: SIGTERM must stop it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    sigdelset(&signals, SIGKILL)
    sigdelset(&signals, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var argv: [UnsafeMutablePointer<CChar>?] = ([name ?? program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let spawned: Int32
    if let environment {
      var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
      defer { for pointer in envp { free(pointer) } }
      spawned = posix_spawnp(&child, program, &actions, &attributes, &argv, &envp)
    } else {
      spawned = posix_spawnp(&child, program, &actions, &attributes, &argv, environ)
    }
    for descriptor in childEnds { close(descriptor) }
    childEnds = []
    guard spawned == 0 else { throw StartError(code: spawned) }
    started?(child)

    var result = Result(termination: .exited(0))
    var captured: [Int32: [UInt8]] = [:]
    var pending: [UInt8] = []
    var written = 0
    // The caller's bytes, not a copy: the caller wipes them (a password).
    if case .bytes(let bytes) = input { pending = bytes }
    if inputEnd >= 0, pending.isEmpty { Self.closeEarly(&inputEnd, in: &parentEnds) }
    var open = Set(readEnds.keys)
    var isStopped = false
    var buffer = [UInt8](repeating: 0, count: 16384)
    while inputEnd >= 0 || !open.isEmpty {
      var polled = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if inputEnd >= 0 { polled.append(pollfd(fd: inputEnd, events: Int16(POLLOUT), revents: 0)) }
      // With a stream handed on, `reading` is also asked every tenth of a
      // second with nothing new (to watch what the child writes elsewhere).
      let isHanding = readEnds.values.contains(-1)
      let ready = poll(&polled, nfds_t(polled.count), isHanding ? 100 : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if ready == 0 {
        if !reading([]), !isStopped {
          isStopped = true
          kill(child, SIGTERM)
        }
        continue
      }
      for entry in polled where entry.revents != 0 {
        if entry.fd == inputEnd {
          let sent = pending.withUnsafeBytes { bytes in
            socketSend(
              inputEnd, bytes.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
          }
          if sent > 0 { written += sent }
          if (sent < 0 && errno != EINTR && errno != EAGAIN) || sent == 0 || written == pending.count {
            Self.closeEarly(&inputEnd, in: &parentEnds)
          }
          continue
        }
        let count = read(entry.fd, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else {
          open.remove(entry.fd)
          continue
        }
        let limit = readEnds[entry.fd] ?? 0
        if limit < 0 {
          if !reading(buffer[..<count]), !isStopped {
            isStopped = true
            kill(child, SIGTERM)
          }
          continue
        }
        let room = max(0, limit - captured[entry.fd, default: []].count)
        captured[entry.fd, default: []] += buffer.prefix(min(count, room))
        if count > room {
          if entry.fd == outputEnd, result.outputComplete {
            result.outputComplete = false
            kill(child, SIGTERM)
          }
        }
      }
    }
    for index in buffer.indices { buffer[index] = 0 }
    result.output = captured[outputEnd] ?? []
    result.errors = captured[errorEnd] ?? []
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { return result }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    result.termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    return result
  }

  private static func closeOnExec(_ descriptors: [Int32]) {
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
  }

  /// Closes `descriptor` early, and takes it off the list to close at the end.
  private static func closeEarly(_ descriptor: inout Int32, in list: inout [Int32]) {
    let closing = descriptor
    list.removeAll { $0 == closing }
    close(closing)
    descriptor = -1
  }
}

/// send(2), beside ``Subprocess`` where no method shadows it.
private func socketSend(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
  send(socket, bytes, count, flags)
}
