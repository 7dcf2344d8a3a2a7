import Testing

@testable import WorkdayCLI

struct URLUserInfoTests {
  /// A URL, whether it holds a user name or password, and how a message shows it.
  static let cases: [(url: String, present: Bool, shown: String)] = [
    ("https://alice:secret@dav.example/", true, "https://…@dav.example/"),
    ("https://alice@dav.example/dav/", true, "https://…@dav.example/dav/"),
    ("http://a:b@127.0.0.1:5232/", true, "http://…@127.0.0.1:5232/"),
    ("https://a:p@ss@dav.example/", true, "https://…@dav.example/"),
    ("https://dav.example/", false, "https://dav.example/"),
    ("https://dav.example/users/alice@example.com/", false, "https://dav.example/users/alice@example.com/"),
    ("https://dav.example/?who=a@b", false, "https://dav.example/?who=a@b"),
    ("https://dav.example#a@b", false, "https://dav.example#a@b"),
    ("dav.example", false, "dav.example"),
  ]

  @Test(arguments: cases) func aPasswordInTheURLIsFoundAndNeverShown(
    url: String, present: Bool, shown: String
  ) {
    #expect(URLUserInfo.isPresent(in: url) == present, "\(url)")
    #expect(URLUserInfo.hidden(in: url) == shown)
    #expect(!URLUserInfo.hidden(in: url).contains("secret"))
  }
}
