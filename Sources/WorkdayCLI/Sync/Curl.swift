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
/// `next`, over as few connections as they can share. Everything curl is told,
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
/// Independent requests go out together: `--parallel`, at most
/// ``parallelism`` in flight over as many connections, each transfer's
/// result line (`--write-out`, with its index: they end in any order)
/// read as it ends (`--no-buffer`), never held in curl's buffer. How many
/// requests a batch holds, and the waits for throttling, are the
/// client's (``RequestPacing``); curl's own `retry` is never used (it
/// tries a failed name lookup again, three times over seconds).
struct Curl: HTTPTransport {
  /// A file of certificate authorities to trust instead of the system's.
  var caFile: String?
  /// The folder of the request files (``temporaryFolder(in:)``).
  var temporaryFolder = "/tmp"
  /// curl's environment, `NAME=value` (the run's, ``RunContext``); nil
  /// for the process's.
  var environment: [String]?
  /// The most requests of a batch in flight together.
  var parallelism = 8
  /// The longest one request may take, in seconds.
  var requestTime = 60
  /// The program to run: `curl`, found on PATH.
  var program = "curl"

  /// Sends `requests` as ``performBatch(_:)`` does; nothing when there is
  /// nothing to send.
  func send(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    guard !requests.isEmpty else { return [] }
    return try performBatch(requests)
  }

  /// Sleeps `seconds`.
  func wait(seconds: Int) {
    var left = UInt32(max(0, seconds))
    while left > 0 { left = sleep(left) }
  }

  /// CLOCK_MONOTONIC, in seconds.
  var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Sends `requests`, several at once when there are several, and
  /// returns one response for each, in order. A request that got no reply
  /// (the server went away, a TLS failure, a time-out) has status 0 and
  /// its ``HTTPResponse/failure``; the others are still tried.
  ///
  /// - Throws: ``SyncError`` when curl cannot be run at all.
  private func performBatch(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse] {
    // After a signal, nothing more is sent.
    if SyncInterruption.received != 0 { return requests.map { _ in Self.interrupted() } }
    var template = Array("\(temporaryFolder)/workday-ics-sync.XXXXXX".utf8CString)
    guard
      let folder = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }).map({
        String(cString: $0)
      })
    else { throw SyncError("cannot make a temporary folder: \(OutputFile.reason(errno))") }
    defer { Self.removeFolder(folder, count: requests.count) }

    // Global: transfers together, and each result line written as it ends.
    var config = "no-buffer\n"
    if requests.count > 1, parallelism > 1 {
      config += "parallel\nparallel-max = \(min(parallelism, requests.count))\n"
    }
    for (index, request) in requests.enumerated() {
      if index > 0 { config += "next\n" }
      config += "url = \(Self.quoted(request.url))\n"
      config += "request = \(Self.quoted(request.method))\n"
      config += "globoff\nsilent\nshow-error\nproto = \"=http,https\"\n"
      config += "user-agent = \(Self.quoted("workday-ics/\(Usage.versionNumber)"))\n"
      config += "connect-timeout = 10\nmax-time = \(requestTime)\n"
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
      config += "write-out = \"=> \(index) %{http_code} %{exitcode} %{errormsg}\\n\"\n"
    }
    let result = try run(config: config)
    // Each transfer's line: `=> INDEX CODE EXIT MESSAGE`, in the order
    // they ended.
    var lines: [Int: [Substring]] = [:]
    for line in String(decoding: result.output, as: UTF8.self).split(separator: "\n") where line.hasPrefix("=> ") {
      let words = line.dropFirst(3).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      if let index = words.first.flatMap({ Int($0) }), requests.indices.contains(index) {
        lines[index] = Array(words.dropFirst())
      }
    }
    if SyncInterruption.received != 0 {
      // Stopped by a signal: what the lines say was done, the rest not.
      return requests.indices.map { index in
        lines[index] == nil ? Self.interrupted() : response(index, lines[index] ?? [], folder: folder)
      }
    }
    if lines.isEmpty, !result.succeeded {
      let errors = String(decoding: result.errors, as: UTF8.self)
      let status = if case .exited(let code) = result.termination { code } else { Int32(-1) }
      let reason = errors.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
      throw SyncError("curl failed: \(reason)")
    }
    return requests.indices.map { index in
      guard let words = lines[index] else {
        return HTTPResponse(status: 0, failure: "curl stopped before this request")
      }
      return response(index, words, folder: folder)
    }
  }

  /// A request not sent, or not finished, because of a signal.
  static func interrupted() -> HTTPResponse {
    var response = HTTPResponse(status: 0, failure: SyncInterruption.reason)
    response.stopped = SyncInterruption.reason
    return response
  }

  /// The response of request `index` from its result line's words (code,
  /// curl's exit status, message) and the files curl wrote in `folder`.
  private func response(_ index: Int, _ words: [Substring], folder: String) -> HTTPResponse {
    let code = words.count > 0 ? Int(words[0]) ?? 0 : 0
    let exitCode = words.count > 1 ? Int(words[1]) ?? 0 : 0
    let message = words.count > 2 ? String(words[2]) : ""
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

  /// Runs curl with `config` on its standard input (through a socket,
  /// never in its arguments or environment), its status lines and
  /// errors read back.
  private func run(config: String) throws(SyncError) -> Subprocess.Result {
    var bytes = Array(config.utf8)
    // option-names: another program's options (curl's, not ours)
    // --disable must come first: no ~/.curlrc changes what is sent.
    var child = Subprocess(
      program: program, arguments: ["--disable", "--config", "-"], environment: environment, input: .bytes(bytes),
      output: .capture(limit: 1 << 20), errors: .capture(limit: 64 << 10))
    // A signal stops this curl (see SyncInterruption), even one that came
    // just before it started.
    child.started = { pid in
      SyncInterruption.child = pid
      if SyncInterruption.received != 0 { kill(pid, SIGTERM) }
    }
    defer {
      SyncInterruption.child = 0
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

  /// `TMPDIR` in `context`, else `/tmp`.
  static func temporaryFolder(in context: RunContext) -> String {
    guard let folder = context.variable("TMPDIR"), folder.hasPrefix("/") else { return "/tmp" }
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
