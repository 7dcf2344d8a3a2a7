import Foundation

/// A static HTTP server on 127.0.0.1 and a free port, serving a folder,
/// for `update` to download from without the internet: Python's
/// `http.server`, started by a test and stopped when it ends.
///
/// Besides plain files it can misbehave as real servers do: for a path
/// whose file is absent but `PATH.cut` exists, it promises more bytes
/// (Content-Length) than it sends and closes the connection, a download
/// cut off on the way; for one whose file is absent but `PATH.redirect`
/// exists, it redirects (302) to the URL that file holds. Every request's path is appended to
/// `requests.log` beside the served files' folder. The server closes the
/// pipes it inherited but its standard ones, so that it cannot hold open
/// the output pipe of another test's run.
final class LoopbackServer {
  /// The folder served.
  let folder: URL
  /// `http://127.0.0.1:PORT/`.
  let base: String
  /// The paths requested, in order.
  var requests: [String] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  private let process: Process
  private let log: URL

  private static let script = #"""
    import http.server, os, signal, sys
    # A test runner may ignore SIGTERM, and an ignored signal stays so
    # across exec: take the default back, so that terminate() ends us.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # Tests run in parallel: let go of any pipe inherited from another
    # test's run, or that run would wait for this server to end. (Not the
    # socket Foundation's Process watches to learn that we ended.)
    import stat
    try:
        for name in os.listdir("/proc/self/fd"):
            try:
                if int(name) > 2 and stat.S_ISFIFO(os.fstat(int(name)).st_mode):
                    os.close(int(name))
            except OSError:
                pass
    except OSError:
        pass
    root, log = sys.argv[1], sys.argv[2]
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            with open(log, "a") as requests:
                requests.write(self.path + "\n")
            path = os.path.join(root, self.path.lstrip("/"))
            if not os.path.isfile(path) and os.path.isfile(path + ".redirect"):
                self.send_response(302)
                self.send_header("Location", open(path + ".redirect").read())
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if not os.path.isfile(path) and os.path.isfile(path + ".cut"):
                body = open(path + ".cut", "rb").read()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body) + 500))
                self.end_headers()
                self.wfile.write(body)
                self.wfile.flush()
                self.close_connection = True
                return
            if not os.path.isfile(path) and os.path.isfile(path + ".endless"):
                # A body with no length that never ends.
                self.send_response(200)
                self.end_headers()
                try:
                    while True:
                        self.wfile.write(b" " * 65536)
                except OSError:
                    return
            if not os.path.isfile(path):
                self.send_error(404)
                return
            body = open(path, "rb").read()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *arguments):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

  /// Starts serving a new empty folder.
  init() throws {
    let root = try Tool.temporaryFolder()
    folder = root.appendingPathComponent("served")
    log = root.appendingPathComponent("requests.log")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script, folder.path, log.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The port is the first line the server prints.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let more = output.fileHandleForReading.availableData
      guard !more.isEmpty else { break }
      line += more
    }
    guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw ServerError(message: "python3 -m http.server did not start (is python3 installed?)")
    }
    base = "http://127.0.0.1:\(port)/"
  }

  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Serves `text` as `name`, or stops serving it (nil).
  func serve(_ name: String, _ text: String?) throws {
    let url = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let text { try Data(text.utf8).write(to: url) }
  }

  struct ServerError: Error {
    var message: String
  }
}
