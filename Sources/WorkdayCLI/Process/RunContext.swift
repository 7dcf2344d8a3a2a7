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

/// Everything a run takes from the process around it: the environment,
/// the working directory, the three standard streams, the file mode
/// creation mask and the clock. The executable makes one from its own
/// process (``process()``), once, before anything else; a test or an app
/// embedding the tool makes one from values, so that several runs in one
/// process, at once, each see their own and none reads or changes the
/// process's (its directory, environment or umask). What stays the
/// process's: its signal dispositions (the executable ignores SIGPIPE and
/// SIGXFSZ so that a closed pipe or a size limit is an error a write
/// returns; an embedding process gives streams that raise neither, or
/// does the same) and sync's handlers for SIGINT, SIGTERM and SIGHUP.
struct RunContext: Sendable {
  /// The environment variables.
  var environment: [String: String]
  /// The folder relative paths are read from and written in; nil for the
  /// process's working directory.
  var directory: String?
  /// The descriptor of standard input.
  var standardInput: Int32
  /// The descriptor of standard output.
  var standardOutput: Int32
  /// The descriptor of standard error.
  var standardError: Int32
  /// The permission bits a new file or folder does not get (the umask).
  var fileModeMask: mode_t
  /// The moment it is now (the system clock unless a test says otherwise).
  var now: @Sendable () -> Date

  /// A context of values: `environment`, relative paths under `directory`,
  /// the streams on the given descriptors (the process's by default),
  /// umask 022 and the system clock.
  init(
    environment: [String: String] = [:], directory: String? = nil, standardInput: Int32 = 0,
    standardOutput: Int32 = 1, standardError: Int32 = 2, fileModeMask: mode_t = 0o022,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.environment = environment
    self.directory = directory
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.fileModeMask = fileModeMask
    self.now = now
  }

  /// The process's own: its environment, working directory, streams and
  /// umask, read once (the umask is read by setting it and setting it
  /// back, so this runs before anything else in the process does).
  static func process() -> RunContext {
    var environment: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        // The first of two entries with one name wins, as getenv(3) finds it.
        if environment[name] == nil { environment[name] = String(text[text.utf8.index(after: equals)...]) }
      }
      entry += 1
    }
    let mask = umask(0)
    umask(mask)
    return RunContext(environment: environment, fileModeMask: mask)
  }

  /// The environment variable `name`, if set.
  func variable(_ name: String) -> String? {
    environment[name]
  }

  /// Where `path` is for the system: a relative path under ``directory``
  /// when the run has one; a name of standard input, output or error
  /// (`/dev/stdin`, `/dev/fd/1`…) the run's own stream; else `path`
  /// itself. Messages keep the name as the user wrote it; only system
  /// calls get this one.
  func resolve(_ path: String) -> String {
    if let number = path == "/dev/stdin" ? 0 : OutputFile.namedDescriptor(path), number <= 2,
      descriptor(number) != number
    {
      return "/dev/fd/\(descriptor(number))"
    }
    guard let directory, !path.hasPrefix("/"), !path.isEmpty else { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The descriptor that a name such as `/dev/stdout`, `/dev/stderr` or
  /// `/dev/fd/N` means for the run (see ``OutputFile/namedDescriptor(_:)``):
  /// 0, 1 and 2 are the run's own streams.
  func descriptor(_ number: Int32) -> Int32 {
    switch number {
    case 0: standardInput
    case 1: standardOutput
    case 2: standardError
    default: number
    }
  }
}
