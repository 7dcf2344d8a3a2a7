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

  @Test(arguments: ["fifo", "socket", "device"])
  func specialFilesAreRefusedAndLeftAsTheyWere(kind: String) throws {
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
      guard geteuid() == 0 else { return }  // only root makes device nodes; CI runs as root
      #expect(mknod(path, S_IFCHR | 0o666, dev_t(0x103)) == 0)  // a /dev/null of our own: major 1, minor 3
    }
    let before = Self.status(path)
    let result = try Tool.run(Self.generate + ["-o", path])
    #expect(result.status == 1)
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
    #expect(try Tool.run(Self.generate + ["-o", path]).status == 0)
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
    #expect(try Tool.run(Self.generate + ["-o", path]).status == 0)
    var expected = [".feed.ics.tmp-NEW123", "feed.ics"]
    if geteuid() == 0 { expected.insert(".feed.ics.tmp-OTHER1", at: 1) }
    #expect(try Self.entries(folder) == expected)
  }
}
