import HolidayKitCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// HTTP through the system's `curl`, run as a child process: the tool
/// itself links no HTTP or TLS library, so every other command starts as
/// fast as before and the release binary stays static (FoundationNetworking
/// cannot be linked statically, and merely linking it doubles start-up).
///
/// A batch of requests is one curl process, the requests separated by
/// `next` so that they share one connection. Everything curl is told,
/// the password included, goes in a configuration on its standard input
/// (`curl --config -`), never in its arguments, where any user could read
/// it in `ps`. Each reply's headers and body go to files in a private
/// temporary folder (`--dump-header`, `--output`: `%header{}` in
/// `--write-out` needs curl 7.84); a line per request on standard output
/// gives its status code and curl's error.
///
/// curl runs with `--disable` first, so that no `~/.curlrc` applies: a
/// `header` line there would reach the server, an `insecure` line would
/// switch certificate checks off. curl reads no other setting from the
/// environment that could (`CURL_CA_BUNDLE`, `SSL_CERT_FILE` choose which
/// authorities to trust, as `--ca-file` does).
///
/// Throttling (429, 503, and 408, 502, 504, with Retry-After) is waited
/// out here, a bounded number of times, and only that: a host that does
/// not resolve, a refused connection or an untrusted certificate fails at
/// once (curl's own `retry` tries a failed name lookup again, three times
/// over seconds).
struct Curl: HTTPTransport {
  /// A file of certificate authorities to trust instead of the system's.
  var caFile: String?
  /// How many times a throttled request is tried again.
  var retries = 3
  /// The longest a batch waits in total for retries, in seconds.
  var retryTime = 120
  /// The program to run: `curl`, found on PATH.
  var program = "curl"

  /// Sends `requests` as ``perform(_:)`` does.
  func send(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    try perform(requests)
  }

  /// Sends `requests` in order over one connection and returns one
  /// response for each. A request that got no reply (the server went away,
  /// a TLS failure) has status 0 and its ``HTTPResponse/failure``; the
  /// requests after it are still tried. Throttled requests are sent again
  /// after the server's Retry-After (else 1, 2, 4 s), at most ``retries``
  /// times and ``retryTime`` seconds in all.
  ///
  /// - Throws: ``SyncError`` when curl cannot be run at all.
  func perform(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    var responses = try performOnce(requests)
    var waited = 0
    for attempt in 0..<retries {
      let again = responses.indices.filter { Self.isThrottled(responses[$0]) }
      guard !again.isEmpty else { break }
      let wait = again.map { Self.retryDelay(responses[$0], attempt: attempt) }.max() ?? 1
      guard waited + wait <= retryTime else { break }
      sleep(UInt32(wait))
      waited += wait
      let retried = try performOnce(again.map { requests[$0] })
      for (index, response) in zip(again, retried) { responses[index] = response }
    }
    return responses
  }

  /// Whether `response` is one a later try may change: throttling (429,
  /// 503) and a gateway or server that timed out (408, 502, 504).
  static func isThrottled(_ response: HTTPResponse) -> Bool {
    [408, 429, 502, 503, 504].contains(response.status)
  }

  /// Seconds to wait before trying `response`'s request again: its
  /// Retry-After in seconds, else 1, 2, 4… by `attempt` (from 0).
  static func retryDelay(_ response: HTTPResponse, attempt: Int) -> Int {
    if let value = response.header("retry-after"), let seconds = Int(value.filter { $0 != " " && $0 != "\t" }),
      seconds >= 0
    {
      return seconds
    }
    return 1 << min(attempt, 6)
  }

