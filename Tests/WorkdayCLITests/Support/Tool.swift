import Foundation

/// The built `workday-ics` binary, run as a user would run it.
enum Tool {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of the package's `holidays/NAME`, the data it ships. A file
  /// that cannot be read stops the tests, naming it: read as empty, it
  /// would let a test pass on nothing.
  static func holidayFile(_ name: String) -> String {
    let url = root.appendingPathComponent("holidays").appendingPathComponent(name)
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      fatalError("cannot read \(url.path): \(error)")
    }
  }

  /// The binary beside the test bundle, or in `.build/debug`.
  static let binary: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("workday-ics")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return root.appendingPathComponent(".build/debug/workday-ics")
  }()

  /// What one run printed and how it ended.
  struct Result: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
  }

  /// The day every test run takes as "today" unless it says otherwise, so
  /// that no result depends on the date the tests run.
  static let pinnedToday = "2026-11-23"

  /// An empty data folder, read by every run whose environment names
  /// none (neither `WORKDAY_ICS_DATA`, `XDG_DATA_HOME` nor `HOME`): a run
  /// without a data folder warns (cron's `env -i`), which a test asks for
  /// by giving one of them empty.
  static let emptyDataFolder: String = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("workday-ics-tests-data-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }()

  /// The environment of a test's run: a minimal one (no HOME, `LANG=C`,
  /// a far zone, "today" pinned to ``pinnedToday``, the empty data folder
  /// ``emptyDataFolder``) with `environment` laid over it; an empty
  /// `WORKDAY_ICS_TODAY`, `WORKDAY_ICS_DATA`, `XDG_DATA_HOME` or `HOME`
  /// leaves the variable unset.
  static func environment(adding environment: [String: String]) -> [String: String] {
    var variables = [
      "PATH": "/usr/bin:/bin", "LANG": "C", "TZ": "Pacific/Kiritimati", "WORKDAY_ICS_TODAY": pinnedToday,
    ]
    let folderVariables = ["WORKDAY_ICS_DATA", "XDG_DATA_HOME", "HOME"]
    if !folderVariables.contains(where: { environment[$0] != nil }) {
      variables["WORKDAY_ICS_DATA"] = emptyDataFolder
    }
    variables.merge(environment) { _, new in new }
    return variables.filter { !$0.value.isEmpty || !(folderVariables + ["WORKDAY_ICS_TODAY"]).contains($0.key) }
  }

  /// Runs the binary with `arguments` in `directory` (a fresh temporary
  /// folder by default), with `environment` laid over a minimal one
  /// (``environment(adding:)``).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    try execute(binary, arguments, in: directory, environment: environment)
  }

  /// Runs `command` with /bin/sh in `directory`, the binary's folder first
  /// on PATH, so that a command line can use redirections as users do.
  static func runShell(_ command: String, in directory: URL? = nil, environment: [String: String] = [:])
    throws -> Result
  {
    let folder = binary.deletingLastPathComponent().path
    return try execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: directory,
      environment: ["PATH": "\(folder):/usr/bin:/bin"].merging(environment) { _, new in new })
  }

  private static func execute(
    _ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
    var env = Self.environment(adding: environment)
    // A clock moved for the whole run (libfaketime) reaches the binary too.
    for (name, value) in ProcessInfo.processInfo.environment where name == "LD_PRELOAD" || name.hasPrefix("FAKETIME") {
      env[name] = env[name] ?? value
    }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
  }

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("workday-ics-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
