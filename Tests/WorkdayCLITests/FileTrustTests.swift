import Foundation
import Testing

@testable import WorkdayCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing another user wrote is trusted: holiday data, the data folder,
/// sync's state and lock are refused, naming the path and the fix, when
/// another user owns them or may write them; nothing found by listing a
/// folder is followed or waited for. The tests run as root, as cron does,
/// with files given to `nobody` (65534).
struct FileTrustTests {
  static let nobody: uid_t = 65534
  static let evil = #"{"year": 2026, "papers": [], "days": [{"name": "假", "date": "2026-12-01", "isOffDay": true}]}"#

  /// A data folder holding a planted file that makes 2026-12-01 (a
  /// Tuesday, a working day) a day off, and the environment naming it.
  static func plantedFolder() throws -> (folder: URL, environment: [String: String]) {
    let folder = try Tool.temporaryFolder().appendingPathComponent("holidays")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try Data(evil.utf8).write(to: folder.appendingPathComponent("zz-evil.json"))
    return (folder, ["WORKDAY_ICS_DATA": folder.path])
  }

  /// What another user may do to the folder or the file, and what the
  /// message says: every command refuses with status 2, naming the path.
  @Test(
    .needsRoot, .needs("curl"),
    arguments: [
      ("folder 0777", "FOLDER: other users can write this folder (mode 0777)"),
      ("folder 1777", "FOLDER: other users can write this folder (mode 1777)"),
      ("folder owned", "FOLDER: the folder belongs to another user (uid 65534)"),
      ("file 0666", "FOLDER/zz-evil.json: other users can write it (mode 0666)"),
      ("file owned", "FOLDER/zz-evil.json: it belongs to another user (uid 65534)"),
      ("parent 0777", "FOLDER: other users can write the folder above it, PARENT, (mode 0777)"),
      ("parent owned", "FOLDER: the folder above it, PARENT, belongs to another user (uid 65534)"),
    ])
  func aDataFolderAnotherUserCanChangeIsRefused(setting: String, message: String) throws {
    let (folder, environment) = try Self.plantedFolder()
    let file = folder.appendingPathComponent("zz-evil.json").path
    switch setting {
    case "folder 0777": #expect(chmod(folder.path, 0o777) == 0)
    case "folder 1777": #expect(chmod(folder.path, 0o1777) == 0)
    case "folder owned": #expect(chown(folder.path, Self.nobody, Self.nobody) == 0)
    case "file 0666": #expect(chmod(file, 0o666) == 0)
    case "file owned": #expect(chown(file, Self.nobody, Self.nobody) == 0)
    case "parent 0777": #expect(chmod(folder.deletingLastPathComponent().path, 0o777) == 0)
    default: #expect(chown(folder.deletingLastPathComponent().path, Self.nobody, Self.nobody) == 0)
    }
    let expected =
      "workday-ics: "
      + message.replacingOccurrences(of: "FOLDER", with: folder.path)
      .replacingOccurrences(of: "PARENT", with: folder.deletingLastPathComponent().path)
    for arguments in [["check", "2026-12-01"], ["generate", "--year", "2026"], ["holidays", "--year", "2026"]] {
      let result = try runInProcess(arguments, environment: environment)
      #expect(result.status == 2, "\(arguments): \(result.stdout)")
      #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    // The same folder named with --holidays.
    let named = try runInProcess(["check", "--holidays", folder.path, "2026-12-01"])
    #expect(named.status == 2 && named.stderr.hasPrefix(expected), "\(named.stderr)")
    if setting.hasPrefix("folder") {
      #expect(named.stderr.contains("chmod go-w '\(folder.path)'") || setting == "folder owned")
    }
    // update neither reads nor writes into it.
    let update = try runInProcess(
      ["update", "--year", "2027", "--source", "http://127.0.0.1:1/"], environment: environment)
    #expect(update.status == 2)
    #expect(update.stderr.hasPrefix(expected), "\(update.stderr)")
  }

  /// The same folder, the user's own and closed to others, is read, in a
  /// folder others may write but with the sticky bit (as /tmp): no one
  /// else can rename it away.
  @Test func theUsersOwnDataFolderIsRead() throws {
    let (folder, environment) = try Self.plantedFolder()
    #expect(chmod(folder.deletingLastPathComponent().path, 0o1777) == 0)
    let result = try runInProcess(["check", "2026-12-01"], environment: environment)
    #expect(result.status == 1, "a day off, as the file says: \(result.stderr)")
  }

  /// Group write: harmless in the user's own private group (root's is
  /// root, umask 002 on Debian gives 0664), refused in a shared one.
  @Test(arguments: [(0 as gid_t, true), (100, false)])
  func groupWriteCountsOnlyInASharedGroup(group: gid_t, isRead: Bool) throws {
    guard geteuid() == 0, getegid() == 0 else { return }  // chgrp needs root; CI runs as root
    let (folder, environment) = try Self.plantedFolder()
    let file = folder.appendingPathComponent("zz-evil.json").path
    #expect(chown(file, 0, group) == 0 && chmod(file, 0o664) == 0)
    let result = try runInProcess(["check", "2026-12-01"], environment: environment)
    #expect(result.status == (isRead ? 1 : 2), "\(result.stderr)")
  }

  /// A FIFO, a link or a folder named `*.json` in a data folder is refused
  /// at once: opening never blocks (a FIFO hung check and update until
  /// killed), and nothing found by listing is followed. `timeout` only
  /// bounds a run that would hang; nothing depends on how long runs take.
  @Test(
    .needs("curl"),
    arguments: [
      ("fifo", "a FIFO"), ("link", "a symbolic link"), ("folder", "a folder"),
    ])
  func onlyRegularFilesAreReadFromAFolder(kind: String, shown: String) throws {
    let (folder, environment) = try Self.plantedFolder()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("zz-evil.json"))
    let path = folder.appendingPathComponent("2099.json").path
    switch kind {
    case "fifo": #expect(mkfifo(path, 0o644) == 0)
    case "link": #expect(symlink("/etc/hostname", path) == 0)
    default: #expect(mkdir(path, 0o755) == 0)
    }
    let message =
      "workday-ics: \(path): \(shown), not a regular file: only regular files are read from a folder; remove it\n"
    for command in ["check 2026-10-01", "update --year 2027 --source http://127.0.0.1:1/"] {
      let result = try Tool.runShell("timeout 20 workday-ics \(command)", environment: environment)
      #expect(result.status == 2, "\(command): \(result.stderr)")
      #expect(result.stderr == message)
    }
  }

