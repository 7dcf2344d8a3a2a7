import HolidayKit
import HolidayKitCalDAV

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// HTTP through the system's `curl`, run as a child process: the one way
/// the tool talks HTTP (`sync` and `update`). The tool itself links no
/// HTTP or TLS library, so every other command starts as fast as before
/// and the release binary stays static (FoundationNetworking cannot be
/// linked statically, and merely linking it doubles start-up).
///
/// One set of rules for every request:
/// - curl runs with `--disable` first, so that no `~/.curlrc` applies: a
///   `header` line there would reach the server, an `insecure` line would
///   switch certificate checks off. curl reads no other setting from the
///   environment that could (`CURL_CA_BUNDLE`, `SSL_CERT_FILE` choose
///   which authorities to trust, as ``caFile`` does).
/// - HTTPS, or plain HTTP to this machine only; a request to this machine
///   never goes through a proxy from the environment (`http_proxy` would
///   carry a password in clear to another host).
/// - Redirects are never followed by curl: the caller follows them
///   itself, by ``HTTPRedirect``'s rules.
/// - A request that gets no reply has a failure of the kind its exit
///   status says (``failureKind(exitStatus:)``), curl's words beside it.
/// - No reply larger than ``replyLimit``: curl refuses a larger announced
///   size (`--max-filesize`), and a transfer whose body grows past it is
///   stopped.
/// - A connection within 10 s, a whole request within ``requestTime``;
///   curl's own `retry` is never used (it tries a failed name lookup
///   again, three times over seconds): what is tried again, and when, is
///   the caller's (``RequestPacing``).
///
/// A batch of requests is one curl process, the requests separated by
/// `next`. Everything curl is told, a password and the request bodies
/// included (``inlineBody(_:)``), goes in a configuration on its standard
/// input (`curl --config -`), never in its arguments, where any user
/// could read it in `ps`. Each reply's headers
/// and body go to files in a private temporary folder (`--dump-header`,
/// `--output`: `%header{}` in `--write-out` needs curl 7.84); a line per
/// request on standard error gives its status code and curl's error.
///
/// Independent requests go out together: `--parallel`, at most as many in
/// flight as the caller asks (``RequestPacing/window``), over as many
/// connections opened at once (`--parallel-immediate`: curl otherwise waits
/// for the first connection before it opens the others), the next going
/// out as soon as one ends; each transfer's result line (`--write-out`,
/// with its index: they end in any order) read as it ends (on standard
/// error, which curl does not buffer), so that the caller can stop the
/// batch at the first throttled answer.
struct Curl: HTTPTransport {
  /// A file of certificate authorities to trust instead of the system's.
  var caFile: String?
  /// The folder of the request files (``temporaryFolder(in:)``).
  var temporaryFolder = "/tmp"
  /// curl's environment, `NAME=value` (the run's, ``RunContext``); nil
  /// for the process's.
  var environment: [String]?
  /// The longest one request may take, in seconds (`--timeout`); a
  /// connection must be made within 10 s, or that if it is less.
  var requestTime = 60
  /// The program to run: `curl`, found on PATH.
  var program = "curl"
  /// The largest reply body taken: a year's events listed with their
  /// ETags are some hundred kilobytes, a server's answer is not allowed to
  /// fill the memory or the disk.
  var replyLimit = 64 << 20
  /// What ``replyLimit`` is, in the message of a reply past it.
  var replyLimitReason = "the most sync reads"

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

