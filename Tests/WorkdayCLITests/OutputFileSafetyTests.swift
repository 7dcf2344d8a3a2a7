import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What `-o` guarantees about the file it replaces, run as cron runs it:
/// as root, in folders other users can touch.
struct OutputFileSafetyTests {
  private static let generate = ["generate", "--year", "2026", "-q"]

  private static func status(_ path: String) -> stat {
    var result = stat()
    lstat(path, &result)
    return result
  }

  private static func entries(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test(arguments: ["fifo", "socket"])
  func specialFilesAreRefusedAndLeftAsTheyWere(kind: String) throws {
    try Self.expectRefusedAndLeftAsItWas(kind)
  }

  /// Only root makes device nodes.
  @Test(.needsRoot) func aDeviceNodeIsRefusedAndLeftAsItWas() throws {
    try Self.expectRefusedAndLeftAsItWas("device")
  }

  /// `-o` to a special file of `kind` (fifo, socket, device) is refused,
  /// and the file is left as it was.
  private static func expectRefusedAndLeftAsItWas(_ kind: String) throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    switch kind {
    case "fifo":
      #expect(mkfifo(path, 0o644) == 0)
    case "socket":
      let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      #expect(bound == 0)
      close(socketDescriptor)
    default:
      #expect(mknod(path, S_IFCHR | 0o666, dev_t(0x103)) == 0)  // a /dev/null of our own: major 1, minor 3
    }
    let before = Self.status(path)
    let result = try runInProcess(Self.generate + ["-o", path])
    #expect(result.status == 4)
    #expect(result.stderr.contains("cannot write '\(path)': a "), "\(result.stderr)")
    #expect(result.stderr.hasSuffix(", not a regular file; refusing to replace it\n"))
    let after = Self.status(path)
    #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino && after.st_rdev == before.st_rdev)
    #expect(try Self.entries(folder) == ["feed.ics"])
  }

