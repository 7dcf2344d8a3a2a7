import HolidayKit
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
/// most ``limit`` bytes, redirects followed here by ``HTTPRedirect``'s
/// rules and only to HTTPS, and an HTTP error status is a failure, never
/// a file.
enum Download {
  /// The largest file accepted: a holiday file's limit (the real ones are
  /// under 10 KB).
  static let limit = InputFile.holidayFileLimit

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

  /// The bytes at `url`, fetched over `transport`, following redirects
  /// by ``HTTPRedirect``'s rules (no password, so none is withheld; no
  /// plain HTTP).
  static func fetch(_ url: String, over transport: any HTTPTransport) -> Result<[UInt8], Failure> {
    let redirects = HTTPRedirect(allowsPlainHTTPToThisMachine: false)
    var current = url
    var count = 0
    while true {
      let response: HTTPResponse
      do {
        let answers = try transport.send([HTTPRequest(method: "GET", url: current)], together: 1) { _, _ in true }
        response = answers.first.flatMap { $0 } ?? HTTPResponse(status: 0, failure: HTTPFailure(.notSent, "no reply"))
      } catch {
        return .failure(Failure(message: error.message))
      }
      if response.status == 0 {
        let failure = response.failure ?? HTTPFailure(.other, "no reply")
        let isUnreachable =
          switch failure.kind {
          // A server that answered and broke off, or a reply too large,
          // is not a host that cannot be reached.
          case .cutReply, .tooLarge: false
          case .unreachable, .timeout, .tls, .certificate, .notSent, .other: true
          }
        return .failure(
          Failure(message: VisibleText.excerpt(failure.message, limit: 200), isUnreachable: isUnreachable))
      }
      switch redirects.step(after: response, from: current, count: count) {
      case .follow(let next):
        current = next
        count += 1
        continue
      case .refuse(let refusal, let next):
        return .failure(Failure(message: message(refusing: refusal, to: next, after: count)))
      case nil:
        break
      }
      guard (200..<300).contains(response.status) else {
        // A redirect that was not followed had no usable Location.
        let why = HTTPRedirect.statuses.contains(response.status) ? ", a redirect without a usable Location" : ""
        return .failure(Failure(message: "the server answered \(response.status)\(why)"))
      }
      // A captive portal's or a firewall's page says so, not "malformed JSON".
      guard !response.isWebPage else {
        return .failure(
          Failure(message: "the server answered \(response.status) with a web page (HTML), not a holiday-cn JSON file"))
      }
      return .success(response.body)
    }
  }

  /// Why a redirect to `url` after `count` others is not followed: a
  /// loop, or a place that is not HTTPS (a download carries no password,
  /// so no other refusal arises).
  static func message(refusing refusal: HTTPRedirect.Refusal, to url: String, after count: Int) -> String {
    let shown = VisibleText.excerpt(url, limit: 200)
    switch refusal {
    case .tooMany:
      return
        "too many redirects: still redirected after \(count) (at '\(shown)'); redirects are followed at most \(HTTPRedirect.limit) times (a loop?)"
    case .notHTTPS, .downgrade, .passwordWithheld:
      return "redirected to '\(shown)'; redirects are followed only to https://"
    }
  }
}

/// A download that cannot be attempted at all, such as curl missing.
/// Reported as `workday-ics: MESSAGE` with exit status 3, as a year that
/// could not be updated.
struct DownloadError: Error {
  var message: String
}
