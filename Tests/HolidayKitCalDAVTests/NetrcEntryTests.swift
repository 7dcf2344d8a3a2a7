import Testing

@testable import HolidayKitCalDAV

struct NetrcEntryTests {
  static let text = """
    machine other.example login x password y
    macdef init
    machine caldav.example.com login macro password body

    machine caldav.example.com
      login alice
      password "s3cret"
    machine caldav.example.com login second password later
    default login anon password none
    machine last.example login\tlast\r
    """

  /// The host's first entry, else the default one; a macro's body, up to
  /// an empty line, is no entry; tokens are separated by spaces, tabs and
  /// CRs; quotes are part of the value, as in ftp(1).
  @Test(arguments: [
    ("caldav.example.com", NetrcEntry(login: "alice", password: "\"s3cret\"")),
    ("other.example", NetrcEntry(login: "x", password: "y")),
    ("nowhere", NetrcEntry(login: "anon", password: "none")),
    ("last.example", NetrcEntry(login: "last")),
  ])
  func theHostsEntryElseTheDefault(host: String, entry: NetrcEntry) {
    #expect(NetrcEntry(host: host, in: Self.text) == entry)
  }

  /// Without an entry for the host and without a default, there is
  /// none; a default with nothing in it is an empty entry.
  @Test(
    arguments: [
      ("", nil), ("machine a.example login a", nil), ("macdef x\nmachine b.example login b", nil),
      ("default", NetrcEntry()), ("machine b.example", NetrcEntry()),
    ] as [(String, NetrcEntry?)])
  func noEntryForTheHostAndNoDefaultIsNone(text: String, entry: NetrcEntry?) {
    #expect(NetrcEntry(host: "b.example", in: text) == entry)
  }
}
