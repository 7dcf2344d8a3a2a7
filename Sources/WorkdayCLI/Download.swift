#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Downloads one file with the system's `curl`, run as a child process.
///
/// The tool links no HTTP client (FoundationNetworking cannot be linked
/// statically and would slow every start): `curl` brings HTTPS with the
/// system's certificate authorities, proxies (`https_proxy`, …) and
/// redirects. Every download is bounded: at most ``limit`` bytes, a
/// connection within ``connectTimeout`` seconds and the whole transfer
/// within ``maximumTime``, at most five redirects and only to HTTPS, and
/// an HTTP error status is a failure (`--fail`), never a file.
enum Download {
  /// The largest file accepted: a holiday file's limit (the real ones are
  /// under 10 KB).
  static let limit = InputFile.holidayFileLimit
  /// Seconds to wait for a connection.
  static let connectTimeout = 10
  /// Seconds a whole transfer may take.
  static let maximumTime = 60
  /// The largest part of curl's error output kept for a message.
  private static let errorLimit = 4096

  /// Why a download failed.
  struct Failure: Error {
    /// curl's message, such as `curl: (22) The requested URL returned error: 404`.
    var message: String
    /// Whether the host could not be reached at all (name resolution,
    /// connection, TLS handshake, a timeout), so that its other files
    /// need not be tried in the same run.
    var isUnreachable = false
  }

  /// The `curl` found on PATH.
  ///
  /// - Throws: ``DownloadError`` when there is none.
  static func curl() throws(DownloadError) -> String {
    let path = Terminal.environment("PATH").flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = String(folder) + "/curl"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    throw DownloadError(
      message: "update needs curl, which is not on PATH; install it (apt install curl, dnf install curl)")
  }

  /// The bytes at `url`, from `source`, fetched by the curl at `curl`.
  static func fetch(_ url: String, from source: HolidaySource, curl: String) -> Result<[UInt8], Failure> {
    var arguments = [
      // option-names: another program's options (curl's, not ours)
      // --disable must come first: no ~/.curlrc changes what is fetched.
      "curl", "--disable", "--silent", "--show-error", "--fail", "--globoff",
      "--location", "--max-redirs", "5", "--proto-redir", "=https",
      "--max-filesize", String(limit), "--connect-timeout", String(connectTimeout),
      "--max-time", String(maximumTime), "--user-agent", "workday-ics/\(Usage.versionNumber)",
    ]
    arguments += source.isLoopback ? ["--proto", "=http,https", "--noproxy", "*"] : ["--proto", "=https"]
    arguments += ["--url", url]
    return run(curl, arguments)
  }

  /// Runs curl with `arguments` (the first its name), its standard output
  /// read up to ``limit`` bytes and its standard error kept for a message.
  private static func run(_ program: String, _ arguments: [String]) -> Result<[UInt8], Failure> {
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard pipe(&output) == 0 else { return .failure(Failure(message: "cannot run curl: \(OutputFile.reason(errno))")) }
    guard pipe(&errors) == 0 else {
      close(output[0])
      close(output[1])
      return .failure(Failure(message: "cannot run curl: \(OutputFile.reason(errno))"))
    }
    for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child = pid_t()
    let spawned = posix_spawn(&child, program, &actions, nil, argv, environ)
    close(output[1])
    close(errors[1])
    defer {
      close(output[0])
      close(errors[0])
    }
    guard spawned == 0 else {
      return .failure(Failure(message: "cannot run \(program): \(OutputFile.reason(spawned))"))
    }

    let (body, complete) = InputFile.readAll(output[0], atMost: limit)
    if !complete { kill(child, SIGTERM) }
    let (errorBytes, _) = InputFile.readAll(errors[0], atMost: errorLimit)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    guard complete else {
      return .failure(Failure(message: "larger than \(limit >> 20) MiB, the most a holiday file may be"))
    }
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    guard exited, code == 0 else {
      let text = String(decoding: errorBytes, as: UTF8.self)
        .split(separator: "\n").first.map { VisibleText.excerpt($0, limit: 200) }
      let message =
        text ?? (exited ? "curl failed with exit status \(code)" : "curl was killed by signal \(status & 0x7F)")
      // 5, 6: a host name not resolved; 7: no connection; 28: a timeout;
      // 35: the TLS handshake failed; 60: the certificate is not trusted.
      return .failure(Failure(message: message, isUnreachable: exited && [5, 6, 7, 28, 35, 60].contains(code)))
    }
    return .success(body)
  }

}

/// A download that cannot be attempted at all, such as curl missing.
/// Reported as `workday-ics: MESSAGE` with exit status 3, as a year that
/// could not be updated.
struct DownloadError: Error {
  var message: String
}