  /// Sends `requests` as the protocol says, `together` at once: one curl
  /// for the batch, stopped (SIGTERM) when `received` answers false. A
  /// request that got no reply (the server went away, a TLS failure, a
  /// time-out) has status 0 and its ``HTTPResponse/failure``; the others
  /// are still tried.
  ///
  /// - Throws: ``SyncError`` when curl cannot be run at all.
  func send(_ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool) throws(SyncError)
    -> [HTTPResponse?]
  {
    guard !requests.isEmpty else { return [] }
    // After a signal, nothing more is sent.
    if SyncInterruption.received != 0 { return requests.map { _ in Self.interrupted() } }
    var template = Array("\(temporaryFolder)/workday-ics-curl.XXXXXX".utf8CString)
    guard
      let folder = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }).map({
        String(cString: $0)
      })
    else { throw SyncError("cannot make a temporary folder: \(OutputFile.reason(errno))") }
    // The files left to remove: each reply's as soon as it is read (while
    // the batch waits on the server, not after it), the rest at the end.
    var requestFiles: [Int] = []
    var replyFilesLeft = Set(requests.indices)
    defer { Self.removeFolder(folder, requests: requestFiles, replies: replyFilesLeft) }

    // Global: transfers together, and no progress meter among the result
    // lines.
    var config = "no-progress-meter\n"
    if requests.count > 1 {
      config += "parallel\nparallel-immediate\nparallel-max = \(max(1, min(together, requests.count)))\n"
    }
    for (index, request) in requests.enumerated() {
      if index > 0 { config += "next\n" }
      config += "url = \(Self.quoted(request.url))\n"
      config += "request = \(Self.quoted(request.method))\n"
      config += "globoff\nsilent\nshow-error\n"
      // Plain HTTP only to this machine, and nothing to it through a proxy.
      if URL(string: request.url)?.host.map(Loopback.isHost) == true {
        config += "proto = \"=http,https\"\nnoproxy = \"*\"\n"
      } else {
        config += "proto = \"=https\"\n"
      }
      config += "user-agent = \(Self.quoted("workday-ics/\(HolidayKitRelease.version)"))\n"
      config += "connect-timeout = \(min(10, requestTime))\nmax-time = \(requestTime)\n"
      config += "max-filesize = \(replyLimit)\n"
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
        if let text = Self.inlineBody(body) {
          config += "data-binary = \(Self.quoted(text))\n"
        } else {
          let path = "\(folder)/\(index).request"
          guard Self.writeFile(path, body) else {
            throw SyncError("cannot write '\(path)': \(OutputFile.reason(errno))")
          }
          requestFiles.append(index)
          config += "data-binary = \(Self.quoted("@" + path))\n"
        }
      }
      config += "output = \(Self.quoted("\(folder)/\(index).body"))\n"
      config += "dump-header = \(Self.quoted("\(folder)/\(index).head"))\n"
      config += "write-out = \"%{stderr}=> \(index) %{http_code} %{exitcode} %{errormsg}\\n\"\n"
    }
    // Each transfer's line, `=> INDEX CODE EXIT MESSAGE`, as it ends (in
    // any order): its response, told at once. The lines go to standard
    // error, which curl does not buffer (its standard output it would hold
    // until it ends). curl closes the body's file before it writes the
    // line, and flushes each header line as it comes. curl's own errors
    // are the other lines.
    var responses = [HTTPResponse?](repeating: nil, count: requests.count)
    var goesOn = true
    var pending: [UInt8] = []
    var errors = ""
    // The transfers in flight are among the first `together` that have
    // not ended (curl starts them in order): a body growing past the
    // limit stops the batch, that request failed.
    var oldest = 0
    let result = try run(config: config) { bytes in
      while oldest < requests.count, responses[oldest] != nil { oldest += 1 }
      for index in oldest..<min(oldest + max(1, together), requests.count) where responses[index] == nil {
        var status = stat()
        guard stat("\(folder)/\(index).body", &status) == 0, Int(status.st_size) > replyLimit else { continue }
        let response = HTTPResponse(status: 0, failure: tooLarge)
        responses[index] = response
        _ = received(index, response)
        goesOn = false
      }
      pending += bytes
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        guard line.hasPrefix("=> ") else {
          if errors.utf8.count < 64 << 10 { errors += line + "\n" }
          continue
        }
        let words = line.dropFirst(3).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard let index = words.first.flatMap({ Int($0) }), requests.indices.contains(index),
          responses[index] == nil
        else { continue }
        let response = response(index, Array(words.dropFirst()), folder: folder)
        Self.removeReplyFiles(folder, index)
        replyFilesLeft.remove(index)
        responses[index] = response
        // Ended after the batch was stopped: told all the same (it was done).
        if !received(index, response) { goesOn = false }
      }
      return goesOn
    }
    // curl's last words, when they end without a newline.
    if !pending.isEmpty, pending.first != UInt8(ascii: "="), errors.utf8.count < 64 << 10 {
      errors += String(decoding: pending, as: UTF8.self) + "\n"
    }
    if SyncInterruption.received != 0 {
      // Stopped by a signal: what the lines say was done, the rest not.
      return responses.map { $0 ?? Self.interrupted() }
    }
    // Stopped as the client asked: the rest did not end.
    if !goesOn { return responses }
    if responses.allSatisfy({ $0 == nil }), !result.succeeded {
      let status = if case .exited(let code) = result.termination { code } else { Int32(-1) }
      let reason = errors.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
      throw SyncError("curl failed: \(reason)")
    }
    return responses.map {
      $0 ?? HTTPResponse(status: 0, failure: HTTPFailure(.notSent, "curl stopped before this request"))
    }
  }

  /// A request not sent, or not finished, because of a signal.
  static func interrupted() -> HTTPResponse {
    var response = HTTPResponse(status: 0, failure: HTTPFailure(.notSent, SyncInterruption.reason))
    response.stopped = SyncInterruption.reason
    return response
  }

  /// The response of request `index` from its result line's words (code,
  /// curl's exit status, message) and the files curl wrote in `folder`.
  private func response(_ index: Int, _ words: [Substring], folder: String) -> HTTPResponse {
    let code = words.count > 0 ? Int(words[0]) ?? 0 : 0
    let exitCode = words.count > 1 ? Int(words[1]) ?? 0 : 0
    var message = words.count > 2 ? String(words[2]) : ""
    while message.last?.isWhitespace == true { message.removeLast() }  // curl's words end with a blank
    var response = HTTPResponse(status: code)
    if exitCode != 0 || code == 0 {
      response.status = 0
      let kind = Self.failureKind(exitStatus: exitCode)
      response.failure =
        kind == .tooLarge ? tooLarge : HTTPFailure(kind, message.isEmpty ? "curl error \(exitCode)" : message)
    }
    let head = Self.readFile("\(folder)/\(index).head")
    let body = Self.readFile("\(folder)/\(index).body", atMost: replyLimit)
    guard let head, let body else {
      // The reply came and cannot be read here: the server may have
      // done what was asked, as when a reply is cut.
      response.status = 0
      response.failure = HTTPFailure(.cutReply, "the reply curl saved in \(folder) cannot be read")
      return response
    }
    response.headers = Self.headers(fromDump: head.bytes)
    response.body = body.bytes
    if !body.complete {
      response.status = 0
      response.failure = tooLarge
    }
    return response
  }

  /// The failure of a reply past ``replyLimit``.
  private var tooLarge: HTTPFailure {
    let size = replyLimit >= 1 << 20 ? "\(replyLimit >> 20) MiB" : "\(replyLimit >> 10) KiB"
    return HTTPFailure(.tooLarge, "the server's reply is larger than \(size), \(replyLimitReason)")
  }

  /// The kind of failure curl's exit status `status` says (see curl's
  /// `libcurl-errors`): set here, where the status is read, so that no
  /// caller decides by curl's words.
  static func failureKind(exitStatus status: Int) -> HTTPFailure.Kind {
    switch status {
    // Name or proxy not resolved, connection refused or not made, a
    // proxy that refused the tunnel.
    case 5, 6, 7, 97: .unreachable
    // The connection or the whole request took longer than allowed.
    case 28: .timeout
    // The TLS handshake, a cipher, the engine, the client's certificate
    // or the shutdown.
    case 35, 53, 54, 58, 59, 66, 80: .tls
    // The server's certificate: not verified (51 before curl 7.62), the
    // authorities' file, the issuer, a pinned key, its status.
    case 51, 60, 77, 83, 90, 91: .certificate
    // The server took the request and the connection broke: a cut
    // transfer (18), nothing back (52), a failure sending or receiving
    // (55, 56), an HTTP/2 or HTTP/3 stream that broke (16, 92, 95).
    case 16, 18, 52, 55, 56, 92, 95: .cutReply
    // Larger than --max-filesize.
    case 63: .tooLarge
    default: .other
    }
  }

  /// Runs curl with `config` on its standard input (through a socket,
  /// never in its arguments or environment), what it writes on standard
  /// error handed to `reading` as it comes (curl is stopped once it
  /// answers false).
  private func run(config: String, reading: (ArraySlice<UInt8>) -> Bool) throws(SyncError) -> Subprocess.Result {
    var bytes = Array(config.utf8)
    // option-names: another program's options (curl's, not ours)
    // --disable must come first: no ~/.curlrc changes what is sent.
    var child = Subprocess(
      program: program, arguments: ["--disable", "--config", "-"], environment: environment, input: .bytes(bytes),
      output: .null, errors: .handed)
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
      return try child.run(reading: reading)
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

  /// `body` as the text of a `data-binary` line in curl's configuration,
  /// which curl sends byte for byte once unquoted: nil when the bytes are
  /// not UTF-8 text, hold a NUL, or start with `@` (curl would read a file
  /// of that name), so that the body goes in a file instead. Every
  /// request body sync sends (XML, iCalendar) is such text: the batch
  /// writes no file per request before curl starts (creating hundreds of
  /// small files costs a busy disk up to a millisecond each).
  static func inlineBody(_ body: [UInt8]) -> String? {
    guard body.first != UInt8(ascii: "@"), !body.contains(0), let text = String(validating: body, as: UTF8.self)
    else { return nil }
    return text
  }

  /// `"text"` for a curl configuration: backslashes, quotes, tabs and
  /// line breaks escaped, the only escapes curl's configuration knows (so
  /// not JSONValue's `quoted(_:)`, whose `\u0001` curl would send as
  /// written); any other character goes as it is.
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

  /// The transport of a run: curl in `context`'s environment, its
  /// request files in `context`'s temporary folder.
  static func of(_ context: RunContext) -> Curl {
    Curl(
      temporaryFolder: temporaryFolder(in: context), environment: context.environment.map { $0.key + "=" + $0.value })
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

  /// Up to `limit` bytes of the file curl wrote at `path` (none when
  /// there is no file: curl writes none for an empty reply), and whether
  /// that was all of it; nil when the file is there and a read of it
  /// failed.
  static func readFile(_ path: String, atMost limit: Int = 1 << 20) -> (bytes: [UInt8], complete: Bool)? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return ([], true) }
    defer { close(file) }
    return InputFile.readAll(file, atMost: limit)
  }

  /// Removes the batch's files and the folder: the files of `requests`,
  /// and the replies' files of `replies` (those not removed as read).
  private static func removeFolder(_ folder: String, requests: [Int], replies: Set<Int>) {
    for index in requests { unlink("\(folder)/\(index).request") }
    for index in replies { removeReplyFiles(folder, index) }
    rmdir(folder)
  }

  /// Removes the files of reply `index` in `folder`.
  private static func removeReplyFiles(_ folder: String, _ index: Int) {
    unlink("\(folder)/\(index).body")
    unlink("\(folder)/\(index).head")
  }

}
