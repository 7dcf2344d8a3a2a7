import Foundation
import HolidayKit
import TestSupport
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar
@testable import WorkdayCLI

/// The pieces of `sync` the command line keeps: the state file, netrc's
/// permissions, curl's header dump, bounded reads, messages.
struct SyncLocalFilesTests {
  static func entry(named name: String, owner: SyncOwner?) -> SyncState.Entry {
    SyncState.Entry(name: name, uid: name, etag: "e", hash: "h", label: name, owner: owner)
  }

  /// A run that finds the lock held says once, at once, what it waits
  /// for and how long at most, then fails naming the lock when the other
  /// keeps it.
  @Test func aRunWaitingForTheLockSaysSo() throws {
    let folder = try Tool.temporaryFolder()
    let state = folder.path + "/sync-x.json"
    let holder = try SyncLock(statePath: state, files: FileSession())
    defer { holder.release() }
    var said: [String] = []
    #expect(throws: SyncError.self) {
      _ = try SyncLock(statePath: state, timeout: 1, files: FileSession()) { said.append($0) }
    }
    #expect(said == ["waiting for another sync of this calendar, which holds '\(state).lock', for up to 1 s"])
  }

  /// A state folder that cannot be made is named with the real cause:
  /// the first folder that failed and the system's reason, not the "no
  /// such file" of the lock file in the folders after it.
  @Test func aStateFolderThatCannotBeMadeSaysWhy() throws {
    let folder = try Tool.temporaryFolder().path
    let file = folder + "/plain"
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    let state = file + "/a/b/sync-x.json"
    var message: String?
    do {
      _ = try SyncLock(statePath: state, files: FileSession())
    } catch let error as OutputError {
      message = error.message
    }
    #expect(
      message
        == "cannot create sync's state folder '\(file)/a/b': cannot create '\(file)/a': \(OutputFile.reason(ENOTDIR))")
    #expect(throws: OutputError.self) { try SyncState().write(to: state, files: FileSession()) }
  }

  @Test func stateRoundTripsThroughJSON() throws {
    var state = SyncState()
    state.calendar = "http://127.0.0.1:1/alice/work/"
    state.token = "tok\"en"
    let item = SyncFixtures.resource("20261201")
    state.entries[item.name] = SyncFixtures.entry(item, etag: "\"e\"")
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    let files = FileSession()
    try state.write(to: path, files: files)
    #expect(try SyncState.read(path, files: files) == state)
  }

  /// The state file is in the user's state folder, named by the
  /// library's key of the server, the user and the calendar.
  @Test(arguments: [
    (["HOME": "/home/alice"], "/home/alice/.local/state"), (["XDG_STATE_HOME": "/var/state"], "/var/state"),
    (["HOME": "/home/alice", "XDG_STATE_HOME": "relative"], "/home/alice/.local/state"),
  ])
  func theStateFileIsInTheStateFolder(environment: [String: String], folder: String) throws {
    let key = SyncState.fileKey(server: "https://dav.example/", user: "alice", calendar: "Work")
    #expect(
      try SyncState.defaultPath(
        server: "https://dav.example/", user: "alice", calendar: "Work", in: RunContext(environment: environment))
        == folder + "/workday-ics/sync-" + key + ".json")
  }

  @Test(
    arguments: [
      (0o100600, 7, nil), (0o100400, 7, nil), (0o100700, 7, nil),
      (0o100644, 7, "is readable by others (mode 0644)"), (0o100640, 7, "is readable by others (mode 0640)"),
      (0o100620, 7, "is writable by others (mode 0620)"), (0o100602, 7, "is writable by others (mode 0602)"),
      (0o100600, 0, "belongs to another user"),
    ] as [(Int, Int, String?)])
  func aNetrcMustBeTheUsersAndPrivate(mode: Int, owner: Int, problem: String?) {
    #expect(Credentials.problem(mode: mode_t(mode), owner: uid_t(owner), user: 7) == problem)
  }

  @Test func theOwnerSurvivesTheFile() throws {
    var state = SyncState()
    state.entries["a.ics"] = Self.entry(named: "a.ics", owner: .configuration(file: "/c.json", calendar: "报表"))
    state.entries["b.ics"] = Self.entry(named: "b.ics", owner: nil)
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    let files = FileSession()
    try state.write(to: path, files: files)
    #expect(try SyncState.read(path, files: files) == state)
  }

  /// A request body goes in curl's configuration, which curl sends as
  /// is once unquoted, unless curl would misread it there: bytes that are
  /// not UTF-8, a NUL, or a leading `@` (a file name to curl) go in a file.
  @Test(
    arguments: [
      (Array("<?xml version=\"1.0\"?>\r\n<d:href>a\\b</d:href>\t".utf8), true),
      (Array("BEGIN:VCALENDAR\r\nSUMMARY:上班\r\nEND:VCALENDAR\r\n".utf8), true), ([], true),
      (Array("@/etc/passwd".utf8), false), (Array("a\u{0}b".utf8), false), ([0x41, 0xFF, 0x42], false),
    ] as [([UInt8], Bool)])
  func aBodyGoesInTheConfigurationWhenCurlSendsItAsIs(body: [UInt8], inline: Bool) {
    let text = Curl.inlineBody(body)
    #expect((text != nil) == inline)
    #expect(text.map { Array($0.utf8) == body } ?? true)
  }

  @Test func readsTheLastHeaderBlockOfADump() {
    let dump = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nETag: \"abc\"\r\nContent-Length: 0\r\n\r\n"
    let headers = Curl.headers(fromDump: Array(dump.utf8))
    #expect(headers.first { $0.name == "etag" }?.value == "\"abc\"")
    #expect(headers.count == 2)
  }
}

struct BoundedReadTests {
  /// Replies, downloads and .netrc files are read up to a limit, and say
  /// when there was more.
  @Test(arguments: [(99, false), (100, true), (101, true)])
  func readsUpToTheLimit(limit: Int, complete: Bool) throws {
    let file = try Tool.temporaryFolder().appendingPathComponent("reply")
    try Data(repeating: 0x61, count: 100).write(to: file)
    let read = try #require(Curl.readFile(file.path, atMost: limit))
    #expect(read.bytes.count == min(limit, 100))
    #expect(read.complete == complete)
  }

  /// A file that is not there is an empty reply (curl writes none); one
  /// that is there and cannot be read (here a folder: read(2) fails with
  /// EISDIR) is no reply at all, never an empty or shorter one.
  @Test func aFailedReadIsNoReply() throws {
    let folder = try Tool.temporaryFolder()
    let absent = try #require(Curl.readFile(folder.appendingPathComponent("none").path))
    #expect(absent.bytes.isEmpty && absent.complete)
    #expect(Curl.readFile(folder.path) == nil)
    let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    #expect(InputFile.readAll(descriptor, atMost: 100) == nil)
  }
}

/// The library says what went wrong and what kind of remedy there is; the
/// command line words the remedy in its own options.
struct SyncErrorReportTests {
  @Test(arguments: [
    (SyncError.Remedy?.none, "no calendar"),
    (.giveCalendarURL, "no calendar; give --calendar URL"),
    (
      .makeOrNameCalendar(isOneOfSeveral: false),
      "no calendar; add --create-calendar to make it, or give --calendar NAME or URL"
    ),
    (
      .makeOrNameCalendar(isOneOfSeveral: true),
      "no calendar; add --create-calendar to make it, or give this calendar the \"name\" of an existing one in the configuration"
    ),
  ])
  func theRemedyNamesTheOptions(remedy: SyncError.Remedy?, report: String) {
    #expect(SyncError("no calendar", remedy: remedy).report == report)
  }
}