  /// Files named on the command line may be streams the user set up:
  /// `<(cmd)` and a named pipe with a writer are read once.
  @Test func aStreamNamedOnTheCommandLineIsRead() throws {
    let folder = try Tool.temporaryFolder()
    try Data(Self.evil.utf8).write(to: folder.appendingPathComponent("leave.json"))
    let substituted = try Tool.runShell(
      "bash -c 'workday-ics check --overlay <(cat leave.json) 2026-12-01'", in: folder)
    #expect(substituted.status == 1, "\(substituted.stderr)")
    #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o600) == 0)
    let piped = try Tool.runShell(
      "(cat leave.json > pipe.json &); timeout 20 workday-ics check --overlay pipe.json 2026-12-01", in: folder)
    #expect(piped.status == 1, "\(piped.stderr)")
  }

  /// A file another user owns or may write is refused when named, too.
  @Test func anOverlayAnotherUserCanWriteIsRefused() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("leave.json")
    try Data(Self.evil.utf8).write(to: file)
    #expect(chmod(file.path, 0o646) == 0)
    let result = try runInProcess(["check", "--overlay", file.path, "2026-12-01"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(file.path): other users can write it (mode 0646), so anything read from it may have been planted: make it yours alone with chmod go-w '\(file.path)'\n"
    )
  }

