import HolidayKitCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `sync` finds the password: never an argument, never stored.
///
/// In order: `--password-command CMD` (run with `/bin/sh -c` through
/// ``Subprocess/shell(_:)``, the first
/// line of its output, as vdirsyncer's `password.fetch`: `pass show dav`,
/// `secret-tool lookup ...`), the environment variable `--password-env`
/// names (default `WORKDAY_ICS_PASSWORD`), the `~/.netrc` entry for the
/// server's host (or `$NETRC`; only from a file that is the user's own and
/// that no one else may read or write), and last a prompt when standard
/// input is a terminal, without echo.
enum Credentials {
  /// The default variable for the password.
  static let defaultVariable = "WORKDAY_ICS_PASSWORD"

  /// The user and password for `host`, for a run in `context` (its
  /// environment and standard input).
  ///
  /// - Parameter user: `--user`; without it, the netrc entry's login.
  /// - Throws: ``InputError`` when no source gives a password, or the
  ///   command fails.
  static func find(
    host: String, user: String?, command: String?, variable: String?, in context: RunContext
  ) throws -> (user: String, password: String) {
    let netrc = netrcEntry(host: host, in: context)
    guard let user = user ?? netrc?.entry.login else {
      throw UsageError(message: "\(Option.user) is required (or a login for \(host) in ~/.netrc)")
    }
    if let command { return (user, try run(command, in: context)) }
    if let value = context.variable(variable ?? defaultVariable), !value.isEmpty { return (user, value) }
    if variable != nil { throw InputError(message: "the environment variable \(variable ?? "") is not set") }
    if let netrc, netrc.entry.login == nil || netrc.entry.login == user, let password = netrc.entry.password {
      // As ftp(1) and Python's netrc: a file others can read or change
      // is no place for a password, and is not used.
      if let problem = netrc.problem {
        throw InputError(
          message:
            "\(netrc.path) \(problem), and it holds the password for \(host): make it private with chmod 600 \(netrc.path)"
        )
      }
      return (user, password)
    }
    if isatty(context.standardInput) == 1, let password = prompt("Password for \(user) at \(host): ") {
      return (user, password)
    }
    throw InputError(
      message:
        "no password for \(user) at \(host): give \(Option.passwordCommand) CMD, set \(defaultVariable), add it to ~/.netrc, or run on a terminal to be asked"
    )
  }

  /// The most a password command's output is read: its first line is
  /// the password.
  static let commandOutputLimit = 64 << 10

  /// The first line `command` prints (a trailing CR removed), run by
  /// `/bin/sh -c` (the user's own command line: `pass show dav`), with
  /// the terminal as its standard input and error, so that it can ask: the
  /// run's (`context`), as is its environment (it starts in the process's
  /// working directory).
  static func run(_ command: String, in context: RunContext) throws -> String {
    var child = Subprocess.shell(command)
    child.input = .inherit
    child.output = .capture(limit: commandOutputLimit)
    child.errors = .inherit
    child.inheritedStreams = [context.standardInput, context.standardOutput, context.standardError]
    child.environment = context.environment.map { $0.key + "=" + $0.value }
    var result: Subprocess.Result
    do {
      result = try child.run()
    } catch {
      throw InputError(message: "cannot run the password command: \(OutputFile.reason(error.code))")
    }
    let firstLine = result.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
    var password = String(decoding: firstLine, as: UTF8.self)
    if password.hasSuffix("\r") { password.removeLast() }
    for index in result.output.indices { result.output[index] = 0 }
    guard result.succeeded else {
      let how =
        switch result.termination {
        case .exited(let code): "exit status \(code)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
      throw InputError(message: "the password command failed (\(how))")
    }
    guard !password.isEmpty else { throw InputError(message: "the password command printed no password") }
    return password
  }

  /// The longest password the prompt reads, in bytes.
  static let longestPassword = 4096

  /// The terminal's settings while the prompt has echo off, where a signal
  /// handler can put them back without allocating. Global on purpose, not
  /// the run's (``Run``): the handler is a C function that captures
  /// nothing, and the terminal it restores is the process's.
  nonisolated(unsafe) private static let savedTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)

  /// One line read from the terminal with echo off, as getpass(3) does it:
  /// echo goes off before the prompt shows, so nothing typed after it is
  /// ever echoed, and comes back on however the prompt ends, ^C and other
  /// signals included. Nil for an empty line or end of input.
  static func prompt(_ text: String) -> String? {
    let canHide = tcgetattr(0, savedTerminal) == 0
    var previous: [(Int32, sighandler_t?)] = []
    if canHide {
      // A signal that ends the run puts the terminal back first.
      for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
        let old = signal(signalNumber) { received in
          // Only async-signal-safe calls: tcsetattr, signal, raise.
          tcsetattr(0, TCSANOW, Credentials.savedTerminal)
          signal(received, SIG_DFL)
          raise(received)
        }
        previous.append((signalNumber, old))
      }
      var quiet = savedTerminal.pointee
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(0, TCSAFLUSH, &quiet)
    }
    defer {
      if canHide {
        tcsetattr(0, TCSAFLUSH, savedTerminal)
        for (signalNumber, old) in previous { signal(signalNumber, old) }
      }
      _ = Array("\n".utf8).withUnsafeBufferPointer { Terminal.writeAll($0, to: 2) }
    }
    _ = Array(text.utf8).withUnsafeBufferPointer { Terminal.writeAll($0, to: 2) }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    var interruptions = 0
    while line.count <= longestPassword {
      let count = read(0, &byte, 1)
      if count < 0, errno == EINTR, interruptions < 100 {
        interruptions += 1
        continue
      }
      guard count == 1, byte != UInt8(ascii: "\n") else { break }
      line.append(byte)
    }
    defer { for index in line.indices { line[index] = 0 } }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    return line.isEmpty || line.count > longestPassword ? nil : String(decoding: line, as: UTF8.self)
  }

  /// The entry for `host` in `$NETRC` or `~/.netrc`, or the `default`
  /// one (``HolidayKitCalDAV/NetrcEntry``), with the file's path and what
  /// is wrong with its owner or mode, in `context`'s environment.
  static func netrcEntry(host: String, in context: RunContext) -> (
    entry: NetrcEntry, path: String, problem: String?
  )? {
    let path = context.variable("NETRC") ?? context.variable("HOME").map { $0 + "/.netrc" }
    guard let path else { return nil }
    // Never blocking on a FIFO: only a regular file is read.
    let file = open(context.resolve(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return nil }
    defer { close(file) }
    // The mode and owner of the file read, not of whatever the path names later.
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard let read = InputFile.readAll(file, atMost: InputFile.configurationLimit),
      let entry = NetrcEntry(host: host, in: String(decoding: read.bytes, as: UTF8.self))
    else { return nil }
    return (entry, path, problem(mode: status.st_mode, owner: status.st_uid, user: getuid()))
  }

  /// What makes a netrc file of `mode` owned by `owner` unfit for
  /// passwords when `user` runs (``FileTrust``'s rule for secrets):
  /// another owner, or any permission for the group or others.
  static func problem(mode: mode_t, owner: uid_t, user: uid_t) -> String? {
    switch FileTrust.problem(
      mode: mode, owner: owner, group: 0, rule: .secret, user: user, isPrivateGroup: { _ in false })
    {
    case nil: nil
    case .owner: "belongs to another user"
    case .writable(let bits): "is writable by others (mode \(FileTrust.octal(bits & 0o777)))"
    case .readable(let bits): "is readable by others (mode \(FileTrust.octal(bits & 0o777)))"
    }
  }
}
