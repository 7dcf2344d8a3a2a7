import Testing

@testable import HolidayKitCalDAV

struct SyncStateFileKeyTests {
  /// Every spelling of one server keys one state file and one lock.
  @Test(arguments: [
    ("http://127.0.0.1:5301/", "http://127.0.0.1:5301/"), ("http://127.0.0.1:5301", "http://127.0.0.1:5301/"),
    ("http://localhost:5301/", "http://127.0.0.1:5301/"), ("HTTPS://Caldav.iCloud.com", "https://caldav.icloud.com/"),
    ("https://caldav.icloud.com:443/", "https://caldav.icloud.com/"),
    ("https://alice@caldav.icloud.com/", "https://caldav.icloud.com/"),
    ("http://dav.example:80/", "http://dav.example/"), ("https://dav.example:80/", "https://dav.example:80/"),
    ("https://cloud.example/remote.php/dav", "https://cloud.example/remote.php/dav/"),
    ("https://cloud.example/Remote.php/dav/", "https://cloud.example/Remote.php/dav/"),
    ("https://dav.example/?user=a", "https://dav.example/?user=a"), ("dav.example", "dav.example"),
  ])
  func oneServerIsOneKey(_ spelling: String, _ key: String) {
    #expect(SyncState.serverKey(spelling) == key)
    #expect(
      SyncState.fileKey(server: spelling, user: "alice", calendar: "Work")
        == SyncState.fileKey(server: key, user: "alice", calendar: "Work"))
  }

  /// Another user or another calendar of one server is another file.
  @Test func theUserAndTheCalendarKeyTheFileToo() {
    let keys = [("alice", "Work"), ("bob", "Work"), ("alice", "Home"), ("alice\nWork", "")].map {
      SyncState.fileKey(server: "https://dav.example/", user: $0.0, calendar: $0.1)
    }
    #expect(Set(keys).count == keys.count)
  }
}
