import HolidayKitCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Downloads one file over ``Curl``, the tool's one HTTP transport, with
/// its rules (no `~/.curlrc`, HTTPS or plain HTTP to this machine only,
/// no proxy to this machine, a bounded size and time). On top of them: at
/// most ``limit`` bytes, redirects followed here at most five times and
/// only to HTTPS, and an HTTP error status is a failure, never a file.
enum Download {
  /// The largest file accepted: a holiday file's limit (the real ones are
  /// under 10 KB).
  static let limit = InputFile.holidayFileLimit
  /// The most redirects followed for one file.
  static let redirectLimit = 5

  /// Why a download failed.
  struct Failure: Error {
    /// What went wrong, such as `the server answered 404`.
    var message: String
    /// Whether the host could not be reached at all (name resolution,
    /// connection, TLS handshake, a timeout), so that its other files
    /// need not be tried in the same run.
    var isUnreachable = false
  }

  /// The transport for downloads: the `curl` found on the PATH of
  /// `context`, run in its environment, replies at most ``limit`` bytes.
  ///
  /// - Throws: ``DownloadError`` when there is no curl.
  static func transport(in context: RunContext) throws(DownloadError) -> Curl {
    let path = context.variable("PATH").flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = context.resolve(String(folder) + "/curl")
      if access(candidate, X_OK) == 0 {
        var curl = Curl.of(context)
        curl.program = candidate
        curl.replyLimit = limit
        curl.replyLimitReason = "the most a holiday file may be"
        return curl
      }
    }
    throw DownloadError(
      message: "update needs curl, which is not on PATH; install it (apt install curl, dnf install curl)")
  }

  /// The bytes at `url`, fetched over `transport`, following redirects.
  static func fetch(_ url: String, over transport: Curl) -> Result<[UInt8], Failure> {
    var current = url
    for redirects in 0...redirectLimit {
      let response: HTTPResponse
      do {
        let answers = try transport.send([HTTPRequest(method: "GET", url: current)], together: 1) { _, _ in true }
        response = answers.first.flatMap { $0 } ?? HTTPResponse(status: 0, failure: "no reply")
      } catch {
        return .failure(Failure(message: error.message))
      }
      if response.status == 0 {
        let failure = response.failure ?? "no reply"
        // A server that answered and broke off, or a reply too large, is
        // not a host that cannot be reached.
        let isUnreachable = !CalDAVClient.isCutReply(failure) && !failure.hasPrefix("the server's reply is larger")
        return .failure(Failure(message: VisibleText.excerpt(failure, limit: 200), isUnreachable: isUnreachable))
      }
      if [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location"),
        let next = CalDAVClient.resolve(location, against: current)
      {
        if let failure = redirectFailure(to: next, after: redirects) { return .failure(Failure(message: failure)) }
        current = next
        continue
      }
      guard (200..<300).contains(response.status) else {
        return .failure(Failure(message: "the server answered \(response.status)"))
      }
      return .success(response.body)
    }
    return .failure(Failure(message: "too many redirects"))
  }

  /// Why a redirect to `url` is not followed after `count` others: a
  /// loop, or a place that is not HTTPS; nil when it may be.
  static func redirectFailure(to url: String, after count: Int) -> String? {
    let shown = VisibleText.excerpt(url, limit: 200)
    if count >= redirectLimit {
      return
        "a redirect loop: still redirected after \(count) redirects (at '\(shown)'); redirects are followed at most \(redirectLimit) times"
    }
    guard url.lowercased().hasPrefix("https://") else {
      return "redirected to '\(shown)'; redirects are followed only to https://"
    }
    return nil
  }
}

/// A download that cannot be attempted at all, such as curl missing.
/// Reported as `workday-ics: MESSAGE` with exit status 3, as a year that
/// could not be updated.
struct DownloadError: Error {
  var message: String
}
