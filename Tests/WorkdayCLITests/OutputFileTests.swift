import Foundation
import Testing

/// Nothing lost: whatever step of writing fails, the previous calendar is
/// left byte for byte and no temporary file stays behind.
struct OutputFileTests {
  private static let old = Data("BEGIN:VCALENDAR\r\nthe calendar people subscribed to\r\nEND:VCALENDAR\r\n".utf8)

  @Test(arguments: [
    ("write", "No space left on device"), ("fsync", "Input/output error"), ("rename", "Invalid cross-device link"),
  ])
  func aFailureAtAnyStepLeavesTheOldFile(step: String, reason: String) throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("work.ics")
    try Self.old.write(to: file)
    let result = try runInProcess(
      ["generate", "--year", "2026", "-o", file.path], environment: ["WORKDAY_ICS_TEST_FAIL": step])
    #expect(result.status == 4)
    #expect(result.stderr.hasSuffix("workday-ics: cannot write '\(file.path)': \(reason)\n"))
    #expect(try Data(contentsOf: file) == Self.old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["work.ics"])
  }

  /// The old file is compared with the new bytes as they are written: a
  /// difference anywhere, or a file longer or shorter, replaces it.
  @Test(arguments: [
    "first byte", "first byte of the second piece", "after the first piece", "last byte", "longer", "shorter",
  ])
  func aFileThatDiffersAnywhereIsReplaced(difference: String) throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("work.ics")
    let arguments = ["generate", "--year", "2026", "--alarm", "10m", "-o", file.path]
    let fresh = try runInProcess(Array(arguments.dropLast(2))).stdoutBytes
    #expect(fresh.count > 70_000, "long enough to be written in more than one piece")
    var old = fresh
    switch difference {
    case "first byte": old[0] = UInt8(ascii: "b")
    case "first byte of the second piece": old[1 << 14] ^= 1  // pieces of 16 KiB
    case "after the first piece": old[70_000] ^= 1
    case "last byte": old[old.count - 1] = UInt8(ascii: " ")
    case "longer": old += Data("X".utf8)
    default: old.removeLast()
    }
    try old.write(to: file)
    let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
    #expect(try runInProcess(arguments).status == 0)
    #expect(FileManager.default.contents(atPath: file.path) == fresh)
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int != before, "replaced")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["work.ics"])
  }

  /// The temporary file goes beside the output wherever the path points:
  /// a bare name, a name in the current folder, a subfolder, an absolute path.
  @Test(arguments: ["work.ics", "./work.ics", "sub/work.ics", "sub//work.ics", "ABSOLUTE/sub/work.ics"])
  func theFileIsWrittenWhereverThePathPoints(path: String) throws {
    let folder = try Tool.temporaryFolder()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let given = path.replacingOccurrences(of: "ABSOLUTE", with: folder.path)
    let result = try runInProcess(["generate", "--year", "2026", "-o", given], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let file = folder.appendingPathComponent(
      path.hasPrefix("ABSOLUTE") || path.hasPrefix("sub") ? "sub/work.ics" : "work.ics")
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR\r\n"))
    let left = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(left.filter { $0.contains(".tmp-") } == [], "no temporary file left")
  }

  @Test func aNewFileIsNotCreatedWhenWritingFails() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("new.ics")
    let result = try runInProcess(
      ["generate", "--year", "2026", "-o", file.path], environment: ["WORKDAY_ICS_TEST_FAIL": "fsync"])
    #expect(result.status == 4)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func thePermissionsOfTheOldFileAreKept() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("work.ics")
    try Self.old.write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    #expect(try runInProcess(["generate", "--year", "2026", "-o", file.path]).status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    #expect(try Data(contentsOf: file) != Self.old)
  }

  /// A real full disk: a 64 KiB tmpfs, which the 2026 calendar (78 KB) does
  /// not fit. Needs permission to mount, as root in a container has.
  @Test(.enabled(if: FullDisk.canMount, "needs permission to mount a tmpfs"))
  func aFullDiskLeavesTheOldFile() throws {
    let disk = try FullDisk()
    defer { disk.unmount() }
    let file = disk.folder.appendingPathComponent("work.ics")
    try Self.old.write(to: file)
    let result = try runInProcess(["generate", "--year", "2026", "-o", file.path])
    #expect(result.status == 4)
    #expect(result.stderr.hasSuffix("workday-ics: cannot write '\(file.path)': No space left on device\n"))
    #expect(try Data(contentsOf: file) == Self.old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path) == ["work.ics"])
  }

  @Test func aFullStandardOutputIsExitFour() throws {
    let result = try Tool.runShell("workday-ics generate --year 2026 > /dev/full")
    #expect(result.status == 4)
    #expect(result.stderr.hasSuffix("workday-ics: cannot write to standard output: No space left on device\n"))
  }

  /// A query whose answer cannot be written is status 4, never 1 (for
  /// `check`, "a day off"), with the reason, and no warning before it.
  @Test(arguments: [
    ["check", "2026-12-01"], ["check", "2026-10-01"],
    ["list", "--from", "2026-12-01", "--to", "2027-01-10", "--assume-regular-week"],
    ["count", "--from", "2026-01-01", "--to", "2026-12-31"], ["next", "2026-10-01"], ["cal", "2026-10"],
    ["check", "--json", "2026-12-01"],
  ])
  func aQueryThatCannotPrintIsStatusFour(arguments: [String]) throws {
    let result = try Tool.runShell("workday-ics \(arguments.joined(separator: " ")) > /dev/full")
    #expect(result.status == 4)
    #expect(result.stderr == "workday-ics: cannot write to standard output: No space left on device\n")
  }

  /// A file the user owns in a folder they may not write: the rename
  /// needs the folder writable, and the message says so.
  @Test(.needsRoot, .needs("setpriv"))
  func aFolderTheUserCannotWriteIsNamedAsTheReason() throws {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("cal.ics").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    #expect(chown(file, 65534, 65534) == 0)
    let result = try Tool.runShell(
      "setpriv --reuid=65534 --regid=65534 --clear-groups workday-ics generate --year 2026 -q -o '\(file)'")
    #expect(result.status == 4)
    #expect(
      result.stderr
        == "workday-ics: cannot write '\(file)': its folder '\(folder.path)' is not writable (Permission denied): a file is replaced by writing the new one beside it and renaming it over the old, so the folder must be writable as well as the file; make it writable or write elsewhere\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).isEmpty, "the old file stays")
  }
}

/// A small tmpfs mounted for a test.
struct FullDisk {
  let folder: URL

  static let canMount: Bool = {
    guard let disk = try? FullDisk() else { return false }
    disk.unmount()
    return true
  }()

  init() throws {
    folder = try Tool.temporaryFolder()
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]
    mount.standardError = FileHandle.nullDevice
    try mount.run()
    mount.waitUntilExit()
    guard mount.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
  }

  func unmount() {
    let umount = Process()
    umount.executableURL = URL(fileURLWithPath: "/bin/umount")
    umount.arguments = [folder.path]
    try? umount.run()
    umount.waitUntilExit()
  }
}
