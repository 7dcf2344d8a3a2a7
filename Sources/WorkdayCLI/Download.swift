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
    let child = Subprocess(
      program: program, arguments: Array(arguments.dropFirst()), name: arguments.first, input: .null,
      output: .capture(limit: limit),
      errors: .capture(limit: errorLimit))
    let result: Subprocess.Result
    do {
      result = try child.run()
    } catch {
      return .failure(Failure(message: "cannot run \(program): \(OutputFile.reason(error.code))"))
    }
    guard result.outputComplete else {
      return .failure(Failure(message: "larger than \(limit >> 20) MiB, the most a holiday file may be"))
    }
    guard result.succeeded else {
      let text = String(decoding: result.errors, as: UTF8.self)
        .split(separator: "\n").first.map { VisibleText.excerpt($0, limit: 200) }
      let message: String
      var isUnreachable = false
      switch result.termination {
      case .exited(let code):
        message = text ?? "curl failed with exit status \(code)"
        // 5, 6: a host name not resolved; 7: no connection; 28: a timeout;
        // 35: the TLS handshake failed; 60: the certificate is not trusted.
        isUnreachable = [5, 6, 7, 28, 35, 60].contains(code)
      case .signaled(let signal):
        message = text ?? "curl was killed by signal \(signal)"
      }
      return .failure(Failure(message: message, isUnreachable: isUnreachable))
    }
    return .success(result.output)
  }

}

/// A download that cannot be attempted at all, such as curl missing.
/// Reported as `workday-ics: MESSAGE` with exit status 3, as a year that
/// could not be updated.
struct DownloadError: Error {
  var message: String
}