  /// One try of every request in `requests`, as ``perform(_:)``.
  private func performOnce(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    guard !requests.isEmpty else { return [] }
    var template = Array("\(Self.temporaryFolder)/workday-ics-sync.XXXXXX".utf8CString)
    guard
      let folder = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }).map({
        String(cString: $0)
      })
    else { throw SyncError("cannot make a temporary folder: \(OutputFile.reason(errno))") }
    defer { Self.removeFolder(folder, count: requests.count) }

    var config = ""
    for (index, request) in requests.enumerated() {
      if index > 0 { config += "next\n" }
      config += "url = \(Self.quoted(request.url))\n"
      config += "request = \(Self.quoted(request.method))\n"
      config += "globoff\nsilent\nshow-error\nproto = \"=http,https\"\n"
      config += "user-agent = \(Self.quoted("workday-ics/\(Usage.versionNumber)"))\n"
      config += "connect-timeout = 10\nmax-time = 120\n"
      // Plain HTTP goes only to this machine (CalDAVClient.isAllowed), and
      // never through an `http_proxy` from the environment, which would
      // carry the password in clear to another.
      if request.url.lowercased().hasPrefix("http://") { config += "noproxy = \"*\"\n" }
      // The password only to the hosts the client trusts with it.
      if let credentials = request.credentials {
        if let answer = credentials.authorization(for: request) {
          config += "header = \(Self.quoted("Authorization: " + answer))\n"
        } else {
          config += "user = \(Self.quoted(credentials.user + ":" + credentials.password))\n"
          if credentials.authentication.scheme == .curlDigest { config += "digest\n" }
        }
      }
      if let caFile { config += "cacert = \(Self.quoted(caFile))\n" }
      config += "header = \"Expect:\"\n"
      for (name, value) in request.headers { config += "header = \(Self.quoted(name + ": " + value))\n" }
      if let body = request.body {
        let path = "\(folder)/\(index).request"
        guard Self.writeFile(path, body) else {
          throw SyncError("cannot write '\(path)': \(OutputFile.reason(errno))")
        }
        config += "data-binary = \(Self.quoted("@" + path))\n"
      }
      config += "output = \(Self.quoted("\(folder)/\(index).body"))\n"
      config += "dump-header = \(Self.quoted("\(folder)/\(index).head"))\n"
      config += "write-out = \"=> %{http_code} %{exitcode} %{errormsg}\\n\"\n"
    }
    let result = try run(config: config)
    let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("=> ") }
    if lines.isEmpty, !result.succeeded {
      let errors = String(decoding: result.errors, as: UTF8.self)
      let status = if case .exited(let code) = result.termination { code } else { Int32(-1) }
      let reason = errors.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
      throw SyncError("curl failed: \(reason)")
    }
    return requests.indices.map { index in
      guard index < lines.count else { return HTTPResponse(status: 0, failure: "curl stopped before this request") }
      let words = lines[index].split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      let code = words.count > 1 ? Int(words[1]) ?? 0 : 0
      let exitCode = words.count > 2 ? Int(words[2]) ?? 0 : 0
      let message = words.count > 3 ? String(words[3]) : ""
      var response = HTTPResponse(status: code)
      if exitCode != 0 || code == 0 {
        response.status = 0
        response.failure = message.isEmpty ? "curl error \(exitCode)" : message
      }
      response.headers = Self.headers(fromDump: Self.readFile("\(folder)/\(index).head")?.bytes ?? [])
      let body = Self.readFile("\(folder)/\(index).body", atMost: Self.replyLimit) ?? ([], true)
      response.body = body.bytes
      if !body.complete {
        response.status = 0
        response.failure = "the server's reply is larger than \(Self.replyLimit >> 20) MiB, the most sync reads"
      }
      return response
    }
  }

  /// Runs curl with `config` on its standard input (through a socket,
  /// never in its arguments or environment), its status lines and
  /// errors read back.
  private func run(config: String) throws(SyncError) -> Subprocess.Result {
    var bytes = Array(config.utf8)
    // option-names: another program's options (curl's, not ours)
    // --disable must come first: no ~/.curlrc changes what is sent.
    var child = Subprocess(
      program: program, arguments: ["--disable", "--config", "-"], input: .bytes(bytes),
      output: .capture(limit: 1 << 20), errors: .capture(limit: 64 << 10))
    defer {
      // Overwrite the bytes holding the password before they are freed,
      // in place once the child's reference is gone.
      child.input = .null
      for index in bytes.indices { bytes[index] = 0 }
    }
    do {
      return try child.run()
    } catch {
      if error.code == ENOENT {
        throw SyncError("sync needs the curl program, which is not on PATH; install curl")
      }
      throw SyncError("cannot run curl: \(OutputFile.reason(error.code))")
    }
  }

  /// Reads a `--dump-header` file: the last block of header lines (the
  /// blocks before it are interim replies such as `100 Continue`, or
  /// replies curl retried).
  static func headers(fromDump bytes: [UInt8]) -> [(name: String, value: String)] {
    let text = String(decoding: bytes, as: UTF8.self)
    var blocks: [[(name: String, value: String)]] = []
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.hasPrefix("HTTP/") {
        blocks.append([])
      } else if let colon = line.firstIndex(of: ":"), !blocks.isEmpty {
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        blocks[blocks.count - 1].append((name, String(value)))
      }
    }
    return blocks.last ?? []
  }

  /// `"text"` for a curl configuration: backslashes, quotes and control
  /// characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `TMPDIR`, else `/tmp`.
  static var temporaryFolder: String {
    guard let folder = Terminal.environment("TMPDIR"), folder.hasPrefix("/") else { return "/tmp" }
    return folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
  }

  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard file >= 0 else { return false }
    defer { close(file) }
    return bytes.withUnsafeBufferPointer { Terminal.writeAll($0, to: file) }
  }

  /// The most a reply's body may be: a year's events listed with their
  /// ETags are some hundred kilobytes, a server's answer is not allowed
  /// to fill the memory.
  static let replyLimit = 64 << 20

  /// Up to `limit` bytes of the file curl wrote at `path` (nil when there
  /// is none), and whether that was all of it.
  static func readFile(_ path: String, atMost limit: Int = 1 << 20) -> (bytes: [UInt8], complete: Bool)? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    return InputFile.readAll(file, atMost: limit)
  }

  /// Removes the batch's files and the folder.
  private static func removeFolder(_ folder: String, count: Int) {
    for index in 0..<count {
      for suffix in ["request", "body", "head"] { unlink("\(folder)/\(index).\(suffix)") }
    }
    rmdir(folder)
  }
}
