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

  /// The `curl` found on the PATH of `context`.
  ///
  /// - Throws: ``DownloadError`` when there is none.
  static func curl(in context: RunContext) throws(DownloadError) -> String {
    let path = context.variable("PATH").flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = String(folder) + "/curl"
      if access(context.resolve(candidate), X_OK) == 0 { return context.resolve(candidate) }
    }
    throw DownloadError(
      message: "update needs curl, which is not on PATH; install it (apt install curl, dnf install curl)")
  }

  /// The bytes at `url`, from `source`, fetched by the curl at `curl`.
  /// curl gets the run's `environment` (``RunContext``).
  static func fetch(_ url: String, from source: HolidaySource, curl: String, environment: [String: String])
    -> Result<[UInt8], Failure>
  {
    var arguments = [
      // option-names: another program's options (curl's, not ours)
      // --disable must come first: no ~/.curlrc changes what is fetched.
      "curl", "--disable", "--silent", "--show-error", "--fail", "--globoff",
      "--location", "--max-redirs", "5", "--proto-redir", "=https",
      "--max-filesize", String(limit), "--connect-timeout", String(connectTimeout),
      "--max-time", String(maximumTime), "--user-agent", "workday-ics/\(Usage.versionNumber)",
      // Where curl ended up, on its standard error, for a refused redirect.
      "--write-out", "%{stderr}\(landedMark)%{num_redirects} %{url_effective}\\n",
    ]
    arguments += source.isLoopback ? ["--proto", "=http,https", "--noproxy", "*"] : ["--proto", "=https"]
    arguments += ["--url", url]
    return run(curl, arguments, environment: environment)
  }

  /// Runs curl with `arguments` (the first its name), its standard output
  /// read up to ``limit`` bytes and its standard error kept for a message.
  private static func run(_ program: String, _ arguments: [String], environment: [String: String])
    -> Result<[UInt8], Failure>
  {
    let child = Subprocess(
      program: program, arguments: Array(arguments.dropFirst()), name: arguments.first,
      environment: environment.map { $0.key + "=" + $0.value }, input: .null,
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
      let lines = String(decoding: result.errors, as: UTF8.self).split(separator: "\n")
      let text = lines.first { !$0.hasPrefix(landedMark) }.map { VisibleText.excerpt($0, limit: 200) }
      let landed = lines.last { $0.hasPrefix(landedMark) }.map { $0.dropFirst(landedMark.count) }
      let message: String
      var isUnreachable = false
      switch result.termination {
      case .exited(let code):
        message =
          redirectFailure(code: code, landed: landed.map(String.init)) ?? text ?? "curl failed with exit status \(code)"
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

  /// What starts the line curl writes after a transfer: the number of
  /// redirects followed and the URL it ended at.
  private static let landedMark = "workday-ics-landed: "

  /// What a failure after redirects means, said plainly instead of curl's
  /// words (a redirect to plain HTTP is "Protocol "http" not supported or
  /// disabled in libcurl", as if curl were broken), or nil when curl's own
  /// message says it: `code` is curl's exit status and `landed` the
  /// number of redirects followed and the URL curl ended at.
  static func redirectFailure(code: Int32, landed: String?) -> String? {
    let parts = landed?.split(separator: " ", maxSplits: 1) ?? []
    guard parts.count == 2, let count = Int(parts[0]) else { return nil }
    let url = VisibleText.excerpt(parts[1], limit: 200)
    switch code {
    // 47: more redirects than --max-redirs allows.
    case 47:
      return
        "a redirect loop: still redirected after \(count) redirects (at '\(url)'); redirects are followed at most 5 times"
    // 1: a protocol curl was told not to use (--proto-redir).
    case 1 where count > 0:
      return "redirected to '\(url)'; redirects are followed only to https://"
    default:
      return nil
    }
  }

}

/// A download that cannot be attempted at all, such as curl missing.
/// Reported as `workday-ics: MESSAGE` with exit status 3, as a year that
/// could not be updated.
struct DownloadError: Error {
  var message: String
}