  @Test func aSymbolicLinkIsReplacedAndItsTargetNeitherWrittenNorCopied() throws {
    let folder = try Tool.temporaryFolder()
    let target = folder.appendingPathComponent("passwd")
    try Data("target".utf8).write(to: target)
    #expect(chmod(target.path, 0o4755) == 0)  // a setuid program
    let link = folder.appendingPathComponent("suid.ics").path
    #expect(symlink(target.path, link) == 0)
    // The umask is set in the child's shell: tests run side by side in one process.
    #expect(
      try Tool.runShell("umask 022; workday-ics \(Self.generate.joined(separator: " ")) -o '\(link)'").status == 0)
    let written = Self.status(link)
    #expect(written.st_mode & S_IFMT == S_IFREG)
    #expect(written.st_mode & 0o7777 == 0o644, "0644 less the umask, never the target's setuid mode")
    #expect(try String(contentsOf: target, encoding: .utf8) == "target")
    #expect(Self.status(target.path).st_mode & 0o7777 == 0o4755)
  }

  @Test func theOldFilesOwnerGroupAndPermissionsAreKeptButNeverSetuid() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let owned = geteuid() == 0
    if owned { #expect(chown(path, 33, 33) == 0) }  // www-data, as nginx serves it
    #expect(chmod(path, 0o6640) == 0)
    #expect(try runInProcess(Self.generate + ["-o", path]).status == 0)
    let after = Self.status(path)
    #expect(after.st_mode & 0o7777 == 0o640)
    if owned { #expect(after.st_uid == 33 && after.st_gid == 33) }
    #expect(FileManager.default.contents(atPath: path) != Data("old".utf8))
  }

  @Test func aNewFileGetsTheUsualModeLessTheUmask() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("new.ics").path
    #expect(
      try Tool.runShell("umask 027; workday-ics \(Self.generate.joined(separator: " ")) -o '\(path)'").status == 0)
    #expect(Self.status(path).st_mode & 0o7777 == 0o640)
  }

  @Test func aSignalDuringTheWriteLeavesNoTemporaryFile() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let result = try Tool.runShell("WORKDAY_ICS_TEST_FAIL=signal workday-ics generate --year 2026 -q -o '\(path)'")
    #expect(result.status == 128 + SIGTERM, "ended by the signal: \(result.stderr)")
    #expect(try Self.entries(folder) == ["feed.ics"])
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  }

  /// Every signal that ends the run removes the temporary file, not only
  /// the usual ones (a CPU limit, an alarm, a user's signal).
  @Test(arguments: [SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF])
  func everySignalThatEndsTheRunLeavesNoTemporaryFile(signal: Int32) throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let result = try Tool.runShell(
      "ulimit -c 0; WORKDAY_ICS_TEST_FAIL=signal\(signal) workday-ics generate --year 2026 -q -o '\(path)'")
    #expect(result.status == 128 + signal, "ended by the signal: \(result.stderr)")
    #expect(try Self.entries(folder) == ["feed.ics"])
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  }

  /// A file-size limit (`ulimit -f`, systemd's LimitFSIZE) makes the write
  /// fail, named, with status 4: not a signal that leaves the temporary file.
  @Test func aFileSizeLimitIsAWriteErrorAndLeavesNoTemporaryFile() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let result = try Tool.runShell(
      "ulimit -f 2; workday-ics generate --from 2007-01-01 --to 2026-12-31 --style expanded -q -o '\(path)'")
    #expect(result.status == 4)
    #expect(result.stderr.hasPrefix("workday-ics: cannot write '\(path)': File too large"), "\(result.stderr)")
    #expect(try Self.entries(folder) == ["feed.ics"])
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  }

  @Test func staleTemporaryFilesOfThisUserAreRemovedAndOthersKept() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    func leftover(_ suffix: String, age: Int, owner: uid_t? = nil) throws -> String {
      let name = folder.appendingPathComponent(".feed.ics.tmp-" + suffix).path
      try Data("half a calendar".utf8).write(to: URL(fileURLWithPath: name))
      var times = [timespec(tv_sec: time(nil) - age, tv_nsec: 0), timespec(tv_sec: time(nil) - age, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, name, &times, 0) == 0)
      if let owner { #expect(chown(name, owner, owner) == 0) }
      return name
    }
    _ = try leftover("OLD123", age: 2 * 3600)
    _ = try leftover("NEW123", age: 10)
    if geteuid() == 0 { _ = try leftover("OTHER1", age: 2 * 3600, owner: 12345) }
    #expect(try runInProcess(Self.generate + ["-o", path]).status == 0)
    var expected = [".feed.ics.tmp-NEW123", "feed.ics"]
    if geteuid() == 0 { expected.insert(".feed.ics.tmp-OTHER1", at: 1) }
    #expect(try Self.entries(folder) == expected)
  }

  /// The same leftover is removed by a run whose calendar did not change
  /// (nothing is written then), not only by one that writes.
  @Test func aStaleTemporaryFileIsRemovedWhenNothingChanges() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("feed.ics").path
    #expect(try runInProcess(Self.generate + ["-o", path]).status == 0)
    let name = folder.appendingPathComponent(".feed.ics.tmp-KILLED").path
    try Data("half a calendar".utf8).write(to: URL(fileURLWithPath: name))
    var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, name, &times, 0) == 0)
    let before = Self.status(path)
    #expect(try runInProcess(Self.generate + ["-o", path]).status == 0)
    #expect(Self.status(path).st_ino == before.st_ino, "unchanged: not rewritten")
    #expect(try Self.entries(folder) == ["feed.ics"])
  }

  // MARK: - An output is never an input

  static let leave = #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-12-01", "isOffDay": true}]}"#

  /// A new `*.json` in a folder whose every `*.json` the run reads (an
  /// `--overlay` or `--holidays` folder, the data folder) would be read as
  /// holiday data by the next run: refused, naming the folder; an `.ics`
  /// there, or a `.json` beside an overlay named as a file, is written.
  @Test(arguments: [
    ("generate --overlay folder -o folder/calendar.json", "folder", 2),
    ("generate --holidays folder -o folder/calendar.json", "folder", 2),
    ("generate -o data/calendar.json", "data", 2),
    ("holidays --overlay folder -o folder/calendar.json", "folder", 2),
    ("generate --overlay folder -o folder/calendar.ics", "", 0),
    ("generate --overlay folder/2026.json -o folder/calendar.json", "", 0),
  ])
  func aNewDataFileInAFolderTheRunReadsIsRefused(command: String, folderName: String, status: Int32) throws {
    let folder = try Tool.temporaryFolder()
    for name in ["folder", "data"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
      try Data(Self.leave.utf8).write(to: folder.appendingPathComponent(name + "/2026.json"))
    }
    let result = try runInProcess(
      command.split(separator: " ").map(String.init) + ["--year", "2026", "-q"], in: folder,
      environment: ["WORKDAY_ICS_DATA": folder.appendingPathComponent("data").path])
    #expect(result.status == status, "\(result.stderr)")
    if status == 2 {
      let data = folderName == "data" ? folder.appendingPathComponent("data").path : folderName
      #expect(
        result.stderr.hasPrefix("workday-ics: cannot write '")
          && result.stderr.contains(
            "every *.json file of '\(data)' is read as holiday data by this run"),
        "\(result.stderr)")
      #expect(
        try Self.entries(folder.appendingPathComponent(folderName == "data" ? "data" : "folder")) == ["2026.json"])
    }
  }

  /// Every way the output can name a file the run reads: the same name,
  /// a hard link, a symbolic link either way, a folder's file, the data
  /// folder's file, `holidays`, and a configuration's own overlay. The
  /// input is left byte for byte and nothing is written.
  @Test(arguments: [
    ("generate --overlay leave.json -o leave.json", "leave.json"),
    ("generate --holidays leave.json -o ./leave.json", "./leave.json"),
    ("generate --overlay leave.json -o hard.json", "hard.json"),
    ("generate --overlay soft.json -o leave.json", "leave.json"),
    ("generate --overlay leave.json -o soft.json", "soft.json"),
    ("generate --holidays folder -o folder/2026.json", "folder/2026.json"),
    ("generate -o data/2026.json", "data/2026.json"),
    ("holidays --overlay leave.json -o leave.json", "leave.json"),
    ("generate --config config.json", "FOLDER/leave.json"),
  ])
  func anOutputThatIsAnInputIsRefused(command: String, output: String) throws {
    let folder = try Tool.temporaryFolder()
    let leave = folder.appendingPathComponent("leave.json")
    try Data(Self.leave.utf8).write(to: leave)
    #expect(link(leave.path, folder.appendingPathComponent("hard.json").path) == 0)
    #expect(symlink("leave.json", folder.appendingPathComponent("soft.json").path) == 0)
    for name in ["folder", "data"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
      try Data(Self.leave.utf8).write(to: folder.appendingPathComponent(name + "/2026.json"))
    }
    try Data(
      #"{"overlays": ["leave.json"], "calendars": [{"output": "leave.json", "reminders": [{"title": "Work"}]}]}"#.utf8
    ).write(to: folder.appendingPathComponent("config.json"))
    let before = try Self.entries(folder)
    let result = try runInProcess(
      command.split(separator: " ").map(String.init) + ["--year", "2026", "-q"], in: folder,
      environment: ["WORKDAY_ICS_DATA": folder.appendingPathComponent("data").path])
    #expect(result.status == 2, "\(result.stderr)")
    let shown = output.replacingOccurrences(of: "FOLDER", with: folder.path)
    #expect(
      result.stderr.hasPrefix("workday-ics: cannot write '\(shown)': it is an input of this run"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("which the output would replace; write to another file\n"))
    for name in ["leave.json", "folder/2026.json", "data/2026.json"] {
      #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == Self.leave)
    }
    #expect(Self.status(folder.appendingPathComponent("soft.json").path).st_mode & S_IFMT == S_IFLNK)
    #expect(try Self.entries(folder) == before, "nothing written, no temporary file")
  }

  // MARK: - Names of descriptors

  /// `/dev/stdout` and `/dev/fd/1` are written to, as the shell and GNU
  /// awk read them; the system's `/dev/stdout` link is left a link (as
  /// root it was once replaced by a file holding the calendar).
  @Test(arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func aDescriptorsNameIsWrittenToNotReplaced(name: String) throws {
    let standard = try runInProcess(Self.generate)
    let before = Self.status(name)
    // The process's own descriptors and the system's links: the binary's.
    let result = try Tool.run(Self.generate + ["-o", name])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutBytes == standard.stdoutBytes)
    #expect(Self.status("/dev/stdout").st_mode & S_IFMT == S_IFLNK)
    #expect(Self.status(name).st_mode & S_IFMT == before.st_mode & S_IFMT)
  }

  /// A reader that stops reading (`| true`, `| head -1`) ends no run by
  /// SIGPIPE (141): the status is the documented 4, without a message,
  /// whether the answer is one line or passes the pipe's buffer.
  @Test(arguments: [
    "(sleep 0.2; workday-ics check 2026-10-01; echo \"status $?\" >&2) | true",
    "(workday-ics list --from 2007-01-01 --to 2026-12-31; echo \"status $?\" >&2) | head -1 >/dev/null",
    "(workday-ics generate --from 2007-01-01 --to 2026-12-31 --style expanded -q; echo \"status $?\" >&2) | head -1 >/dev/null",
    "(workday-ics generate --year 2026 -q -o /dev/stdout; echo \"status $?\" >&2) | head -c 1 >/dev/null",
  ])
  func aClosedPipeIsStatusFourWithoutAMessage(command: String) throws {
    let result = try Tool.runShell(command)
    #expect(result.stderr == "status 4\n")
  }

  @Test func aClosedDescriptorIsStatusFour() throws {
    // The process's descriptor 9: a run in this process would write to the tests' own.
    let result = try Tool.run(Self.generate + ["-o", "/dev/fd/9"])
    #expect(result.status == 4)
    #expect(result.stderr == "workday-ics: cannot write to '/dev/fd/9': Bad file descriptor\n")
  }

  /// A link such as `/dev/stdout` (to a descriptor) or to a device,
  /// imitated in a folder of the test's own: refused and left a link,
  /// its target untouched.
  @Test(arguments: [("stdout", "/proc/self/fd/1", "a FIFO"), ("null", "/dev/null", "a character device")])
  func aLinkToSomethingButAFileIsRefused(name: String, target: String, kind: String) throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent(name).path
    #expect(symlink(target, path) == 0)
    // The link names the process's own standard output (a pipe): the binary's.
    let result = try Tool.run(Self.generate + ["-o", path])
    #expect(result.status == 4)
    #expect(
      result.stderr
        == "workday-ics: cannot write '\(path)': a symbolic link to \(kind), not a regular file; refusing to replace it\n"
    )
    #expect(Self.status(path).st_mode & S_IFMT == S_IFLNK)
    #expect(try Self.entries(folder) == [name])
  }
}