  /// A calendar `diff` compares is only shown: anyone's file will do.
  @Test(.needsRoot) func diffComparesAnyonesCalendar() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("theirs.ics").path
    #expect(try runInProcess(["generate", "--year", "2026", "-q", "-o", file]).status == 0)
    #expect(chown(file, Self.nobody, Self.nobody) == 0 && chmod(file, 0o666) == 0)
    let result = try runInProcess(["diff", "-q", file, file])
    #expect(result.status == 0, "\(result.stderr)")
  }

  // MARK: - update

  /// A data folder that does not exist yet, under a folder others may
  /// write: update does not make it there (every command would refuse it).
  @Test(.needs("curl", "python3")) func updateMakesNoDataFolderWhereAnotherUserCouldSwapIt() throws {
    let parent = try Tool.temporaryFolder()
    #expect(chmod(parent.path, 0o777) == 0)
    let data = parent.appendingPathComponent("holidays").path
    let server = try LoopbackServer()
    try server.serve("2027.json", UpdateCommandTests.published2027)
    let result = try runInProcess(["update", "--data", data, "--year", "2027", "--source", server.base])
    #expect(result.status == 2, "\(result.stdout)")
    #expect(
      result.stderr.hasPrefix(
        "workday-ics: \(data): other users can write the folder above it, \(parent.path), (mode 0777)"),
      "\(result.stderr)")
    #expect(access(data + "/2027.json", F_OK) != 0)
  }

  /// A data folder that cannot be written (a read-only file system) is
  /// "not updated" (3), the year named, never "unchanged" (1).
  @Test(.enabled(if: FullDisk.canMount, "needs permission to mount a tmpfs"), .needs("curl", "python3"))
  func aReadOnlyDataFolderIsNotUpdated() throws {
    let disk = try FullDisk()
    defer { disk.unmount() }
    let data = disk.folder.appendingPathComponent("holidays").path
    #expect(mkdir(data, 0o755) == 0)  // a tmpfs's own root is 1777
    let remount = Process()
    remount.executableURL = URL(fileURLWithPath: "/bin/mount")
    remount.arguments = ["-o", "remount,ro", disk.folder.path]
    try remount.run()
    remount.waitUntilExit()
    #expect(remount.terminationStatus == 0)
    let server = try LoopbackServer()
    try server.serve("2027.json", UpdateCommandTests.published2027)
    let result = try runInProcess(["update", "--data", data, "--year", "2027", "--source", server.base])
    #expect(result.status == 3, "\(result.stdout)")
    #expect(
      result.stderr.hasPrefix("workday-ics: 2027: not updated: cannot write '\(data)/2027.json': "), "\(result.stderr)")
    #expect(result.stderr.contains("Read-only file system"))
  }

  // MARK: - sync's state and lock

  /// What another user may have done to `--state` in a folder they can
  /// reach: sync refuses before any request (the server is a closed port,
  /// so a request would fail with status 1, not 2), follows no link and
  /// creates nothing through one.
  @Test(
    .needsRoot,
    arguments: [
      "lock link", "state link", "state 0666", "state owned", "lock owned", "folder 0777", "folder owned",
    ])
  func aStateAnotherUserCouldChangeIsRefused(setting: String) throws {
    let folder = try Tool.temporaryFolder()
    let states = folder.appendingPathComponent("state")
    #expect(mkdir(states.path, 0o755) == 0)
    let state = states.appendingPathComponent("work.json").path
    let victim = folder.appendingPathComponent("nologin").path
    let empty = #"{"version": 1, "events": []}"#
    switch setting {
    case "lock link": #expect(symlink(victim, state + ".lock") == 0)
    case "state link":
      try Data(empty.utf8).write(to: URL(fileURLWithPath: victim))
      #expect(symlink(victim, state) == 0)
    case "state 0666":
      try Data(empty.utf8).write(to: URL(fileURLWithPath: state))
      #expect(chmod(state, 0o666) == 0)
    case "state owned":
      try Data(empty.utf8).write(to: URL(fileURLWithPath: state))
      #expect(chown(state, Self.nobody, Self.nobody) == 0 && chmod(state, 0o600) == 0)
    case "lock owned":
      try Data().write(to: URL(fileURLWithPath: state + ".lock"))
      #expect(chown(state + ".lock", Self.nobody, Self.nobody) == 0)
    case "folder 0777": #expect(chmod(states.path, 0o777) == 0)
    default: #expect(chown(states.path, Self.nobody, Self.nobody) == 0)
    }
    // The binary: sync catches SIGINT, SIGTERM and SIGHUP (the process's)
    // while it works on a calendar, which runs at once in one process
    // would install and put back over each other.
    let result = try Tool.run(
      ["sync", "--server", "http://127.0.0.1:1/", "--user", "me", "--state", state, "--year", "2026", "-q"],
      environment: ["WORKDAY_ICS_PASSWORD": "secret"])
    #expect(result.status == 2, "\(result.stderr)")
    let expected =
      switch setting {
      case "lock link": "cannot open the lock file '\(state).lock': it is a symbolic link, which is not followed"
      case "state link": "\(state): a symbolic link, not a regular file: links are not followed here"
      case "state 0666": "\(state): other users can write it (mode 0666)"
      case "state owned": "\(state): it belongs to another user (uid 65534)"
      case "lock owned": "\(state).lock: sync's lock file: it belongs to another user (uid 65534)"
      case "folder 0777": "\(states.path): other users can write this folder (mode 0777)"
      default: "\(states.path): the folder belongs to another user (uid 65534)"
      }
    #expect(result.stderr.hasPrefix("workday-ics: " + expected), "\(result.stderr)")
    #expect(setting == "state link" || access(victim, F_OK) != 0, "nothing created through a link")
    if setting.hasPrefix("folder") { #expect(access(state + ".lock", F_OK) != 0, "nothing made in the folder") }
  }

  /// The certificates sync trusts with the password are the user's or
  /// root's alone: one another user could write is refused, naming it,
  /// before any request (the server is a closed port).
  @Test(.needsRoot, arguments: ["file 0666", "file owned", "folder 0777"])
  func aCertificateFileAnotherUserCouldChangeIsRefused(setting: String) throws {
    let folder = try Tool.temporaryFolder()
    let certificates = folder.appendingPathComponent("certificates")
    #expect(mkdir(certificates.path, 0o755) == 0)
    let file = certificates.appendingPathComponent("ca.pem").path
    try Data("-----BEGIN CERTIFICATE-----\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(chmod(file, 0o644) == 0)
    switch setting {
    case "file 0666": #expect(chmod(file, 0o666) == 0)
    case "file owned": #expect(chown(file, Self.nobody, Self.nobody) == 0)
    default: #expect(chmod(certificates.path, 0o777) == 0)
    }
    let result = try runInProcess(
      ["sync", "--server", "https://127.0.0.1:1/", "--user", "me", "--ca-file", file, "--year", "2026", "-q"],
      environment: ["WORKDAY_ICS_PASSWORD": "secret"])
    #expect(result.status == 2, "\(result.stderr)")
    let expected =
      switch setting {
      case "file 0666": "\(file): --ca-file: other users can write it (mode 0666)"
      case "file owned": "\(file): --ca-file: it belongs to another user (uid 65534)"
      default: "\(certificates.path): other users can write this folder (mode 0777)"
      }
    #expect(result.stderr.hasPrefix("workday-ics: " + expected), "\(result.stderr)")
  }

  // MARK: - The rule

  @Test(
    arguments: [
      (0o100644, 0, FileTrust.Rule.shared, nil), (0o100644, 7, .shared, nil), (0o100644, 8, .shared, "owner"),
      (0o100664, 7, .shared, "writable"), (0o100646, 7, .shared, "writable"), (0o100644, 0, .own, "owner"),
      (0o100600, 7, .own, nil), (0o100644, 7, .own, nil), (0o100644, 7, .secret, "readable"),
      (0o100600, 7, .secret, nil), (0o40755, 7, .shared, nil), (0o41777, 0, .shared, "writable"),
    ] as [(Int, Int, FileTrust.Rule, String?)])
  func theRuleForEachKindOfFile(mode: Int, owner: Int, rule: FileTrust.Rule, problem: String?) {
    let found = FileTrust.problem(
      mode: mode_t(mode), owner: uid_t(owner), group: 100, rule: rule, user: 7, isPrivateGroup: { _ in false })
    let name: String? =
      switch found {
      case nil: nil
      case .owner?: "owner"
      case .writable?: "writable"
      case .readable?: "readable"
      }
    #expect(name == problem)
  }

  /// Group write is harmless when the group is the user's private group
  /// (umask 002 on Debian): only its user is in it.
  @Test func groupWriteIsAllowedForAPrivateGroupOnly() {
    #expect(
      FileTrust.problem(mode: 0o100664, owner: 7, group: 7, rule: .shared, user: 7, isPrivateGroup: { $0 == 7 }) == nil)
    #expect(
      FileTrust.problem(mode: 0o100664, owner: 7, group: 100, rule: .shared, user: 7, isPrivateGroup: { $0 == 7 })
        == .writable(0o664))
  }
}
